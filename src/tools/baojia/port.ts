/**
 * The named port of a quote, looked up in the ports dataset: by UN/LOCODE first (CNSHA, also
 * written "CN SHA"; every code a port goes by), then by name (in any of the four languages, a
 * Chinese name also without its 港, an English alternate name, the pinyin). A name shared by
 * several ports (Portland, Sydney) is not chosen for the caller. An unknown or ambiguous port
 * is a warning, never a refusal: the port does not change a figure.
 */
import { date, code, count } from '../../core/figures.js';
import type { Cell, Row } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { DatasetReader, Step, Warning } from '../kit/definition.js';
import type { BaojiaStep, BaojiaWarning } from './keys.js';

interface PortIndex {
  byCode: Map<string, Row>;
  byName: Map<string, Set<Row>>;
}

/** Built once per installed version. */
const INDEXES = new WeakMap<LoadedVersion, PortIndex>();

/** Case, width and spacing do not matter: "ＣＮＳＨＡ", "cn sha" and "CNSHA" are one text. */
function key(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

const texts = (cell: Cell | undefined): string[] =>
  typeof cell === 'string'
    ? [cell]
    : Array.isArray(cell)
      ? (cell as string[])
      : cell && typeof cell === 'object'
        ? Object.values(cell).flatMap(texts)
        : [];

/** The port's own names: its names by language, the Chinese name without 港, and the English names before its codes in `search.en` (after them come country names). */
function namesOf(row: Row): string[] {
  const names = texts(row.name);
  const zh = (row.name as Record<string, Cell> | undefined)?.['zh-CN'];
  if (typeof zh === 'string' && zh.endsWith('港') && zh.length > 2) names.push(zh.slice(0, -1));
  const search = (row.search ?? {}) as Record<string, Cell>;
  const codes = new Set(texts(row.codes));
  const english = texts(search.en);
  const firstCode = english.findIndex((text) => codes.has(text));
  names.push(...english.slice(0, firstCode < 0 ? english.length : firstCode));
  // The spaced and the joined pinyin; the initials (shg) are too short to name a port.
  names.push(...texts(search.pinyin).slice(0, 2));
  return names;
}

function indexOf(version: LoadedVersion): PortIndex {
  const known = INDEXES.get(version);
  if (known) return known;
  const index: PortIndex = { byCode: new Map(), byName: new Map() };
  for (const row of version.rows) {
    for (const portCode of texts(row.codes)) index.byCode.set(key(portCode), row);
    for (const name of namesOf(row)) {
      const names = index.byName.get(key(name)) ?? new Set<Row>();
      names.add(row);
      index.byName.set(key(name), names);
    }
  }
  INDEXES.set(version, index);
  return index;
}

export interface PortReading {
  steps: Step<BaojiaStep>[];
  warnings: Warning<BaojiaWarning>[];
  read: LoadedVersion[];
}

/** The port of `term` as a step, or a warning saying why it was not found. */
export function namedPort(port: string, term: string, data: DatasetReader): PortReading {
  const version = data.current('ports');
  if (!version)
    return { steps: [], warnings: [{ code: 'baojia.port_unchecked', level: 'note', values: {} }], read: [] };
  const index = indexOf(version);
  const byCode = index.byCode.get(key(port).replace(/ /g, ''));
  const candidates = byCode ? [byCode] : [...(index.byName.get(key(port)) ?? [])];
  const published = date(version.manifest.published_at);
  if (candidates.length === 0)
    return { steps: [], warnings: [{ code: 'baojia.port_unknown', values: { published } }], read: [version] };
  if (candidates.length > 1) {
    return {
      steps: [],
      warnings: [{ code: 'baojia.port_ambiguous', values: { count: count(BigInt(candidates.length)), published } }],
      read: [version],
    };
  }
  const row = candidates[0]!;
  const name = (row.name as Record<string, Cell>).en;
  const values = { term: code(term), port: code(String(row.code)), name: code(String(name)), published };
  return { steps: [{ id: 'baojia.port', values }], warnings: [], read: [version] };
}
