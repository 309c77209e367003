/**
 * The requests scripts/prism-replay.ts sends through Prism's proxy, read from the served document
 * and the data the service holds: every published operation with valid inputs (each dataset and
 * tool id, each calculator's example in every language and generated inputs recorded with their
 * answers, test/fixtures/tool-answers/recorded-answers.ts), a revalidation, a lookup found and one
 * not, a parameter the document does not know, values its schemas refuse, bodies refused, and a
 * method a path does not publish. The MCP exchanges that need a session are sent by the replay.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../src/i18n/languages.js';
import { readRecorded } from '../test/fixtures/tool-answers/recorded-answers.js';

/**
 * What the exchange should come to: `answer`, the service's answer passed on unchanged; `refusal`,
 * a 4xx of the service or Prism's own 422 for a value the document's schemas refuse; `head`, a
 * HEAD, whose JSON answers Prism 5.14 cannot read (it parses their empty body as JSON, and answers
 * 500 itself: its log says `FetchError: invalid json response body`); `unpublished`,
 * a method the path does not publish, which Prism answers 405 itself; `not-json`, a body that is
 * not JSON, which Prism answers 400 itself before routing it.
 */
export type Expected = 'answer' | 'refusal' | 'head' | 'unpublished' | 'not-json';

export interface Exchange {
  /** The operationId the document gives the path and method, or the path and method where none. */
  operation: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  expected: Expected;
}

interface Parameter {
  name?: string;
  in?: string;
  schema?: { enum?: string[] };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
}
export type Paths = Record<string, Record<string, Operation>>;

/** Generated inputs per calculator taken from the recorded answers (their statuses tell answers from refusals). */
const RECORDED_PER_TOOL = 6;
/** A code of the right form that the test library does not list: the lookup's 404. */
const UNLISTED_CODE = '9901019999';
const JSON_BODY = { 'content-type': 'application/json' };
const PROBES = new Set(['/healthz', '/readyz']);

const withQuery = (url: string, query: string) => (query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url);

/** Query strings with valid values for the operations that take them; the first is the operation's plain call. */
function queriesOf(template: string, values: Record<string, string>): string[] {
  const code = values.code ?? '';
  switch (template) {
    case '/v1/refund-rate':
      return [`code=${code}`, `code=${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}&export_date=2026-01-15`];
    case '/v1/refund-rate/chapters/{chapter}':
      return ['limit=5', 'export_date=2026-01-15&offset=1&limit=2'];
    case '/v1/refund-rate/search':
      return [`q=${code}`, 'q=Fixture&limit=3', `q=${code.slice(0, 6)}&export_date=2026-01-15`];
    case '/v1/central-parity':
      return ['', `date=${values.parityDate}`];
    case '/v1/central-parity/series':
      return ['currency=USD', `currency=EUR&from=2026-08-01&to=${values.parityDate}`];
    case '/v1/datasets/{id}/current':
    case '/v1/datasets/{id}/{version}':
      return ['limit=5', 'offset=2&limit=3'];
    case '/v1/datasets/{id}/current/rows.csv':
    case '/v1/datasets/{id}/{version}/rows.csv':
      return ['', 'bom=true'];
    default:
      return [''];
  }
}

/** The paths of a template: one per id its parameter's enum lists, the version each dataset's newest. */
function pathsOf(template: string, operation: Operation, values: Record<string, string>): string[] {
  const ids = operation.parameters?.find((p) => p.in === 'path' && p.name === 'id')?.schema?.enum ?? [''];
  // Large downloads take seconds in Prism's validator: the ports' rows are read as a page, not whole.
  const downloads = /rows\.json$/.test(template) ? ids.filter((id) => id !== 'ports') : ids;
  return downloads.map((id) =>
    template
      .replace('{id}', id)
      .replace('{version}', values[`version:${id}`] ?? 'x')
      .replace('{chapter}', (values.code ?? '').slice(0, 2)),
  );
}

/** Values read from the service: each dataset's newest version, a code the refund library lists. */
export async function valuesOf(app: FastifyInstance, paths: Paths): Promise<Record<string, string>> {
  const read = async (url: string) => (await app.inject(url)).json();
  const values: Record<string, string> = {};
  const ids = paths['/v1/datasets/{id}']?.get?.parameters?.find((p) => p.name === 'id')?.schema?.enum ?? [];
  for (const id of ids) values[`version:${id}`] = (await read(`/v1/datasets/${id}`)).versions[0].version;
  const [row] = (await read('/v1/datasets/refund-rates/current?limit=1')).data;
  values.code = String(Object.values(row).find((cell) => /^[0-9]{8,10}$/.test(String(cell))));
  values.parityDate = values['version:central-parity'] ?? '';
  return values;
}

function getExchanges(template: string, item: Record<string, Operation>, values: Record<string, string>): Exchange[] {
  const get = item.get;
  if (!get || template === '/mcp') return [];
  const exchanges: Exchange[] = [];
  const [first = template] = pathsOf(template, get, values);
  for (const path of pathsOf(template, get, values))
    for (const query of queriesOf(template, values))
      exchanges.push({ operation: get.operationId, method: 'GET', url: withQuery(path, query), expected: 'answer' });
  const plain = withQuery(first, queriesOf(template, values)[0] ?? '');
  for (const lang of LANGUAGES.slice(1))
    exchanges.push({
      operation: get.operationId,
      method: 'GET',
      url: withQuery(plain, `lang=${lang}`),
      expected: 'answer',
    });
  exchanges.push(
    // A parameter the document does not name: Prism passes it on, and the service's 400 is checked
    // (a probe is never refused for its query: docs/contract.md).
    {
      operation: get.operationId,
      method: 'GET',
      url: withQuery(plain, 'limt=10'),
      expected: PROBES.has(template) ? 'answer' : 'refusal',
    },
    { operation: get.operationId, method: 'DELETE', url: plain, expected: 'unpublished' },
  );
  if (item.head) exchanges.push({ operation: item.head.operationId, method: 'HEAD', url: plain, expected: 'head' });
  return exchanges;
}

function postExchanges(template: string, post: Operation): Exchange[] {
  const example = post.requestBody?.content['application/json']?.example;
  if (example === undefined) return [];
  const send = (body: string, expected: Expected, more: Partial<Exchange> = {}): Exchange => ({
    operation: post.operationId,
    method: 'POST',
    url: template,
    headers: JSON_BODY,
    body,
    expected,
    ...more,
  });
  return [
    ...LANGUAGES.map((lang) => send(JSON.stringify(example), 'answer', { url: `${template}?lang=${lang}` })),
    send('{}', 'refusal'),
    send(JSON.stringify({ inputs: {} }), 'refusal'),
    send('x', 'refusal', { headers: { 'content-type': 'text/plain' } }),
    send('{"inputs":', 'not-json'),
    send(`"${'x'.repeat(300_000)}"`, 'refusal'),
    send(JSON.stringify(example), 'unpublished', { method: 'PUT' }),
  ];
}

/** The generated inputs recorded with their answers, the first few of each calculator. */
function recordedExchanges(paths: Paths): Exchange[] {
  const taken = new Map<string, number>();
  return readRecorded().cases.flatMap((recorded) => {
    const path = `/v1/tools/${recorded.tool}/compute`;
    const operation = paths[path]?.post?.operationId;
    const count = taken.get(recorded.tool) ?? 0;
    if (!operation || count >= RECORDED_PER_TOOL + LANGUAGES.length) return [];
    taken.set(recorded.tool, count + 1);
    // The first of each tool are its example in each language, sent above from the document.
    if (count < LANGUAGES.length) return [];
    return [
      {
        operation,
        method: 'POST',
        url: `${path}?lang=${recorded.lang}`,
        headers: JSON_BODY,
        body: JSON.stringify({ inputs: recorded.inputs }),
        expected: recorded.status === 200 ? 'answer' : 'refusal',
      },
    ];
  });
}

export function exchangesOf(paths: Paths, values: Record<string, string>): Exchange[] {
  const exchanges = Object.entries(paths).flatMap(([template, item]) => [
    ...getExchanges(template, item, values),
    ...(item.post && template !== '/mcp' ? postExchanges(template, item.post) : []),
  ]);
  const lookup = paths['/v1/refund-rate']?.get?.operationId ?? 'getRefundRate';
  const rows = paths['/v1/datasets/{id}/{version}']?.get?.operationId ?? 'getVersionRows';
  exchanges.push(
    { operation: lookup, method: 'GET', url: `/v1/refund-rate?code=${UNLISTED_CODE}`, expected: 'answer' },
    { operation: lookup, method: 'GET', url: '/v1/refund-rate?code=abc', expected: 'refusal' },
    { operation: lookup, method: 'GET', url: `/v1/refund-rate?code=${values.code}&lang=fr`, expected: 'refusal' },
    { operation: rows, method: 'GET', url: '/v1/datasets/ports/1999-01-01', expected: 'answer' },
    { operation: rows, method: 'GET', url: '/v1/datasets/nowhere/1999-01-01', expected: 'refusal' },
    {
      operation: rows,
      method: 'GET',
      url: `/v1/datasets/ports/${values['version:ports']}?offset=-1`,
      expected: 'refusal',
    },
    ...recordedExchanges(paths),
  );
  return exchanges;
}

/**
 * A revalidation of each GET operation's first answer: its ETag read from the service directly
 * (a tag holds for the day), sent back in If-None-Match through Prism, a 304 expected.
 */
export async function revalidationsOf(app: FastifyInstance, exchanges: readonly Exchange[]): Promise<Exchange[]> {
  const firsts = new Map<string, Exchange>();
  for (const exchange of exchanges)
    if (exchange.method === 'GET' && exchange.expected === 'answer' && !firsts.has(exchange.operation))
      firsts.set(exchange.operation, exchange);
  const revalidations: Exchange[] = [];
  for (const first of firsts.values()) {
    const etag = (await app.inject(first.url)).headers.etag;
    if (typeof etag === 'string') revalidations.push({ ...first, headers: { 'if-none-match': etag } });
  }
  return revalidations;
}

const MCP_ACCEPT = { ...JSON_BODY, accept: 'application/json, text/event-stream' };
const rpc = (id: number | undefined, method: string, params?: object) =>
  JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, ...(params ? { params } : {}) });

/** The initialize that opens the MCP session the other MCP exchanges use. */
export function mcpInitialize(paths: Paths): Exchange {
  return {
    operation: paths['/mcp']?.post?.operationId ?? 'postMcp',
    method: 'POST',
    url: '/mcp',
    headers: MCP_ACCEPT,
    body: rpc(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'prism-replay', version: '1' },
    }),
    expected: 'answer',
  };
}

/**
 * The session's exchanges, each a JSON answer (the notification a 202). The session's event stream
 * (GET /mcp with its id) is not sent: it never ends, and Prism waits for the whole body.
 */
export function mcpExchanges(paths: Paths, session: string): Exchange[] {
  const post = paths['/mcp']?.post?.operationId ?? 'postMcp';
  const stream = paths['/mcp']?.get?.operationId ?? 'getMcpStream';
  const headers = { ...MCP_ACCEPT, 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
  const call = (body: string, expected: Expected = 'answer', more: Partial<Exchange> = {}): Exchange => ({
    operation: post,
    method: 'POST',
    url: '/mcp',
    headers,
    body,
    expected,
    ...more,
  });
  const example = paths['/v1/tools/cbm/compute']?.post?.requestBody?.content['application/json']?.example;
  const cbm = (example as { inputs?: object } | undefined)?.inputs ?? {};
  return [
    call(rpc(undefined, 'notifications/initialized')),
    call(rpc(2, 'tools/list')),
    call(rpc(3, 'tools/call', { name: 'cbm', arguments: cbm })),
    call(rpc(4, 'prompts/list')),
    call(rpc(5, 'resources/list')),
    call(rpc(6, 'ping'), 'answer', { url: '/mcp?lang=en' }),
    call(rpc(7, 'ping'), 'refusal', { headers: { ...JSON_BODY, 'mcp-session-id': session } }),
    call(rpc(8, 'ping'), 'refusal', { headers: { ...MCP_ACCEPT, 'mcp-session-id': 'gone' } }),
    {
      operation: stream,
      method: 'GET',
      url: '/mcp',
      headers: { accept: 'text/event-stream', 'mcp-session-id': 'gone' },
      expected: 'refusal',
    },
    { operation: stream, method: 'GET', url: '/mcp', headers: { accept: 'text/event-stream' }, expected: 'refusal' },
    {
      operation: paths['/mcp']?.head?.operationId ?? 'getMcpStreamHead',
      method: 'HEAD',
      url: '/mcp',
      expected: 'head',
    },
  ];
}
