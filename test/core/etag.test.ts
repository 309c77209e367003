/** Content ETags and If-None-Match with the weak comparison (RFC 9110 §13.1.2). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentEtag, ifNoneMatchHits } from '../../src/core/etag.js';

describe('ETags', () => {
  it('depend on every part and on the part boundaries', () => {
    assert.equal(contentEtag(['a', 'b']), contentEtag(['a', 'b']));
    assert.notEqual(contentEtag(['a', 'b']), contentEtag(['ab']));
    assert.notEqual(contentEtag(['a', 'b']), contentEtag(['a', 'c']));
  });
  it('match weakly, in lists, and *', () => {
    const tag = contentEtag(['x']);
    assert.ok(ifNoneMatchHits(tag, tag));
    assert.ok(ifNoneMatchHits(tag.slice(2), tag));
    assert.ok(ifNoneMatchHits(` "a" ,  ${tag} `, tag));
    assert.ok(ifNoneMatchHits('*', tag));
    assert.ok(!ifNoneMatchHits(undefined, tag));
    assert.ok(!ifNoneMatchHits('"a", W/"b"', tag));
  });
});
