/** The frame of every page: language, navigation, the notice that the service is not official. */
import { CATALOGUE } from '../i18n/catalogue.js';
import { LANGUAGES, type Lang } from '../i18n/languages.js';
import type { MessageValues } from '../i18n/messages.js';
import { type SiteWord, siteWord } from '../i18n/site-words.js';
import { siteAssets } from './assets.js';
import { type Content, Html, html, withQuery } from './html.js';

/** The site's words in the page's language. */
export type Words = (key: SiteWord, values?: MessageValues) => string;

export function wordsIn(lang: Lang): Words {
  return (key, values) => siteWord(key, lang, values);
}

/** Where a page is: its path and query, for links in another language. */
export interface Here {
  path: string;
  query: Readonly<Record<string, string>>;
  lang: Lang;
}

/**
 * Whether the page shows the API's names beside their words (`?api=1`, the "show API names"
 * switch): off by default, for the developer who reads a page to learn the API.
 */
export function showsApiNames(here: Pick<Here, 'query'>): boolean {
  return here.query.api === '1';
}

/** A link within the site, in the page's language (zh-CN, the default, is left out), the API names switch kept. */
export function siteLink(
  here: Pick<Here, 'lang' | 'query'>,
  path: string,
  query: Readonly<Record<string, string | undefined>> = {},
) {
  return withQuery(path, {
    ...query,
    lang: here.lang === 'zh-CN' ? undefined : here.lang,
    api: showsApiNames(here) ? '1' : undefined,
  });
}

/** The hidden fields a GET form carries so that the page it opens keeps the language and the API names switch. */
export function pageFields(here: Pick<Here, 'lang' | 'query'>): Html {
  return html`${here.lang === 'zh-CN' ? '' : html`<input type="hidden" name="lang" value="${here.lang}">`}${
    showsApiNames(here) ? html`<input type="hidden" name="api" value="1">` : ''
  }`;
}

/** A link the API gave as a path with its query (links.page, links.chapter_page), kept in the page's language. */
export function apiPathLink(here: Pick<Here, 'lang' | 'query'>, pathWithQuery: string): string {
  const [path = '/', query = ''] = pathWithQuery.split('?');
  return siteLink(here, path, Object.fromEntries(new URLSearchParams(query)));
}

const NAV: ReadonlyArray<readonly [path: string, key: SiteWord]> = [
  ['/tools', 'site.nav.tools'],
  ['/refund-rates', 'site.nav.refund'],
  ['/central-parity', 'site.nav.parity'],
  ['/datasets', 'site.nav.datasets'],
  ['/quote', 'site.nav.quote'],
  ['/reference', 'site.nav.reference'],
];

const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { 'zh-CN': '中文', en: 'English', ja: '日本語', ko: '한국어' };

export interface PageParts {
  here: Here;
  title: string;
  body: Content;
  /** Extra elements for the head (the reference renderer's script). */
  head?: Content;
  /** A class on <body>: `print` pages have their own layout. */
  bodyClass?: string;
}

export function page({ here, title, body, head, bodyClass }: PageParts): Html {
  const words = wordsIn(here.lang);
  const assets = siteAssets();
  const languages = LANGUAGES.map((lang) => {
    const href = withQuery(here.path, { ...here.query, lang: lang === 'zh-CN' ? undefined : lang });
    return lang === here.lang
      ? html`<li><span aria-current="true" lang="${lang}">${LANGUAGE_NAMES[lang]}</span></li>`
      : html`<li><a href="${href}" lang="${lang}" hreflang="${lang}">${LANGUAGE_NAMES[lang]}</a></li>`;
  });
  const nav = NAV.map(([path, key]) => {
    const current = here.path === path || here.path.startsWith(`${path}/`);
    return html`<li><a href="${siteLink(here, path)}"${current ? new Html(' aria-current="page"') : ''}>${words(key)}</a></li>`;
  });
  return html`<!doctype html>
<html lang="${here.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · ${words('site.name')}</title>
<link rel="stylesheet" href="${assets.css.path}">
<script src="${assets.script.path}" defer></script>
${head}
</head>
<body class="${bodyClass ?? ''}">
<a class="skip" href="#main">${words('site.skip')}</a>
<header class="site">
<a class="home" href="${siteLink(here, '/')}">${words('site.name')}</a>
<nav aria-label="${words('site.name')}"><ul>${nav}</ul></nav>
<nav aria-label="${words('site.language')}" class="languages"><ul>${languages}</ul></nav>
</header>
<main id="main">
<h1>${title}</h1>
${body}
</main>
<footer class="site"><p>${CATALOGUE['provenance.notice'][here.lang]}</p>
<p class="api-switch"><a href="${withQuery(here.path, { ...here.query, api: showsApiNames(here) ? undefined : '1' })}" rel="nofollow">${words(showsApiNames(here) ? 'site.api.hide' : 'site.api.show')}</a></p></footer>
</body>
</html>
`;
}
