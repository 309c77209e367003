/**
 * Payment terms in the words banks use (docs/quote.md, Payment terms): a small structured form,
 * `terms.paymentMethod`, from which the document writes "T/T 30% deposit, 70% balance against
 * copy of B/L", "Irrevocable L/C at sight", "D/P at sight", "D/A at 60 days after sight" in each
 * of its languages; the free text `terms.payment` stays beside it for anything else. Which
 * members each method takes is checked here, at their paths, all at once.
 */
import { type Decimal, dec, parseDecimal, sub, toPlain } from '../core/decimal.js';
import { JsonNumber } from '../core/lossless-json.js';
import { type Issue, issue } from '../core/issues.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';
import { isRecord } from './bank.js';
import { type ValuesOf, choice, decimal, integer, object } from '../tools/kit/inputs.js';

const METHODS = ['tt', 'lc', 'dp', 'da'] as const;
const BALANCE = ['against-bl-copy', 'before-shipment'] as const;

const PAYMENT_FIELDS = {
  method: choice(METHODS, {
    required: true,
    synonyms: { 'T/T': 'tt', TT: 'tt', 'L/C': 'lc', LC: 'lc', 'D/P': 'dp', DP: 'dp', 'D/A': 'da', DA: 'da' },
    description:
      'tt: telegraphic transfer; lc: an irrevocable letter of credit; dp: documents against payment; da: documents against acceptance.',
  }),
  depositPercent: decimal({
    min: '0',
    max: '100',
    maxPlaces: 2,
    description: 'T/T only, and needed: the share paid in advance, in percent (100: all in advance).',
  }),
  balance: choice(BALANCE, {
    description:
      'T/T only, needed when the deposit is below 100 %: the balance paid against a copy of the bill of lading, or before shipment.',
  }),
  days: integer({
    min: 0,
    max: 360,
    description:
      'L/C, D/P and D/A: days after sight the draft is paid (usance); left out or 0, at sight. A D/A needs it (1 or more).',
  }),
};

export const PAYMENT_METHOD = object(PAYMENT_FIELDS, {
  description: 'The payment terms, structured: method, and the deposit and balance (T/T) or the days (L/C, D/P, D/A).',
});

export type PaymentMethod = ValuesOf<typeof PAYMENT_FIELDS>;

const PATH = 'terms.paymentMethod';
const SYNONYMS: Readonly<Record<string, string>> = PAYMENT_FIELDS.method.synonyms;
const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS);

/** A number as sent (a string, a JSON number or its exact text), when it reads plainly. */
function numberSent(raw: unknown): Decimal | null {
  const text = typeof raw === 'number' ? String(raw) : raw instanceof JsonNumber ? raw.text : raw;
  return typeof text === 'string' ? parseDecimal(text) : null;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The members a method does not take, and those it needs, each at its path, on the payment
 * terms as sent (a member of the wrong form is the reader's to refuse).
 */
export function paymentIssues(raw: unknown): Issue[] {
  if (!isRecord(raw)) return [];
  const { method: sent, depositPercent, balance, days } = raw;
  const method = typeof sent === 'string' ? (SYNONYMS[sent] ?? sent) : undefined;
  if (method === undefined || !KNOWN_METHODS.has(method)) return [];
  const needs = (member: string) => issue(`${PATH}.${member}`, 'quote.payment_needs', { method, member });
  const notFor = (member: string) => issue(`${PATH}.${member}`, 'quote.payment_not_for', { method, member });
  if (method === 'tt') {
    const deposit = numberSent(depositPercent);
    return [
      ...(given(depositPercent) ? [] : [needs('depositPercent')]),
      ...(!given(balance) && deposit !== null && deposit.lt(dec('100')) ? [needs('balance')] : []),
      ...(given(days) ? [notFor('days')] : []),
    ];
  }
  const usance = numberSent(days);
  return [
    ...(given(depositPercent) ? [notFor('depositPercent')] : []),
    ...(given(balance) ? [notFor('balance')] : []),
    ...(method === 'da' && (!given(days) || (usance !== null && usance.isZero())) ? [needs('days')] : []),
  ];
}

/** The sentence's key and values: the T/T shares, or the days after sight. */
function wording(payment: PaymentMethod): { key: CopyKey; values: Record<string, string> } {
  const { method, days } = payment;
  if (method === 'tt') {
    const deposit: Decimal = payment.depositPercent ?? dec('0');
    const shares = { deposit: toPlain(deposit), balance: toPlain(sub(dec('100'), deposit)) };
    if (deposit.eq(dec('100'))) return { key: 'code.payment.tt_advance', values: shares };
    const beforeShipment = payment.balance === 'before-shipment';
    if (deposit.isZero())
      return {
        key: beforeShipment ? 'code.payment.tt_before_shipment' : 'code.payment.tt_bl_copy',
        values: shares,
      };
    return {
      key: beforeShipment ? 'code.payment.tt_deposit_before_shipment' : 'code.payment.tt_deposit_bl_copy',
      values: shares,
    };
  }
  const usance = days !== undefined && days > 0;
  const values = { days: String(days ?? 0) };
  if (method === 'lc') return { key: usance ? 'code.payment.lc_days' : 'code.payment.lc_sight', values };
  if (method === 'dp') return { key: usance ? 'code.payment.dp_days' : 'code.payment.dp_sight', values };
  return { key: 'code.payment.da_days', values };
}

/** The payment terms in words, in each of the document's languages. */
export function paymentWords(payment: PaymentMethod, languages: readonly Lang[]): Record<string, string> {
  const { key, values } = wording(payment);
  return Object.fromEntries(languages.map((lang) => [lang, textOf(key, lang, values)]));
}
