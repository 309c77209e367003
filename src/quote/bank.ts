/**
 * The beneficiary's bank (docs/quote.md, The bank): its members, and the checks a bank would
 * make before a payment is sent. A SWIFT/BIC (ISO 9362) has 8 or 11 characters: 4 letters for
 * the bank, the 2 letters of an ISO 3166 country, 2 letters or digits for the location, and
 * optionally 3 for the branch; its form is the declaration's pattern, its country is checked
 * here. An IBAN (ISO 13616) is checked by its country's length in the IBAN Registry and by its
 * check digits (ISO 7064 MOD 97-10: the number it spells leaves 1 when divided by 97); it may be
 * given in its printed form, in groups of four, and is kept in its electronic form, without spaces.
 */
import { type Issue, type Normalized, issue } from '../core/issues.js';
import { object, text } from '../tools/kit/inputs.js';
import { COUNTRY_CODES, IBAN_LENGTHS } from './bank-codes.js';

/** The SWIFT/BIC's form; its country is checked by swiftCountryIssue. */
const SWIFT_PATTERN = '[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?';
/** Two letters, two check digits, then 11 to 30 letters or digits (the shortest IBAN is 15 long, the longest 34), spaces allowed between. */
const IBAN_PATTERN = '[A-Z]{2}[0-9]{2}( ?[A-Z0-9]){11,30}';

export const BANK = object(
  {
    beneficiary: text({ required: true, maxLength: 200, description: 'The beneficiary: the account holder’s name.' }),
    bankName: text({ required: true, maxLength: 200, description: 'The beneficiary’s bank.' }),
    bankAddress: text({ maxLength: 500, description: 'The bank’s address.' }),
    swift: text({
      required: true,
      maxLength: 11,
      pattern: SWIFT_PATTERN,
      description:
        'The bank’s SWIFT/BIC: 8 or 11 capitals and digits (bank, ISO 3166 country, location, branch); its country is checked.',
    }),
    account: text({ maxLength: 50, description: 'The account number, where the country has no IBAN.' }),
    iban: text({
      maxLength: 42,
      pattern: IBAN_PATTERN,
      description:
        'The IBAN, electronic (DE89370400440532013000) or printed in groups of four; its length for the country and its check digits are checked.',
    }),
  },
  { description: 'The beneficiary’s bank, for payment: account or iban, or both.' },
);

/** A JSON object as sent (members unknown). */
export function isRecord(raw: unknown): raw is Readonly<Record<string, unknown>> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

/** The IBAN's remainder modulo 97, its first four characters moved to the end and letters read as 10 to 35. */
function ibanRemainder(iban: string): number {
  let remainder = 0;
  for (const character of iban.slice(4) + iban.slice(0, 4)) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN of the declared form (already without spaces), or nothing. */
export function ibanIssue(iban: string, path: string): Issue | undefined {
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return issue(path, 'quote.iban_country', { country });
  if (iban.length !== length) return issue(path, 'quote.iban_length', { country, length, given: iban.length });
  if (ibanRemainder(iban) !== 1) return issue(path, 'quote.iban_check_digits');
  return undefined;
}

/** What is wrong with a SWIFT/BIC of the declared form: a country ISO 3166 does not assign. */
export function swiftIssue(swift: string, path: string): Issue | undefined {
  const country = swift.slice(4, 6);
  return COUNTRY_CODES.has(country) ? undefined : issue(path, 'quote.swift_country', { country });
}

const FORM = { swift: new RegExp(`^(?:${SWIFT_PATTERN})$`), iban: new RegExp(`^(?:${IBAN_PATTERN})$`) };
const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The checks of `bank` as sent, beside the reader's (which refuses a wrong form): each code of
 * the right form whose country, length or check digits are wrong, and an account or IBAN left out.
 * The IBAN's printed form is listed as rewritten to its electronic one.
 */
export function bankChecks(raw: unknown): { issues: Issue[]; normalized: Normalized[] } {
  const issues: Issue[] = [];
  const normalized: Normalized[] = [];
  if (!isRecord(raw)) return { issues, normalized };
  const { swift, iban, account } = raw;
  if (given(swift) && FORM.swift.test(swift)) {
    const problem = swiftIssue(swift, 'bank.swift');
    if (problem) issues.push(problem);
  }
  if (given(iban) && FORM.iban.test(iban)) {
    const electronic = iban.replace(/ /g, '');
    if (electronic !== iban) normalized.push({ path: 'bank.iban', given: iban, used: electronic });
    const problem = ibanIssue(electronic, 'bank.iban');
    if (problem) issues.push(problem);
  }
  if (!given(account) && !given(iban)) issues.push(issue('bank.account', 'quote.account_needed'));
  return { issues, normalized };
}
