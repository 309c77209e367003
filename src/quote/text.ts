/**
 * The quote as plain text ready to send, one sentence a line, in the answer's language: its
 * number, each product with its HS code and its prices with their Incoterms® term and named
 * place, each term's total with its amount in words, the packing list's totals, amounts grouped
 * as in every sentence (14,162.10). It is written from `quote` alone, so it can say nothing the
 * buyer's document does not.
 */
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { grouped } from '../i18n/figure-text.js';
import { textOf } from '../i18n/messages.js';
import type { QuoteCommon, QuoteDocument } from './build.js';
import type { LinePrices } from './lines.js';

type Price = LinePrices;

/** A price's Incoterms® 2020 term with its named place: FOB Ningbo, CIF Los Angeles, FOB（港口待定）. */
function termWithPlace(price: { term: string; place?: string }, lang: Lang): string {
  const place = price.place ?? textOf('code.port_to_be_agreed', lang);
  // No space before a full-width bracket: FOB（港口待定）, FOB (port to be agreed).
  return `${price.term}${place.startsWith('（') ? '' : ' '}${place}`;
}

/** The sentence naming the rate the prices rest on; none for a CNY quote, which rests on no rate. */
function rateLine(quote: Pick<QuoteCommon, 'exchangeRate'>, lang: Lang): string | undefined {
  const rate = quote.exchangeRate;
  if (rate === undefined) return undefined;
  const values = { per: rate.per, base: rate.base, rate: rate.rate, quote: rate.quote };
  if (rate.source === 'central-parity')
    return textOf('quote.text.rate_parity', lang, { ...values, day: rate.day ?? '' });
  if (rate.source === 'seller') return textOf('quote.text.rate_seller', lang, values);
  return undefined;
}

type Say = (key: CopyKey, values: Record<string, string>) => void;

/** A price line, and its price with commission when there is one. */
function prices(say: Say, prices: readonly Price[], currency: string, lang: Lang): void {
  for (const price of prices) {
    // An Incoterms® 2020 price names its place: FOB Ningbo, CIF Los Angeles.
    const term = termWithPlace(price, lang);
    say('quote.text.price', { term, unitPrice: grouped(price.unitPrice), total: grouped(price.total), currency });
    if (price.unitPriceWithCommission && price.totalWithCommission)
      say('quote.text.price_commission', {
        term,
        unitPrice: grouped(price.unitPriceWithCommission),
        total: grouped(price.totalWithCommission),
        currency,
      });
  }
}

/** The quote of one product, as version 1 wrote it. */
function oneProduct(say: Say, quote: QuoteDocument, lang: Lang): void {
  say('quote.text.product', {
    product: quote.product.name ?? '',
    quantity: grouped(quote.quantity),
    unit: quote.product.unit ?? '',
  });
  if (quote.product.hsCode) say('quote.text.hs_code', { hsCode: quote.product.hsCode });
  prices(say, quote.prices, quote.currency, lang);
}

/** Each line, each term's total in figures and words, and the packing list's totals. */
function manyProducts(say: Say, quote: QuoteCommon, lang: Lang): void {
  for (const line of quote.lines) {
    say('quote.text.line', {
      line: line.line,
      product: line.product.name ?? '',
      quantity: grouped(line.quantity),
      unit: line.product.unit ?? '',
    });
    if (line.product.hsCode) say('quote.text.hs_code', { hsCode: line.product.hsCode });
    prices(say, line.prices, quote.currency, lang);
  }
  for (const total of quote.totals)
    say('quote.text.total', {
      term: termWithPlace(total, lang),
      total: grouped(total.total),
      currency: quote.currency,
      words: (lang === 'zh-CN' ? total.words['zh-CN'] : undefined) ?? total.words.en,
    });
  const packed = quote.packingList?.totals;
  if (packed)
    say('quote.text.packing_total', {
      cartons: grouped(packed.cartons),
      netWeight: grouped(packed.netWeight),
      grossWeight: grouped(packed.grossWeight),
      volume: packed.measurement,
    });
}

/** The payment terms: their words in the answer's language (else the document's first), and the seller's own text. */
function payment(terms: QuoteCommon['terms'], lang: Lang): string | undefined {
  const words = terms.paymentWords;
  const worded = typeof words === 'object' ? (words[lang] ?? Object.values(words)[0]) : undefined;
  const text = typeof terms.payment === 'string' ? terms.payment : undefined;
  return [worded, text].filter((part) => part !== undefined).join('; ') || undefined;
}

export function quoteText(quote: QuoteCommon | QuoteDocument, lang: Lang): string {
  const lines: string[] = [];
  const say: Say = (key, values) => lines.push(textOf(key, lang, values));
  const { terms } = quote;
  say('quote.text.opening', { seller: quote.seller.name ?? '', buyer: quote.buyer.name ?? '' });
  if (typeof terms.reference === 'string')
    say(quote.document.type === 'proforma-invoice' ? 'quote.text.pi_number' : 'quote.text.reference', {
      reference: terms.reference,
    });
  if ('product' in quote) oneProduct(say, quote, lang);
  else manyProducts(say, quote, lang);
  const paid = payment(terms, lang);
  if (paid) say('quote.text.payment', { payment: paid });
  const optional: Array<[CopyKey, string]> = [
    ['quote.text.lead_time', 'leadTime'],
    ['quote.text.packing', 'packing'],
    ['quote.text.notes', 'notes'],
  ];
  for (const [key, name] of optional) if (typeof terms[name] === 'string') say(key, { [name]: String(terms[name]) });
  if (quote.validUntil) say('quote.text.valid', { issuedOn: quote.issuedOn, validUntil: quote.validUntil });
  else say('quote.text.issued', { issuedOn: quote.issuedOn });
  const rate = rateLine(quote, lang);
  if (rate) lines.push(rate);
  say('quote.text.digest', { digest: quote.digest, schema: quote.schema });
  return lines.join('\n');
}
