/**
 * The other spellings a tool input may arrive in (docs/tools/README.md, Reading inputs), each read as one exact value:
 * full-width digits, thousands commas of the 1,234,567 form, currencies by their Chinese
 * names, units by their Chinese names or in capitals, dates with slashes or without
 * separators. Nothing outside these lists is rewritten.
 */
import { type Unit, type UnitKind, isUnit, unitsOf } from '../../core/units.js';

/** Full-width digits and the full-width point, comma and minus of Chinese and Japanese input methods. */
export function halfWidth(text: string): string {
  return text.replace(/[\uff10-\uff19\uff0e\uff0c\uff0d]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0xff0e) return '.';
    if (code === 0xff0c) return ',';
    if (code === 0xff0d) return '-';
    return String.fromCharCode(code - 0xff10 + 0x30);
  });
}

export const GROUPED_NUMBER = /^-?[1-9][0-9]{0,2}(,[0-9]{3})+(\.[0-9]+)?$/;
export const INTEGER_TEXT = /^-?(0|[1-9][0-9]*)$/;

export { CURRENCY_NAMES } from '../../core/currency-names.js';

/**
 * The entry of a spelling table for a caller's text, only if the table itself holds it: a plain
 * lookup would answer "__proto__", "constructor" or "toString" with what every object inherits.
 */
export function spelledAs<T>(table: Readonly<Record<string, T>>, text: string): T | null {
  return Object.hasOwn(table, text) ? (table[text] as T) : null;
}

const UNIT_NAMES: Readonly<Record<string, Unit>> = {
  毫米: 'mm',
  厘米: 'cm',
  公分: 'cm',
  米: 'm',
  英寸: 'in',
  英尺: 'ft',
  码: 'yd',
  克: 'g',
  千克: 'kg',
  公斤: 'kg',
  吨: 't',
  公吨: 't',
  盎司: 'oz',
  磅: 'lb',
  立方厘米: 'cm3',
  立方米: 'm3',
  升: 'l',
  立方英寸: 'in3',
  立方英尺: 'ft3',
};

/** `readUnit` for one kind, its allowed units gathered once. */
export function unitReader(kind: UnitKind | 'any'): (text: string) => Unit | null {
  const allowed = new Set<string>(
    kind === 'any' ? [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')] : unitsOf(kind),
  );
  return (text) => {
    const unit = spelledAs(UNIT_NAMES, text) ?? text.toLowerCase();
    return allowed.has(unit) && isUnit(unit) ? unit : null;
  };
}

/** YYYY-MM-DD from YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD; whether the day exists is checked by the caller. */
export function readDateText(text: string): string | null {
  const match = /^(\d{4})([-/]?)(\d{2})\2(\d{2})$/.exec(text);
  return match ? `${match[1]}-${match[3]}-${match[4]}` : null;
}
