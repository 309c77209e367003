/**
 * The answer of a calculation (api-v1 §2.6) written straight into its JSON text: tool, outputs,
 * steps and warnings each with its sentence, what was normalised, the page link. No object of
 * the answer is built only to be serialised: figures and sentences are appended once, and the
 * text is left open (no closing brace) for the contract to append provenance.
 */
import type { Figure } from '../../core/figures.js';
import type { Normalized } from '../../core/issues.js';
import { figureMessage } from '../../i18n/figure-text.js';
import type { Lang } from '../../i18n/languages.js';
import type { Step, ToolResult, Warning } from './definition.js';

/** Printable ASCII without quote or backslash needs no escaping: decimals, units, codes, days. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function quoted(text: string): string {
  return PLAIN.test(text) ? `"${text}"` : JSON.stringify(text);
}

/**
 * One figure, members in the order its constructor (core/figures.ts) gives them. A number made
 * by toPlain or padTo (digits, point, minus) needs no escaping; units, codes and published
 * rates are checked.
 */
export function figureJson(figure: Figure): string {
  switch (figure.kind) {
    case 'quantity':
      return `{"kind":"quantity","value":"${figure.value}","unit":${quoted(figure.unit)}${figure.places === undefined ? '' : `,"places":${figure.places}`}${figure.grouping === undefined ? '' : `,"grouping":${figure.grouping}`}}`;
    case 'money':
      return `{"kind":"money","amount":"${figure.amount}","currency":${quoted(figure.currency)}}`;
    case 'rate':
      return `{"kind":"rate","value":${quoted(figure.value)},"base":${quoted(figure.base)},"quote":${quoted(figure.quote)},"per":${quoted(figure.per)}}`;
    case 'count':
      return `{"kind":"count","value":"${figure.value}"${figure.grouping === undefined ? '' : `,"grouping":${figure.grouping}`}}`;
    case 'ratio':
      return `{"kind":"ratio","value":"${figure.value}"}`;
    case 'code':
    case 'date':
      return `{"kind":"${figure.kind}","value":${quoted(figure.value)}}`;
  }
}

function figuresJson(figures: Readonly<Record<string, Figure>>): string {
  let text = '';
  for (const name in figures) {
    const figure = figures[name];
    if (figure !== undefined) text += `${text ? ',' : ''}${quoted(name)}:${figureJson(figure)}`;
  }
  return `{${text}}`;
}

/** A member of a step or warning other than its figures: a copy key, a level, a slug, quoted texts. */
function memberJson(value: unknown): string {
  return typeof value === 'string' ? quoted(value) : JSON.stringify(value);
}

/** A step or warning: its own members in their order (figures written by hand), then its sentence. */
function sentencedJson(item: Step | Warning, lang: Lang): string {
  let text = '';
  for (const name in item) {
    const value: unknown = item[name as keyof typeof item];
    if (value === undefined) continue;
    text += `${text ? ',' : ''}"${name}":${name === 'values' ? figuresJson(item.values) : memberJson(value)}`;
  }
  const key = 'id' in item ? item.id : item.code;
  return `{${text},"message":${JSON.stringify(figureMessage(key, lang, item.values, item.texts))}}`;
}

/** Steps or warnings as a JSON array, each with its sentence in `lang`. */
export function sentencedListJson(items: readonly (Step | Warning)[], lang: Lang): string {
  let text = '';
  for (const item of items) text += `${text ? ',' : ''}${sentencedJson(item, lang)}`;
  return `[${text}]`;
}

export interface CalculationAnswer {
  /** The tool id as JSON text, written once at start-up. */
  toolJson: string;
  result: Pick<ToolResult, 'outputs' | 'steps' | 'warnings'>;
  lang: Lang;
  normalized: readonly Normalized[];
  page: string;
}

/** `{"tool":…,"outputs":…,"steps":…,"warnings":…[,"normalized":…],"links":{"page":…}` (open). */
export function writeCalculation({ toolJson, result, lang, normalized, page }: CalculationAnswer): string {
  return (
    `{"tool":${toolJson},"outputs":${figuresJson(result.outputs)},"steps":${sentencedListJson(result.steps, lang)},` +
    `"warnings":${sentencedListJson(result.warnings, lang)}${normalized.length > 0 ? `,"normalized":${JSON.stringify(normalized)}` : ''},` +
    `"links":{"page":${quoted(page)}}`
  );
}
