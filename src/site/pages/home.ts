/** The site's first page: what is here, with a link to each part and each calculator. */
import { TOOLS } from '../../tools/registry.js';
import type { SitePage } from '../api.js';
import { html } from '../html.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';

export function homePage(here: Here): SitePage {
  const words = wordsIn(here.lang);
  const body = html`<p class="intro">${words('site.intro')}</p>
<ul class="cards">
<li><a href="${siteLink(here, '/refund-rates')}">${words('site.nav.refund')}</a></li>
<li><a href="${siteLink(here, '/central-parity')}">${words('site.nav.parity')}</a></li>
<li><a href="${siteLink(here, '/datasets')}">${words('site.nav.datasets')}</a></li>
<li><a href="${siteLink(here, '/reference')}">${words('site.nav.reference')}</a></li>
</ul>
<h2>${words('site.nav.tools')}</h2>
<ul class="cards">${TOOLS.map((tool) => html`<li><a href="${siteLink(here, `/tools/${tool.slug}`)}">${tool.names[here.lang]}</a></li>`)}</ul>`;
  return { status: 200, html: page({ here, title: words('site.name'), body }).text };
}
