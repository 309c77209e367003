/**
 * The seller's form on /quote (docs/site.md, /quote): posted, never a GET, so that no cost is in an
 * address, a history or a log line. Its fields are the quote request's (src/quote/lines-body.ts),
 * named by their dotted paths as the calculators' forms name theirs (`lines.0.product.name`,
 * `lines.0.pricing.price`), labelled from the same declarations: the document and its languages
 * (chosen apart from the page's, the page's by default), the parties, one card a product (its
 * product, quantity and price, the costing that can work the price out folded under it, its
 * packing), the rate, the terms, the bank and the shipping mark. The cards are a rows input for
 * the site's script: added, removed and pasted from a spreadsheet in the column order the form says.
 */
import type { Lang } from '../../i18n/languages.js';
import type { InputDescription } from '../../tools/kit/describe.js';
import type { FormInputs } from '../form-values.js';
import { formValue } from '../form-values.js';
import { type Content, type Html, html } from '../html.js';
import { ANSWER_ANCHOR, type FormContext, control, fieldId, issuesOf, nameOf, scalarField } from './tool-form.js';

/** A product row's fields in the order a spreadsheet's columns are pasted into them (the form says this order). */
const PASTED = [
  'product.name',
  'product.model',
  'product.hsCode',
  'quantity',
  'product.unit',
  'unitPrice',
  'packing.unitsPerCarton',
  'packing.length',
  'packing.width',
  'packing.height',
  'packing.grossWeight',
  'packing.netWeight',
] as const;

/** The first of PASTED are the product's, its price among them; the rest its packing. */
const PRODUCT_COLUMNS = 6;

/**
 * The costing's fields a row shows: baojia's forward costing. Reverse pricing, the whole lot's
 * premium and the like are baojia's own page's; a value of theirs an old link gives is kept hidden.
 */
const PRICING_SHOWN = [
  'price',
  'taxRate',
  'refundRate',
  'domestic',
  'domesticBasis',
  'freight',
  'freightBasis',
  'containers',
  'volume',
  'insuranceRate',
  'markup',
  'commission',
  'margin',
  'marginBasis',
  'priceDecimals',
] as const;

/** The most product rows: the quote's lines' own bound. */
const MAX_LINES = 50;

/** The page's own names in the form: not inputs of the quote request. */
export const SHOW_RATE_FIELD = 'showRate';
export const MARKS_FIELD = 'marksText';

/** The input at a dotted path (rows' numbers passed over). */
function inputAt(inputs: readonly InputDescription[], path: string): InputDescription | undefined {
  const [head, ...rest] = path.split('.').filter((segment) => !/^[0-9]+$/.test(segment));
  const input = inputs.find((candidate) => candidate.name === head);
  return rest.length === 0 ? input : inputAt(input?.fields ?? [], rest.join('.'));
}

interface QuoteFormContext extends FormContext {
  inputs: readonly InputDescription[];
  lang: Lang;
}

/** A field at its dotted path with its label and help below it (a top-level or section field). */
function field(path: string, context: QuoteFormContext): Content {
  const input = inputAt(context.inputs, path);
  return input ? scalarField(input, path, context) : '';
}

/** A section's legend: its input's label. */
function legendOf(path: string, context: QuoteFormContext): string {
  const input = inputAt(context.inputs, path);
  return input ? nameOf(input) : path;
}

function section(legend: string, id: string, body: Content): Html {
  return html`<fieldset class="object quote-section" id="${id}"><legend>${legend}</legend>${body}</fieldset>`;
}

/** An object's fields in a fieldset of their own, named by its path (`terms.paymentMethod.method`). */
function objectSection(path: string, context: QuoteFormContext): Content {
  const input = inputAt(context.inputs, path);
  if (!input) return '';
  return html`<fieldset class="object" id="${fieldId(path)}"><legend>${nameOf(input)}${context.reader.hint(path)}</legend>
${issuesOf(context, path)}
<div class="line-fields">${(input.fields ?? []).map((each) => briefField(each, `${path}.${each.name}`, context))}</div>
</fieldset>`;
}

/** The document's languages: one of four, or two side by side; the page's own by default, with no blank choice. */
function languagesField(context: QuoteFormContext): Html {
  const input = inputAt(context.inputs, 'languages');
  const chosen = formValue(context.given, 'languages') || context.lang;
  const name = 'languages';
  return html`<div class="field${context.issuesAt.has(name) ? ' refused' : ''}">
<label for="${fieldId(name)}">${input ? nameOf(input) : name}</label>
<select id="${fieldId(name)}" name="${name}">${(input?.choice_labels ?? []).map(
    (choice) =>
      html`<option value="${choice.value}"${choice.value === chosen ? html` selected` : ''}>${choice.label}</option>`,
  )}</select>
<small>${input ? context.reader.sentence(input.description, name) : ''}</small>
${issuesOf(context, name)}
</div>`;
}

/** A field with its label above it and no help: a product row's (the form says what a row is once), the payment method's. */
function briefField(input: InputDescription, name: string, context: QuoteFormContext, column?: number): Html {
  return html`<div class="field line-field${context.issuesAt.has(name) ? ' refused' : ''}"${column === undefined ? '' : html` data-column="${column}"`}>
<label for="${fieldId(name)}">${nameOf(input)}</label>
${control(input, name, context)}
${issuesOf(context, name)}
</div>`;
}

function lineField(path: string, index: number, context: QuoteFormContext, column?: number): Content {
  const input = inputAt(context.inputs, `lines.${path}`);
  return input ? briefField(input, `lines.${index}.${path}`, context, column) : '';
}

/** A costing value an old link gives for a field the row does not show: kept, so that the row is priced as the link said. */
function keptPricing(index: number, context: QuoteFormContext): Html {
  const pricing = inputAt(context.inputs, 'lines.pricing')?.fields ?? [];
  const shown: ReadonlySet<string> = new Set(PRICING_SHOWN);
  return html`${pricing
    .filter((each) => !shown.has(each.name))
    .map((each) => {
      const name = `lines.${index}.pricing.${each.name}`;
      const value = formValue(context.given, name);
      return value ? html`<input type="hidden" name="${name}" value="${value}">` : '';
    })}`;
}

function lineCard(index: number, context: QuoteFormContext): Html {
  const { words } = context;
  const pricingNames = PRICING_SHOWN.map((name) => `lines.${index}.pricing.${name}`);
  const costed = pricingNames.some((name) => formValue(context.given, name) !== '' || context.issuesAt.has(name));
  const pricingRefused = [...context.issuesAt.keys()].some((path) => path.startsWith(`lines.${index}.pricing`));
  return html`<li class="quote-line" data-row>
<h2 class="row-number" data-row-words="${words('site.quote.form.product', { row: '{row}' })}">${words('site.quote.form.product', { row: index + 1 })}</h2>
${issuesOf(context, `lines.${index}`)}
<div class="line-fields">${PASTED.slice(0, PRODUCT_COLUMNS).map((path, column) => lineField(path, index, context, column))}</div>
<div class="line-fields line-wide">${lineField('product.description', index, context)}</div>
<details class="line-pricing"${costed || pricingRefused ? html` open` : ''}><summary>${words('site.quote.form.pricing')}</summary>
${issuesOf(context, `lines.${index}.pricing`)}
<div class="line-fields">${PRICING_SHOWN.map((name) => lineField(`pricing.${name}`, index, context))}</div>
${keptPricing(index, context)}
</details>
<div class="line-packing"><h3>${words('site.quote.form.packing')}</h3>
${issuesOf(context, `lines.${index}.packing`)}
<div class="line-fields">${PASTED.slice(PRODUCT_COLUMNS).map((path, at) => lineField(path, index, context, PRODUCT_COLUMNS + at))}${lineField('packing.lengthUnit', index, context)}${lineField('packing.weightUnit', index, context)}</div></div>
<p class="row-actions"><button type="button" class="remove-row" hidden>${words('site.tool.remove_row', { row: index + 1 })}</button></p>
</li>`;
}

/** The rows given and one blank more, unless they are as many as a quote takes. */
function lineCount(given: FormInputs): number {
  const lines = given.lines;
  const count = Array.isArray(lines) ? lines.length : 0;
  return count >= MAX_LINES ? count : count + 1;
}

function linesField(context: QuoteFormContext): Html {
  const { words } = context;
  const input = inputAt(context.inputs, 'lines');
  const count = lineCount(context.given);
  return html`<fieldset id="${fieldId('lines')}" class="rows quote-lines${context.issuesAt.has('lines') ? ' refused' : ''}" data-rows="lines" data-max="${MAX_LINES}">
<legend>${input ? nameOf(input) : 'lines'}${context.reader.hint('lines')}</legend>
<p class="hint">${words('site.quote.form.lines_hint')}</p>
${issuesOf(context, 'lines')}
<ol class="row-list">${Array.from({ length: count }, (_, index) => lineCard(index, context))}</ol>
<p class="row-tools" hidden><button type="button" class="add-row">${words('site.tool.add_row')}</button></p>
<details class="paste" hidden data-rest="${words('site.tool.paste_rest', { max: MAX_LINES })}"><summary>${words('site.tool.paste')}</summary>
<p class="hint">${words('site.quote.form.paste_columns')}</p>
<textarea aria-label="${words('site.tool.paste')}" rows="4"></textarea>
<button type="button" class="paste-rows">${words('site.tool.paste_apply')}</button>
<p class="paste-rest" aria-live="polite"></p></details>
</fieldset>`;
}

function rateSection(context: QuoteFormContext, showRate: boolean): Html {
  const { words } = context;
  return section(
    words('site.quote.form.rate'),
    'quote-rate',
    html`${field('fxRate', context)}${field('fxPer', context)}${field('fxBase', context)}
<div class="field check"><label><input type="checkbox" name="${SHOW_RATE_FIELD}" value="1"${showRate ? html` checked` : ''}> ${words('site.quote.form.show_rate')}</label>
<small>${words('site.quote.form.show_rate_hint')}</small></div>`,
  );
}

function marksSection(context: QuoteFormContext, marksText: string): Content {
  const input = inputAt(context.inputs, 'marks');
  if (!input) return '';
  const refused = [...context.issuesAt.keys()].filter((path) => path.startsWith('marks.lines'));
  return section(
    nameOf(input),
    fieldId('marks'),
    html`<div class="field${refused.length > 0 ? ' refused' : ''}"><label for="${fieldId('marks.lines')}">${context.words('site.quote.form.marks')}</label>
<textarea id="${fieldId('marks.lines')}" name="${MARKS_FIELD}" rows="4"${refused.length > 0 ? html` aria-invalid="true"` : ''}>${marksText}</textarea>
${refused.map((path) => issuesOf(context, path))}</div>
${field('marks.capitals', context)}`,
  );
}

/** Every dotted name the form shows a field for: a refusal at one is linked to it from the banner. */
export function quoteFormFields(inputs: readonly InputDescription[], given: FormInputs): Set<string> {
  const names = new Set<string>(['lines', 'marks.lines']);
  const walk = (list: readonly InputDescription[], prefix: string) => {
    for (const input of list) {
      const path = `${prefix}${input.name}`;
      names.add(path);
      if (input.type === 'object') walk(input.fields ?? [], `${path}.`);
    }
  };
  walk(
    inputs.filter((input) => input.type !== 'rows'),
    '',
  );
  const line = inputAt(inputs, 'lines')?.fields ?? [];
  for (let index = 0; index < lineCount(given); index += 1) {
    names.add(`lines.${index}`);
    walk(line, `lines.${index}.`);
  }
  return names;
}

export function quoteForm(
  action: string,
  context: QuoteFormContext,
  page: { showRate: boolean; marksText: string },
): Html {
  const sectionOf = (path: string) => {
    const input = inputAt(context.inputs, path);
    if (!input) return '';
    return section(
      nameOf(input),
      fieldId(path),
      (input.fields ?? []).map((each) =>
        each.type === 'object'
          ? objectSection(`${path}.${each.name}`, context)
          : field(`${path}.${each.name}`, context),
      ),
    );
  };
  const { words } = context;
  return html`<form method="post" action="${action}#${ANSWER_ANCHOR}" class="tool quote-form" novalidate>
${section(
  words('site.quote.form.document'),
  'quote-document',
  html`${field('document', context)}${languagesField(context)}${field('currency', context)}${field('terms.reference', context)}${field('terms.validDays', context)}`,
)}
${sectionOf('seller')}
${sectionOf('buyer')}
${linesField(context)}
${rateSection(context, page.showRate)}
${section(
  legendOf('terms', context),
  fieldId('terms'),
  html`${['incoterm', 'port', 'destination', 'origin', 'leadTime', 'partialShipment', 'transhipment', 'tolerancePercent'].map((name) => field(`terms.${name}`, context))}
${objectSection('terms.paymentMethod', context)}
${['payment', 'packing', 'notes'].map((name) => field(`terms.${name}`, context))}`,
)}
${sectionOf('bank')}
${marksSection(context, page.marksText)}
<p class="actions"><button type="submit">${words('site.quote.make')}</button></p>
</form>`;
}
