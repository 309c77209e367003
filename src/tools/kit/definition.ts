/**
 * A calculator is a declaration (its inputs by builder, its outputs, steps and warnings) plus one
 * pure compute function typed by those inputs, made into the tool the service runs by
 * `defineTool`. The declaration drives everything else: reading and refusing inputs, the
 * `normalized` list, the tool description endpoints, the OpenAPI description and example, the
 * page link. The input specs below are the declarations' runtime form.
 */
import type { Figure } from '../../core/figures.js';
import type { JsonSchema } from '../../core/json-schema.js';
import type { DatasetId } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { RefundLibrary } from '../../refund-rate/library.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { Texts } from '../../i18n/texts.js';
import type { Work } from '../../work/tasks.js';
import { type Fields, type ValuesOf, declarations } from './inputs.js';
import { declaredValues } from './input-reader.js';
import type { InputCondition, InputSpec, InputValues, OutputSpec, OutputsOf } from './input-spec.js';
import type { InputTexts, InputTextsByName } from './input-texts.js';
import { type LabelsByName, type ToolLabels, labelledInputs, labelledOutputs } from './labels.js';

/**
 * The caller's own words a sentence quotes (a shipping-mark line): written into the message as
 * given, never translated, and kept apart from `values`, whose figures are numbers and codes of
 * fixed lists (docs/contract.md, Typed figures).
 */
type QuotedTexts = Record<string, string>;

/** Keys `K` of a tool's own copy `C`: naming a key the copy does not hold is a compile error. */
export type CopyKeysOf<C, K extends keyof C & CopyKey> = K;

/** Which names in a step's sentence are quoted texts (`texts`); every other `{name}` is a figure (`values`). */
export interface TypedSteps {
  quoted: readonly string[];
}

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

/** Outputs by name, as the service writes them (the absent ones left out). */
export type AnyOutputs = { readonly [name: string]: Figure | undefined };

/** What a compute answers: S are the tool's step keys, W its warning keys, O its outputs (OutputsOf its declared list). */
export interface ToolResult<S extends CopyKey = CopyKey, W extends CopyKey = CopyKey, O = AnyOutputs> {
  outputs: O;
  steps: Step<S>[];
  warnings: Warning<W>[];
  /** The dataset versions the calculation read. */
  read: LoadedVersion[];
  /** The answer's members beyond the calculation's own, by name (load-plan's `plan`), as the tool declares them (ToolDeclaration.members). */
  members?: Readonly<Record<string, unknown>>;
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
  /** Refusal codes from outside the tool's own copy (ToolDeclaration.refusals). */
  refusals?: readonly CopyKey[];
  /** Steps typed by id in the published answer (ToolDeclaration.typedSteps). */
  typedSteps?: TypedSteps;
  /** Asks `work` for heavy work (ToolDeclaration.heavy). */
  heavy?: boolean;
  /** The answer's members beyond the calculation's own (ToolDeclaration.members). */
  members?: Readonly<Record<string, JsonSchema>>;
  /** Steps a summary leaves to the answer itself (ToolDeclaration.detailSteps). */
  detailSteps?: readonly CopyKey[];
  /** Tokens a request pays by its body (ToolDeclaration.cost). */
  cost?: (body: unknown) => number;
  /** The worked example: inputs as a client would send them. */
  example: Readonly<Record<string, unknown>>;
  compute(inputs: InputValues, data: DatasetReader, work: Work): ToolResult | Promise<ToolResult>;
}

/**
 * A tool as its folder declares it: inputs by builder (kit/inputs.ts), so `compute` receives
 * exactly the values they read, and step and warning keys limited to those declared.
 */
export interface ToolDeclaration<
  F extends Fields,
  S extends CopyKey,
  W extends CopyKey,
  T extends readonly OutputSpec[],
> {
  id: string;
  names: Texts;
  slug: string;
  datasets: readonly DatasetId[];
  inputs: F;
  inputTexts: InputTexts<F>;
  conditions?: readonly InputCondition<keyof F & string>[];
  exclusive?: readonly (readonly (keyof F & string)[])[];
  /** Every output the tool may give, each once: compute's outputs are typed by it (OutputsOf). */
  outputs: T;
  /** Every input, row field, choice and output named for people in the four languages (kit/labels.ts). */
  labels: ToolLabels<F, T>;
  /** The outputs a reader wants first (cbm's volume and chargeable weights, baojia's prices, tuishui's refund). */
  headline?: readonly T[number]['name'][];
  /**
   * The outputs every answer of the tool gives: required in its published outputs schema, so a
   * typed client reads them without `!`; every answer a test receives is checked against it.
   */
  always?: readonly T[number]['name'][];
  steps: readonly S[];
  warnings: readonly W[];
  /**
   * Codes its calculation refuses with that are not in its own copy (unit-convert's
   * input.units_incompatible): the rest are found (kit/refusals.ts).
   */
  refusals?: readonly CopyKey[];
  /**
   * For a tool whose answer is its steps (maitou's mark lines, with no outputs): the published
   * answer types each step by its id, with the figures and quoted texts its sentence names, so
   * that a typed client reads them without a cast.
   */
  typedSteps?: TypedSteps;
  /** Its compute asks `work` for heavy work: the pool may be full, and its route then answers 503 api.busy. */
  heavy?: boolean;
  /**
   * Members the answer carries beyond outputs, steps and warnings, each with its schema (load-plan's
   * `plan`: the blocks of each container); compute gives their values in its result's `members`.
   */
  members?: Readonly<Record<string, JsonSchema>>;
  /**
   * Steps a short summary of the answer leaves out, as a person would (an assistant's, MCP): the
   * detail that stays in the answer's steps (load-plan's block by block, where the summary says
   * what fits where and how the weight lies). Every step is said when absent.
   */
  detailSteps?: readonly S[];
  /**
   * Tokens a request pays in all, read from its body as sent (docs/contract.md, Rate limit), where
   * the work grows with the inputs beyond what the body's size says (load-plan: by its cartons);
   * never less than the body's own price.
   */
  cost?: (body: unknown) => number;
  example: { readonly [K in keyof F]?: unknown };
  /**
   * The calculation. Work whose cost grows with the inputs beyond a few milliseconds (packing) is
   * asked of `work` (src/work/tasks.ts), which runs it off the event loop; the rest is computed here.
   */
  compute(
    inputs: ValuesOf<F>,
    data: DatasetReader,
    work: Work,
  ): ToolResult<S, W, OutputsOf<T>> | Promise<ToolResult<S, W, OutputsOf<T>>>;
}

export function defineTool<
  const F extends Fields,
  const S extends CopyKey,
  const W extends CopyKey,
  const T extends readonly OutputSpec[],
>(declaration: ToolDeclaration<F, S, W, T>): ToolDefinition {
  const { labels, headline: _headline, always: _always, ...declared } = declaration;
  const byName: LabelsByName = labels;
  return {
    ...declared,
    inputs: labelledInputs(declarations(declaration.inputs), byName.inputs),
    outputs: labelledOutputs(declaration.outputs, byName.outputs).map((output) => ({
      ...output,
      ...(declaration.headline?.includes(output.name) ? { headline: true } : {}),
      ...(declaration.always?.includes(output.name) ? { always: true } : {}),
    })),
    conditions: declaration.conditions ?? [],
    exclusive: declaration.exclusive ?? [],
    // The service reads a tool's inputs only with the reader compiled from these declarations.
    compute: (inputs, data, work) => declaration.compute(declaredValues(declaration.inputs, inputs), data, work),
  };
}
