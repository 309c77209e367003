/**
 * The quote as plain text ready to send, one sentence a line, in the answer's language: its
 * number, the product and its HS code, each price with its Incoterms® term and named place, amounts
 * grouped as in every sentence (14,162.10). It is written from `quote` alone, so it can say
 * nothing the buyer's document does not.
 */
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { grouped } from '../i18n/figure-text.js';
import { textOf } from '../i18n/messages.js';
import type { QuoteDocument } from './build.js';

type Price = QuoteDocument['prices'][number];

/** A price's Incoterms® 2020 term with its named place: FOB Ningbo, CIF Los Angeles, FOB（港口待定）. */
export function termWithPlace(price: Price, lang: Lang): string {
  const place = price.place ?? textOf('code.port_to_be_agreed', lang);
  // No space before a full-width bracket: FOB（港口待定）, FOB (port to be agreed).
  return `${price.term}${place.startsWith('（') ? '' : ' '}${place}`;
}

/** The sentence naming the rate the prices rest on; none for a CNY quote, which rests on no rate. */
export function rateLine(quote: QuoteDocument, lang: Lang): string | undefined {
  const rate = quote.exchangeRate;
  const values = { per: rate.per, base: rate.base, rate: rate.rate, quote: rate.quote };
  if (rate.source === 'central-parity')
    return textOf('quote.text.rate_parity', lang, { ...values, day: rate.day ?? '' });
  if (rate.source === 'seller') return textOf('quote.text.rate_seller', lang, values);
  return undefined;
}

export function quoteText(quote: QuoteDocument, lang: Lang): string {
  const lines: string[] = [];
  const say = (key: CopyKey, values: Record<string, string>) => lines.push(textOf(key, lang, values));
  const { currency, terms } = quote;
  say('quote.text.opening', { seller: quote.seller.name ?? '', buyer: quote.buyer.name ?? '' });
  if (typeof terms.reference === 'string') say('quote.text.reference', { reference: terms.reference });
  say('quote.text.product', {
    product: quote.product.name ?? '',
    quantity: grouped(quote.quantity),
    unit: quote.product.unit ?? '',
  });
  if (quote.product.hsCode) say('quote.text.hs_code', { hsCode: quote.product.hsCode });
  for (const price of quote.prices) {
    // An Incoterms® 2020 price names its place: FOB Ningbo, CIF Los Angeles.
    const term = termWithPlace(price, lang);
    say('quote.text.price', {
      term,
      unitPrice: grouped(price.unitPrice ?? ''),
      total: grouped(price.total ?? ''),
      currency,
    });
    if (price.unitPriceWithCommission && price.totalWithCommission) {
      say('quote.text.price_commission', {
        term,
        unitPrice: grouped(price.unitPriceWithCommission),
        total: grouped(price.totalWithCommission),
        currency,
      });
    }
  }
  const optional: Array<[CopyKey, string]> = [
    ['quote.text.payment', 'payment'],
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
