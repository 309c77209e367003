/**
 * maitou's answer laid out for printing: on A4 sheets or on 100×150 mm labels, one mark a page,
 * with the type size the API worked out for that layout (its maitou.layout step), so that the
 * browser's "print to PDF" gives pages of the right size. Per carton, every carton has its own
 * mark numbered out of the lot; otherwise one mark carries the range.
 */
import { cartonNumber } from '../../tools/maitou/numbering.js';
import type { ErrorBody, SiteApi, SitePage } from '../api.js';
import type { FigureLike } from '../figure-text.js';
import { type Html, html } from '../html.js';
import { issueList } from '../issues.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';
import { givenInputs } from './tool.js';

interface MarkStep {
  id: string;
  values: Record<string, FigureLike>;
  texts?: { text?: string };
}

interface MaitouAnswer extends ErrorBody {
  steps?: MarkStep[];
}

const SHEETS = {
  a4: { layout: 'a4', size: 'A4', margin: '15mm' },
  label: { layout: 'label-100x150', size: '100mm 150mm', margin: '5mm' },
} as const;

/** The most marks one page prints per carton: a lot of more cartons is printed in runs. */
const MOST_MARKS = 2000;

/** The page's own query: which sheet, and whether per carton. */
const PRINT_QUERY = ['sheet', 'per_carton'];

export async function marksPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const sheet = here.query.sheet === 'label' ? SHEETS.label : SHEETS.a4;
  const perCarton = here.query.per_carton === '1';
  const inputQuery = Object.fromEntries(Object.entries(here.query).filter(([name]) => !PRINT_QUERY.includes(name)));
  const answer = await api.post<MaitouAnswer>(
    '/v1/tools/maitou/compute',
    { inputs: givenInputs(inputQuery, []) },
    { lang: here.lang },
  );
  const steps = answer.body.steps;
  if (answer.status !== 200 || !steps) {
    const body = html`${issueList(answer.body.issues ?? [], here.lang)}<p><a href="${siteLink(here, '/tools/maitou', inputQuery)}">maitou</a></p>`;
    return { status: answer.status, html: page({ here, title: words('site.marks.title'), body }).text };
  }
  const layout = steps.find((step) => step.id === 'maitou.layout' && step.values.layout?.value === sheet.layout);
  const fontSize = layout?.values.fontSize?.value ?? '6';
  const lines = steps.filter((step) => step.texts?.text !== undefined);
  const numbering = lines.find((step) => step.id === 'maitou.numbering');
  const cartons = Number(numbering?.values.to?.value ?? '1');
  const count = perCarton && numbering ? Math.min(cartons, MOST_MARKS) : 1;
  const mark = (carton: number): Html =>
    html`<section class="mark" aria-label="${carton}">${lines.map(
      (step) =>
        html`<p>${perCarton && step === numbering ? cartonNumber(carton, cartons) : (step.texts?.text ?? '')}</p>`,
    )}</section>`;
  const choice = (name: string, value: string, checked: boolean, label: string) =>
    html`<label><input type="radio" name="${name}" value="${value}"${checked ? html` checked` : ''}> ${label}</label>`;
  const body = html`<style>@page { size: ${sheet.size}; margin: ${sheet.margin}; } .mark { font-size: ${fontSize}mm; }</style>
<form method="get" action="/tools/maitou/print" class="print-options">
${Object.entries(inputQuery).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<fieldset><legend>${words('site.marks.sheet')}</legend>
${choice('sheet', 'a4', sheet === SHEETS.a4, words('site.marks.a4'))}
${choice('sheet', 'label', sheet === SHEETS.label, words('site.marks.label'))}</fieldset>
<label><input type="checkbox" name="per_carton" value="1"${perCarton ? html` checked` : ''}> ${words('site.marks.per_carton')}</label>
<p class="actions"><button type="submit">${words('site.parity.show')}</button> <button type="button" class="print" hidden>${words('site.marks.print')}</button>
<span>${words('site.marks.count', { count })}</span></p>
</form>
<div class="marks sheet-${sheet === SHEETS.a4 ? 'a4' : 'label'}">${Array.from({ length: count }, (_, i) => mark(i + 1))}</div>`;
  return { status: 200, html: page({ here, title: words('site.marks.title'), body, bodyClass: 'print-page' }).text };
}
