/**
 * Stoplight Prism's validating proxy between a client and the service (docs/contract.md, The
 * published description): the service over the site's test data on a loopback port, the OpenAPI
 * 3.1 document it serves written to a file, `prism proxy <document> <service> --errors` started from
 * clients/typescript/ (5.14.2, its last release for Node 20: scripts/client-tools.ts), and the
 * requests of scripts/prism-exchanges.ts sent through it. With --errors Prism answers 500 with a
 * problem+json body for an answer outside the document, and 422 for a request outside it without
 * passing it on; every answer it passes on carries its findings in `sl-violations`, and its log
 * says `Violation:`. The service tells which requests reached it (a header the replay adds), so an
 * answer of Prism's own is never taken for the service's. Prism reads the schemas of a 3.1
 * document that names no `jsonSchemaDialect` as JSON Schema draft-07: for the keywords this one
 * uses, the same checks as 2020-12 (no `$ref` with siblings, `unevaluatedProperties` only `true`).
 * `npx tsx scripts/prism-replay.ts` prints the figures; test/http/prism-replay.test.ts runs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onLoopback, siteService } from '../test/helpers/site-service.js';
import { clientTool } from './client-tools.js';
import {
  type Exchange,
  type Paths,
  exchangesOf,
  mcpExchanges,
  mcpInitialize,
  revalidationsOf,
  valuesOf,
} from './prism-exchanges.js';

export interface PrismReplay {
  /** The operations the document publishes, by operationId. */
  documented: string[];
  /** Those with at least one answer of the service checked by Prism and passed on. */
  checked: string[];
  requests: number;
  /** Answers of the service Prism checked and passed on. */
  passed: number;
  /** Those answers by status. */
  statuses: Record<number, number>;
  /** Requests Prism refused itself (422), as the document's schemas refuse them. */
  refusedByPrism: number;
  /** Prism's own answers where it cannot check, by kind (scripts/prism-exchanges.ts, Expected). */
  prismLimits: Record<string, number>;
  /** Exchanges that found the service outside the document, or did not come to what was expected. */
  violations: string[];
  /** Lines of Prism's log that report a violation. */
  loggedViolations: string[];
}

interface Received {
  status: number;
  contentType: string;
  body: string;
  /** Prism's findings (`sl-violations`), each `request …` or `response …`. */
  findings: string[];
}
type Verdict = { passed: true } | { refused: true } | { limit: string } | { violation: string };

const REPLAY_HEADER = 'x-prism-replay';
/** Requests in flight at once: Prism, the service and the replay share the machine's cores. */
const IN_FLIGHT = 4;
const STARTUP_MS = 120_000;
const LOG_WAIT_MS = 10_000;
const HEAD_OF_JSON = 'HEAD of a JSON answer (500)';

function findingsOf(header: string | null): string[] {
  if (!header) return [];
  if (!header.startsWith('[')) return [header];
  const found = JSON.parse(header) as Array<{ location?: string[]; message?: string }>;
  return found.map((each) => `${(each.location ?? []).join('.')} ${each.message ?? ''}`);
}

/**
 * What an exchange came to; `reached`, whether Prism passed the request on to the service. An
 * answer of Prism's own is problem+json, which the service never sends.
 */
function verdictOf(exchange: Exchange, received: Received, reached: boolean): Verdict {
  const own = received.contentType.startsWith('application/problem+json');
  const problem = own && received.body ? String((JSON.parse(received.body) as { type?: string }).type) : '';
  const said = `${exchange.method} ${exchange.url.slice(0, 120)}: ${received.status}`;
  const against = received.findings.filter((finding) => finding.startsWith('response'));
  if (against.length > 0) return { violation: `${said} ${against.join('; ')}` };
  if (problem.endsWith('#VIOLATIONS')) return { violation: `${said} ${received.body}` };
  const inside = reached && !own && received.findings.length === 0;
  const refused = received.status >= 400 && received.status < 500;
  switch (exchange.expected) {
    case 'answer':
      if (inside && received.status < 500) return { passed: true };
      break;
    case 'refusal':
      if (inside && refused) return { passed: true };
      if (!reached && problem.endsWith('#UNPROCESSABLE_ENTITY')) return { refused: true };
      break;
    case 'head':
      if (inside) return { passed: true };
      // Prism 5.14 reads a JSON answer's body whatever the method, and a HEAD has none: its log
      // says so for each (counted against these at the end).
      if (reached && own && received.status === 500) return { limit: HEAD_OF_JSON };
      break;
    case 'unpublished':
      if (!reached && problem.endsWith('#NO_METHOD_MATCHED_ERROR') && received.status === 405)
        return { limit: 'a method the path does not publish (405)' };
      break;
    case 'not-json':
      // Its body reader's own answer (stoplightio/prism#2664), before any routing.
      if (!reached && received.status === 400 && received.body.includes('"invalid_json"'))
        return { limit: 'a body that is not JSON (400)' };
      break;
  }
  return {
    violation: `${said} (expected ${exchange.expected}; the service ${reached ? 'was' : 'was not'} asked) ${received.findings.join('; ')} ${received.body.slice(0, 300)}`,
  };
}

/** Prism started on a loopback port of its choosing, which it says; its log gathered in `log`. */
async function startPrism(
  document: string,
  upstream: string,
  log: string[],
): Promise<{ prism: ChildProcess; base: string }> {
  const args = ['proxy', document, upstream, '--errors', '--port', '0', '--cors', 'false'];
  const prism = spawn(clientTool('prism'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Not left running by a replay that ends with an error.
  process.once('exit', () => prism.kill());
  const base = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log.join('\n')}`)), STARTUP_MS);
    let partial = '';
    const read = (chunk: Buffer) => {
      // Its output is a pipe, not a terminal: no colours. A chunk may end inside a line.
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((each) => each.trim())) {
        log.push(line);
        const listening = /Prism is listening on (http:\/\/\S+)/.exec(line);
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
      }
    };
    prism.stdout.on('data', read);
    prism.stderr.on('data', read);
    prism.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${log.join('\n')}`)));
  });
  try {
    return { prism, base: await base };
  } catch (failed) {
    prism.kill();
    throw failed;
  }
}

/** Prism stopped, its output read to the end. */
function stopped(prism: ChildProcess): Promise<void> {
  if (prism.exitCode !== null || prism.signalCode !== null) return Promise.resolve();
  const closed = new Promise<void>((resolve) => prism.once('close', () => resolve()));
  prism.kill();
  return closed;
}

export async function prismReplay(): Promise<PrismReplay> {
  const app = await siteService();
  const folder = mkdtempSync(join(tmpdir(), 'prism-replay-'));
  const log: string[] = [];
  let prism: ChildProcess | undefined;
  try {
    const upstream = await onLoopback(app);
    const { 'x-provenance': _provenance, ...document } = (await app.inject('/v1/openapi.json')).json();
    const paths = document.paths as Paths;
    writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
    // Told as the request arrives, before any answer: the service's answers reach the replay through Prism.
    const reached = new Set<string>();
    app.server.on('request', (request) => {
      const id = request.headers[REPLAY_HEADER];
      if (typeof id === 'string') reached.add(id);
    });
    const started = await startPrism(join(folder, 'openapi.json'), upstream, log);
    prism = started.prism;
    const report: PrismReplay = {
      documented: Object.values(paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId)),
      checked: [],
      requests: 0,
      passed: 0,
      statuses: {},
      refusedByPrism: 0,
      prismLimits: {},
      violations: [],
      loggedViolations: [],
    };
    const checked = new Set<string>();
    const send = async (exchange: Exchange): Promise<Headers> => {
      const id = String(report.requests++);
      const response = await fetch(`${started.base}${exchange.url}`, {
        method: exchange.method,
        headers: { ...exchange.headers, [REPLAY_HEADER]: id },
        body: exchange.body,
      });
      const received: Received = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.text(),
        findings: findingsOf(response.headers.get('sl-violations')),
      };
      const verdict = verdictOf(exchange, received, reached.has(id));
      if ('passed' in verdict) {
        report.passed++;
        report.statuses[received.status] = (report.statuses[received.status] ?? 0) + 1;
        checked.add(exchange.operation);
      } else if ('refused' in verdict) report.refusedByPrism++;
      else if ('limit' in verdict) report.prismLimits[verdict.limit] = (report.prismLimits[verdict.limit] ?? 0) + 1;
      else report.violations.push(verdict.violation);
      return response.headers;
    };
    const queue = exchangesOf(paths, await valuesOf(app, paths));
    queue.push(...(await revalidationsOf(app, queue)));
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(next);
      }),
    );
    const session = (await send(mcpInitialize(paths))).get('mcp-session-id') ?? 'none';
    for (const exchange of mcpExchanges(paths, session)) await send(exchange);
    report.checked = report.documented.filter((operation) => checked.has(operation));
    // Prism logs after it answers, and a log line not yet written when it stops is lost: the
    // replay ends with a HEAD of a JSON answer, so its line in the log is the last to wait for.
    const unread = () => log.filter((line) => /head \S+ .*FetchError: invalid json response body/.test(line)).length;
    const heads = report.prismLimits[HEAD_OF_JSON] ?? 0;
    for (let waited = 0; unread() < heads && waited < LOG_WAIT_MS; waited += 50) await sleep(50);
    await stopped(prism);
    report.loggedViolations = log.filter((line) => /Violation:|errors#VIOLATIONS/.test(line));
    if (unread() !== heads)
      report.violations.push(`${heads} HEADs answered 500 by Prism, ${unread()} said in its log to be unread JSON`);
    return report;
  } finally {
    if (prism) await stopped(prism);
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const report = await prismReplay();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      `Prism 5.14.2's proxy, --errors, over the served 3.1 document (${seconds} s)`,
      `operations checked: ${report.checked.length} of ${report.documented.length} published`,
      `  not checked: ${report.documented.filter((operation) => !report.checked.includes(operation)).join(', ') || 'none'}`,
      `requests: ${report.requests}; answers checked and passed on: ${report.passed} ${JSON.stringify(report.statuses)}; refused by Prism as the document says (422): ${report.refusedByPrism}`,
      `Prism's own answers: ${JSON.stringify(report.prismLimits)}`,
      `violations: ${report.violations.length}; in Prism's log: ${report.loggedViolations.length}`,
      ...report.violations.map((violation) => `  ${violation}`),
      ...report.loggedViolations.map((line) => `  log: ${line}`),
      '',
    ].join('\n'),
  );
  if (report.violations.length + report.loggedViolations.length > 0) process.exitCode = 1;
}
