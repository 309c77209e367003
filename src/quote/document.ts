/**
 * The quote's own members as the document holds them (docs/quote.md, Answer): what it is and in
 * which languages, its title in each, its number (a proforma invoice's is `terms.reference`), and
 * the terms as given, with the payment terms written in each of the document's languages.
 */
import { type Decimal, toPlain } from '../core/decimal.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';
import { paymentWords } from './payment.js';
import type { QuoteRequest } from './read-request.js';

export interface DocumentInfo {
  type: 'quotation' | 'proforma-invoice';
  /** The document's language, or two side by side, the first on the left. */
  languages: Lang[];
  title: Partial<Record<Lang, string>>;
  /** terms.reference: the quotation's or the proforma invoice's number. */
  number?: string;
}

/** The terms as given: texts, yes-or-no answers, figures as decimal strings, the payment terms and their words. */
export type TermsDocument = Record<string, string | boolean | Readonly<Record<string, string>>>;

/** Plain strings of a section as given (absent members stay absent). */
export function textsOf(section: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(section ?? {})) if (typeof value === 'string') given[name] = value;
  return given;
}

export function documentInfo(request: QuoteRequest): DocumentInfo {
  const type = request.document;
  const key = type === 'proforma-invoice' ? 'code.document.proforma_invoice' : 'code.document.quotation';
  const number = request.terms?.reference;
  return {
    type,
    languages: request.languages,
    title: Object.fromEntries(request.languages.map((lang) => [lang, textOf(key, lang)])),
    ...(number === undefined ? {} : { number }),
  };
}

/** Figures of a section as decimal strings (absent ones stay absent). */
function figures(section: Readonly<Record<string, Decimal | number | undefined>>): Record<string, string> {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(section))
    if (value !== undefined) written[name] = typeof value === 'number' ? String(value) : toPlain(value);
  return written;
}

export function termsDocument(request: QuoteRequest): TermsDocument {
  const terms = request.terms;
  if (terms === undefined) return {};
  const { validDays, tolerancePercent, partialShipment, transhipment, paymentMethod } = terms;
  const document: TermsDocument = { ...textsOf(terms), ...figures({ validDays, tolerancePercent }) };
  if (partialShipment !== undefined) document.partialShipment = partialShipment;
  if (transhipment !== undefined) document.transhipment = transhipment;
  if (paymentMethod !== undefined) {
    const { depositPercent, days } = paymentMethod;
    document.paymentMethod = { ...textsOf(paymentMethod), ...figures({ depositPercent, days }) };
    document.paymentWords = paymentWords(paymentMethod, request.languages);
  }
  return document;
}
