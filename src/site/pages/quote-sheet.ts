/**
 * The quotation or proforma invoice as the buyer reads it (docs/site.md, The quotation on paper),
 * drawn from the buyer's copy of the API's `quote` alone (buyerCopy in quote-link.ts): the
 * seller's letterhead, the title, number and dates, the
 * parties, one row a product with its price for the terms the seller chose (the contract's term,
 * or each term priced when none was named), each total in figures and words, the terms given, the
 * bank, the shipping marks, the L/C note under a letter of credit and the signatures; then the
 * packing list on pages of its own (quote-packing.ts). Not on it: the seller's exchange rate unless
 * the copy holds it (the seller ticked it), the digest (shown on screen only), any address of the server, and a net price beside a
 * price with commission: a term whose every line carries the same commission is written as the
 * trade writes it, CIFC3 Hamburg, with the prices that include it.
 */
import { grouped } from '../../i18n/figure-text.js';
import type { Lang } from '../../i18n/languages.js';
import { textOf } from '../../i18n/messages.js';
import { type Content, type Html, html } from '../html.js';
import { type Words } from '../layout.js';
import { packingListSheet, shippingMarks } from './quote-packing.js';
import { item, sheetHead, signatures } from './quote-sheet-parts.js';
import type { SheetPrice, SheetQuote, SheetTotal } from './quote-document.js';
import { type DocWords, docWords, sheetPageRules } from './sheet-words.js';
import { ANSWER_ANCHOR } from './tool-form.js';

/** A term as the document prints it: its prices (with commission when every line has the same), its total and its name. */
interface ShownTerm {
  name: string;
  price: (prices: readonly SheetPrice[]) => { unit: string; total: string } | undefined;
  total: string;
  words: SheetTotal['words'];
}

/** A term's named place, or "(port to be agreed)" in the document's languages. */
function placeOf(total: SheetTotal, languages: readonly Lang[]): string {
  if (total.place !== undefined) return ` ${total.place}`;
  return languages.map((lang) => textOf('code.port_to_be_agreed', lang)).join(' ');
}

/** The terms the seller chose: the contract's term when named, else every term the quote totals. */
function shownTerms(quote: SheetQuote): ShownTerm[] {
  const chosen = quote.terms.incoterm;
  const totals = quote.totals.filter((total) => chosen === undefined || total.term === chosen);
  return totals.map((total) => {
    const prices = quote.lines.map((line) => line.prices.find((price) => price.term === total.term));
    const commissions = new Set(prices.map((price) => price?.commission));
    const [commission] = commissions;
    const withCommission =
      commissions.size === 1 &&
      commission !== undefined &&
      total.totalWithCommission !== undefined &&
      total.wordsWithCommission !== undefined &&
      prices.every((price) => price?.unitPriceWithCommission !== undefined);
    const place = placeOf(total, quote.document.languages);
    const find = (linePrices: readonly SheetPrice[]) => linePrices.find((price) => price.term === total.term);
    if (withCommission && total.totalWithCommission !== undefined && total.wordsWithCommission !== undefined)
      return {
        name: `${total.term}C${commission}${place}`,
        price: (linePrices) => {
          const price = find(linePrices);
          return price?.unitPriceWithCommission !== undefined && price.totalWithCommission !== undefined
            ? { unit: price.unitPriceWithCommission, total: price.totalWithCommission }
            : undefined;
        },
        total: total.totalWithCommission,
        words: total.wordsWithCommission,
      };
    return {
      name: `${total.term}${place}`,
      price: (linePrices) => {
        const price = find(linePrices);
        return price ? { unit: price.unitPrice, total: price.total } : undefined;
      },
      total: total.total,
      words: total.words,
    };
  });
}

function linesTable(quote: SheetQuote, terms: readonly ShownTerm[], words: DocWords): Html {
  const money = (amount: string | undefined) => (amount === undefined ? '' : grouped(amount));
  const rows = quote.lines.map((line) => {
    const { product } = line;
    const details = [
      product.model
        ? html`<br><span class="sheet-detail">${words.say('site.sheet.model')}: ${product.model}</span>`
        : '',
      product.description ? html`<br><span class="sheet-detail">${product.description}</span>` : '',
    ];
    return html`<tr>
<td data-label="${words.plain('site.sheet.line_no')}">${line.line}</td>
<td data-label="${words.plain('site.sheet.goods')}"><strong>${product.name ?? ''}</strong>${details}</td>
<td data-label="${words.plain('site.sheet.hs_code')}">${product.hsCode ?? ''}</td>
<td class="number" data-label="${words.plain('site.quote.quantity')}">${grouped(line.quantity)} ${product.unit ?? ''}</td>
${terms.map((term) => {
  const price = term.price(line.prices);
  return html`<td class="number" data-label="${words.plain('site.quote.unit_price')} (${quote.currency} ${term.name})">${money(price?.unit)}</td><td class="number" data-label="${words.plain('site.quote.total')} (${quote.currency} ${term.name})">${money(price?.total)}</td>`;
})}
</tr>`;
  });
  const totalRow = (term: ShownTerm, index: number) =>
    html`<tr class="sheet-total"><th scope="row" colspan="4">${words.say('site.sheet.total')} ${term.name} (${quote.currency})</th>${terms.map(
      (_, at) => html`<td></td><td class="number">${at === index ? grouped(term.total) : ''}</td>`,
    )}</tr>`;
  return html`<table class="sheet-lines">
<thead><tr><th scope="col">${words.say('site.sheet.line_no')}</th><th scope="col">${words.say('site.sheet.goods')}</th><th scope="col">${words.say('site.sheet.hs_code')}</th><th scope="col" class="number">${words.say('site.quote.quantity')}</th>${terms.map(
    (term) =>
      html`<th scope="col" class="number">${words.say('site.quote.unit_price')}<small>${quote.currency} ${term.name}</small></th><th scope="col" class="number">${words.say('site.quote.total')}<small>${quote.currency}</small></th>`,
  )}</tr></thead>
<tbody>${rows}</tbody>
<tfoot>${terms.map(totalRow)}</tfoot>
</table>`;
}

/** Each total in words: English as banks read it, and 大写 when the document is in Chinese. */
function amountsInWords(terms: readonly ShownTerm[], words: DocWords): Html {
  return html`<dl class="sheet-block sheet-words">${terms.map((term) =>
    item(
      html`${words.say('site.sheet.in_words')}${terms.length > 1 ? ` ${term.name}` : ''}`,
      html`${term.words['zh-CN'] && words.languages.includes('zh-CN') ? html`<span lang="zh-CN">${term.words['zh-CN']}</span><br>` : ''}<span lang="en">${term.words.en}</span>`,
    ),
  )}</dl>`;
}

function termsBlock(quote: SheetQuote, words: DocWords): Html {
  const { terms } = quote;
  const yes = (value: boolean | undefined) =>
    value === undefined ? undefined : words.say(value ? 'site.sheet.allowed' : 'site.sheet.not_allowed');
  const payment = [terms.paymentWords ? words.each(terms.paymentWords) : '', terms.payment ?? ''].filter(Boolean);
  const rate = quote.exchangeRate;
  const rateShown =
    rate && rate.source !== 'same-currency'
      ? `${rate.per} ${rate.base} = ${rate.rate} ${rate.quote}${rate.day ? ` (${rate.day})` : ''}`
      : undefined;
  return html`<dl class="sheet-block sheet-terms">
${item(words.say('site.sheet.payment'), payment.length > 0 ? html`${payment.map((part, at) => html`${at > 0 ? html`<br>` : ''}${part}`)}` : undefined)}
${item(words.say('site.sheet.lead_time'), terms.leadTime)}
${item(words.say('site.sheet.port'), terms.port)}
${item(words.say('site.sheet.destination'), terms.destination)}
${item(words.say('site.sheet.origin'), terms.origin)}
${item(words.say('site.sheet.partial'), yes(terms.partialShipment))}
${item(words.say('site.sheet.transhipment'), yes(terms.transhipment))}
${item(words.say('site.sheet.tolerance'), terms.tolerancePercent === undefined ? undefined : `±${terms.tolerancePercent}\u00a0%`)}
${item(words.say('site.sheet.packing'), terms.packing)}
${item(words.say('site.quote.valid_until'), quote.validUntil)}
${item(words.say('site.sheet.rate'), rateShown)}
${item(words.say('site.sheet.notes'), terms.notes)}
</dl>`;
}

function bankBlock(bank: Readonly<Record<string, string>> | undefined, words: DocWords): Content {
  if (!bank) return '';
  return html`<section class="sheet-block sheet-bank"><h3>${words.say('site.sheet.bank')}</h3><dl>
${item(words.say('site.sheet.beneficiary'), bank.beneficiary)}
${item(words.say('site.sheet.bank_name'), bank.bankName)}
${item(words.say('site.sheet.bank_address'), bank.bankAddress)}
${item(words.say('site.sheet.swift'), bank.swift)}
${item(words.say('site.sheet.account'), bank.account)}
${item(words.say('site.sheet.iban'), bank.iban)}
</dl></section>`;
}

/** The sheet: the quotation or proforma invoice, then the packing list when the quote has one. */
export function quoteSheet(quote: SheetQuote, siteWords: Words): Html {
  const words = docWords(quote.document.languages);
  const terms = shownTerms(quote);
  const invoice = quote.document.type === 'proforma-invoice';
  const title = words.each(quote.document.title);
  return html`<article class="quote-sheet" id="${ANSWER_ANCHOR}" aria-labelledby="quote-heading" tabindex="-1">
<section class="sheet-document">
${sheetHead(quote, title, words, 'quote-heading')}
${linesTable(quote, terms, words)}
${amountsInWords(terms, words)}
${termsBlock(quote, words)}
<div class="sheet-pair">${bankBlock(quote.bank, words)}${shippingMarks(quote, words)}</div>
${quote.terms.paymentMethod?.method === 'lc' ? html`<p class="sheet-block sheet-lc">${words.say('site.sheet.lc_note')}</p>` : ''}
${signatures(quote, words, invoice)}
</section>
${packingListSheet(quote, words)}
<p class="sheet-verify">${siteWords('site.quote.verify', { digest: quote.digest })}</p>
</article>`;
}

/** The print rules of a sheet: its title and number at the head of each page, its pages counted. */
export function sheetRules(quote: SheetQuote): Html {
  const words = docWords(quote.document.languages);
  const number = quote.document.number ? ` ${words.plain('site.sheet.number')} ${quote.document.number}` : '';
  const title = quote.document.languages.map((lang) => quote.document.title[lang] ?? '').join(' ');
  return sheetPageRules(words, {
    document: `${title}${number}`,
    packingList: `${words.plain('site.sheet.packing_list')}${number}`,
  });
}
