/**
 * The API reference: the service's own OpenAPI 3.1 document rendered by Scalar, its script served
 * from the npm package by this service (no CDN, no fonts from elsewhere, no telemetry, no AI
 * agent), with "try it" sending requests to this same service (the document's server is `/`).
 * Scalar lays out the whole window, so this page has a link back to the site instead of its frame.
 */
import type { SitePage } from '../api.js';
import { siteAssets } from '../assets.js';
import { html } from '../html.js';
import { type Here, siteLink, wordsIn } from '../layout.js';

const CONFIGURATION = JSON.stringify({
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
});

export function referencePage(here: Here): SitePage {
  const words = wordsIn(here.lang);
  const document = html`<!doctype html>
<html lang="${here.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${words('site.nav.reference')} · ${words('site.name')}</title>
</head>
<body>
<nav style="padding:0.5rem 1rem;font-family:system-ui,sans-serif"><a href="${siteLink(here, '/')}">${words('site.name')}</a></nav>
<noscript><p><a href="/v1/openapi.json">/v1/openapi.json</a> · <a href="/v1/openapi-3.0.json">/v1/openapi-3.0.json</a></p></noscript>
<script id="api-reference" data-url="/v1/openapi.json" data-configuration="${CONFIGURATION}"></script>
<script src="${siteAssets().reference.path}"></script>
</body>
</html>
`;
  return { status: 200, html: document.text };
}
