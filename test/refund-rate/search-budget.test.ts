/**
 * A search's work is bounded by its step budget (src/refund-rate/search/search.ts), whatever `q`
 * is among those the route accepts (1 to 64 characters): counted in steps, never timed. Over the
 * real-size fixture's names (2,000 of them: its syllables and their ambiguity, real-size-search.ts),
 * in process and over HTTP, where a search stopped by its budget is a 200 that says so.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { SEARCH_MOST_CHARS, hasSearchTerm, searchTerms } from '../../src/refund-rate/search/query.js';
import type { SearchIndex } from '../../src/refund-rate/search/search-index.js';
import { SEARCH_STEP_BUDGET, type SearchResult, searchLibrary } from '../../src/refund-rate/search/search.js';
import { generateRealSizeLibrary } from '../fixtures/refund-library-real-size.js';
import { serviceApp } from '../helpers/app.js';
import { realSizeSearchIndex } from './real-size-search.js';

const NAMES = 2_000;
/** A page at its largest (the route's `limit`). */
const PAGE = 100;

/** The costliest searches found: pinyin no syllable ends, ambiguous runs, a character in every name, many terms. */
const WORST = [
  `${'an'.repeat(31)}av`,
  'xian'.repeat(16),
  'zhuang'.repeat(10) + 'zhua',
  'xingx'.repeat(12) + 'xing',
  '型'.repeat(64),
  '型有'.repeat(32),
  'xing xin xi x xing1 xin1 xi1 x1 xing2 xin2 xi2 x2 xing3 xin3 xin',
  'a b c d e f g h j k l m n o p q r s t w x y z a1 b1 c1 d1 e1 f1',
  '型 '.repeat(32).trim(),
  '9'.repeat(64),
  'x',
  '型',
];

let index: SearchIndex;

function searched(q: string): SearchResult {
  return searchLibrary(index, searchTerms(q, index.simplified));
}

/**
 * The most a search may pass its budget by: the work it was doing when the budget ran out is
 * finished (a merge of two lists of every entry, or one candidate's name tried).
 */
const slack = () => 2 * index.entries.length + 64 * 64 * 8;

function assertBounded(q: string): SearchResult {
  const found = searched(q);
  assert.ok(found.steps() <= SEARCH_STEP_BUDGET + slack(), `${q}: ${found.steps()} steps to try`);
  const tried = found.steps();
  found.hits(0, PAGE);
  // A page of hits, each worked out once more: never more than a second budget.
  assert.ok(found.steps() - tried <= SEARCH_STEP_BUDGET, `${q}: ${found.steps() - tried} steps for the page`);
  return found;
}

describe('a search within its step budget', () => {
  before(async () => {
    index = await realSizeSearchIndex(NAMES);
  });

  it('tries the worst searches accepted within the budget, saying when it stopped', () => {
    for (const q of WORST) {
      assert.ok(q.length <= SEARCH_MOST_CHARS && hasSearchTerm(q), q);
      assertBounded(q);
    }
    // A character of every name, 64 times, is the costliest: stopped, with what it found until then.
    assert.equal(searched('型'.repeat(64)).complete, false);
    // Ordinary searches are complete.
    for (const q of ['保温杯', 'baowenbei', 'bwb', '不锈钢 保温杯', '9900', 'buxiugang baowenbei', '型'])
      assert.equal(searched(q).complete, true, q);
  });

  it('tries any search of 1 to 64 characters the route accepts within the budget', () => {
    const names = index.entries.map((entry) => entry.name).join('');
    const unit = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzv') },
      { weight: 2, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: fc.constantFrom(' ', '1', '9', '.', 'ǎ', 'Ü', 'ａ', 'ﬃ', '㎈', '型') },
    );
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: SEARCH_MOST_CHARS }), (q) => {
        fc.pre(hasSearchTerm(q));
        assertBounded(q);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the worst searches over HTTP', () => {
  let app: FastifyInstance;

  before(async () => {
    index = await realSizeSearchIndex(NAMES);
    const dataDir = mkdtempSync(join(tmpdir(), 'search-budget-'));
    const library = generateRealSizeLibrary(mkdtempSync(join(tmpdir(), 'search-budget-lib-')), {
      names: NAMES,
      records: NAMES,
    });
    const [version] = await refundRatesImporter.read(library.folder, { published: '2026-06-10', edition: 'BUDGET' });
    if (!version) throw new Error('the fixture library imported no version');
    await writeVersion(dataDir, version);
    app = await serviceApp({ DATA_DIR: dataDir, FETCH: 'off' });
  });
  after(() => app?.close());

  it('answers each with a 200, the hits found, and a note when the budget stopped it', async () => {
    for (const q of WORST) {
      const answer = await app.inject({
        method: 'GET',
        url: `/v1/refund-rate/search?q=${encodeURIComponent(q)}&lang=en`,
      });
      assert.equal(answer.statusCode, 200, `${q}: ${answer.body.slice(0, 200)}`);
      const body = answer.json();
      const expected = searched(q);
      assert.equal(body.search.total, expected.total, q);
      const stopped = body.notes.find((note: { key: string }) => note.key === 'refund_rate.note.search_stopped');
      assert.equal(stopped === undefined, expected.complete, q);
      if (stopped) assert.match(stopped.text, /stopped before it had tried every code/);
    }
  });
});
