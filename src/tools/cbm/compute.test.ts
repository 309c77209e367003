/**
 * cbm's pure compute over the shipped divisors and containers. The worked case: ten cartons of
 * 60 × 40 × 40 cm at 15 kg. Air uses IATA's 6,000 cm³ per kg ("each 6,000 cubic centimeter/366
 * cubic inches equal one kilogram", Airports Authority of India, What is chargeable weight), express
 * DHL's 5,000, sea freight W/M: one revenue tonne per m³ or per 1,000 kg.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../core/decimal.js';
import { figureValue } from '../../../test/helpers/figure-value.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { computeCbm } from './compute.js';
import type { CbmInputs } from './inputs.js';

const carton = (length: string, width: string, height: string, grossWeight: string, quantity: number) => ({
  length: dec(length),
  width: dec(width),
  height: dec(height),
  grossWeight: dec(grossWeight),
  quantity,
});
const inputs = (cartons: CbmInputs['cartons'], extra: Partial<CbmInputs> = {}): CbmInputs => ({
  cartons,
  lengthUnit: 'cm',
  weightUnit: 'kg',
  mode: 'lcl',
  divisorUnit: 'cm3/kg',
  airDivisor: undefined,
  expressDivisor: undefined,
  weightRounding: 'exact',
  dimensionRounding: 'exact',
  lclRatio: undefined,
  lclMinimum: undefined,
  ...extra,
});
const value = figureValue;

describe('cbm compute', () => {
  it('works the textbook carton: 0.096 m³ each, 0.96 m³ and 150 kg in all', () => {
    const { outputs, steps } = computeCbm(inputs([carton('60', '40', '40', '15', 10)]), shippedReader());
    assert.equal(value(outputs.perCartonVolume), '0.096');
    assert.equal(value(outputs.totalVolume), '0.96');
    assert.equal(value(outputs.totalGrossWeight), '150');
    assert.equal(value(outputs.lclChargeable), '0.96');
    assert.equal(value(outputs.lclBy), 'volume');
    assert.equal(value(outputs.airVolumetric), '160');
    assert.equal(value(outputs.airChargeable), '160');
    assert.equal(value(outputs.expressVolumetric), '192');
    assert.deepEqual(
      steps.map((step) => step.id),
      ['cbm.row', 'cbm.total', 'cbm.lcl', 'cbm.air', 'cbm.billed_exact', 'cbm.express', 'cbm.billed_exact'],
    );
  });

  it('converts inches and pounds exactly before it multiplies', () => {
    const { outputs } = computeCbm(
      inputs([carton('10', '10', '10', '2.2', 1)], { lengthUnit: 'in', weightUnit: 'lb' }),
      shippedReader(),
    );
    assert.equal(value(outputs.totalVolume), '0.016387064');
    assert.equal(value(outputs.totalGrossWeight), '0.997903214');
  });

  it('lets the gross weight decide a tie, and a heavy lot go by weight', () => {
    const { outputs } = computeCbm(inputs([carton('100', '100', '100', '1000', 1)]), shippedReader());
    assert.equal(value(outputs.lclBy), 'weight');
    assert.equal(value(outputs.lclChargeable), '1');
  });

  it('never charges less than the gross weight or the volume (property)', () => {
    const size = fc.integer({ min: 1, max: 300 }).map(String);
    fc.assert(
      fc.property(
        size,
        size,
        size,
        fc.integer({ min: 0, max: 500 }).map(String),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1000, max: 9000 }),
        (l, w, h, kg, n, divisor) => {
          const { outputs } = computeCbm(inputs([carton(l, w, h, kg, n)], { airDivisor: divisor }), shippedReader());
          assert.ok(dec(value(outputs.airChargeable)).gte(dec(value(outputs.totalGrossWeight))));
          assert.ok(dec(value(outputs.lclChargeable)).gte(dec(value(outputs.totalVolume))));
        },
      ),
      { numRuns: 200 },
    );
  });
});
