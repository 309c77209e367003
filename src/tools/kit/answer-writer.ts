/**
 * The answer of a calculation (docs/tools/README.md, The answer) written straight into its JSON text: tool, outputs,
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
 * One figure, members in the order core/figure-members.ts lists them, written by hand for speed
 * (test/tools/answer-writer.test.ts holds the two together). A number made by toPlain or padTo
 * (digits, point, minus) needs no escaping; units, codes and published rates are checked.
 */
function figureJson(figure: Figure): string {
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

/** Figures by name: names are the code's own identifiers (outputs, step values), never escaped. */
function figuresJson(figures: { readonly [name: string]: Figure | undefined }): string {
  let text = '';
  for (const name in figures) {
    const figure = figures[name];
    if (figure !== undefined) text += `${text ? ',"' : '"'}${name}":${figureJson(figure)}`;
  }
  return `{${text}}`;
}

/** A step: its id, figures and quoted texts (the order every step is built in), then its sentence. */
function stepJson(step: Step, lang: Lang): string {
  const texts = step.texts === undefined ? '' : `,"texts":${JSON.stringify(step.texts)}`;
  return `{"id":"${step.id}","values":${figuresJson(step.values)}${texts},"message":${JSON.stringify(figureMessage(step.id, lang, step.values, step.texts))}}`;
}

/** A member of a warning other than its figures: a copy key, a level, a slug, quoted texts. */
function memberJson(value: unknown): string {
  return typeof value === 'string' ? quoted(value) : JSON.stringify(value);
}

/** A warning: its own members in the order it was built with (figures written by hand), then its sentence. */
function warningJson(warning: Warning, lang: Lang): string {
  let text = '';
  for (const [name, value] of Object.entries(warning)) {
    if (value === undefined) continue;
    text += `${text ? ',' : ''}"${name}":${name === 'values' ? figuresJson(warning.values) : memberJson(value)}`;
  }
  return `{${text},"message":${JSON.stringify(figureMessage(warning.code, lang, warning.values, warning.texts))}}`;
}

function listJson<T>(items: readonly T[], write: (item: T) => string): string {
  let text = '';
  for (const item of items) text += `${text ? ',' : ''}${write(item)}`;
  return `[${text}]`;
}

export interface CalculationAnswer {
  /** The tool id as JSON text, written once at start-up. */
  toolJson: string;
  result: Pick<ToolResult, 'outputs' | 'steps' | 'warnings' | 'members'>;
  lang: Lang;
  normalized: readonly Normalized[];
  page: string;
}

/** The tool's own members (load-plan's plan), each written as JSON after the warnings. */
function membersJson(members: ToolResult['members']): string {
  let text = '';
  for (const [name, value] of Object.entries(members ?? {})) text += `,"${name}":${JSON.stringify(value)}`;
  return text;
}

/** `{"tool":…,"outputs":…,"steps":…,"warnings":…[,members…][,"normalized":…],"links":{"page":…}` (open). */
export function writeCalculation({ toolJson, result, lang, normalized, page }: CalculationAnswer): string {
  return (
    `{"tool":${toolJson},"outputs":${figuresJson(result.outputs)},"steps":${listJson(result.steps, (step) => stepJson(step, lang))},` +
    `"warnings":${listJson(result.warnings, (warning) => warningJson(warning, lang))}${membersJson(result.members)}${normalized.length > 0 ? `,"normalized":${JSON.stringify(normalized)}` : ''},` +
    `"links":{"page":${quoted(page)}}`
  );
}
