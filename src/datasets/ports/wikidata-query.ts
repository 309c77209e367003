/**
 * The one SPARQL query that asks Wikidata for port names: every item with a UN/LOCODE
 * (P1937), its Chinese labels (zh-cn, zh-hans and zh, so that the importer can prefer them in that
 * order and say which it took), its Japanese and Korean labels, and its id. Wikidata is CC0; the
 * answer is recorded as a source file of the ports version, with its hash, like every source.
 */
import type { DownloadRequest } from '../download.js';

/** Where the query goes unless WIKIDATA_SPARQL_URL says otherwise. */
export const WIKIDATA_SPARQL_URL = 'https://query.wikidata.org/sparql';

/** The label languages asked, by the variable the answer carries each in. */
export const LABEL_VARIABLES = {
  zhCn: 'zh-cn',
  zhHans: 'zh-hans',
  zh: 'zh',
  ja: 'ja',
  ko: 'ko',
} as const;

export type LabelVariable = keyof typeof LABEL_VARIABLES;

export function portLabelsQuery(): string {
  const labels = Object.entries(LABEL_VARIABLES).map(
    ([variable, lang]) => `  OPTIONAL { ?item rdfs:label ?${variable} . FILTER(LANG(?${variable}) = "${lang}") }`,
  );
  return [
    `SELECT ?item ?locode ${Object.keys(LABEL_VARIABLES)
      .map((variable) => `?${variable}`)
      .join(' ')} WHERE {`,
    '  ?item wdt:P1937 ?locode .',
    ...labels,
    '}',
  ].join('\n');
}

/**
 * The request that runs the query: a POST of the form-encoded query (it is too long for some
 * proxies as a GET), asking for the SPARQL JSON results format, with a User-Agent that says who
 * asks, as the Wikidata query service's policy requires.
 */
export function portLabelsRequest(endpoint: string, userAgent: string): { url: string; init: DownloadRequest } {
  return {
    url: endpoint,
    init: {
      method: 'POST',
      headers: {
        accept: 'application/sparql-results+json',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': userAgent,
      },
      body: new URLSearchParams({ query: portLabelsQuery() }).toString(),
    },
  };
}
