/**
 * What a sent form opens at (its action ends in `#answer`): the answer when there is one, else
 * this banner, which lists each refused field by its label with a link to the field and its
 * refusal, and then what belongs to no field of the page. A banner naming no field left a person
 * hunting for the field's note thousands of pixels further down.
 */
import type { InputDescription } from '../../tools/kit/describe.js';
import type { ApiIssue } from '../api.js';
import { type Html, html } from '../html.js';
import { issueList } from '../issues.js';
import type { Words } from '../layout.js';
import type { ReaderNames } from './reader-words.js';
import { ANSWER_ANCHOR, fieldId, nameOf } from './tool-form.js';

const ROW_NUMBER = /^(0|[1-9][0-9]*)$/;

/**
 * The banner of a 429: nothing was calculated, when to send the form again, and that what was
 * typed is kept (the form below it holds every value).
 */
export function busyBanner(retryAfter: number, words: Words): Html {
  return html`<div class="refusal busy" id="${ANSWER_ANCHOR}" role="alert" tabindex="-1"><p>${words('site.busy', { seconds: retryAfter })}</p></div>`;
}

/** A field as a person finds it on the form: its label, a row's field with its row, an object's with the object's label (deeper: 第 1 行的商品 › 品名). */
function fieldLabel(inputs: readonly InputDescription[], path: string, words: Words): string | undefined {
  const [name, ...rest] = path.split('.');
  const input = inputs.find((candidate) => candidate.name === name);
  if (input === undefined) return undefined;
  if (rest.length === 0) return nameOf(input);
  const [first, second] = rest;
  const row = first !== undefined && ROW_NUMBER.test(first);
  const field = input.fields?.find((candidate) => candidate.name === (row ? second : first));
  if (field === undefined) return undefined;
  const own = row
    ? words('site.tool.row_field', { field: nameOf(field), row: Number(first) + 1 })
    : `${nameOf(input)} › ${nameOf(field)}`;
  const deeper = rest.slice(row ? 2 : 1);
  if (deeper.length === 0) return own;
  const inner = fieldLabel(field.fields ?? [], deeper.join('.'), words);
  return inner === undefined ? undefined : `${own} › ${inner}`;
}

/**
 * The banner of a refusal: `shown` are the dotted names of the fields the form shows (an issue at
 * one is linked to it), `more` the issues counted but not listed. Each refusal is written in the
 * page's words (reader-words.ts): the API's names only with the API names switch on.
 */
export function refusalBanner(
  inputs: readonly InputDescription[],
  issues: readonly ApiIssue[],
  shown: ReadonlySet<string>,
  context: { reader: ReaderNames; words: Words; more: number },
): Html {
  const { reader, words, more } = context;
  const linked = issues.flatMap((issue) => {
    const label = shown.has(issue.path) ? fieldLabel(inputs, issue.path, words) : undefined;
    return label === undefined ? [] : [{ issue, label }];
  });
  const elsewhere = issues.filter((issue) => !linked.some((item) => item.issue === issue));
  return html`<div class="refusal" id="${ANSWER_ANCHOR}" role="alert" tabindex="-1">
<p>${words(linked.length > 0 ? 'site.tool.refused_list' : 'site.tool.refused')}</p>
${
  linked.length > 0
    ? html`<ul class="refused-fields">${linked.map(
        ({ issue, label }) =>
          html`<li><a href="#${fieldId(issue.path)}">${label}</a>${reader.hint(issue.path)}${words('site.tool.refused_at')}${reader.issue(issue)}</li>`,
      )}</ul>`
    : ''
}
${issueList(elsewhere, reader, more)}
</div>`;
}
