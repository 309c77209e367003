/**
 * The mix of container types (mix.ts): the worked cases (1,500 cartons of 60 × 40 × 40 cm:
 * 2 × 40HQ + 1 × 20GP, not 3 × 40HQ nor a 45HQ pair), and as properties: it holds the
 * quantity, in the fewest containers, and no mix of as many holds it with more 20GP.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { containerMix } from './mix.js';

const WORKED = new Map([
  ['20GP', 280],
  ['40GP', 590],
  ['40HQ', 700],
] as const);

const counts = (parts: ReturnType<typeof containerMix>) =>
  Object.fromEntries((parts ?? []).map((part) => [part.type, part.count]));

describe('a mix of container types', () => {
  it('puts 1,500 cartons in 2 × 40HQ + 1 × 20GP, 1,000 in 2 × 40GP, and one container’s worth in none', () => {
    assert.deepEqual(counts(containerMix(1500, WORKED)), { '40HQ': 2, '20GP': 1 });
    assert.deepEqual(counts(containerMix(1000, WORKED)), { '40GP': 2 });
    assert.deepEqual(counts(containerMix(1400, WORKED)), { '40HQ': 2 });
    assert.equal(containerMix(700, WORKED), null);
    assert.equal(containerMix(5, new Map()), null);
  });

  it('holds the quantity in the fewest containers, and within them the fewest TEU (property)', () => {
    const holds = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(holds, holds, holds, fc.integer({ min: 1, max: 400 }), (p20, p40, pHq, quantity) => {
        const mix = containerMix(
          quantity,
          new Map([
            ['20GP', p20],
            ['40GP', p40],
            ['40HQ', pHq],
          ] as const),
        );
        const most = Math.max(p20, p40, pHq);
        if (most === 0 || Math.ceil(quantity / most) < 2) return assert.equal(mix, null);
        assert.ok(mix);
        const per = { '20GP': p20, '40GP': p40, '40HQ': pHq };
        const boxes = mix.reduce((sum, part) => sum + part.count, 0);
        assert.ok(mix.reduce((sum, part) => sum + part.count * per[part.type], 0) >= quantity);
        assert.equal(boxes, Math.ceil(quantity / most));
        // No mix of as many containers holding the quantity has more 20GP (each a TEU less).
        const twenties = mix.find((part) => part.type === '20GP')?.count ?? 0;
        for (let more = twenties + 1; more <= boxes; more += 1)
          assert.ok(more * p20 + (boxes - more) * Math.max(p40, pHq) < quantity || p20 === 0, `${more}`);
      }),
      { numRuns: 500 },
    );
  });
});
