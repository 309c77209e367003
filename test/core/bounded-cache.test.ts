/** The bounded cache behind kept answers, entity tags and provenance texts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoundedCache } from '../../src/core/bounded-cache.js';

describe('bounded cache', () => {
  it('keeps the total size within its capacity, dropping the least recently used first', () => {
    const cache = new BoundedCache<string, string>(10, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    assert.equal(cache.get('a'), 'xxxx', 'a is now the most recently used');
    cache.set('c', 'xxxx');
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], ['xxxx', undefined, 'xxxx']);
    assert.equal(cache.totalSize, 8);
  });

  it('does not keep a value larger than the whole capacity, and replaces a key in place', () => {
    const cache = new BoundedCache<string, string>(5, (value) => value.length);
    cache.set('big', 'xxxxxx');
    assert.equal(cache.get('big'), undefined);
    cache.set('k', 'xx');
    cache.set('k', 'xxx');
    assert.deepEqual([cache.get('k'), cache.size, cache.totalSize], ['xxx', 1, 3]);
  });

  it('counts entries when no size is given', () => {
    const cache = new BoundedCache<number, number>(3);
    for (let i = 0; i < 10; i += 1) cache.set(i, i);
    assert.deepEqual([cache.size, cache.get(9), cache.get(6)], [3, 9, undefined]);
  });
});
