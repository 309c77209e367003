/**
 * The answers kept by entity tag (src/http/cache-policy.ts): counted by the memory they hold, so
 * that their bound is a bound on memory. V8 holds a string in Chinese in two bytes a character.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CACHED_ANSWER_BYTES, answerCache } from '../../src/http/cache-policy.js';

const kept = (head: string | Buffer) => ({ head, datasets: [] });

describe('the answer cache', () => {
  it('counts a head by the bytes it holds: two a character in Chinese, one in ASCII, a Buffer its length', () => {
    const cache = answerCache();
    cache.set('zh', kept(`{"name":"${'出口退税'.repeat(250)}"`));
    const chineseEntry = cache.totalSize;
    cache.set('en', kept(`{"name":"${'x'.repeat(1000)}"`));
    const asciiEntry = cache.totalSize - chineseEntry;
    cache.set('page', kept(Buffer.alloc(100_000)));
    const bufferEntry = cache.totalSize - chineseEntry - asciiEntry;
    // The same 1,010 characters each, and the same fixed cost an entry.
    assert.equal(chineseEntry - asciiEntry, 1010);
    assert.equal(bufferEntry - asciiEntry, 100_000 - 1010);
  });

  it('keeps no more than its bound of answers in Chinese, counted at two bytes a character', () => {
    const cache = answerCache();
    const megabyte = '退'.repeat(1024 * 1024);
    for (let i = 0; i < 20; i += 1) cache.set(`tag-${i}`, kept(`${megabyte}${i}`));
    assert.ok(cache.totalSize <= CACHED_ANSWER_BYTES, `${cache.totalSize} bytes kept`);
    // 2 MB each: 7 fit in 16 MB beside their fixed cost (counted at one byte a character, 15 would).
    assert.equal(cache.size, 7);
    assert.equal(cache.get('tag-19')?.head.length, 1024 * 1024 + 2);
  });
});
