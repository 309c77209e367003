/**
 * The API's own words, for the checks that no page shows them to a person unless asked (`?api=1`):
 * every input, field and output name of every calculator and of the quote request, every choice
 * value a person does not read as a word, every dataset id and tool id, and the query names of
 * the site's own pages. A choice value is a word people read when its label shows it ("件 (pc)",
 * "FOB（船上交货）"), or it is a unit symbol (m3, cm3/kg), a currency code or a number.
 */
import type { FastifyInstance } from 'fastify';
import { isUnit } from '../../src/core/units.js';
import { DATASET_IDS } from '../../src/datasets/registry.js';
import { QUOTE_BODY } from '../../src/quote/body.js';
import { QUOTE_INPUT_TEXTS } from '../../src/quote/input-texts.js';
import { QUOTE_LABELS } from '../../src/quote/labels.js';
import { type InputDescription, describeInputs } from '../../src/tools/kit/describe.js';
import { declarations } from '../../src/tools/kit/inputs.js';
import { labelledInputs } from '../../src/tools/kit/labels.js';
import { TOOLS } from '../../src/tools/registry.js';

/** The query names of the site's own pages (the lookup, the parity, the marks, the switches). */
const PAGE_QUERY_NAMES = ['code', 'export_date', 'q', 'offset', 'date', 'page', 'sheet', 'per_carton'];

/** Whether a person reads a choice value as a word: its label shows it, or it is a unit, a currency or a number. */
function readAsWord(value: string, label: string | undefined): boolean {
  const shown = (label ?? '').replace(/²/g, '2').replace(/³/g, '3');
  if (new RegExp(`(^|[^A-Za-z0-9])${value.replace(/[^A-Za-z0-9]/g, '\\$&')}($|[^A-Za-z0-9])`).test(shown)) return true;
  return isUnit(value) || /[0-9/]/.test(value) || /^[A-Z]+$/.test(value) || value.length < 2;
}

function collect(inputs: readonly InputDescription[], words: Set<string>): void {
  for (const input of inputs) {
    words.add(input.name);
    for (const value of input.choices ?? []) {
      const label = input.choice_labels?.find((choice) => choice.value === value)?.label;
      if (!readAsWord(value, label)) words.add(value);
    }
    collect(input.fields ?? [], words);
  }
}

/** Every API word, as the service describes its tools in Chinese (the names and values are the same in every language). */
export async function apiWords(app: FastifyInstance): Promise<Set<string>> {
  const words = new Set<string>([...DATASET_IDS, ...TOOLS.map((tool) => tool.id), ...PAGE_QUERY_NAMES]);
  for (const tool of TOOLS) {
    const described = (await app.inject(`/v1/tools/${tool.id}`)).json().tool as {
      inputs: InputDescription[];
      outputs: Array<{ name: string }>;
    };
    collect(described.inputs, words);
    for (const output of described.outputs) words.add(output.name);
  }
  collect(describeInputs(labelledInputs(declarations(QUOTE_BODY), QUOTE_LABELS), 'zh-CN', QUOTE_INPUT_TEXTS), words);
  return words;
}

/** A word as the check reads it: a name (fxRate), a family (estimate{Type}), a dotted, hyphenated or underscored id. */
const WORD = /[A-Za-z][A-Za-z0-9]*(?:\{[A-Za-z]+\})?(?:[-_.][A-Za-z][A-Za-z0-9]*)*/g;

/** The API words in a text a person reads; addresses and e-mail addresses are not words. */
export function apiWordsIn(text: string, words: ReadonlySet<string>): string[] {
  const plain = text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
  const found = new Set<string>();
  for (const match of plain.matchAll(WORD))
    for (const part of [match[0], ...match[0].split(/[.]/)]) if (words.has(part)) found.add(part);
  return [...found];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * What a person reads of a page's HTML: its text and its title, aria-label, placeholder and alt
 * attributes. Left out: scripts and styles, the answer's JSON (a closed "the JSON the API gave",
 * the API's own words by design) and a dataset version's rows (the publisher's data, not the
 * site's words).
 */
export function shownText(html: string): string {
  const kept = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<details class="json">[\s\S]*?<\/details>/g, ' ')
    .replace(/<table class="data sortable">[\s\S]*?<\/table>/g, ' ');
  const attributes = [...kept.matchAll(/\s(?:title|aria-label|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [kept.replace(/<[^>]*>/g, ' '), ...attributes]
    .join('\n')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}
