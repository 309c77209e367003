/**
 * container-load against proven bounds and independent plans (issue 33): the five cartons the
 * issue measured, in the shipped containers (Hapag-Lloyd's inside sizes and doors), each loaded at
 * least as well as the independent method did, and the first three reported proven optimal.
 * 500 × 400 × 300 is the commonest export carton: 9 layers of 138 fill a 40HQ's 2,700 mm exactly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toolSuite, valuesOf } from '../helpers/tools.js';

interface Case {
  carton: [number, number, number];
  type: string;
  upright: boolean;
  /** What the independent method packed. */
  independent: number;
  proven: boolean;
}

const CASES: Case[] = [
  { carton: [500, 400, 300], type: '40HQ', upright: false, independent: 1242, proven: true },
  { carton: [500, 400, 300], type: '40GP', upright: false, independent: 1058, proven: true },
  // 8 layers of 78: the exact floor pattern; Barnes's bound on the floor proves no more than 78 a layer.
  { carton: [685, 250, 280], type: '20GP', upright: true, independent: 624, proven: true },
  // Walls: 3 of 169 cartons 392 mm deep and 27 of 81 cartons 174 mm deep.
  { carton: [392, 174, 174], type: '20GP', upright: false, independent: 2694, proven: false },
  { carton: [730, 260, 290], type: '40HQ', upright: false, independent: 1359, proven: false },
];

describe('container-load against bounds and independent plans (issue 33)', () => {
  const suite = toolSuite();
  for (const { carton, type, upright, independent, proven } of CASES) {
    const name = `${carton.join(' × ')} mm in a ${type}, ${upright ? 'upright' : 'any side up'}: at least ${independent}${proven ? ', proven optimal' : ''}`;
    it(name, async () => {
      const [length, width, height] = carton.map(String);
      const { response, body } = await suite.compute('container-load', {
        length,
        width,
        height,
        lengthUnit: 'mm',
        grossWeight: '1',
        containerType: type,
        upright,
      });
      assert.equal(response.statusCode, 200);
      const values = valuesOf(body);
      const loaded = Number(values[`perContainer${type}`]);
      assert.ok(loaded >= independent, `${loaded} < ${independent}`);
      assert.ok(loaded <= Number(values[`bound${type}`]));
      if (proven) {
        assert.equal(values[`bound${type}`], String(loaded));
        assert.equal(values[`shortAtMost${type}`], '0');
        assert.ok(body.steps.some((step: { id: string }) => step.id === 'container-load.optimal'));
      }
    });
  }
});
