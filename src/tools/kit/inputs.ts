/**
 * Declaring a tool's inputs with builders, one per kind of input, from which TypeScript infers
 * the values its compute receives: `decimal()` reads a Decimal, `unit('length')` one of the
 * length units, `choice(['lcl', 'air'])` one of those words, `rows({...})` a list of rows of
 * those fields. Declared `required` or with a `default`, a value is always there; otherwise it
 * may be undefined. The declaration is also what the reader, the tool description, the OpenAPI
 * description and the page link are made from (declarations(), below).
 */
import type { Decimal } from '../../core/decimal.js';
import type { Unit, UnitKind, UnitOf } from '../../core/units.js';
import type {
  BooleanInput,
  ChoiceInput,
  CurrencyInput,
  DateInput,
  DecimalInput,
  InputSpec,
  IntegerInput,
  ObjectInput,
  RowsInput,
  TextInput,
  UnitInput,
} from './input-spec.js';

declare const READS: unique symbol;
type Presence = 'always' | 'maybe';

/** An input declaration (without its name: the key it is declared under) that reads a `T`. */
export type Field<Spec, T, P extends Presence> = Spec & { readonly [READS]?: readonly [T, P] };
/** Any field, whatever it reads (the phantom member is optional, so a declaration never holds one). */
export type AnyField = Field<DistributiveOmit<InputSpec, 'name'>, unknown, Presence>;
export type Fields = Readonly<Record<string, AnyField>>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type PresenceOf<O> = O extends { required: true }
  ? 'always'
  : O extends { default: string | number | boolean }
    ? 'always'
    : 'maybe';

/** The values a compute receives for `F`: what each field reads, undefined when it may be absent. */
export type ValuesOf<F extends Fields> = {
  readonly [K in keyof F]: F[K] extends Field<unknown, infer T, infer P>
    ? P extends 'always'
      ? T
      : T | undefined
    : never;
};

type Options<Spec> = Omit<Spec, 'name' | 'type'>;

export function decimal<const O extends Options<DecimalInput>>(
  options: O,
): Field<O & { type: 'decimal' }, Decimal, PresenceOf<O>> {
  return { type: 'decimal', ...options };
}

export function integer<const O extends Options<IntegerInput>>(
  options: O,
): Field<O & { type: 'integer' }, number, PresenceOf<O>> {
  return { type: 'integer', ...options };
}

export function choice<const C extends readonly string[], const O extends Options<Omit<ChoiceInput, 'choices'>>>(
  choices: C,
  options: O,
): Field<O & { type: 'choice'; choices: C }, C[number], PresenceOf<O>> {
  return { type: 'choice', choices, ...options };
}

export function unit<const K extends UnitKind | 'any', const O extends Options<Omit<UnitInput, 'kind'>>>(
  kind: K,
  options: O,
): Field<O & { type: 'unit'; kind: K }, K extends UnitKind ? UnitOf<K> : Unit, PresenceOf<O>> {
  return { type: 'unit', kind, ...options };
}

export function currency<const O extends Options<CurrencyInput>>(
  options: O,
): Field<O & { type: 'currency' }, string, PresenceOf<O>> {
  return { type: 'currency', ...options };
}

export function boolean<const O extends Options<BooleanInput>>(
  options: O,
): Field<O & { type: 'boolean' }, boolean, PresenceOf<O>> {
  return { type: 'boolean', ...options };
}

export function text<const O extends Options<TextInput>>(
  options: O,
): Field<O & { type: 'text' }, string, PresenceOf<O>> {
  return { type: 'text', ...options };
}

/** A calendar day, read as YYYY-MM-DD. */
export function date<const O extends Options<DateInput>>(
  options: O,
): Field<O & { type: 'date' }, string, PresenceOf<O>> {
  return { type: 'date', ...options };
}

export function rows<const F extends Fields, const O extends Omit<Options<RowsInput>, 'fields'>>(
  fields: F,
  options: O,
): Field<O & { type: 'rows'; fields: readonly InputSpec[] }, ReadonlyArray<ValuesOf<F>>, PresenceOf<O>> {
  return { type: 'rows', fields: declarations(fields), ...options };
}

/** A nested object read field by field (`seller.name`): request bodies beyond the tools' (the quote's). */
export function object<const F extends Fields, const O extends Omit<Options<ObjectInput>, 'fields'>>(
  fields: F,
  options: O,
): Field<O & { type: 'object'; fields: readonly InputSpec[] }, ValuesOf<F>, PresenceOf<O>> {
  return { type: 'object', fields: declarations(fields), ...options };
}

/** The fields as the reader and the descriptions take them: in declared order, each with its name. */
export function declarations(fields: Fields): InputSpec[] {
  return Object.entries(fields).map(([name, field]) => ({ ...field, name }));
}
