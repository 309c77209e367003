/**
 * /quote: the quote builder (POST /v1/quote) for people. A form made from the quote request's own
 * declarations (labels and descriptions in the page's language), and once the required fields are
 * given, the quote as an A4 document to print or save as a PDF: the seller's and buyer's blocks,
 * the quotation number and dates, one line per Incoterms® term with its named place, the terms,
 * the exchange rate it rests on and the digest. It is drawn from `quote` alone, as the API's text
 * is, so it shows nothing the buyer may not see (docs/site.md, The quotation).
 */
import { QUOTE_BODY } from '../../quote/body.js';
import type { QuoteDocument } from '../../quote/build.js';
import { rateLine, termWithPlace } from '../../quote/text.js';
import { QUOTE_INPUT_TEXTS } from '../../quote/input-texts.js';
import { QUOTE_LABELS } from '../../quote/labels.js';
import type { Lang } from '../../i18n/languages.js';
import { textOf } from '../../i18n/messages.js';
import { type InputDescription, describeInputs } from '../../tools/kit/describe.js';
import { declarations } from '../../tools/kit/inputs.js';
import { labelledInputs } from '../../tools/kit/labels.js';
import { grouped } from '../../i18n/figure-text.js';
import { type ErrorBody, type SiteApi, type SitePage, retryAfterOf } from '../api.js';
import { type Content, type Html, html } from '../html.js';
import { type Here, type Words, page, siteLink, wordsIn } from '../layout.js';
import { formSent, givenInputs, requiredGiven } from './given-inputs.js';
import { readerNames } from './reader-words.js';
import { ANSWER_ANCHOR, exampleValues, shownFields, toolForm } from './tool-form.js';
import { QUOTE_EXAMPLE } from '../../quote/example.js';
import { exampleToday } from './example-today.js';
import { busyBanner, refusalBanner } from './refusal-banner.js';
import { issuesByPath } from './tool.js';

interface QuoteAnswer extends ErrorBody {
  quote?: QuoteDocument;
  text?: string;
}

/** The order a person fills a quote in: who, what, at what cost, on what terms. */
const FORM_ORDER = ['seller', 'buyer', 'product', 'pricing', 'terms'];

const SPECS = labelledInputs(declarations(QUOTE_BODY), QUOTE_LABELS);

function formInputs(lang: Lang): InputDescription[] {
  const described = describeInputs(SPECS, lang, QUOTE_INPUT_TEXTS);
  return FORM_ORDER.flatMap((name) => described.filter((input) => input.name === name));
}

/** A label of the quote request (seller, terms.reference…) in the page's language. */
const fieldLabel = (section: keyof typeof QUOTE_LABELS, lang: Lang) => QUOTE_LABELS[section].label[lang];

function party(title: string, who: Readonly<Record<string, string>>): Html {
  const lines = [who.address, who.email, who.phone].filter((line): line is string => Boolean(line));
  return html`<div class="quote-party"><h3>${title}</h3><p><strong>${who.name ?? ''}</strong>${lines.map((line) => html`<br>${line}`)}</p></div>`;
}

function metaItem(term: string, value: string | undefined): Content {
  return value ? html`<div><dt>${term}</dt><dd>${value}</dd></div>` : '';
}

/** The quote as the buyer's A4 document. */
function quoteSheet(quote: QuoteDocument, lang: Lang, words: Words): Html {
  const terms = QUOTE_LABELS.terms.fields;
  const text = (name: string) => (typeof quote.terms[name] === 'string' ? String(quote.terms[name]) : undefined);
  const unit = quote.product.unit ?? '';
  const quantity = `${grouped(quote.quantity)} ${unit}`;
  const money = (amount: string | undefined) => (amount === undefined ? '' : `${grouped(amount)} ${quote.currency}`);
  const rows = quote.prices.flatMap((price) => {
    const term = termWithPlace(price, lang);
    const row = (name: string, unitPrice: string | undefined, total: string | undefined) =>
      html`<tr><th scope="row">${name}</th><td class="number">${money(unitPrice)}</td><td class="number">${quantity}</td><td class="number">${money(total)}</td></tr>`;
    return [
      row(term, price.unitPrice, price.total),
      price.unitPriceWithCommission
        ? row(words('site.quote.with_commission', { term }), price.unitPriceWithCommission, price.totalWithCommission)
        : '',
    ];
  });
  const rateText = rateLine(quote, lang);
  const product = QUOTE_LABELS.product.fields;
  return html`<article class="quote-sheet" id="${ANSWER_ANCHOR}" aria-labelledby="quote-heading">
<header class="quote-head"><h2 id="quote-heading">${words('site.quote.document')}</h2>
<dl class="quote-meta">${metaItem(terms.reference.label[lang], text('reference'))}${metaItem(words('site.quote.date'), quote.issuedOn)}${metaItem(words('site.quote.valid_until'), quote.validUntil)}</dl></header>
<div class="quote-parties">${party(fieldLabel('seller', lang), quote.seller)}${party(fieldLabel('buyer', lang), quote.buyer)}</div>
<dl class="quote-product">${metaItem(product.name.label[lang], quote.product.name)}${metaItem(product.description.label[lang], quote.product.description)}${metaItem(product.hsCode.label[lang], quote.product.hsCode)}</dl>
<div class="table-wrap"><table class="quote-prices"><thead><tr><th scope="col">${words('site.quote.term')}</th><th scope="col">${words('site.quote.unit_price')}</th><th scope="col">${words('site.quote.quantity')}</th><th scope="col">${words('site.quote.total')}</th></tr></thead>
<tbody>${rows}</tbody></table></div>
<dl class="quote-terms">${(['payment', 'leadTime', 'packing', 'port', 'notes'] as const).map((name) => metaItem(terms[name].label[lang], text(name)))}</dl>
${rateText ? html`<p class="quote-rate">${rateText}</p>` : ''}
<p class="quote-digest">${textOf('quote.text.digest', lang, { digest: quote.digest, schema: quote.schema })}</p>
</article>`;
}

export async function quotePage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const inputs = formInputs(here.lang);
  const given = givenInputs(here.query, inputs);
  const answer =
    formSent(here.query) || requiredGiven(inputs, given)
      ? await api.post<QuoteAnswer>('/v1/quote', given, { lang: here.lang })
      : null;
  const retryAfter = answer ? retryAfterOf(answer.status, answer.body) : undefined;
  const refusal = answer && answer.status !== 200 && retryAfter === undefined ? answer.body : null;
  const issues = refusal?.issues ?? [];
  const besideFields = shownFields(inputs, given);
  const quote = answer?.status === 200 ? answer.body.quote : undefined;
  const reader = readerNames(here, inputs);
  // The placeholders: the worked example with today's rates and rules, as a calculator's.
  const example = await exampleToday(api, here, inputs, QUOTE_EXAMPLE);
  const body = html`<p class="intro">${words('site.quote.intro')}</p>
${retryAfter !== undefined ? busyBanner(retryAfter, words) : refusal ? refusalBanner(inputs, issues, besideFields, { reader, words, more: 0 }) : ''}
${toolForm(siteLink(here, '/quote'), inputs, { here, words, given, issuesAt: issuesByPath(issues), reader, examples: exampleValues(example.fields), submit: 'site.quote.make' }, '')}
${
  quote
    ? html`<p class="actions print-options"><button type="button" class="print" hidden>${words('site.quote.print')}</button></p>
${quoteSheet(quote, here.lang, words)}
<details class="quote-text"><summary>${words('site.quote.text')}</summary><pre>${answer?.body.text ?? ''}</pre></details>`
    : ''
}`;
  return {
    status: answer?.status ?? 200,
    html: page({ here, title: words('site.quote.title'), body, bodyClass: quote ? 'quote-page' : '' }).text,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}
