/**
 * Labels: a few words naming each input, row field, choice and output of a tool for people, in
 * the four languages (长 / Length / 長さ / 길이), as the textbooks and forms name them. A tool's
 * labels.ts holds them, typed by its declarations: an input, a row field, a choice value or an
 * output without its label is a compile error (a row field's choices, and the outputs of a tool
 * that names them at run time, are checked by test/tools/labels.test.ts). defineTool puts them on
 * the specs, from which GET /v1/tools/{id}, the OpenAPI `title`s and the site's forms read them.
 */
import type { Texts } from '../../i18n/texts.js';
import type { InputSpec, OutputSpec } from './input-spec.js';
import type { AnyField, Field, Fields } from './inputs.js';
import { UNIT_LABELS } from './unit-labels.js';

/** A few words in each of the four languages. */
type Label = Texts;

/** A label, written in the order zh-CN, en, ja, ko. */
export const label = (zh: string, en: string, ja: string, ko: string): Label => ({ 'zh-CN': zh, en, ja, ko });

type FieldNames<T> = T extends ReadonlyArray<infer R> ? keyof R & string : keyof T & string;

/** A row field's label, and its choices' when it is a choice. */
interface FieldLabel {
  readonly label: Label;
  readonly choices?: Readonly<Record<string, Label>>;
}

type LabelOf<F extends AnyField> =
  F extends Field<infer S, infer V, infer _P>
    ? S extends { type: 'choice' }
      ? { readonly label: Label; readonly choices: { readonly [C in V & string]: Label } }
      : S extends { type: 'rows' | 'object' }
        ? { readonly label: Label; readonly fields: { readonly [N in FieldNames<NonNullable<V>>]: FieldLabel } }
        : { readonly label: Label }
    : never;

/** Every input of `F` (its row fields and choices) and every output of `T`, labelled. */
export interface ToolLabels<F extends Fields, T extends readonly OutputSpec[]> {
  readonly inputs: { readonly [K in keyof F]: LabelOf<F[K]> };
  readonly outputs: { readonly [N in T[number]['name']]: Label };
}

/** The same at run time, by name. */
export interface LabelsByName {
  readonly inputs: Readonly<Record<string, FieldLabel & { readonly fields?: Readonly<Record<string, FieldLabel>> }>>;
  readonly outputs: Readonly<Record<string, Label>>;
}

/** The specs with their labels: an input's own, its choices' (a unit's from the common table), its fields'. */
export function labelledInputs(
  specs: readonly InputSpec[],
  labels: Readonly<Record<string, FieldLabel & { readonly fields?: Readonly<Record<string, FieldLabel>> }>>,
): InputSpec[] {
  return specs.map((spec) => {
    const labelled = labels[spec.name];
    const choiceLabels = spec.type === 'unit' ? UNIT_LABELS : labelled?.choices;
    const withLabels = {
      ...spec,
      ...(labelled ? { label: labelled.label } : {}),
      ...(choiceLabels ? { choiceLabels } : {}),
    };
    if (withLabels.type === 'rows' || withLabels.type === 'object')
      return { ...withLabels, fields: labelledInputs(withLabels.fields, labelled?.fields ?? {}) };
    return withLabels;
  });
}

export function labelledOutputs(outputs: readonly OutputSpec[], labels: Readonly<Record<string, Label>>): OutputSpec[] {
  return outputs.map((output) => {
    const label = labels[output.name];
    return label ? { ...output, label } : { ...output };
  });
}
