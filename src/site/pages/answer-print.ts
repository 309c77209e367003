/**
 * What a calculator's answer adds on paper (docs/site.md): the day it was worked out and the
 * inputs it was worked from, as a short table, shown only in print; with the page's print rules
 * (site.css) the printout is the title, this, the answer and the steps, without the form or the
 * site's frame. The inputs are the ones the page was given, each named by its label, a choice by
 * its words, as the form showed them.
 */
import type { FormInputs } from '../form-values.js';
import { type Html, html } from '../html.js';
import type { Words } from '../layout.js';
import { answerDay } from '../sources.js';
import type { InputDescription } from '../../tools/kit/describe.js';

type Given = FormInputs[string];

/** A value as the form showed it: a choice by its words, yes or no, else as typed. */
function shownValue(input: InputDescription, value: string, words: Words): string {
  if (input.type === 'boolean') return words(value === 'true' ? 'site.tool.yes' : 'site.tool.no');
  return input.choice_labels?.find((choice) => choice.value === value)?.label ?? value;
}

const labelOf = (input: InputDescription) => input.label ?? input.name;

/** A rows input as a small table of its own, one line a row. */
function rowsTable(input: InputDescription, rows: readonly FormInputs[], words: Words): Html {
  const fields = (input.fields ?? []).filter((field) => rows.some((row) => typeof row[field.name] === 'string'));
  return html`<table class="printed-rows"><thead><tr>${fields.map((field) => html`<th scope="col">${labelOf(field)}</th>`)}</tr></thead>
<tbody>${rows.map(
    (row) =>
      html`<tr>${fields.map((field) => {
        const value = row[field.name];
        return html`<td>${typeof value === 'string' ? shownValue(field, value, words) : ''}</td>`;
      })}</tr>`,
  )}</tbody></table>`;
}

/** An object input's fields on one line: 内长 13.6；内宽 2.45. */
function objectText(input: InputDescription, value: FormInputs, words: Words): string {
  return (input.fields ?? [])
    .flatMap((field) => {
      const given = value[field.name];
      return typeof given === 'string' ? [`${labelOf(field)} ${shownValue(field, given, words)}`] : [];
    })
    .join(' · ');
}

function givenCell(input: InputDescription, value: Given, words: Words): Html | string {
  if (typeof value === 'string') return shownValue(input, value, words);
  if (Array.isArray(value)) return rowsTable(input, value, words);
  return objectText(input, value, words);
}

/** The print-only head of an answer: the day of the answer, then the inputs given, two to a line. */
export function printedInputs(
  inputs: readonly InputDescription[],
  given: FormInputs,
  generatedAt: string | undefined,
  words: Words,
): Html {
  const shown = inputs.flatMap((input) => {
    const value = given[input.name];
    return value === undefined ? [] : [{ input, value }];
  });
  // Scalars two to a line; a rows input takes a line of its own.
  const scalars = shown.filter(({ value }) => !Array.isArray(value));
  const rows = shown.filter(({ value }) => Array.isArray(value));
  const pairs = Array.from({ length: Math.ceil(scalars.length / 2) }, (_, i) => scalars.slice(i * 2, i * 2 + 2));
  // The answer's day as the rest of the page counts it (sources.ts): Beijing's, not UTC's.
  const day = generatedAt === undefined ? undefined : answerDay({ generated_at: generatedAt });
  return html`<section class="print-only printed-inputs" aria-label="${words('site.answer.inputs')}">
${day ? html`<p>${words('site.answer.worked_on', { day })}</p>` : ''}
<table><caption>${words('site.answer.inputs')}</caption><tbody>
${pairs.map(
  (pair) =>
    html`<tr>${pair.map(({ input, value }) => html`<th scope="row">${labelOf(input)}</th><td>${givenCell(input, value, words)}</td>`)}</tr>`,
)}
${rows.map(
  ({ input, value }) =>
    html`<tr><th scope="row">${labelOf(input)}</th><td colspan="3">${givenCell(input, value, words)}</td></tr>`,
)}
</tbody></table></section>`;
}
