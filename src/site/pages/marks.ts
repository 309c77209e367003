/**
 * maitou's answer laid out for printing: on A4 sheets or on 100×150 mm labels, with the type size
 * the API worked out for that layout (its maitou.layout step), so that the browser's "print to PDF"
 * gives pages of the right size. The main mark (the caller's lines and the carton number) and the
 * side mark (gross and net weight, measurement) are printed apart, as they go on different faces
 * of a carton: on A4 each takes half the sheet, two to a sheet; on labels each fills a label of its
 * own. A line the API says is too wide for the sheet chosen is refused here, as its answer warns,
 * rather than cut at the edge in print. Per carton, every carton has its own mark numbered out of
 * the lot, MARKS_PER_PAGE to a web page (`page`, from 1); otherwise one mark carries the range.
 */
import { cartonNumber } from '../../tools/maitou/numbering.js';
import { findTool } from '../../tools/registry.js';
import type { ApiIssue, ErrorBody, SiteApi, SitePage } from '../api.js';
import { type Html, html } from '../html.js';
import { answerIssues, siteIssue } from '../issues.js';
import { type Here, type Words, page, siteLink, wordsIn } from '../layout.js';
import { pagerNav } from '../pager.js';
import { givenInputs } from './given-inputs.js';
import { type AnswerSentence, pageSentence } from '../figure-text.js';
import { pageNames } from './reader-words.js';

interface MarkStep {
  id: string;
  values: Record<string, { value?: string }>;
  texts?: { text?: string };
}

interface MaitouAnswer extends ErrorBody {
  steps?: MarkStep[];
  warnings?: Array<AnswerSentence & { code: string }>;
}

/** The lines of the side mark; every other line is the main mark's. */
const SIDE_MARK = new Set(['maitou.gross_weight', 'maitou.net_weight', 'maitou.measurement']);

/** Each sheet's page, and the room a part of a mark has on it (mm): half an A4 sheet, or a label. */
const SHEETS = {
  a4: { layout: 'a4', size: 'A4', margin: '15mm', partHeight: '132', lineWidth: '180' },
  label: { layout: 'label-100x150', size: '100mm 150mm', margin: '5mm', partHeight: '138', lineWidth: '90' },
} as const;

/**
 * The most marks one web page lays out: with ten lines of 60 characters each, 200 marks are a
 * page of 430 KB, where the 2,000 a page of before were 4 MB for one token.
 */
const MARKS_PER_PAGE = 200;

/** The page's own query: which sheet, whether per carton, which page of marks. */
const PRINT_QUERY = ['sheet', 'per_carton', 'page'];

/** A page number as a query gives it: the API's reading of a whole number. */
const WHOLE_NUMBER = /^[0-9]{1,15}$/;

/** A page that shows a refusal instead of marks, with a way on (the form, or the first page of marks). */
function refusedPage(here: Here, words: Words, status: number, answer: ErrorBody, way: Html): SitePage {
  const body = html`${answerIssues(answer, pageNames(here))}<p>${way}</p>`;
  return { status, html: page({ here, title: words('site.marks.title'), body }).text };
}

const pageRefusal = (issue: ApiIssue): ErrorBody => ({ issues: [issue] });

export async function marksPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const sheet = here.query.sheet === 'label' ? SHEETS.label : SHEETS.a4;
  const perCarton = here.query.per_carton === '1';
  const inputQuery = Object.fromEntries(Object.entries(here.query).filter(([name]) => !PRINT_QUERY.includes(name)));
  const toForm = html`<a href="${siteLink(here, '/tools/maitou', inputQuery)}">${findTool('maitou')?.names[here.lang]}</a>`;
  // An unreadable page is refused before the calculation is asked for (and paid).
  const pageText = here.query.page ?? '1';
  if (!WHOLE_NUMBER.test(pageText))
    return refusedPage(here, words, 400, pageRefusal(siteIssue('page', 'param.integer_expected')), toForm);
  const answer = await api.post<MaitouAnswer>(
    '/v1/tools/maitou/compute',
    { inputs: givenInputs(inputQuery, []) },
    { lang: here.lang },
  );
  const steps = answer.body.steps;
  if (answer.status !== 200 || !steps) return refusedPage(here, words, answer.status, answer.body, toForm);
  // A line too wide for the sheet is refused, as the answer warns of it, and the sheet can be changed.
  const tooWide = (answer.body.warnings ?? []).filter(
    (warning) =>
      warning.code === 'maitou.line_too_long' &&
      warning.values?.layout?.kind === 'code' &&
      warning.values.layout.value === sheet.layout,
  );
  const layout = steps.find((step) => step.id === 'maitou.layout' && step.values.layout?.value === sheet.layout);
  const fontSize = layout?.values.fontSize?.value ?? '6';
  const lines = steps.filter((step) => step.texts?.text !== undefined);
  const numbering = lines.find((step) => step.id === 'maitou.numbering');
  const cartons = Number(numbering?.values.to?.value ?? '1');
  const count = perCarton && numbering ? cartons : 1;
  const pages = Math.ceil(count / MARKS_PER_PAGE);
  const at = Number(pageText);
  if (at < 1 || at > pages) {
    const outOfRange = siteIssue('page', 'param.integer_range', { min: 1, max: pages });
    const firstPage = words('site.marks.range', { first: 1, last: Math.min(MARKS_PER_PAGE, count), total: count });
    const toFirst = html`<a href="${siteLink(here, here.path, pagedQuery(here, 1))}">${firstPage}</a>`;
    return refusedPage(here, words, 400, pageRefusal(outOfRange), toFirst);
  }
  const first = (at - 1) * MARKS_PER_PAGE + 1;
  const last = Math.min(at * MARKS_PER_PAGE, count);
  const printed = (step: MarkStep, number: number) =>
    html`<p>${perCarton && step === numbering ? cartonNumber(number, cartons) : (step.texts?.text ?? '')}</p>`;
  const part = (className: string, caption: string, partLines: readonly MarkStep[], number: number) =>
    html`<div class="mark-part ${className}"><p class="mark-caption">${caption}</p>${partLines.map((step) => printed(step, number))}</div>`;
  const mainLines = lines.filter((step) => !SIDE_MARK.has(step.id));
  const sideLines = lines.filter((step) => SIDE_MARK.has(step.id));
  const mark = (number: number): Html =>
    html`<section class="mark" aria-label="${number}">${part('mark-main', words('site.marks.main'), mainLines, number)}${part('mark-side', words('site.marks.side'), sideLines, number)}</section>`;
  const choice = (name: string, value: string, checked: boolean, label: string) =>
    html`<label><input type="radio" name="${name}" value="${value}"${checked ? html` checked` : ''}> ${label}</label>`;
  const body = html`<style>@page { size: ${sheet.size}; margin: ${sheet.margin}; } .mark { font-size: ${fontSize}mm; }</style>
<form method="get" action="/tools/maitou/print" class="print-options">
${Object.entries(inputQuery).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<fieldset><legend>${words('site.marks.sheet')}</legend>
${choice('sheet', 'a4', sheet === SHEETS.a4, words('site.marks.a4'))}
${choice('sheet', 'label', sheet === SHEETS.label, words('site.marks.label'))}</fieldset>
<label><input type="checkbox" name="per_carton" value="1"${perCarton ? html` checked` : ''}> ${words('site.marks.per_carton')}</label>
<p class="actions"><button type="submit">${words('site.parity.show')}</button> ${tooWide.length > 0 ? '' : html`<button type="button" class="print" hidden>${words('site.marks.print')}</button>`}
<span>${pages > 1 ? words('site.marks.pages', { page: at, pages }) : words(count === 1 ? 'site.marks.one' : 'site.marks.count', { count })}</span></p>
</form>
${
  tooWide.length > 0
    ? html`<div class="refusal" role="alert"><p>${words(sheet === SHEETS.a4 ? 'site.marks.too_wide_a4' : 'site.marks.too_wide_label')}</p><ul>${tooWide.map((warning) => html`<li>${pageSentence(warning, here.lang)}</li>`)}</ul><p>${toForm}</p></div>`
    : html`${pages > 1 ? marksPager(here, words, { first, last, total: count, at, pages }) : ''}
<div class="marks sheet-${sheet === SHEETS.a4 ? 'a4' : 'label'}" data-height="${sheet.partHeight}" data-width="${sheet.lineWidth}">${Array.from({ length: last - first + 1 }, (_, i) => mark(first + i))}</div>`
}`;
  return { status: 200, html: page({ here, title: words('site.marks.title'), body, bodyClass: 'print-page' }).text };
}

/** The page's query with another page number (the first page has none, as the form sends it). */
function pagedQuery(here: Here, at: number): Record<string, string | undefined> {
  const { lang: _lang, page: _page, ...query } = here.query;
  return { ...query, page: at === 1 ? undefined : String(at) };
}

interface MarksRange {
  first: number;
  last: number;
  total: number;
  at: number;
  pages: number;
}

function marksPager(here: Here, words: Words, { first, last, total, at, pages }: MarksRange): Html {
  const link = (to: number) => (to < 1 || to > pages ? null : siteLink(here, here.path, pagedQuery(here, to)));
  return pagerNav(words, words('site.marks.range', { first, last, total }), link(at - 1), link(at + 1));
}
