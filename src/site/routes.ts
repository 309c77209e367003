/**
 * The site's pages by path. Page paths are the ones answers link to (core/site-pages.ts):
 * `/tools/{slug}` and `/refund-rates/chapter-{nn}`; the rest are the site's own.
 */
import { findTool } from '../tools/registry.js';
import type { SiteApi, SitePage } from './api.js';
import type { Here } from './layout.js';
import { COMPANION_PAGES } from './pages/companions.js';
import { notFoundPage } from './pages/error.js';
import { datasetPage, datasetsPage, versionPage } from './pages/datasets.js';
import { homePage } from './pages/home.js';
import { parityPage } from './pages/parity.js';
import { quotePage, quotePosted } from './pages/quote.js';
import { quoteSheetPage } from './pages/quote-sheet-page.js';
import { referencePage } from './pages/reference.js';
import { refundChapterPage, refundLookupPage } from './pages/refund.js';
import { toolBySlug, toolPage, toolsIndexPage } from './pages/tool.js';

export interface SiteRoute {
  /** Fastify's form: /tools/:slug. */
  path: string;
  render(api: SiteApi, here: Here, params: Readonly<Record<string, string>>): SitePage | Promise<SitePage>;
}

const CHAPTER = /^chapter-([0-9]{2})$/;

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', render: (_api, here) => homePage(here) },
  { path: '/tools', render: (api, here) => toolsIndexPage(api, here) },
  ...COMPANION_PAGES.flatMap((companion): SiteRoute[] => {
    const tool = findTool(companion.tool);
    return tool
      ? [{ path: `/tools/${tool.slug}/${companion.path}`, render: (api, here) => companion.render(api, here) }]
      : [];
  }),
  {
    path: '/tools/:slug',
    render: (api, here, params) => {
      const tool = toolBySlug(params.slug ?? '');
      return tool ? toolPage(api, here, tool) : notFoundPage(here);
    },
  },
  { path: '/refund-rates', render: (api, here) => refundLookupPage(api, here) },
  {
    path: '/refund-rates/:chapter',
    render: (api, here, params) => {
      const chapter = CHAPTER.exec(params.chapter ?? '')?.[1];
      return chapter ? refundChapterPage(api, here, chapter) : notFoundPage(here);
    },
  },
  { path: '/central-parity', render: (api, here) => parityPage(api, here) },
  { path: '/datasets', render: (api, here) => datasetsPage(api, here) },
  { path: '/datasets/:id', render: (api, here, params) => datasetPage(api, here, params.id ?? '') },
  {
    path: '/datasets/:id/:version',
    render: (api, here, params) => versionPage(api, here, params.id ?? '', params.version ?? ''),
  },
  { path: '/quote', render: (api, here) => quotePage(api, here) },
  { path: '/quote/sheet', render: (_api, here) => quoteSheetPage(here) },
  { path: '/reference', render: (_api, here) => referencePage(here) },
];

/** A page a form posts to (application/x-www-form-urlencoded): its fields, or none when the body was not read. */
export interface SiteForm {
  path: string;
  post(api: SiteApi, here: Here, fields: Array<[string, string]> | undefined): Promise<SitePage>;
}

/** The seller's quote form is posted, so that no cost is in an address (docs/site.md, /quote). */
export const SITE_FORMS: readonly SiteForm[] = [{ path: '/quote', post: quotePosted }];
