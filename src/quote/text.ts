/**
 * The quote as plain text ready to send, one sentence a line, in the answer's language. It
 * is written from `quote` alone, so it can say nothing the buyer's document does not.
 */
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';
import type { QuoteDocument } from './build.js';

export function quoteText(quote: QuoteDocument, lang: Lang): string {
  const lines: string[] = [];
  const say = (key: CopyKey, values: Record<string, string>) => lines.push(textOf(key, lang, values));
  const { currency } = quote;
  say('quote.text.opening', { seller: quote.seller.name ?? '', buyer: quote.buyer.name ?? '' });
  say('quote.text.product', {
    product: quote.product.name ?? '',
    quantity: quote.quantity,
    unit: quote.product.unit ?? '',
  });
  for (const price of quote.prices) {
    say('quote.text.price', { term: price.term!, unitPrice: price.unitPrice!, total: price.total!, currency });
    if (price.unitPriceWithCommission && price.totalWithCommission) {
      say('quote.text.price_commission', {
        term: price.term!,
        unitPrice: price.unitPriceWithCommission,
        total: price.totalWithCommission,
        currency,
      });
    }
  }
  const terms = quote.terms;
  const optional: Array<[CopyKey, string]> = [
    ['quote.text.port', 'port'],
    ['quote.text.payment', 'payment'],
    ['quote.text.lead_time', 'leadTime'],
    ['quote.text.packing', 'packing'],
    ['quote.text.notes', 'notes'],
  ];
  for (const [key, name] of optional) if (typeof terms[name] === 'string') say(key, { [name]: String(terms[name]) });
  if (quote.validUntil) say('quote.text.valid', { issuedOn: quote.issuedOn, validUntil: quote.validUntil });
  else say('quote.text.issued', { issuedOn: quote.issuedOn });
  const rate = quote.exchangeRate;
  const rateValues = { per: rate.per, base: rate.base, rate: rate.rate, quote: rate.quote };
  // A CNY quote rests on no rate: nothing to say.
  if (rate.source === 'central-parity') say('quote.text.rate_parity', { ...rateValues, day: rate.day ?? '' });
  else if (rate.source === 'seller') say('quote.text.rate_seller', rateValues);
  say('quote.text.digest', { digest: quote.digest, schema: quote.schema });
  return lines.join('\n');
}
