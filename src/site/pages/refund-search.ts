/**
 * Finding a code on the refund-rate page (docs/site.md): a GET form (`q`) that works without
 * JavaScript, and the hits GET /v1/refund-rate/search answers, each name with the parts that
 * matched marked (from the answer's offsets, never by searching the text again), its rate in force
 * and a link to its lookup card. With JavaScript (assets/site.js) the list follows the typing.
 */
import type { Lang } from '../../i18n/languages.js';
import type { InForce } from '../../refund-rate/lookup.js';
import { PERIOD_MEMBER_LABELS } from '../../refund-rate/member-labels.js';
import type { ErrorBody, SiteApi } from '../api.js';
import { type Html, html } from '../html.js';
import { answerIssues } from '../issues.js';
import { type Here, type Words, apiPathLink, siteLink, pageFields } from '../layout.js';
import { type ProvenanceLike, sourcesOf } from '../sources.js';
import { percentText } from './refund-figures.js';
import { pageNames } from './reader-words.js';

interface SearchAnswer extends ErrorBody {
  provenance?: ProvenanceLike;
  search?: {
    q: string;
    total: number;
    offset: number;
    next: number | null;
    hits: Array<{
      code: string;
      name: string;
      name_ranges: Array<[number, number]>;
      in_force: InForce;
      links: { page: string };
    }>;
  };
}

const HITS_PER_PAGE = 20;

/** Whether an answer is the API's refusal for want of a refund library. */
export const libraryMissing = (body: ErrorBody) =>
  body.issues?.some((issue) => issue.code === 'refund_rate.library_missing') ?? false;

/** The name with its matched ranges in <mark>. */
function markedName(name: string, ranges: ReadonlyArray<readonly [number, number]>): Html[] {
  const parts: Html[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > name.length) continue;
    parts.push(html`${name.slice(at, start)}<mark>${name.slice(start, end)}</mark>`);
    at = end;
  }
  parts.push(html`${name.slice(at)}`);
  return parts;
}

/** The rate in force in a few words: the rate, or what the card will explain. */
function rateInForce(inForce: InForce, words: Words, lang: Lang): Html {
  switch (inForce.status) {
    case 'rate':
      return html`<span class="figure">${PERIOD_MEMBER_LABELS.refund_rate[lang]} <strong>${percentText(inForce.period.refund_percent)}</strong></span>`;
    case 'choose':
      return html`${words('site.refund.choose')}`;
    case 'narrower':
      return html`${words('site.refund.narrower')}`;
    case 'not_listed_on_date':
      return html`${words('site.refund.not_listed_on_date')}`;
    case 'before_data':
      return html`${words('site.refund.before_data', { day: inForce.data_from })}`;
  }
}

export function searchForm(here: Here, words: Words): Html {
  return html`<form method="get" action="/refund-rates" class="lookup search" role="search" aria-label="${words('site.refund.search')}" data-live-search>
${pageFields(here)}
${here.query.export_date ? html`<input type="hidden" name="export_date" value="${here.query.export_date}">` : ''}
<div class="field"><label for="q">${words('site.refund.search_label')}</label>
<input id="q" name="q" type="search" value="${here.query.q ?? ''}" autocomplete="off" required maxlength="64" aria-controls="search-results"></div>
<p class="actions"><button type="submit">${words('site.refund.search')}</button></p>
</form>`;
}

/** The hits for the page's `q`, in a region the script replaces as the visitor types; empty without `q`. */
export async function searchResults(
  api: SiteApi,
  here: Here,
  words: Words,
): Promise<{ status: number; html: Html; libraryMissing?: boolean }> {
  const q = here.query.q?.trim();
  const region = (status: number, content: Html | string) => ({
    status,
    html: html`<section id="search-results" aria-live="polite">${content}</section>`,
  });
  if (!q) return region(200, '');
  const offset = /^[0-9]{1,6}$/.test(here.query.offset ?? '') ? here.query.offset : undefined;
  const answer = await api.get<SearchAnswer>('/v1/refund-rate/search', {
    q,
    export_date: here.query.export_date,
    offset,
    limit: String(HITS_PER_PAGE),
    lang: here.lang,
  });
  const search = answer.body.search;
  if (answer.status !== 200 || !search)
    return {
      ...region(answer.status, answerIssues(answer.body, pageNames(here))),
      libraryMissing: libraryMissing(answer.body),
    };
  if (search.total === 0) return region(200, html`<p>${words('site.refund.search_none', { q: search.q })}</p>`);
  const first = search.offset + 1;
  const list = html`<h2>${words('site.refund.search_found', { q: search.q, total: search.total })}</h2>
<p>${words('site.pager.range', { first, last: search.offset + search.hits.length, total: search.total })}</p>
<ol class="hits" start="${first}">${search.hits.map(
    (hit) => html`<li><a href="${apiPathLink(here, hit.links.page)}"><code>${hit.code}</code></a>
<span class="name">${markedName(hit.name, hit.name_ranges)}</span> <span class="rate">${rateInForce(hit.in_force, words, here.lang)}</span></li>`,
  )}</ol>
${search.next === null ? '' : html`<p><a rel="next" href="${siteLink(here, '/refund-rates', { q, export_date: here.query.export_date, offset: String(search.next) })}">${words('site.refund.search_more')}</a></p>`}
${answer.body.provenance ? sourcesOf(answer.body.provenance, here, words) : ''}`;
  return region(200, list);
}
