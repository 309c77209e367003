/**
 * The short text an MCP answer carries beside its JSON, in the asked language: what
 * an assistant may repeat as it is. A calculation's own step and warning sentences, a lookup's
 * rate on its day with the notes the API gives (not official, reference data, the export date
 * decides), and always the source line and the notice. Never a figure the JSON does not hold.
 */
import type { Lang } from '../i18n/languages.js';
import { issueSentence } from '../i18n/messages.js';
import { type InForce, periodsInForce } from '../refund-rate/lookup.js';
import type { PeriodRow } from '../refund-rate/period.js';
import { mcpWord } from './words.js';

/** The lines of an answer's summary, from the answer's JSON text. */
export type AnswerSummary = (json: string, lang: Lang) => string[];

interface Sentences {
  steps?: Array<{ id?: string; message?: string }>;
  warnings?: Array<{ message?: string }>;
}

/** A calculation's step and warning sentences, but the steps its tool leaves to the JSON (ToolDefinition.detailSteps). */
export function calculationSummary(json: string, detail: ReadonlySet<string>): string[] {
  const answer: Sentences = JSON.parse(json);
  const steps = (answer.steps ?? []).filter((step) => !detail.has(step.id ?? ''));
  return [...steps, ...(answer.warnings ?? [])].flatMap((sentence) => (sentence.message ? [sentence.message] : []));
}

interface Issued {
  issues?: Array<{ path: string; code: string; values?: Record<string, string | number>; message: string }>;
}

interface LookupJson {
  lookup: {
    found: boolean;
    code: string;
    in_force?: InForce | null;
    in_force_on?: string;
    nearest?: Array<{ code: string }>;
  };
  notes?: Array<{ text: string }>;
}

interface SearchJson {
  search: {
    q: string;
    total: number;
    in_force_on: string;
    hits: Array<{ code: string; name: string; in_force: InForce }>;
  };
  notes?: Array<{ text: string }>;
}

/** Hits a search's summary lists; the JSON has the page asked for. */
const SEARCH_HITS_SUMMED = 10;

interface ParityJson {
  central_parity?: { published_on: string; quotations: Array<{ id: string; value: string }> };
  series?: { base: string; quote: string; from: string; to: string; points: Array<{ per: string; value: string }> };
}

interface DatasetsJson {
  datasets: Array<{ id: string; current: string | null }>;
}

interface RowsJson {
  dataset: string;
  version: string;
  offset: number;
  rows: number;
  data: unknown[];
}

const levies = (period: PeriodRow) => period.levy_percents.join('/');

function inForceLine(code: string, day: string, inForce: InForce | null | undefined, lang: Lang): string {
  if (inForce?.status === 'rate') {
    const { period } = inForce;
    return mcpWord('mcp.summary.rate', lang, { code, day, refund: period.refund_percent, levy: levies(period) });
  }
  const several = periodsInForce(inForce);
  if (several.length > 0) {
    // A percent sign follows the figure at once in Chinese, Japanese and Korean, after a space in English.
    const percent = lang === 'en' ? ' %' : '%';
    const rates = several.map((period) => `${period.code} ${period.refund_percent}${percent}`).join(', ');
    return mcpWord('mcp.summary.several', lang, { code, day, rates });
  }
  return mcpWord('mcp.summary.none_in_force', lang, { code, day });
}

export const summaries = {
  lookup: (json, lang) => {
    const { lookup, notes }: LookupJson = JSON.parse(json);
    const line = lookup.found
      ? inForceLine(lookup.code, lookup.in_force_on ?? '', lookup.in_force, lang)
      : mcpWord('mcp.summary.not_found', lang, {
          code: lookup.code,
          nearest: (lookup.nearest ?? []).map((near) => near.code).join(', ') || '—',
        });
    return [line, ...(notes ?? []).map((note) => note.text)];
  },
  search: (json, lang) => {
    const { search, notes }: SearchJson = JSON.parse(json);
    const shown = search.hits.slice(0, SEARCH_HITS_SUMMED);
    const head =
      search.total === 0
        ? mcpWord('mcp.summary.search_none', lang, { q: search.q })
        : mcpWord('mcp.summary.search_hits', lang, { q: search.q, total: search.total, shown: shown.length });
    const lines = shown.map((hit) => `${hit.name}: ${inForceLine(hit.code, search.in_force_on, hit.in_force, lang)}`);
    return [head, ...lines, ...(notes ?? []).map((note) => note.text)];
  },
  parity: (json, lang) => {
    const answer: ParityJson = JSON.parse(json);
    if (answer.central_parity) {
      const { published_on, quotations } = answer.central_parity;
      const listed = quotations.map((quotation) => `${quotation.id} ${quotation.value}`).join(', ');
      return [mcpWord('mcp.summary.parity_day', lang, { published: published_on, quotations: listed })];
    }
    if (!answer.series) return [];
    const { base, quote, from, to, points } = answer.series;
    const first = points[0];
    const last = points[points.length - 1];
    const pair = `${first?.per === '1' ? '' : (first?.per ?? '')}${base}/${quote}`;
    return [
      mcpWord('mcp.summary.parity_series', lang, {
        pair,
        from,
        to,
        count: points.length,
        first: first?.value ?? '—',
        last: last?.value ?? '—',
      }),
    ];
  },
  datasets: (json, lang) => {
    const { datasets }: DatasetsJson = JSON.parse(json);
    const list = datasets.map((dataset) => `${dataset.id} ${dataset.current ?? '—'}`).join(', ');
    return [mcpWord('mcp.summary.datasets', lang, { list })];
  },
  rows: (json, lang) => {
    const page: RowsJson = JSON.parse(json);
    const first = page.data.length === 0 ? 0 : page.offset + 1;
    return [
      mcpWord('mcp.summary.rows', lang, {
        dataset: page.dataset,
        version: page.version,
        first,
        last: page.offset + page.data.length,
        total: page.rows,
      }),
    ];
  },
  quote: (json) => {
    const answer: { text?: string } = JSON.parse(json);
    return answer.text ? [answer.text] : [];
  },
} satisfies Record<string, AnswerSummary>;

/** A refusal as an assistant can act on it: each input's path and what is wrong, in the asked language. */
export function refusalLines(json: string, lang: Lang, unavailable = false): string[] {
  const { issues }: Issued = JSON.parse(json);
  return [
    unavailable ? mcpWord('mcp.summary.unavailable', lang) : mcpWord('mcp.summary.refused', lang),
    ...(issues ?? []).map((issue) => {
      return `${issue.path || '(body)'}: ${issueSentence(issue, lang)} [${issue.code}]`;
    }),
  ];
}

/** The lines every answer ends with: where its data comes from, and that the service is not official. */
export function provenanceLines(json: string): string[] {
  const { provenance }: { provenance?: { source_line?: string; notice?: string } } = JSON.parse(json);
  return [provenance?.source_line, provenance?.notice].filter((line): line is string => Boolean(line));
}
