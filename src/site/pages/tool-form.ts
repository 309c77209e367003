/**
 * A calculator's form, made from its own description (GET /v1/tools/{id}): one field per input,
 * named by its dotted path, with its description as the label, its bounds, choices and default,
 * and the refusal of that input beside it. Rows are a table (one blank row more than given, up to
 * the tool's max_items, so a row can be added without JavaScript; the script adds, removes and
 * pastes rows).
 */
import type { InputDescription } from '../../tools/kit/describe.js';
import type { ApiIssue } from '../api.js';
import { type FormInputs, formValue } from '../form-values.js';
import { type Content, type Html, html } from '../html.js';
import type { SiteWord } from '../../i18n/site-words.js';
import { type Here, type Words, pageFields } from '../layout.js';
import type { ReaderNames } from './reader-words.js';

export interface FormContext {
  here: Here;
  words: Words;
  given: FormInputs;
  issuesAt: ReadonlyMap<string, ApiIssue[]>;
  /** The words of each name a description or refusal may mention: the tool's inputs, their fields and choices, its outputs. */
  reader: ReaderNames;
  /** The tool's example values by dotted name, rows' fields by their first row's (`cartons.length`): the placeholders. */
  examples?: ReadonlyMap<string, string>;
  /** The submit button's words: "Calculate" unless the page says otherwise. */
  submit?: SiteWord;
}

/** The id of a field's control, or of the fieldset of a rows or object input: what a refusal links to. */
export const fieldId = (name: string) => `in-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** What names an input for people: its label, or its description when it has none. */
export const nameOf = (input: InputDescription) => input.label ?? input.description;

/**
 * The anchor a sent form opens at: the answer's, or the refusal banner's (refusal-banner.ts). The
 * form's action carries it, so that the page opens there with JavaScript off too.
 */
export const ANSWER_ANCHOR = 'answer';

/**
 * The query name a sent form carries (a hidden field): a form sent with a required field blank is
 * asked of the API, which lists what is missing, where a link that fills part of a form waits.
 */
export const SENT_FIELD = 'go';

/** A choice's words: its label, or its value. */
function choiceWords(input: InputDescription, value: string, words: Words): string {
  if (input.type === 'boolean') return value === 'true' ? words('site.tool.yes') : words('site.tool.no');
  return input.choice_labels?.find((choice) => choice.value === value)?.label ?? value;
}

/** A tool's example (its fields by dotted name) as placeholders: each value by its name, a rows input's fields by its first row's. */
export function exampleValues(example: Iterable<readonly [string, string]>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of example) {
    const field = name.replace(/\.[0-9]+\./g, '.');
    if (!values.has(field)) values.set(field, value);
  }
  return values;
}

function bounds(input: InputDescription): string {
  const parts: string[] = [];
  if (input.min !== undefined) parts.push(`${input.min_exclusive ? '>' : '≥'} ${input.min}`);
  if (input.max !== undefined) parts.push(`≤ ${input.max}`);
  return parts.join(', ');
}

export function issuesOf(context: FormContext, name: string): Html {
  const issues = context.issuesAt.get(name) ?? [];
  return html`${issues.map(
    (issue) => html`<span class="issue" id="${fieldId(name)}-issue" role="alert">${context.reader.issue(issue)}</span>`,
  )}`;
}

/** The control alone: a select for choices and yes/no, a text field for everything else (exact text, never a number field). */
export function control(input: InputDescription, name: string, context: FormContext, label?: string): Html {
  const value = formValue(context.given, name);
  const invalid = context.issuesAt.has(name);
  const common = html`id="${fieldId(name)}" name="${name}"${label ? html` aria-label="${label}"` : ''}${
    invalid ? html` aria-invalid="true" aria-describedby="${fieldId(name)}-issue"` : ''
  }`;
  const choices = input.type === 'boolean' ? ['true', 'false'] : input.choices;
  if (choices) {
    const blank =
      input.default === undefined
        ? ''
        : context.words('site.tool.default', { value: choiceWords(input, String(input.default), context.words) });
    return html`<select ${common}><option value="">${blank || context.words('site.tool.blank')}</option>${choices.map(
      (choice) =>
        html`<option value="${choice}"${choice === value ? html` selected` : ''}>${choiceWords(input, choice, context.words)}</option>`,
    )}</select>`;
  }
  const type = input.type === 'date' ? 'date' : 'text';
  const mode = input.type === 'integer' ? 'numeric' : input.type === 'decimal' ? 'decimal' : undefined;
  // A blank field takes its default, so the default is what it shows; otherwise a value from the tool's example.
  const example = context.examples?.get(name.replace(/\.[0-9]+\./g, '.'));
  const placeholder =
    input.default !== undefined
      ? String(input.default)
      : example === undefined
        ? ''
        : context.words('site.tool.example_value', { value: example });
  return html`<input type="${type}" ${common} value="${value}"${mode ? html` inputmode="${mode}"` : ''}${
    input.max_length ? html` maxlength="${input.max_length}"` : ''
  }${placeholder ? html` placeholder="${placeholder}"` : ''}${input.type === 'currency' ? html` maxlength="3" autocapitalize="characters"` : ''}>`;
}

function hint(input: InputDescription, words: Words): string {
  const parts = [
    input.required ? words('site.tool.required') : '',
    bounds(input),
    input.default === undefined
      ? ''
      : words('site.tool.default', { value: choiceWords(input, String(input.default), words) }),
  ];
  return parts.filter(Boolean).join(' · ');
}

export function scalarField(input: InputDescription, name: string, context: FormContext): Html {
  return html`<div class="field${context.issuesAt.has(name) ? ' refused' : ''}">
<label for="${fieldId(name)}">${nameOf(input)}</label>
${control(input, name, context)}
<small>${input.label ? html`${context.reader.sentence(input.description, input.name)} ` : ''}${hint(input, context.words)}${context.reader.hint(name)}</small>
${issuesOf(context, name)}
</div>`;
}

/** The rows a rows input shows: those given and one blank more, unless they are as many as the tool takes. */
function rowCount(input: InputDescription, given: FormInputs): number {
  const rows = given[input.name];
  const count = Array.isArray(rows) ? rows.length : 0;
  return input.max_items !== undefined && count >= input.max_items ? count : count + 1;
}

/** The dotted names of every field the form shows: an issue at one is shown beside it. */
export function shownFields(inputs: readonly InputDescription[], given: FormInputs): Set<string> {
  const names = new Set<string>();
  for (const input of inputs) {
    names.add(input.name);
    const fields = input.fields ?? [];
    if (input.type === 'object') for (const field of fields) names.add(`${input.name}.${field.name}`);
    if (input.type !== 'rows') continue;
    const count = rowCount(input, given);
    for (let i = 0; i < count; i += 1) for (const field of fields) names.add(`${input.name}.${i}.${field.name}`);
  }
  return names;
}

function rowsField(input: InputDescription, context: FormContext): Html {
  const fields = input.fields ?? [];
  const count = rowCount(input, context.given);
  const row = (i: number) => html`<tr>
<th scope="row">${i + 1}</th>
${fields.map((field) => {
  const name = `${input.name}.${i}.${field.name}`;
  return html`<td data-label="${nameOf(field)}">${control(field, name, context, `${nameOf(field)} ${i + 1}`)}${issuesOf(context, name)}</td>`;
})}
<td><button type="button" class="remove-row" hidden>${context.words('site.tool.remove_row', { row: i + 1 })}</button></td>
</tr>`;
  return html`<fieldset id="${fieldId(input.name)}" class="rows${context.issuesAt.has(input.name) ? ' refused' : ''}" data-rows="${input.name}" data-max="${input.max_items ?? ''}">
<legend>${nameOf(input)}${context.reader.hint(input.name)}</legend>
${input.label ? html`<p class="hint">${context.reader.sentence(input.description, input.name)}</p>` : ''}
${issuesOf(context, input.name)}
<div class="table-wrap"><table>
<thead><tr><th scope="col">#</th>${fields.map(
    (field) =>
      html`<th scope="col"><span title="${context.reader.attribute(field.description, field.name)}">${nameOf(field)}</span><small>${hint(field, context.words)}</small></th>`,
  )}<th scope="col"><span class="visually-hidden">${context.words('site.tool.row_actions')}</span></th></tr></thead>
<tbody>${Array.from({ length: count }, (_, i) => row(i))}</tbody>
</table></div>
<p class="row-tools" hidden><button type="button" class="add-row">${context.words('site.tool.add_row')}</button></p>
<details class="paste" hidden data-rest="${context.words('site.tool.paste_rest', { max: input.max_items ?? '' })}"><summary>${context.words('site.tool.paste')}</summary>
<textarea aria-label="${context.words('site.tool.paste')}" rows="4"></textarea>
<button type="button" class="paste-rows">${context.words('site.tool.paste_apply')}</button>
<p class="paste-rest" aria-live="polite"></p></details>
</fieldset>`;
}

function objectField(input: InputDescription, context: FormContext): Html {
  return html`<fieldset id="${fieldId(input.name)}" class="object"><legend>${nameOf(input)}${context.reader.hint(input.name)}</legend>
${issuesOf(context, input.name)}
${(input.fields ?? []).map((field) => scalarField(field, `${input.name}.${field.name}`, context))}
</fieldset>`;
}

export function toolForm(
  action: string,
  inputs: readonly InputDescription[],
  context: FormContext,
  extra: Content,
): Html {
  return html`<form method="get" action="${action}#${ANSWER_ANCHOR}" class="tool" novalidate>
${pageFields(context.here)}
<input type="hidden" name="${SENT_FIELD}" value="1">
${inputs.map((input) =>
  input.type === 'rows'
    ? rowsField(input, context)
    : input.type === 'object'
      ? objectField(input, context)
      : scalarField(input, input.name, context),
)}
<p class="actions"><button type="submit">${context.words(context.submit ?? 'site.tool.calculate')}</button> ${extra}</p>
</form>`;
}
