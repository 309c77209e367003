/**
 * Reading the customs code asked: 8 or 10 digits, with the dots and spaces people write in
 * them (0102.2900.10, 0102 29 00 10) taken out. Anything else is refused, never guessed.
 */
const SEPARATORS = /[.\s]/g;
const EIGHT_OR_TEN_DIGITS = /^([0-9]{8}|[0-9]{10})$/;

/** The same as a pattern of the text itself, for the published parameter: 8 or 10 digits among dots and spaces. */
export const CUSTOMS_CODE_TEXT = /^[.\s]*(?:[0-9][.\s]*){8}(?:[0-9][.\s]*[0-9][.\s]*)?$/;

export function readCustomsCode(text: string): string | null {
  const code = text.replace(SEPARATORS, '');
  return EIGHT_OR_TEN_DIGITS.test(code) ? code : null;
}
