/**
 * The input specs: the runtime form of a calculator's declared inputs (kit/inputs.ts builds them),
 * which the reader, the schemas, the description and the page link read. Apart from definition.ts,
 * which imports the builders and the reader, so that none of them imports it back.
 */
import type { Decimal } from '../../core/decimal.js';
import type { Figure, FigureKind } from '../../core/figures.js';
import type { UnitKind } from '../../core/units.js';
import type { Texts } from '../../i18n/texts.js';
import type { Share } from './number-text.js';

interface InputBase {
  name: string;
  required?: boolean;
  /** One line for the tool description, in English (names of figures are in the catalogue). */
  description: string;
  /** A few words naming it for people, in the four languages (the tool's labels.ts; kit/labels.ts). */
  label?: Texts;
  /** Each choice's words, by value (a choice's, or a unit's from kit/unit-labels.ts). */
  choiceLabels?: Readonly<Record<string, Texts>>;
}
export interface DecimalInput extends InputBase {
  type: 'decimal';
  /** Bounds as decimal strings; `minExclusive` makes the lower bound strict (> 0). */
  min?: string;
  minExclusive?: boolean;
  max?: string;
  /** At most this many decimals (2 for CNY amounts, which are kept in fen): more is refused, never rounded. */
  maxPlaces?: number;
  default?: string;
  /** A share, in percent (13 is 13 %) or as a ratio (0.13 is 13 %): only a share reads `13%` (number-text.ts). */
  share?: Share;
}
export interface IntegerInput extends InputBase {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number;
}
export interface ChoiceInput extends InputBase {
  type: 'choice';
  choices: readonly string[];
  default?: string;
  /** Other spellings read as a choice (Chinese unit names, upper case…); each listed in `normalized`. */
  synonyms?: Readonly<Record<string, string>>;
}
export interface UnitInput extends InputBase {
  type: 'unit';
  kind: UnitKind | 'any';
  default?: string;
}
export interface CurrencyInput extends InputBase {
  type: 'currency';
  default?: string;
}
export interface BooleanInput extends InputBase {
  type: 'boolean';
  default?: boolean;
}
export interface TextInput extends InputBase {
  type: 'text';
  maxLength: number;
  /** A whole-text pattern (regular expression source, anchored when read), such as a customs code's. */
  pattern?: string;
}
export interface DateInput extends InputBase {
  type: 'date';
}
export interface RowsInput extends InputBase {
  type: 'rows';
  fields: readonly InputSpec[];
  minItems: number;
  maxItems: number;
  /** A row giving the key field must give these too (invoiceAmountWithTax needs taxRate); the calculation checks it. */
  dependent?: Readonly<Record<string, readonly string[]>>;
}
/** A nested object read field by field (`seller.name`); used by request bodies beyond the tools'. */
export interface ObjectInput extends InputBase {
  type: 'object';
  fields: readonly InputSpec[];
  /** Its fields required only in some cases (the quote's `pricing`: baojia's conditions). */
  conditions?: readonly InputCondition[];
  /** Groups of its fields of which at most one may be given. */
  exclusive?: readonly (readonly string[])[];
}

/**
 * What a condition requires: inputs, at least one of `someOf`, fields every row of a rows input
 * must then have (`rows`), or exactly one of (`rowsOneOf`: an amount given one way or another).
 */
export interface Requirement<N extends string = string> {
  inputs?: readonly N[];
  someOf?: readonly N[];
  rows?: { readonly [R in N]?: readonly string[] };
  rowsOneOf?: { readonly [R in N]?: readonly string[] };
}

/**
 * Inputs required only in some cases (a CIF quote needs insuranceRate), declared beside the
 * inputs so that the description says so (JSON Schema if/then/else) and a test holds the
 * calculation's own refusals to it. The calculation still checks them itself.
 */
export interface InputCondition<N extends string = string> {
  /** Holds when `input` is one of `is` (left out: when its default is) and each of `given` is present. */
  when: { input: N; is: readonly (string | boolean)[]; given?: readonly N[] };
  then?: Requirement<N>;
  else?: Requirement<N>;
}
export type InputSpec =
  | DecimalInput
  | IntegerInput
  | ChoiceInput
  | UnitInput
  | CurrencyInput
  | BooleanInput
  | TextInput
  | DateInput
  | RowsInput
  | ObjectInput;

/** A value as read: decimals as Decimal, integers as integers, the rest as text or booleans. */
export type InputValue = Decimal | number | string | boolean | readonly InputValues[] | InputValues | undefined;
export interface InputValues {
  readonly [name: string]: InputValue;
}

export interface OutputSpec<N extends string = string, K extends FigureKind = FigureKind> {
  name: N;
  kind: K;
  unit?: string;
  /** A few words naming it for people, in the four languages (the tool's labels.ts). */
  label?: Texts;
  /** One of the figures a reader wants first (the tool's `headline`): the site shows these above the rest. */
  headline?: boolean;
  /** In every answer of the tool (the tool's `always`): required in its OpenAPI outputs. */
  always?: boolean;
}

/**
 * The outputs a compute may give for the outputs its tool declares: each declared name, with a
 * figure of its declared kind, none other (listed once, in the definition or its outputs.ts).
 */
export type OutputsOf<T extends readonly OutputSpec[]> = {
  [N in T[number]['name']]?: Extract<Figure, { kind: KindNamed<T[number], N> }>;
};

/** The kind of the output named N (a spec's name may be a union: `annual${'Bank' | 'B'}`). */
type KindNamed<Spec extends OutputSpec, N> = Spec extends OutputSpec
  ? N extends Spec['name']
    ? Spec['kind']
    : never
  : never;
