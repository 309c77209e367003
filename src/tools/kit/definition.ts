/**
 * A calculator is a declaration (its inputs by builder, its outputs, steps and warnings) plus one
 * pure compute function typed by those inputs, made into the tool the service runs by
 * `defineTool`. The declaration drives everything else: reading and refusing inputs, the
 * `normalized` list, the tool description endpoints, the OpenAPI description and example, the
 * page link. The input specs below are the declarations' runtime form.
 */
import type { Decimal } from '../../core/decimal.js';
import type { Figure, FigureKind } from '../../core/figures.js';
import type { UnitKind } from '../../core/units.js';
import type { DatasetId } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { RefundLibrary } from '../../refund-rate/library.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { Texts } from '../../i18n/texts.js';
import { type Fields, type ValuesOf, declarations } from './inputs.js';
import { declaredValues } from './input-reader.js';
import type { InputTexts, InputTextsByName } from './input-texts.js';

interface InputBase {
  name: string;
  required?: boolean;
  /** One line for the tool description, in English (names of figures are in the catalogue). */
  description: string;
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

export interface OutputSpec {
  name: string;
  kind: FigureKind;
  unit?: string;
}

/**
 * The caller's own words a sentence quotes (a shipping-mark line): written into the message as
 * given, never translated, and kept apart from `values`, whose figures are numbers and codes of
 * fixed lists (§2.1).
 */
type QuotedTexts = Record<string, string>;

/** Keys `K` of a tool's own copy `C`: naming a key the copy does not hold is a compile error. */
export type CopyKeysOf<C, K extends keyof C & CopyKey> = K;

/** One step of the working: its copy key (typed to the tool's own steps), its figures, quoted texts. */
export type Step<K extends CopyKey = CopyKey> = {
  id: K;
  values: Record<string, Figure>;
  texts?: QuotedTexts;
};

export type Warning<K extends CopyKey = CopyKey> = {
  code: K;
  values: Record<string, Figure>;
  texts?: QuotedTexts;
  /** note or hint; absent for a real warning. */
  level?: 'note' | 'hint';
  /** A tool's page slug to continue with. */
  next?: string;
};

/** What a compute answers: S are the tool's step keys, W its warning keys. */
export interface ToolResult<S extends CopyKey = CopyKey, W extends CopyKey = CopyKey> {
  outputs: Record<string, Figure>;
  steps: Step<S>[];
  warnings: Warning<W>[];
  /** The dataset versions the calculation read. */
  read: LoadedVersion[];
}

/** What a tool may read: the installed versions of a dataset, and the refund library's index. */
export interface DatasetReader {
  current(dataset: DatasetId): LoadedVersion | undefined;
  /** Every installed version, newest first. */
  versions(dataset: DatasetId): readonly LoadedVersion[];
  /** The current refund-rates version with its index (built once at start-up), or null. */
  refundLibrary(): RefundLibrary | null;
  /** Versions of `dataset` refused at start-up (they failed the checks on their files). */
  refused(dataset: DatasetId): readonly string[];
}

/** A tool as the service runs it: the declarations in their runtime form. */
export interface ToolDefinition {
  id: string;
  names: Texts;
  /** The site's page of the tool (links.page). */
  slug: string;
  datasets: readonly DatasetId[];
  inputs: readonly InputSpec[];
  /** The inputs' descriptions in the other languages (English: each declaration's own). */
  inputTexts: InputTextsByName;
  /** Inputs required only in some cases. */
  conditions: readonly InputCondition[];
  /** Groups of inputs of which at most one may be given (a premium as a rate or as an amount). */
  exclusive: readonly (readonly string[])[];
  outputs: readonly OutputSpec[];
  steps: readonly CopyKey[];
  warnings: readonly CopyKey[];
  /** The worked example: inputs as a client would send them. */
  example: Readonly<Record<string, unknown>>;
  compute(inputs: InputValues, data: DatasetReader): ToolResult;
}

/**
 * A tool as its folder declares it: inputs by builder (kit/inputs.ts), so `compute` receives
 * exactly the values they read, and step and warning keys limited to those declared.
 */
export interface ToolDeclaration<F extends Fields, S extends CopyKey, W extends CopyKey> {
  id: string;
  names: Texts;
  slug: string;
  datasets: readonly DatasetId[];
  inputs: F;
  inputTexts: InputTexts<F>;
  conditions?: readonly InputCondition<keyof F & string>[];
  exclusive?: readonly (readonly (keyof F & string)[])[];
  outputs: readonly OutputSpec[];
  steps: readonly S[];
  warnings: readonly W[];
  example: { readonly [K in keyof F]?: unknown };
  compute(inputs: ValuesOf<F>, data: DatasetReader): ToolResult<S, W>;
}

export function defineTool<const F extends Fields, const S extends CopyKey, const W extends CopyKey>(
  declaration: ToolDeclaration<F, S, W>,
): ToolDefinition {
  return {
    ...declaration,
    inputs: declarations(declaration.inputs),
    conditions: declaration.conditions ?? [],
    exclusive: declaration.exclusive ?? [],
    // The service reads a tool's inputs only with the reader compiled from these declarations.
    compute: (inputs, data) => declaration.compute(declaredValues(declaration.inputs, inputs), data),
  };
}
