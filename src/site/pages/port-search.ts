/**
 * Finding a port on the ports dataset's rows page (`q`, a GET form: it works without JavaScript).
 * The page asks the API for the version's rows as any client would (5,000 a call, the most a page
 * of rows holds: the 3,949 ports in one call of 4 tokens) and keeps the rows whose code, names or
 * search words hold what was typed, case, width and spaces aside ("cn ngb" finds CNNGB, "宁波"
 * 宁波舟山港, "ningbo" its pinyin). The rows are the API's, in its order; nothing is computed.
 */
import type { ErrorBody, SiteApi } from '../api.js';
import { type Html, html } from '../html.js';
import { type Here, type Words, pageFields, siteLink } from '../layout.js';

/** The dataset whose rows page has the search box. */
export const SEARCHED_DATASET = 'ports';
const ROWS_A_CALL = 5000;
/** Calls one search may make: 50,000 rows, far more ports than there are. */
const MOST_CALLS = 10;

interface RowsAnswer extends ErrorBody {
  rows?: number;
  next?: number | null;
  data?: Array<Record<string, unknown>>;
}

/** Case, width and spaces aside: "ＣＮ ＮＧＢ" and "cnngb" are one text. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
/** The rows' own texts are in normal form already: case and spaces aside only (NFKC on each took 60-300 ms a search). */
const foldedCell = (text: string) => (text.includes(' ') ? text.toLowerCase().replace(/\s+/g, '') : text.toLowerCase());

/** Every text of a cell: a string, the strings of a list, the values of an object by language. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

const SEARCHED_CELLS = ['code', 'codes', 'name', 'country', 'country_name', 'search'];

/** The version's rows whose searched cells hold `q`, as the API gave them, or the API's refusal. */
export async function portsMatching(
  api: SiteApi,
  path: string,
  q: string,
  lang: string,
): Promise<{ status: number; body: ErrorBody; rows: Array<Record<string, unknown>> }> {
  const wanted = folded(q);
  const rows: Array<Record<string, unknown>> = [];
  let offset: number | null = 0;
  for (let call = 0; offset !== null && call < MOST_CALLS; call += 1) {
    const answer: { status: number; body: RowsAnswer } = await api.get<RowsAnswer>(path, {
      lang,
      offset: String(offset),
      limit: String(ROWS_A_CALL),
    });
    if (answer.status !== 200) return { status: answer.status, body: answer.body, rows: [] };
    for (const row of answer.body.data ?? [])
      if (SEARCHED_CELLS.some((cell) => textsOf(row[cell]).some((text) => foldedCell(text).includes(wanted))))
        rows.push(row);
    offset = answer.body.next ?? null;
  }
  return { status: 200, body: {}, rows };
}

/** The search box, sent to the version's rows page (`current` from the dataset's page). */
export function portSearchForm(here: Here, words: Words, action: string): Html {
  const q = here.query.q ?? '';
  return html`<form method="get" action="${action}" class="lookup search" role="search" aria-label="${words('site.datasets.search_ports')}">
${pageFields(here)}
<div class="field"><label for="q">${words('site.datasets.search_ports')}</label>
<input id="q" name="q" type="search" value="${q}" autocomplete="off" required maxlength="64"></div>
<p class="actions"><button type="submit">${words('site.datasets.search')}</button>${q ? html` <a href="${siteLink(here, action)}">${words('site.datasets.show_all')}</a>` : ''}</p>
</form>`;
}
