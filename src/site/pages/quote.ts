/**
 * /quote: the quote builder (POST /v1/quote) for people (docs/site.md, /quote). The seller's form
 * (quote-form.ts) is posted to this page, which asks the API with it and answers the form with the
 * values typed, the link for the buyer and the sheet below (quote-sheet.ts): the quotation or
 * proforma invoice with its packing list, drawn from `quote` alone. GET /quote is the empty form;
 * an old GET link whose query fills the form (version 1's one product, `pricing.price=113…`) is
 * still answered, its product as the first row, but no link of the page carries its query on:
 * the link to share is the sheet's own (quote-link.ts). /quote/sheet is that link's page.
 */
import { QUOTE_LINES_INPUT_TEXTS } from '../../quote/lines-input-texts.js';
import { QUOTE_LINES_SPECS } from '../../quote/request-schema.js';
import { QUOTE_EXAMPLE } from '../../quote/example.js';
import type { Lang } from '../../i18n/languages.js';
import { type SiteWord, siteWord } from '../../i18n/site-words.js';
import { type InputDescription, describeInputs } from '../../tools/kit/describe.js';
import { type ErrorBody, type SiteApi, type SitePage, retryAfterOf } from '../api.js';
import { type FormInputs, formFields, inputsFromForm } from '../form-values.js';
import type { QuoteLinks } from '../../quote/links.js';
import { findTool } from '../../tools/registry.js';
import { type Html, html } from '../html.js';
import { type Here, type Words, page, siteLink, wordsIn } from '../layout.js';
import { SENT_FIELD, exampleValues } from './tool-form.js';
import { exampleToday } from './example-today.js';
import { type ReaderNames, readerNames } from './reader-words.js';
import { type AnswerSentence, pageSentence } from '../figure-text.js';
import { busyBanner, refusalBanner } from './refusal-banner.js';
import { issuesByPath, withinRowBounds } from './tool.js';
import { MARKS_FIELD, SHOW_RATE_FIELD, quoteForm, quoteFormFields } from './quote-form.js';
import { readSheetQuote } from './quote-document.js';
import { LINK_DATA_MAX, SHEET_PATH, buyerCopy, sheetLinkData } from './quote-link.js';
import { quoteSheet, sheetRules } from './quote-sheet.js';

interface QuoteAnswer extends ErrorBody {
  /** Read as the sheet's shape (quote-document.ts); its links as the API gives them. */
  quote?: { links?: QuoteLinks };
  warnings?: AnswerSentence[];
}

/** Query names the page reads itself: the language, the API names switch, a sent form's mark. */
const PAGE_QUERY = new Set(['lang', 'api', SENT_FIELD]);

/**
 * The help the page gives in place of the API's for the fields whose description speaks of the
 * request (a quote of one product, `terms.reference`, `lang`): what a person filling the form needs.
 */
const PAGE_HINTS: Readonly<Record<string, SiteWord>> = {
  document: 'site.quote.form.hint.document',
  languages: 'site.quote.form.hint.languages',
  currency: 'site.quote.form.hint.currency',
  fxRate: 'site.quote.form.hint.fx_rate',
  fxPer: 'site.quote.form.hint.fx_per',
  fxBase: 'site.quote.form.hint.fx_base',
};

function formInputs(lang: Lang): InputDescription[] {
  return describeInputs(QUOTE_LINES_SPECS, lang, QUOTE_LINES_INPUT_TEXTS).map((input) => {
    const hint = PAGE_HINTS[input.name];
    return hint ? { ...input, description: siteWord(hint, lang) } : input;
  });
}

/** The placeholders: version 1's example as the first row (a costed product), with today's rate. */
const FORM_EXAMPLE = {
  currency: 'USD',
  fxRate: QUOTE_EXAMPLE.pricing.fxRate,
  seller: { ...QUOTE_EXAMPLE.seller, signatory: 'Li Wei', signatoryTitle: 'Sales Manager' },
  buyer: QUOTE_EXAMPLE.buyer,
  lines: [
    {
      product: { ...QUOTE_EXAMPLE.product, model: 'DS-16' },
      quantity: QUOTE_EXAMPLE.pricing.quantity,
      unitPrice: '24.50',
      pricing: QUOTE_EXAMPLE.pricing,
      packing: { unitsPerCarton: '4', length: '52', width: '32', height: '30', grossWeight: '14.5', netWeight: '13' },
    },
  ],
  terms: { ...QUOTE_EXAMPLE.terms, destination: 'Hamburg', origin: 'China', leadTime: '35 days' },
  bank: {
    beneficiary: QUOTE_EXAMPLE.seller.name,
    bankName: 'Example Bank',
    swift: 'EXMPCNSH',
    account: '3581 0000 1234',
  },
};

/**
 * Version 1's body of one product as the form's first row: its product and quantity, its costing,
 * and its currency and rate at the top; its port, which named CFR and CIF's place, as the port of
 * destination when none is given.
 */
function asLines(given: FormInputs): FormInputs {
  const { pricing, product, ...rest } = given;
  if (Array.isArray(given.lines) || (pricing === undefined && product === undefined)) return given;
  const costing = typeof pricing === 'object' && !Array.isArray(pricing) ? { ...pricing } : {};
  const { quantity, currency, fxRate, fxPer, fxBase, unit, ...inputs } = costing;
  const goods = typeof product === 'object' && !Array.isArray(product) ? { ...product } : {};
  if (goods.unit === undefined && unit !== undefined) goods.unit = unit;
  const terms = typeof rest.terms === 'object' && !Array.isArray(rest.terms) ? { ...rest.terms } : {};
  if (terms.destination === undefined && inputs.port !== undefined) terms.destination = inputs.port;
  const top = Object.fromEntries(
    Object.entries({ currency, fxRate, fxPer, fxBase }).filter(([, value]) => value !== undefined),
  );
  const line: FormInputs = { product: goods, pricing: inputs };
  if (quantity !== undefined) line.quantity = quantity;
  return { ...rest, ...top, terms, lines: [line] };
}

/** The body the form asks for: the marks' text area as the main mark's lines; the document in the page's language unless chosen (the form's default). */
function requestBody(given: FormInputs, marksText: string, lang: Lang): FormInputs {
  if (given.languages === undefined) given = { ...given, languages: lang };
  // No product typed is a quote of no lines, refused as such, not read as version 1's quote of one product.
  if (given.lines === undefined) given = { ...given, lines: [] };
  const lines = marksText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text): FormInputs => ({ text }));
  if (lines.length === 0) return given;
  const marks = typeof given.marks === 'object' && !Array.isArray(given.marks) ? given.marks : {};
  return { ...given, marks: { ...marks, lines } };
}

/** The marks' lines as the text area shows them again. */
function marksTextOf(given: FormInputs, sent: ReadonlyMap<string, string>): string {
  const typed = sent.get(MARKS_FIELD);
  if (typed !== undefined) return typed;
  const marks = given.marks;
  const lines = typeof marks === 'object' && !Array.isArray(marks) ? marks.lines : undefined;
  return Array.isArray(lines) ? lines.map((line) => (typeof line.text === 'string' ? line.text : '')).join('\n') : '';
}

/** The seller's notes from the API (a loss, a rate far from the parity, a letter of credit): on screen, never on the document. */
function sellerNotes(warnings: QuoteAnswer['warnings'], here: Here, reader: ReaderNames): Html | '' {
  if (!warnings || warnings.length === 0) return '';
  return html`<section class="seller-notes" aria-labelledby="seller-notes"><h2 id="seller-notes">${wordsIn(here.lang)('site.quote.seller_notes')}</h2>
<ul>${warnings.map((warning) => html`<li>${reader.sentence(pageSentence(warning, here.lang))}</li>`)}</ul></section>`;
}

function shareBox(here: Here, data: string | undefined, words: Words): Html {
  if (data === undefined)
    return html`<p class="share-link too-long">${words('site.quote.share_too_long', { max: LINK_DATA_MAX })}</p>`;
  const link = siteLink(here, SHEET_PATH, { d: data });
  return html`<section class="share-link" aria-labelledby="share-heading"><h2 id="share-heading">${words('site.quote.share')}</h2>
<p><a href="${link}" class="sheet-link">${words('site.quote.share_open')}</a></p>
<label class="visually-hidden" for="share-url">${words('site.quote.share')}</label>
<input id="share-url" class="share-url" readonly value="${link}">
<p class="hint">${words('site.quote.share_note', { length: link.length })}</p></section>`;
}

/**
 * The page: `sent` the form's fields (a POST's body, or an old link's query), or none for the
 * empty form. The frame's links (languages, the API names switch) keep the language and the switch
 * only, never the fields.
 */
async function renderQuote(api: SiteApi, asked: Here, sent: Array<[string, string]> | undefined, oldLink: boolean) {
  const here: Here = {
    ...asked,
    query: Object.fromEntries(
      Object.entries(asked.query).filter(([name]) => PAGE_QUERY.has(name) && name !== SENT_FIELD),
    ),
  };
  const words = wordsIn(here.lang);
  const inputs = formInputs(here.lang);
  const fields = new Map(sent ?? []);
  const read = asLines(
    inputsFromForm(
      (sent ?? []).filter(([name]) => !PAGE_QUERY.has(name) && name !== SHOW_RATE_FIELD && name !== MARKS_FIELD),
    ),
  );
  const { kept: given, refused: tooMany } = withinRowBounds(inputs, read);
  const marksText = marksTextOf(given, fields);
  const showRate = fields.get(SHOW_RATE_FIELD) === '1';
  const answer: { status: number; body: QuoteAnswer } | null =
    sent === undefined
      ? null
      : tooMany.length > 0
        ? { status: 400, body: { issues: tooMany } }
        : await api.post<QuoteAnswer>('/v1/quote', requestBody(given, marksText, here.lang), { lang: here.lang });
  const retryAfter = answer ? retryAfterOf(answer.status, answer.body) : undefined;
  const refusal = answer && answer.status !== 200 && retryAfter === undefined ? answer.body : null;
  const issues = refusal?.issues ?? [];
  const answered = answer?.status === 200 ? answer.body.quote : undefined;
  const copy = answered ? buyerCopy(answered, showRate) : undefined;
  const quote = copy ? readSheetQuote(copy) : undefined;
  const data = quote && copy ? await sheetLinkData(copy) : undefined;
  const reader = readerNames(here, inputs);
  const example = await exampleToday(api, here, inputs, FORM_EXAMPLE);
  const context = {
    here,
    words,
    given,
    issuesAt: issuesByPath(issues),
    reader,
    examples: exampleValues(example.fields),
    inputs,
    lang: here.lang,
  };
  const banner =
    retryAfter !== undefined
      ? html`${busyBanner(retryAfter, words)}${sent !== undefined && sent.length === 0 ? html`<p class="hint">${words('site.quote.busy_unread')}</p>` : ''}`
      : refusal
        ? refusalBanner(inputs, issues, quoteFormFields(inputs, given), { reader, words, more: 0 })
        : '';
  const body = html`<p class="intro">${words('site.quote.intro')}</p>
${oldLink ? html`<p class="old-link" role="note">${words('site.quote.old_link')}</p>` : ''}
${banner}
${quoteForm(siteLink(here, '/quote'), context, { showRate, marksText })}
${
  quote && answer
    ? html`${shareBox(here, data, words)}
${sellerNotes(answer.body.warnings, here, reader)}
${cartonTools(answer.body.quote?.links, here, words)}
<p class="actions print-options"><button type="button" class="print" hidden>${words('site.quote.print')}</button></p>
${quoteSheet(quote, words)}`
    : ''
}`;
  const head = quote ? sheetRules(quote) : '';
  return {
    status: answer?.status ?? 200,
    html: page({ here, title: words('site.quote.title'), body, head, bodyClass: quote ? 'quote-page' : '' }).text,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

/**
 * For the seller, the packing list's cartons taken on to the calculators' pages (the loading plan,
 * the volume and weights): the links hold sizes, weights and counts, never a price.
 */
function cartonTools(links: QuoteLinks | undefined, here: Here, words: Words): Html | '' {
  if (links === undefined) return '';
  const pages = [
    ['load-plan', links.loadPlan],
    ['cbm', links.cbm],
  ] as const;
  const shown = pages.flatMap(([id, link]) => {
    const tool = findTool(id);
    if (tool === undefined || link === undefined) return [];
    const query = Object.fromEntries(formFields(link.body.inputs));
    return [
      html`<a href="${siteLink(here, `/tools/${tool.slug}`, query)}">${words('site.tool.continue', { tool: tool.names[here.lang] })}</a>`,
    ];
  });
  return html`<p class="actions print-options carton-tools">${shown}</p>`;
}

/** Whether a GET's query fills the form (an old link): any name but the page's own. */
function fillsForm(query: Readonly<Record<string, string>>): boolean {
  return Object.keys(query).some((name) => !PAGE_QUERY.has(name));
}

export async function quotePage(api: SiteApi, here: Here): Promise<SitePage> {
  const old = fillsForm(here.query) || Object.hasOwn(here.query, SENT_FIELD);
  return renderQuote(api, here, old ? Object.entries(here.query) : undefined, fillsForm(here.query));
}

/** POST /quote: the form's fields as sent, or none when the body was not read (the visitor's bucket was empty). */
export async function quotePosted(api: SiteApi, here: Here, fields: Array<[string, string]> | undefined) {
  return renderQuote(api, here, fields ?? [], false);
}
