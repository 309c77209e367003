/**
 * Searching the refund library (src/refund-rate/search/): each form of query the route takes, the
 * ranking, Traditional input, highlights checked against the names, base codes and their
 * children, on the search fixture's tariff-style names (test/fixtures/refund-search-names.ts).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { pinyin } from 'pinyin-pro';
import { buildLibraryIndex } from '../../src/refund-rate/library-index.js';
import { hasSearchTerm, searchTerms } from '../../src/refund-rate/search/query.js';
import { type SearchIndex, buildSearchIndex } from '../../src/refund-rate/search/search-index.js';
import { type SearchHit, searchLibrary } from '../../src/refund-rate/search/search.js';
import { SEARCH_NAMES } from '../fixtures/refund-search-names.js';

let index: SearchIndex;

/** The library's rows as the importer gives them: code, name, one period. */
/** A made-up name with a character past U+FFFF (𠀾, CJK Extension B), as a few real names have. */
const RARE = { code: '9999000001', name: '测试用𠀾字商品' };
const ROWS = [...SEARCH_NAMES, RARE].map(({ code, name }) => ({
  code,
  name,
  from: '2025-01-01',
  to: null,
  refund_rate: '13.00',
}));

function search(q: string): SearchHit[] {
  const found = searchLibrary(index, searchTerms(q, index.simplified));
  return found.hits(0, found.total);
}
const codesOf = (hits: readonly SearchHit[]) => hits.map((hit) => index.entries[hit.entry]?.code);
const nameOf = (code: string) => SEARCH_NAMES.find((entry) => entry.code === code)?.name ?? '';
const marked = (hit: SearchHit) => {
  const name = index.entries[hit.entry]?.name ?? '';
  return hit.name_ranges.map(([start, end]) => name.slice(start, end));
};

describe('refund library search', () => {
  before(async () => {
    index = await buildSearchIndex(buildLibraryIndex(ROWS));
  });

  it('indexes every listed code once, in code order', () => {
    assert.equal(index.entries.length, SEARCH_NAMES.length + 1);
    const codes = index.entries.map((entry) => entry.code);
    assert.deepEqual(codes, [...codes].sort());
  });

  it('finds a code exactly first, then the codes under it', () => {
    const hits = search('8516710010');
    assert.deepEqual(codesOf(hits), ['8516710010', '851671001001']);
    assert.deepEqual(
      hits.map((hit) => hit.matched),
      ['code_exact', 'code_prefix'],
    );
    assert.equal(hits[0]?.code_digits, 10);
  });

  it('reads the start of a code with dots or spaces in it, in code order', () => {
    const expected = SEARCH_NAMES.filter((entry) => entry.code.startsWith('851671')).map((entry) => entry.code);
    assert.ok(expected.length >= 3);
    assert.deepEqual(codesOf(search('8516.71')), expected);
    assert.deepEqual(codesOf(search('851671')), expected);
    assert.deepEqual(codesOf(search('8516 71')), expected);
    assert.deepEqual(
      codesOf(search('8516 7')),
      SEARCH_NAMES.filter((entry) => entry.code.startsWith('85167')).map((entry) => entry.code),
    );
  });

  it('finds Chinese words anywhere in the name, every word, in any order, and marks them', () => {
    const hits = search('保温杯');
    assert.ok(hits.length >= 3);
    for (const hit of hits) {
      assert.ok(index.entries[hit.entry]?.name.includes('保温杯'));
      assert.deepEqual(marked(hit), ['保温杯']);
    }
    const both = codesOf(search('不锈钢 保温杯'));
    assert.deepEqual(codesOf(search('保温杯 不锈钢')), both);
    assert.ok(both.includes('96170019001'));
    for (const code of both) assert.ok(nameOf(code ?? '').includes('不锈钢') && nameOf(code ?? '').includes('保温杯'));
  });

  it('finds words written together that the name has apart (不锈钢保温杯 in 不锈钢真空保温杯)', () => {
    const hits = search('不锈钢保温杯');
    const hit = hits.find((each) => index.entries[each.entry]?.code === '96170019001');
    assert.ok(hit, JSON.stringify(codesOf(hits)));
    assert.deepEqual(marked(hit), ['不锈钢', '保温杯']);
  });

  it('leaves Simplified text as it is: no name of the library is rewritten (外接 stays 外接)', () => {
    for (const { name } of SEARCH_NAMES) assert.equal(index.simplified(name), name);
    assert.deepEqual(codesOf(search('外接')), ['8470100000']);
  });

  it('finds a name by a character past U+FFFF, and marks it whole', () => {
    const hits = search('𠀾字');
    assert.deepEqual(codesOf(hits), [RARE.code]);
    assert.deepEqual(marked(hits[0] as SearchHit), ['𠀾字']);
  });

  it('reads Traditional characters as Simplified', () => {
    assert.deepEqual(codesOf(search('不鏽鋼保溫杯')), codesOf(search('不锈钢保温杯')));
    assert.deepEqual(codesOf(search('鋰離子蓄電池')), codesOf(search('锂离子蓄电池')));
    // A Taiwan word: 發光二極體 is 发光二极管.
    assert.deepEqual(codesOf(search('發光二極體')), codesOf(search('发光二极管')));
  });

  it('ranks names starting with the words before names holding them, ties in code order', () => {
    const hits = search('锂离子蓄电池');
    const tiers = hits.map((hit) => hit.matched);
    assert.equal(tiers[0], 'name_start');
    assert.ok(tiers.includes('name'));
    assert.deepEqual(
      tiers,
      [...tiers].sort((a, b) => (a === b ? 0 : a === 'name_start' ? -1 : 1)),
    );
    const starting = hits.filter((hit) => hit.matched === 'name_start').map((hit) => hit.entry);
    assert.deepEqual(
      starting,
      [...starting].sort((a, b) => a - b),
    );
    // The base code 85076000 appears once, not once for each of its children.
    assert.equal(codesOf(hits).filter((code) => code === '85076000').length, 1);
  });

  it('finds names by full pinyin, with or without spaces and tones, and by initials', () => {
    const want = '96170019001';
    for (const q of [
      'buxiugang baowenbei',
      'buxiugangzhenkongbaowenbei',
      'bxg bwb',
      'bao3wen1bei1 bu4xiu4gang1',
      'bǎowēnbēi bùxiùgāng',
      'buxiug baowenbe',
    ]) {
      const hits = search(q);
      assert.ok(codesOf(hits).includes(want), `${q}: ${JSON.stringify(codesOf(hits).slice(0, 5))}`);
      assert.ok(hits.every((hit) => hit.matched === 'pinyin'));
    }
    const hit = search('baowenbei').find((each) => index.entries[each.entry]?.code === want);
    assert.ok(hit);
    assert.deepEqual(marked(hit), ['保温杯']);
  });

  it('finds by pinyin only names where the syllables read characters next to each other', () => {
    // Two characters of a name three apart: their pinyin together must not find that name by them.
    let tried = 0;
    for (const { name } of SEARCH_NAMES) {
      const han = [...name].filter((char) => /\p{Script=Han}/u.test(char));
      for (let i = 0; i + 3 < han.length; i += 2) {
        const q = pinyin(`${han[i]}${han[i + 3]}`, { toneType: 'none', type: 'array', v: true }).join('');
        for (const hit of search(q)) assert.ok(hit.name_ranges.length > 0, `${q}: ${index.entries[hit.entry]?.name}`);
        tried += 1;
      }
    }
    assert.ok(tried > 300);
  });

  it('takes every reading of a character that has several (行 xing, 长 chang)', () => {
    assert.ok(codesOf(search('zixingche')).includes('8711600010'));
    assert.ok(search('changtongwa').some((hit) => index.entries[hit.entry]?.name.includes('长筒袜')));
  });

  it('matches Latin letters in a name as themselves (LED, USB)', () => {
    const led = search('LED');
    assert.ok(led.length >= 3);
    for (const hit of led) assert.deepEqual(marked(hit), ['LED']);
    assert.ok(codesOf(search('usb')).includes('85235110001'));
  });

  it('takes words and a code together (保温 9617)', () => {
    const hits = search('保温 9617');
    assert.ok(hits.length >= 2);
    for (const hit of hits) {
      const entry = index.entries[hit.entry];
      assert.ok(entry?.code.startsWith('9617') && entry.name.includes('保温'), entry?.code);
      assert.equal(hit.matched, 'code_prefix');
      assert.equal(hit.code_digits, 4);
    }
  });

  it('finds nothing, not everything, for words no name has', () => {
    assert.deepEqual(search('量子计算机'), []);
    assert.deepEqual(search('qqqq'), []);
    assert.deepEqual(search('00000000'), []);
  });

  it('refuses only what holds nothing to search for', () => {
    for (const q of ['保温杯', 'bwb', '8516', '  x ', '（LED）']) assert.equal(hasSearchTerm(q), true, q);
    for (const q of ['', '   ', '。，！', '...', '---', '()']) assert.equal(hasSearchTerm(q), false, q);
  });

  it('finds any part of any name it holds, and marks exactly that part', () => {
    const named = SEARCH_NAMES.filter((entry) => /^\p{Script=Han}{4,}/u.test(entry.name));
    fc.assert(
      fc.property(fc.constantFrom(...named), fc.nat(), fc.integer({ min: 2, max: 4 }), (entry, startSeed, length) => {
        const hanRun = entry.name.match(/^\p{Script=Han}+/u)?.[0] ?? '';
        const start = startSeed % Math.max(1, hanRun.length - length + 1);
        const part = hanRun.slice(start, start + length);
        const hit = search(part).find((each) => index.entries[each.entry]?.code === entry.code);
        assert.ok(hit, `${part} finds ${entry.code}`);
        assert.deepEqual(marked(hit), [part]);
        assert.equal(hit.matched, entry.name.startsWith(part) ? 'name_start' : 'name');
      }),
      { numRuns: 300 },
    );
  });
});
