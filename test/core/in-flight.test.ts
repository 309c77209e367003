/** Requests in flight per sender (core/in-flight.ts): bounded, forgotten when none is left. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InFlight } from '../../src/core/in-flight.js';

describe('requests in flight', () => {
  it('counts up to the bound, says full there, and forgets a sender with none left', () => {
    const inFlight = new InFlight(2);
    assert.equal(inFlight.full('a'), false);
    assert.equal(inFlight.enter('a'), true);
    assert.equal(inFlight.enter('a'), true);
    assert.equal(inFlight.full('a'), true);
    assert.equal(inFlight.enter('a'), false);
    assert.equal(inFlight.full('b'), false);
    inFlight.leave('a');
    assert.equal(inFlight.full('a'), false);
    inFlight.leave('a');
    assert.equal(inFlight.senders, 0);
  });
});
