/**
 * `npm run bench:search`: the refund library's search on a library of the real one's size
 * (test/fixtures/refund-library-real-size.ts: 32,000 names, 40,000 periods, imported through the
 * importer). In this process: the index's build time (the first build with pinyin-pro and
 * opencc-js loading, then three more, median CPU), the memory it holds, and the time of each of
 * a mix of searches and of one-code lookups. Against a running service (dist/server.js on the
 * same data): the server's CPU per request (/proc schedstat) for searches and for lookups, every
 * URL asked once so that no answer comes from the cache, three interleaved rounds, median; and
 * the latency percentiles of searches under load. Then the worst searches the route accepts
 * (64 letters of pinyin, 64 × 型, many terms), each in process (CPU, steps, whether its budget
 * stopped it) and over HTTP (the server's CPU per request, each asked on new days so that none
 * comes from the cache), against a lookup's. Writes bench/results/refund-search.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pinyin } from 'pinyin-pro';
import { buildLibraryIndex } from '../src/refund-rate/library-index.js';
import { lookupCode } from '../src/refund-rate/lookup.js';
import { searchTerms } from '../src/refund-rate/search/query.js';
import { buildSearchIndex } from '../src/refund-rate/search/search-index.js';
import { SEARCH_STEP_BUDGET, searchLibrary } from '../src/refund-rate/search/search.js';
import { currentVersion, loadStore } from '../src/datasets/store.js';
import { projectRoot } from '../src/project-root.js';
import { realSizeCode } from '../test/fixtures/refund-library-real-size.js';
import { SEARCH_NAMES } from '../test/fixtures/refund-search-names.js';
import { LIBRARY_SIZE, prepareBenchData } from './data.js';
import { paced } from './paced.js';
import { pinGenerator, pinningDescription } from './pinning.js';
import { cpuNs, startService } from './processes.js';

const PORT = 18_095;
const ROUNDS = 3;
const PER_ROUND = 400;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

function cpuMs(work: () => unknown): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Searches as people type them: words of names, their pinyin and initials, starts of codes, words and a code together. */
function searchMix(count: number): string[] {
  const asked = new Set<string>();
  for (let i = 0; asked.size < count; i += 1) {
    const name = SEARCH_NAMES[(i * 37) % SEARCH_NAMES.length]?.name.match(/^\p{Script=Han}+/u)?.[0] ?? '保温杯';
    const start = i % Math.max(1, name.length - 2);
    const word = name.slice(start, start + 2 + (i % 3));
    const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
    const forms = [
      word,
      syllables.join(''),
      syllables.map((syllable) => syllable[0]).join(''),
      // The generated codes all start 99: a start of six to eight digits picks as many codes as a real
      // heading of four to six digits does (tens to hundreds).
      realSizeCode((i * 131) % LIBRARY_SIZE.names).slice(0, 6 + (i % 3)),
      `${word} ${realSizeCode((i * 17) % LIBRARY_SIZE.names).slice(0, 6)}`,
    ];
    asked.add(forms[i % forms.length] ?? word);
  }
  return [...asked];
}

/** The costliest searches the route accepts (1 to 64 characters), named. */
function worstSearches(syllables: readonly string[]): Array<[string, string]> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let random = '';
  while (random.length < 64) random += syllables[Math.floor(next() * syllables.length)] ?? 'a';
  return [
    ['64 letters no syllable ends (an × 31, av)', `${'an'.repeat(31)}av`],
    ['64 letters of ambiguous syllables (xian × 16)', 'xian'.repeat(16)],
    ['64 letters of random syllables', random.slice(0, 64)],
    ['64 × 型 (a character of every fixture name)', '型'.repeat(64)],
    ['32 terms: 型 型 …', '型 '.repeat(32).trim()],
    ['30 one-letter pinyin terms (a b c …)', 'a b c d e f g h j k l m n o p q r s t w x y z a1 b1 c1 d1 e1 f1'],
    ['15 pinyin terms (xing xin xi x …)', 'xing xin xi x xing1 xin1 xi1 x1 xing2 xin2 xi2 x2 xing3 xin3 xin'],
    ['one character of every fixture name (型)', '型'],
    ['one letter (x)', 'x'],
  ];
}

async function inProcess(dataDir: string) {
  const version = currentVersion(loadStore(dataDir), 'refund-rates');
  if (!version) throw new Error('the bench data has no refund library');
  const library = buildLibraryIndex(version.rows);
  const started = performance.now();
  let index = await buildSearchIndex(library);
  const firstMs = performance.now() - started;
  const buildsMs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const before = process.cpuUsage();
    index = await buildSearchIndex(library);
    const used = process.cpuUsage(before);
    buildsMs.push((used.user + used.system) / 1000);
  }
  globalThis.gc?.();
  const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const without = held();
  const kept = await buildSearchIndex(library);
  globalThis.gc?.();
  const memoryMb = (held() - without) / 1024 / 1024;
  if (kept.entries.length !== index.entries.length) throw new Error('two builds of one library differ');

  const queries = searchMix(1000);
  const searchUs = queries.map(
    (q) => cpuMs(() => searchLibrary(index, searchTerms(q, index.simplified)).hits(0, 20)) * 1000,
  );
  const hits = queries.map((q) => searchLibrary(index, searchTerms(q, index.simplified)).total);
  const day = { day: '2026-08-03', basis: 'export_date' as const };
  const lookupUs = Array.from({ length: 1000 }, (_, i) => realSizeCode((i * 97) % LIBRARY_SIZE.names)).map(
    (code) => cpuMs(() => lookupCode(library, code, day, '2026-08-03')) * 1000,
  );
  const worst = worstSearches([...index.syllables]).map(([what, q]) => {
    const runs = Array.from({ length: 5 }, () => {
      let steps = 0;
      let complete = true;
      const ms = cpuMs(() => {
        const found = searchLibrary(index, searchTerms(q, index.simplified));
        found.hits(0, 20);
        steps = found.steps();
        complete = found.complete;
      });
      return { ms, steps, complete };
    });
    return {
      what,
      q,
      us: median(runs.map((run) => run.ms * 1000)),
      steps: runs[0]?.steps ?? 0,
      complete: runs[0]?.complete,
    };
  });
  return {
    worst,
    rows: version.rows.length,
    entries: index.entries.length,
    chars: index.byChar.size,
    firstMs,
    buildMs: median(buildsMs),
    buildsMs,
    memoryMb: globalThis.gc ? memoryMb : null,
    searchUs,
    lookupUs,
    hitsMedian: median(hits),
  };
}

async function serverCpuUs(origin: string, pid: number, paths: readonly string[]): Promise<number> {
  const before = cpuNs(pid);
  const result = await autocannon({
    url: origin,
    connections: 1,
    amount: paths.length,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    const refused = await Promise.all(
      paths.slice(0, 50).map(async (path) => [path, (await fetch(`${origin}${path}`)).status]),
    );
    throw new Error(
      `unexpected answers: ${result.non2xx} non-2xx; ${JSON.stringify(refused.filter(([, status]) => status !== 200).slice(0, 5))}`,
    );
  }
  return (cpuNs(pid) - before) / 1000 / paths.length;
}

async function overHttp(dataDir: string, worst: ReadonlyArray<{ q: string }>) {
  const service = await startService(PORT, dataDir);
  const pid = service.child.pid as number;
  try {
    // The first search waits for the index, built in the background after start-up.
    const first = await fetch(`${service.origin}/v1/refund-rate/search?q=8516`);
    if (first.status !== 200) throw new Error(`the first search answered ${first.status}: ${await first.text()}`);
    const queries = searchMix((ROUNDS + 2) * PER_ROUND);
    const searchPath = (q: string) => `/v1/refund-rate/search?q=${encodeURIComponent(q)}&export_date=2026-08-03`;
    const lookupPath = (i: number) =>
      `/v1/refund-rate?code=${realSizeCode((i * 97) % LIBRARY_SIZE.names).slice(0, 10)}&export_date=2026-08-03`;
    const slice = (round: number) => queries.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
    // A warm-up round of each, then the measured ones, interleaved.
    await serverCpuUs(service.origin, pid, slice(0).map(searchPath));
    await serverCpuUs(
      service.origin,
      pid,
      Array.from({ length: PER_ROUND }, (_, i) => lookupPath(i)),
    );
    const search: number[] = [];
    const lookup: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      search.push(await serverCpuUs(service.origin, pid, slice(round).map(searchPath)));
      lookup.push(
        await serverCpuUs(
          service.origin,
          pid,
          Array.from({ length: PER_ROUND }, (_, i) => lookupPath(round * PER_ROUND + i)),
        ),
      );
    }
    // The worst searches, each on 20 days not asked before (the day is part of the cache key), beside lookups.
    const onDays = (path: (day: string) => string) =>
      Array.from({ length: 20 }, (_, i) => path(`2026-09-${String(i + 1).padStart(2, '0')}`));
    const worstUs = [];
    for (const { q } of worst)
      worstUs.push(
        await serverCpuUs(
          service.origin,
          pid,
          onDays((day) => `/v1/refund-rate/search?q=${encodeURIComponent(q)}&export_date=${day}`),
        ),
      );
    const worstLookupUs = await serverCpuUs(
      service.origin,
      pid,
      onDays((day) => `/v1/refund-rate?code=${realSizeCode(97).slice(0, 10)}&export_date=${day}`),
    );
    // The most searches a second it answers (8 connections at once), then p99 at half that rate,
    // as the service's own latency target is stated (bench/report.ts, p99 at half).
    const fresh = searchMix((ROUNDS + 6) * PER_ROUND).slice((ROUNDS + 2) * PER_ROUND);
    const saturated = await autocannon({
      url: service.origin,
      connections: 8,
      amount: PER_ROUND * 2,
      requests: fresh.slice(0, PER_ROUND * 2).map((q) => ({ method: 'GET', path: searchPath(q) })),
    });
    const most = saturated.requests.sent / (saturated.duration || 1);
    // Paced evenly (bench/paced.ts): autocannon's fixed rate sends each second's requests in a burst.
    const rate = Math.max(1, Math.floor(most / 2));
    const later = fresh.slice(PER_ROUND * 2);
    const half = await paced(
      service.origin,
      { name: 'refund-rate search', target: 0, method: 'GET', path: searchPath(later[0] ?? '8516') },
      null,
      200,
      rate,
      later.length / rate,
      (i) => searchPath(later[i % later.length] ?? '8516'),
    );
    // The slowest searches as the service itself timed them (its request log, beside the data).
    const logged = readFileSync(join(dataDir, '..', `service-${PORT}.log`), 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          const parsed: { msg?: string; url?: string; ms?: number } = JSON.parse(line);
          return parsed.msg === 'request' && parsed.url?.startsWith('/v1/refund-rate/search') ? [parsed] : [];
        } catch {
          return [];
        }
      })
      .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0));
    const slowest = logged.slice(0, 5).map((line) => `${decodeURIComponent(line.url ?? '')} ${line.ms} ms`);
    return { search, lookup, most, rate, saturated: saturated.latency, half, slowest, worstUs, worstLookupUs };
  } finally {
    await service.stop();
  }
}

const pinned = pinGenerator();
const data = await prepareBenchData();
try {
  const local = await inProcess(data.dataDir);
  const http = await overHttp(data.dataDir, local.worst);
  const ratio = median(http.search) / median(http.lookup);
  const us = (value: number) => `${Math.round(value).toLocaleString('en-US')} µs`;
  const lines = [
    '# Refund library search (npm run bench:search)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ${pinningDescription(pinned)}.`,
    `Library: the generated real-size library (${LIBRARY_SIZE.names.toLocaleString('en-US')} names, ${local.rows.toLocaleString('en-US')} periods imported), ${local.entries.toLocaleString('en-US')} codes, ${local.chars.toLocaleString('en-US')} distinct Han characters in the names.`,
    '',
    '| what | measured | target |',
    '|---|---:|---:|',
    `| index build, first (pinyin-pro and opencc-js loaded with it), wall | ${Math.round(local.firstMs)} ms | — |`,
    `| index build, modules loaded, CPU (median of ${local.buildsMs.map((ms) => Math.round(ms)).join(', ')}) | ${Math.round(local.buildMs)} ms | < 300 ms |`,
    `| memory the index holds (heap + array buffers, after collection) | ${local.memoryMb === null ? 'not measured (run with --expose-gc)' : `${local.memoryMb.toFixed(1)} MB`} | < 40 MB |`,
    `| one search in process (1,000 different searches; median hits ${local.hitsMedian}): median / p95 / p99 / max | ${us(median(local.searchUs))} / ${us(percentile(local.searchUs, 95))} / ${us(percentile(local.searchUs, 99))} / ${us(Math.max(...local.searchUs))} | — |`,
    `| one lookup in process (1,000 different codes): median / p99 | ${us(median(local.lookupUs))} / ${us(percentile(local.lookupUs, 99))} | — |`,
    `| server CPU per search request, every URL new (rounds ${http.search.map(us).join(', ')}) | ${us(median(http.search))} | — |`,
    `| server CPU per lookup request, every URL new (rounds ${http.lookup.map(us).join(', ')}) | ${us(median(http.lookup))} | — |`,
    `| search ÷ lookup, CPU per request | ${ratio.toFixed(2)} | ≤ 3 |`,
    `| searches at their most (8 connections, ${PER_ROUND * 2} new URLs): ${Math.round(http.most)} a second; p50 / p99 / max | ${http.saturated.p50} / ${http.saturated.p99} / ${http.saturated.max} ms | — |`,
    `| searches at half that rate (${http.rate} a second, paced evenly, ${http.half.requests} more new URLs; send lag p99 ${http.half.sendLagP99Ms.toFixed(1)} ms): p50 / p99 | ${http.half.p50Ms.toFixed(1)} / ${http.half.p99Ms.toFixed(1)} ms | p99 < 10 ms |`,
    '',
    `The slowest searches as the service timed them: ${http.slowest.join('; ')}.`,
    '',
    'Each search in the CPU rounds and under load is a URL not asked before, so none is answered from the',
    'answer cache; a repeated search is answered from it (and its ETag), as a repeated lookup is.',
    '',
    '## The worst searches accepted',
    '',
    `Each within the budget of ${SEARCH_STEP_BUDGET.toLocaleString('en-US')} steps (src/refund-rate/search/search.ts); "stopped" when the budget`,
    'ran out before every candidate was tried (the answer says so in a note). In process: CPU of one search',
    'and its first page of 20, median of 5. Server: CPU per request over 20 requests, each on a day not',
    `asked before; a lookup asked the same way took ${us(http.worstLookupUs)}.`,
    '',
    '| search | steps | stopped | in process | server CPU per request | ÷ lookup |',
    '|---|---:|---|---:|---:|---:|',
    ...local.worst.map(
      (row, i) =>
        `| ${row.what} | ${row.steps.toLocaleString('en-US')} | ${row.complete ? 'no' : 'yes'} | ${us(row.us)} | ${us(http.worstUs[i] ?? 0)} | ${((http.worstUs[i] ?? 0) / http.worstLookupUs).toFixed(1)} |`,
    ),
    '',
  ];
  const text = lines.join('\n');
  const folder = join(projectRoot(), 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'refund-search.md'), text);
  process.stdout.write(text);
} finally {
  data.remove();
}
