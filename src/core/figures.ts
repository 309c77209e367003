/**
 * Typed figures (docs/contract.md, Typed figures): every computed figure on the wire is an object tagged by
 * `kind`, its number a decimal string. Constructors take `Decimal`s, never JS numbers.
 */
import { type Decimal, type DecimalText, fromInteger, isUnsignedIntegerText, padTo, toPlain } from './decimal.js';
import type { FIGURE_MEMBERS, FigureKind } from './figure-members.js';

/** A member's value as its writing says (figure-members.ts). */
type ValueOf<W> = W extends 'decimal'
  ? DecimalText
  : W extends 'integer?'
    ? number
    : W extends 'boolean?'
      ? boolean
      : string;
type Members<K extends FigureKind> = (typeof FIGURE_MEMBERS)[K];
type RequiredOf<K extends FigureKind> = {
  -readonly [M in keyof Members<K> as Members<K>[M] extends `${string}?` ? never : M]: ValueOf<Members<K>[M]>;
};
type OptionalOf<K extends FigureKind> = {
  -readonly [M in keyof Members<K> as Members<K>[M] extends `${string}?` ? M : never]?: ValueOf<Members<K>[M]>;
};
/** A figure of one kind, its members as figure-members.ts describes them. */
type FigureOf<K extends FigureKind> = { kind: K } & RequiredOf<K> & OptionalOf<K>;

export type QuantityFigure = FigureOf<'quantity'>;
export type MoneyFigure = FigureOf<'money'>;
export type RatioFigure = FigureOf<'ratio'>;
export type RateFigure = FigureOf<'rate'>;
export type CountFigure = FigureOf<'count'>;
export type CodeFigure = FigureOf<'code'>;
export type DateFigure = FigureOf<'date'>;

export type Figure = { [K in FigureKind]: FigureOf<K> }[FigureKind];
export type { FigureKind };

export interface QuantityOptions {
  /** Show this many decimals: the value is padded with zeros, never rounded again. */
  places?: number;
  grouping?: boolean;
}

export function quantity(value: Decimal, unit: string, options: QuantityOptions = {}): QuantityFigure {
  const figure: QuantityFigure = {
    kind: 'quantity',
    value: options.places === undefined ? toPlain(value) : padTo(value, options.places),
    unit,
  };
  if (options.places !== undefined) figure.places = options.places;
  if (options.grouping !== undefined) figure.grouping = options.grouping;
  return figure;
}

/** A money amount; with `places` (2 for rounded money) it is written with exactly that many decimals. */
export function money(amount: Decimal, currency: string, places?: number): MoneyFigure {
  return { kind: 'money', amount: places === undefined ? toPlain(amount) : padTo(amount, places), currency };
}

/** A fraction: 0.13 means 13 %. */
export function ratio(value: Decimal): RatioFigure {
  return { kind: 'ratio', value: toPlain(value) };
}

/** `per` units of `base` cost `value` units of `quote` (100 JPY = 4.4367 CNY: per "100"). */
export function rate(value: Decimal, base: string, quote: string, per: Decimal): RateFigure {
  return { kind: 'rate', value: toPlain(value), base, quote, per: toPlain(per) };
}

export function count(value: Decimal | bigint, options: { grouping?: boolean } = {}): CountFigure {
  const text = toPlain(typeof value === 'bigint' ? fromInteger(value) : value);
  if (!isUnsignedIntegerText(text)) throw new Error(`a count is a whole number ≥ 0, not ${text}`);
  const figure: CountFigure = { kind: 'count', value: text };
  if (options.grouping !== undefined) figure.grouping = options.grouping;
  return figure;
}

/** A token from a fixed list, such as `volume` or `weight`. */
export function code(token: string): CodeFigure {
  return { kind: 'code', value: token };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function date(day: string): DateFigure {
  if (!ISO_DAY.test(day)) throw new Error(`a date figure is YYYY-MM-DD, not ${day}`);
  return { kind: 'date', value: day };
}
