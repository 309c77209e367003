/**
 * An amount in English words as export documents and banks write it: "SAY US DOLLARS FOURTEEN
 * THOUSAND ONE HUNDRED SIXTY-TWO AND CENTS TEN ONLY" (docs/quote.md, Amounts in words). Capitals,
 * tens and units joined by a hyphen, no "AND" inside a number (the one "AND" joins the minor
 * unit), the short scale up to QUADRILLION (10^15, the largest total a quote takes).
 */
const UNITS = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION', 'QUADRILLION'];

/** 1 to 999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${UNITS[hundreds]} HUNDRED`);
  if (rest >= 20)
    words.push(rest % 10 === 0 ? (TENS[rest / 10] ?? '') : `${TENS[Math.floor(rest / 10)]}-${UNITS[rest % 10]}`);
  else if (rest > 0) words.push(UNITS[rest] ?? '');
  return words.join(' ');
}

/** A whole number from 0 to 999,999 quadrillion in words. */
export function englishNumber(value: bigint): string {
  if (value === 0n) return UNITS[0] ?? '';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0n; scale += 1, rest /= 1000n) {
    const group = Number(rest % 1000n);
    const name = SCALES[scale];
    if (name === undefined) throw new RangeError(`${value} is beyond the words of a quote`);
    if (group > 0) groups.unshift(name === '' ? belowThousand(group) : `${belowThousand(group)} ${name}`);
  }
  return groups.join(' ');
}

/** SAY, the currency, the whole amount, AND the minor unit and its count when there is one, ONLY. */
export function englishAmount(whole: bigint, minor: bigint, currency: { en: string; minor?: string }): string {
  const cents = minor > 0n && currency.minor !== undefined ? ` AND ${currency.minor} ${englishNumber(minor)}` : '';
  return `SAY ${currency.en} ${englishNumber(whole)}${cents} ONLY`;
}
