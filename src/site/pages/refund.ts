/**
 * The refund-rate lookup page (a search by name, refund-search.ts, then the code's plain GET
 * form: both work without JavaScript) and the chapter
 * page that `links.chapter_page` names. The card shows what GET /v1/refund-rate answers: the
 * rate in force on the day that counts, every period as a timeline, flags, children, and for a
 * code not listed the nearest listed codes; never a rate the library does not hold. Its links
 * open the calculators with the rates it shows. Without a library both pages say so at once,
 * with where the official lookup is, rather than offer forms that could only be refused.
 */
import type { Lang } from '../../i18n/languages.js';
import type { CodeName } from '../../refund-rate/library-index.js';
import { PERIOD_MEMBER_LABELS } from '../../refund-rate/member-labels.js';
import { type FoundLookup, type InForce, type Lookup, periodsInForce } from '../../refund-rate/lookup.js';
import type { PeriodRow } from '../../refund-rate/period.js';
import type { ErrorBody, SiteApi, SitePage } from '../api.js';
import { type Html, html } from '../html.js';
import { answerIssues } from '../issues.js';
import { type Here, type Words, apiPathLink, page, siteLink, wordsIn, pageFields } from '../layout.js';
import { type ProvenanceLike, sourcesOf } from '../sources.js';
import { libraryMissing, searchForm, searchResults } from './refund-search.js';
import { pageNames } from './reader-words.js';
import { levyText, libraryRates, percentText } from './refund-figures.js';
import { SITE_PAGES } from '../../core/site-pages.js';

/**
 * The State Taxation Administration's website, whose 出口退税率查询 is the official lookup
 * (docs/refund-rate.md, Search); its address as sources/refund-rates/notices.md cites its pages.
 */
const OFFICIAL_SITE = 'https://www.chinatax.gov.cn/';

/** The lookup's answer (docs/refund-rate.md) as the domain writes it: its period rows, codes and in-force status. */
interface LookupAnswer extends ErrorBody {
  lookup: Partial<FoundLookup> & Pick<Lookup, 'found' | 'code'> & { nearest?: CodeName[] };
  links?: { chapter_page: string; calculator: string };
  notes?: Array<{ key: string; text: string }>;
  provenance: ProvenanceLike;
}

type Period = PeriodRow;

const lookupLink = (here: Here, code: string, exportDate?: string) =>
  siteLink(here, '/refund-rates', { code, export_date: exportDate });

/** Where a specific code's periods are shown on its 10-digit code's card (the lookup takes 8 or 10 digits). */
const periodsAnchor = (code: string) => `code-${code}`;

/**
 * A code's page: its own card for 8 or 10 digits; for a specific code of 11 to 13 digits, which
 * the lookup does not take, the card of its 10-digit code, where its periods are listed, at them.
 */
function codeLink(here: Here, code: string, exportDate?: string): string {
  return code.length <= 10
    ? lookupLink(here, code, exportDate)
    : `${lookupLink(here, code.slice(0, 10), exportDate)}#${periodsAnchor(code)}`;
}

function percents(period: Period, lang: Lang): Html {
  return html`<span class="rate">${PERIOD_MEMBER_LABELS.refund_rate[lang]} <strong>${percentText(period.refund_percent)}</strong></span>
<span class="rate">${PERIOD_MEMBER_LABELS.levy_rates[lang]} ${period.levy_percents.map(percentText).join(' / ')}</span>`;
}

/** A period of the timeline; the first of each code is the target of links to that code (`anchored` holds those given). */
function periodLine(
  period: Period,
  words: Words,
  current: ReadonlySet<string>,
  lang: Lang,
  anchored: Set<string>,
): Html {
  const anchor = anchored.has(period.code) ? '' : html` id="${periodsAnchor(period.code)}"`;
  anchored.add(period.code);
  // The flag's meaning names the flag itself ("特殊商品标志 2：…"); a flag without a known meaning is named by its label.
  const flag = period.tsflag_meaning ?? `${PERIOD_MEMBER_LABELS.tsflag[lang]} ${period.tsflag}`;
  return html`<li${anchor}${current.has(periodKey(period)) ? html` class="in-force" aria-current="true"` : ''}>
<time datetime="${period.from}">${period.from}</time> – ${period.to ? html`<time datetime="${period.to}">${period.to}</time>` : words('site.refund.open_end')}
<code>${period.code}</code> ${percents(period, lang)}
${period.tsflag ? html`<span class="flag">${flag}</span>` : ''}
${period.note ? html`<span class="note">${PERIOD_MEMBER_LABELS.note[lang]}: ${period.note}</span>` : ''}
</li>`;
}

/** A period told apart by its code and first day (the in-force one is given apart from the list). */
const periodKey = (period: Period) => `${period.code} ${period.from}`;

function inForceCard(inForce: InForce | null | undefined, day: string, words: Words, lang: Lang): Html {
  const heading = html`<h3>${words('site.refund.in_force', { day })}</h3>`;
  if (!inForce) return heading;
  switch (inForce.status) {
    case 'rate':
      return html`${heading}<p class="in-force-rate">${percents(inForce.period, lang)}</p>`;
    case 'choose':
      return html`${heading}<p>${words('site.refund.choose')}</p>`;
    case 'narrower':
      return html`${heading}<p>${words('site.refund.narrower')}</p>`;
    case 'not_listed_on_date':
      return html`${heading}<p>${words('site.refund.not_listed_on_date')}</p>`;
    case 'before_data':
      return html`${heading}<p>${words('site.refund.before_data', { day: inForce.data_from })}</p>`;
  }
}

function codeLinks(here: Here, codes: readonly CodeName[], exportDate?: string): Html {
  return html`<ul class="codes">${codes.map(
    (child) =>
      html`<li><a href="${codeLink(here, child.code, exportDate)}"><code>${child.code}</code></a> ${child.name ?? ''}</li>`,
  )}</ul>`;
}

function lookupCard(here: Here, words: Words, answer: LookupAnswer, exportDate?: string): Html {
  const { lookup } = answer;
  if (!lookup.found) {
    return html`${answerIssues(answer, pageNames(here))}
${lookup.nearest && lookup.nearest.length > 0 ? html`<h3>${words('site.refund.nearest')}</h3>${codeLinks(here, lookup.nearest, exportDate)}` : ''}`;
  }
  const current = new Set(periodsInForce(lookup.in_force).map(periodKey));
  const periods = lookup.periods ?? [];
  const splits = lookup.splits ?? [];
  const name = periods[periods.length - 1]?.name ?? splits[0]?.name ?? '';
  const anchored = new Set<string>();
  const timeline = (shown: readonly Period[]) =>
    html`<ol class="timeline">${shown.map((period) => periodLine(period, words, current, here.lang, anchored))}</ol>`;
  return html`<article class="card" aria-labelledby="card-code">
<h2 id="card-code"><code>${lookup.code}</code> ${name}</h2>
${inForceCard(lookup.in_force, lookup.in_force_on ?? '', words, here.lang)}
${periods.length > 0 ? html`<h3>${words('site.refund.periods')}</h3>${timeline(periods)}` : ''}
${splits.length > 0 ? html`<h3>${words('site.refund.splits')}</h3>${timeline(splits)}` : ''}
${lookup.children && lookup.children.length > 0 ? html`<h3>${words('site.refund.children')} (${lookup.children_total})</h3>${codeLinks(here, lookup.children, exportDate)}` : ''}
${answer.links ? cardLinks(here, words, answer.links, lookup) : ''}
<ul class="notes">${(answer.notes ?? []).map((note) => html`<li>${note.text}</li>`)}</ul>
</article>`;
}

/**
 * The chapter, and the calculators filled with what the card shows: tuishui with the code, the
 * day and the rates in force, baojia with the rates; a sentence says which rates they carry.
 */
function cardLinks(
  here: Here,
  words: Words,
  links: NonNullable<LookupAnswer['links']>,
  lookup: LookupAnswer['lookup'],
): Html {
  const rates = libraryRates(lookup.in_force);
  const carried = rates ? { refundRate: rates.refundRate, taxRate: rates.taxRate } : {};
  const [calculatorPath = '', calculatorQuery = ''] = links.calculator.split('?');
  const tuishui = siteLink(here, calculatorPath, {
    ...Object.fromEntries(new URLSearchParams(calculatorQuery)),
    exportDate: lookup.in_force_on,
    ...carried,
  });
  const baojia = siteLink(here, SITE_PAGES.tool('baojia'), carried);
  return html`<p class="links"><a href="${apiPathLink(here, links.chapter_page)}">${words('site.refund.chapter_codes', { chapter: lookup.code.slice(0, 2) })}</a>
· <a href="${tuishui}">${words('site.refund.calculator')}</a>${rates ? html` · <a href="${baojia}">${words('site.refund.quote')}</a>` : ''}</p>
${rates ? html`<p class="hint">${words('site.refund.rates_carried', { refund: percentText(rates.refundRate), levy: levyText(words, rates) })}</p>` : ''}`;
}

/** No library installed: said before anything is typed, with where the official lookup is. */
function noLibrary(words: Words): Html {
  return html`<div class="no-library" role="status"><p>${words('site.refund.no_library')}</p>
<p>${words('site.refund.official')} <a href="${OFFICIAL_SITE}" rel="external">${words('site.refund.official_link')}</a></p></div>`;
}

function lookupForm(here: Here, words: Words): Html {
  return html`<form method="get" action="/refund-rates" class="lookup" role="search" aria-label="${words('site.refund.look_up')}">
${pageFields(here)}
<div class="field"><label for="code">${words('site.refund.code')}</label>
<input id="code" name="code" value="${here.query.code ?? ''}" inputmode="numeric" autocomplete="off" required maxlength="40"></div>
<div class="field"><label for="export_date">${words('site.refund.date')}</label>
<input id="export_date" name="export_date" type="date" value="${here.query.export_date ?? ''}"></div>
<p class="actions"><button type="submit">${words('site.refund.look_up')}</button></p>
</form>`;
}

/** Whether a library is installed, asked of the API when the page has nothing to look up (a lookup's answer says so itself). */
async function libraryInstalled(api: SiteApi, here: Here): Promise<boolean> {
  const dataset = await api.get<{ current?: string | null }>('/v1/datasets/refund-rates', { lang: here.lang });
  return dataset.status !== 200 || dataset.body.current !== null;
}

export async function refundLookupPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const code = here.query.code?.trim();
  const exportDate = here.query.export_date?.trim() || undefined;
  const answer = code
    ? await api.get<LookupAnswer>('/v1/refund-rate', { code, export_date: exportDate, lang: here.lang })
    : null;
  const found = await searchResults(api, here, words);
  const asked = answer !== null || here.query.q?.trim();
  const missing = asked
    ? (answer !== null && libraryMissing(answer.body)) || found.libraryMissing
    : !(await libraryInstalled(api, here));
  const title = words('site.refund.title');
  if (missing) {
    const status = answer?.status ?? found.status;
    return { status, html: page({ here, title, body: noLibrary(words) }).text };
  }
  const shown =
    answer === null
      ? ''
      : answer.body.lookup
        ? html`${lookupCard(here, words, answer.body, exportDate)}${sourcesOf(answer.body.provenance, here, words)}`
        : answerIssues(answer.body, pageNames(here));
  const body = html`${searchForm(here, words)}${found.html}<h2>${words('site.refund.by_code')}</h2>${lookupForm(here, words)}<div aria-live="polite">${shown}</div>`;
  const status = answer?.status ?? found.status;
  return { status, html: page({ here, title, body }).text };
}

interface ChapterAnswer extends ErrorBody {
  chapter: {
    chapter: string;
    in_force_on: string;
    total: number;
    offset: number;
    next: number | null;
    codes: Array<{ code: string; name: string | null; in_force: Period[] }>;
  };
  provenance: ProvenanceLike;
}

const CODES_PER_PAGE = 200;

export async function refundChapterPage(api: SiteApi, here: Here, chapter: string): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const title = words('site.refund.chapter', { chapter });
  const offset = /^[0-9]{1,6}$/.test(here.query.offset ?? '') ? here.query.offset : undefined;
  const answer = await api.get<ChapterAnswer>(`/v1/refund-rate/chapters/${chapter}`, {
    lang: here.lang,
    offset,
    limit: String(CODES_PER_PAGE),
    export_date: here.query.export_date,
  });
  if (answer.status !== 200 || !answer.body.chapter) {
    return {
      status: answer.status,
      html: page({
        here,
        title,
        body: libraryMissing(answer.body) ? noLibrary(words) : answerIssues(answer.body, pageNames(here)),
      }).text,
    };
  }
  const { codes, in_force_on, next, total } = answer.body.chapter;
  const path = `/refund-rates/chapter-${chapter}`;
  const first = answer.body.chapter.offset;
  const body = html`${lookupForm(here, words)}
<h2>${words('site.refund.in_force', { day: in_force_on })}</h2>
<p>${words('site.pager.range', { first: codes.length ? first + 1 : 0, last: first + codes.length, total })}</p>
<div class="table-wrap"><table class="data"><thead><tr><th scope="col">${PERIOD_MEMBER_LABELS.code[here.lang]}</th><th scope="col">${PERIOD_MEMBER_LABELS.name[here.lang]}</th>
<th scope="col">${PERIOD_MEMBER_LABELS.refund_rate[here.lang]}</th><th scope="col">${PERIOD_MEMBER_LABELS.levy_rates[here.lang]}</th></tr></thead>
<tbody>${codes.map(
    (
      row,
    ) => html`<tr><th scope="row"><a href="${codeLink(here, row.code, here.query.export_date)}"><code>${row.code}</code></a></th><td>${row.name ?? ''}</td>
${
  row.in_force.length === 0
    ? html`<td colspan="2">${words('site.refund.none_in_force')}</td>`
    : html`<td>${row.in_force.map((period) => percentText(period.refund_percent)).join(' / ')}</td><td>${row.in_force.map((period) => period.levy_percents.map(percentText).join(' / ')).join(' ; ')}</td>`
}</tr>`,
  )}</tbody></table></div>
${next === null ? '' : html`<p><a rel="next" href="${siteLink(here, path, { offset: String(next), export_date: here.query.export_date })}">${words('site.pager.next')}</a></p>`}
${sourcesOf(answer.body.provenance, here, words)}`;
  return { status: 200, html: page({ here, title, body }).text };
}
