/**
 * A page whose API answer was an error: the status it had and its issues, in the page's language;
 * and the site's 404 page, for any address the site has no page at (an unknown calculator, a
 * mistyped path asked by a browser), in the site's frame with the way back.
 */
import { TOOLS } from '../../tools/registry.js';
import { type ErrorBody, type SitePage, retryAfterOf } from '../api.js';
import { html } from '../html.js';
import { answerIssues } from '../issues.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';
import { pageNames } from './reader-words.js';

export function errorPage(here: Here, title: string, status: number, answer: ErrorBody = {}): SitePage {
  const retryAfter = retryAfterOf(status, answer);
  return {
    status,
    html: page({ here, title, body: answerIssues(answer, pageNames(here)) }).text,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

/** The pages a mistyped address may have meant: the site's own, and each calculator's. */
const KNOWN_PATHS = [
  '/',
  '/tools',
  '/refund-rates',
  '/central-parity',
  '/datasets',
  '/quote',
  '/reference',
  ...TOOLS.map((tool) => `/tools/${tool.slug}`),
];

/** The page an address meant when only its case, a trailing slash or `tool` for `tools` is wrong (`/Quote`, `/tool/baojia`). */
function meant(path: string): string | undefined {
  const plain =
    path
      .toLowerCase()
      .replace(/\/+$/, '')
      .replace(/^\/tool\//, '/tools/') || '/';
  return plain !== path && KNOWN_PATHS.includes(plain) ? plain : undefined;
}

export function notFoundPage(here: Here): SitePage {
  const words = wordsIn(here.lang);
  const suggestion = meant(here.path);
  const body = html`<p>${words('site.not_found.text', { path: here.path })}</p>
${suggestion ? html`<p>${words('site.not_found.meant')} <a href="${siteLink(here, suggestion, here.query)}">${suggestion}</a></p>` : ''}
<ul class="cards">
<li><a href="${siteLink(here, '/')}">${words('site.not_found.home')}</a></li>
<li><a href="${siteLink(here, '/tools')}">${words('site.nav.tools')}</a></li>
<li><a href="${siteLink(here, '/refund-rates')}">${words('site.nav.refund')}</a></li>
</ul>`;
  return { status: 404, html: page({ here, title: words('site.not_found.title'), body }).text };
}
