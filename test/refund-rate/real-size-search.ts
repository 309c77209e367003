/**
 * The search index of the real-size fixture's names (test/fixtures/refund-library-real-size.ts),
 * built in memory from rows, one per number of names, kept for the test process. The first
 * 3,755 names already hold every character of the fixture's model words (GB2312's first level),
 * so 2,000 names read nearly all its syllables (396 of 403) and the same ambiguous pairs (xian
 * and xi an, an and a n): what makes pinyin costly is there without 32,000 names.
 */
import { buildLibraryIndex } from '../../src/refund-rate/library-index.js';
import { type SearchIndex, buildSearchIndex } from '../../src/refund-rate/search/search-index.js';
import { realSizeCode, realSizeName } from '../fixtures/refund-library-real-size.js';

const built = new Map<number, Promise<SearchIndex>>();

export function realSizeSearchIndex(names: number): Promise<SearchIndex> {
  const known = built.get(names);
  if (known) return known;
  const rows = Array.from({ length: names }, (_, i) => ({
    code: realSizeCode(i),
    name: realSizeName(i),
    from: '2025-01-01',
    to: null,
    refund_rate: '13.00',
  }));
  const index = buildSearchIndex(buildLibraryIndex(rows));
  built.set(names, index);
  return index;
}
