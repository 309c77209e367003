/**
 * maitou's pure compute. The main mark follows UN/ECE Recommendation No. 15 (Simpler Shipping
 * Marks: the consignee's initials, a reference, the destination, the package numbers); the side
 * mark gives gross and net weight and measurement as written, in kg and cm.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec } from '../../core/decimal.js';

import { computeMaitou } from './compute.js';
import type { MaitouInputs } from './inputs.js';
import { Refusal } from '../../core/issues.js';

const inputs = (extra: Partial<MaitouInputs> = {}): MaitouInputs => ({
  cartons: 25,
  length: dec('60'),
  width: dec('40'),
  height: dec('40'),
  grossWeight: dec('15'),
  netWeight: dec('13.5'),
  lengthUnit: 'cm',
  weightUnit: 'kg',
  lines: [{ text: 'ABC co.' }, { text: 'HAMBURG' }],
  capitals: false,
  ...extra,
});
const printed = (answer: ReturnType<typeof computeMaitou>) =>
  answer.steps.flatMap((step) => (step.texts?.text === undefined ? [] : [step.texts.text]));

describe('maitou compute', () => {
  it('prints the main mark, the carton numbers and the side mark', () => {
    assert.deepEqual(printed(computeMaitou(inputs())), [
      'ABC co.',
      'HAMBURG',
      'C/NO. 1-25',
      'G.W. 15 kg',
      'N.W. 13.5 kg',
      'MEAS. 60 x 40 x 40 cm',
    ]);
  });

  it('writes inches and pounds in cm and kg exactly, and capitals when asked', () => {
    const lines = printed(
      computeMaitou(
        inputs({
          lengthUnit: 'in',
          weightUnit: 'lb',
          length: dec('10'),
          width: dec('10'),
          height: dec('10'),
          grossWeight: dec('10'),
          netWeight: dec('9'),
          capitals: true,
        }),
      ),
    );
    assert.deepEqual(lines.slice(0, 1), ['ABC CO.']);
    assert.deepEqual(lines.slice(3), ['G.W. 4.5359237 kg', 'N.W. 4.08233133 kg', 'MEAS. 25.4 x 25.4 x 25.4 cm']);
  });

  it('refuses a net weight above the gross and an unprintable line, together', () => {
    assert.throws(
      () => computeMaitou(inputs({ netWeight: dec('16'), lines: [{ text: 'A\nB' }] })),
      (error: unknown) =>
        error instanceof Refusal && error.issues.map((i) => i.path).join() === 'netWeight,lines.0.text',
    );
  });
});
