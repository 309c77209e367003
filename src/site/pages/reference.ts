/**
 * The API reference, in the site's frame and language: the OpenAPI documents to download, and
 * on demand (`load=1`, a link, so it needs no script of ours) the service's own OpenAPI 3.1
 * document rendered by Scalar, its script served from the npm package by this service (no CDN,
 * no fonts from elsewhere, no telemetry, no AI agent), with "try it" sending requests to this
 * same service (the document's server is `/`). The renderer is 4.35 MB (1.05 MB in brotli) and
 * English only: a visitor who came for the documents does not pay for it.
 */
import type { SitePage } from '../api.js';
import { siteAssets } from '../assets.js';
import { html } from '../html.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';

const CONFIGURATION = JSON.stringify({
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  // The site is light only: one palette, the one site.css gives its contrast (docs/site.md).
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
});

export function referencePage(here: Here): SitePage {
  const words = wordsIn(here.lang);
  const loaded = here.query.load === '1';
  const renderer = loaded
    ? html`<div class="reference" lang="en">
<script id="api-reference" data-url="/v1/openapi.json" data-configuration="${CONFIGURATION}"></script>
<script src="${siteAssets().reference.path}"></script>
</div>`
    : html`<p><a class="button" href="${siteLink(here, '/reference', { load: '1' })}">${words('site.reference.load')}</a></p>`;
  const body = html`<p class="intro">${words('site.reference.intro')}</p>
<p>${words('site.reference.documents')} <a href="/v1/openapi.json">OpenAPI 3.1</a> · <a href="/v1/openapi-3.0.json">OpenAPI 3.0</a></p>
${renderer}`;
  return { status: 200, html: page({ here, title: words('site.nav.reference'), body }).text };
}
