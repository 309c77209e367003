/**
 * A number typed as people type it (docs/tools/README.md, Reading inputs), read as the decimal
 * text it stands for: spaces around it (what a paste from a spreadsheet or a chat brings),
 * full-width digits, point, comma and minus, the ideographic full stop 。 as the decimal point,
 * thousands commas of the 1,234,567 form, and a `%` after the number where the input is a share.
 * What cannot be read is named: the first characters no number has, or the whole value when
 * its characters are all a number's but their order is not.
 */
import { DECIMAL_PATTERN, dec, toPlain } from '../../core/decimal.js';
import { fractionOfPercent } from '../../core/percent.js';
import { GROUPED_NUMBER, halfWidth } from './spellings.js';

/**
 * What a number input is a share in, when it is one: `percent` (13 means 13 %), `ratio` (0.13
 * means 13 %). Only a share reads a `%` after its number.
 */
export type Share = 'percent' | 'ratio';

type NumberReading = { text: string } | { unread: string };

/** The ideographic full stop and its half-width form, typed as the decimal point by Chinese and Japanese input methods. */
const IDEOGRAPHIC_POINT = /[\u3002\uff61]/g;
const PERCENT_SIGNS = new Set(['%', '\uff05']);
/** Characters a number's text may hold, in any of the forms read: digits, points, commas, minus signs, spaces. */
const NOT_OF_A_NUMBER = /[^0-9\uff10-\uff19.\uff0e\u3002\uff61,\uff0c\-\uff0d\s]+/u;

/**
 * The canonical decimal text `typed` stands for, or what could not be read in it. The caller
 * bounds the length of `typed` (every step here is linear in it).
 */
export function readNumberText(typed: string, share: Share | undefined): NumberReading {
  const trimmed = typed.trim();
  const last = trimmed.at(-1) ?? '';
  const percent = PERCENT_SIGNS.has(last);
  if (percent && share === undefined) return { unread: last };
  const number = percent ? trimmed.slice(0, -1).trimEnd() : trimmed;
  let text = halfWidth(number).replace(IDEOGRAPHIC_POINT, '.');
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, '');
  if (!DECIMAL_PATTERN.test(text)) return { unread: unreadIn(number) || typed };
  // 13% of a ratio is 0.13, shifted exactly; a percent input takes the number as it is.
  return { text: percent && share === 'ratio' ? toPlain(fractionOfPercent(dec(text))) : text };
}

/** The first run of characters no number has; the whole text when every character is a number's. */
function unreadIn(text: string): string {
  return NOT_OF_A_NUMBER.exec(text)?.[0] ?? text;
}
