/**
 * cbm: cubic metres and chargeable weight of carton rows (api-v1 §4.4). Dimensions are
 * converted to centimetres and weights to kilograms exactly (every unit here is an exact
 * multiple), volumes are exact, and only a volumetric weight (a division by the divisor) is
 * rounded: to 0.01 kg, half-up. Divisors and the 20GP volume come from the datasets.
 */
import { type Decimal, dec, divide, fromInteger, mul, sum } from '../../core/decimal.js';
import { type Figure, code, count, quantity } from '../../core/figures.js';
import { convertToTerminating } from '../../core/units.js';
import { divisorOf, figureOf, requireCurrent } from '../kit/dataset-figures.js';
import type { CopyKeysOf, DatasetReader, Step, ToolResult, Warning } from '../kit/definition.js';
import type { CBM_COPY } from './copy.js';
import type { CbmInputs } from './inputs.js';

export type CbmStep = CopyKeysOf<typeof CBM_COPY, 'cbm.row' | 'cbm.total' | 'cbm.lcl' | 'cbm.air' | 'cbm.express'>;
export type CbmWarning = CopyKeysOf<typeof CBM_COPY, 'cbm.more_than_20gp'>;

/** 1 cm³ is 10⁻⁶ m³: multiplying by it is an exact shift of the decimal point. */
const M3_PER_CM3 = dec('0.000001');

/** The greater of volumetric and gross weight; on a tie the gross weight decides. */
function chargeable(volumetric: Decimal, gross: Decimal): { value: Decimal; by: 'volume' | 'weight' } {
  return volumetric.gt(gross) ? { value: volumetric, by: 'volume' } : { value: gross, by: 'weight' };
}

export function computeCbm(inputs: CbmInputs, data: DatasetReader): ToolResult<CbmStep, CbmWarning> {
  const { lengthUnit, weightUnit, mode } = inputs;
  const divisors = requireCurrent(data, 'divisors');
  const containers = requireCurrent(data, 'containers');
  const airDivisor = inputs.airDivisor === undefined ? divisorOf(divisors, 'air') : fromInteger(inputs.airDivisor);
  const expressDivisor = inputs.expressDivisor === undefined ? divisorOf(divisors, 'express') : fromInteger(inputs.expressDivisor);
  const lclDivisor = divisorOf(divisors, 'lcl');

  const steps: Step<CbmStep>[] = [];
  const rows = inputs.cartons.map((row, index) => {
    const length = convertToTerminating(row.length, lengthUnit, 'cm');
    const width = convertToTerminating(row.width, lengthUnit, 'cm');
    const height = convertToTerminating(row.height, lengthUnit, 'cm');
    const cartons = fromInteger(row.quantity);
    const cm3 = mul(mul(length, width), height);
    const perCartonVolume = mul(cm3, M3_PER_CM3);
    const gross = mul(convertToTerminating(row.grossWeight, weightUnit, 'kg'), cartons);
    steps.push({
      id: 'cbm.row',
      values: {
        row: count(fromInteger(index + 1)),
        length: quantity(length, 'cm'),
        width: quantity(width, 'cm'),
        height: quantity(height, 'cm'),
        quantity: count(cartons),
        perCartonVolume: quantity(perCartonVolume, 'm3'),
        rowVolume: quantity(mul(perCartonVolume, cartons), 'm3'),
        rowGrossWeight: quantity(gross, 'kg'),
      },
    });
    return { cm3: mul(cm3, cartons), perCartonVolume, gross };
  });

  const totalCm3 = sum(rows.map((r) => r.cm3));
  const totalVolume = mul(totalCm3, M3_PER_CM3);
  const totalGross = sum(rows.map((r) => r.gross));
  steps.push({ id: 'cbm.total', values: { totalVolume: quantity(totalVolume, 'm3'), totalGrossWeight: quantity(totalGross, 'kg') } });

  // W/M: one revenue tonne is 1 m³ or, by the divisor of the lcl row (1000 cm³ per kg), 1 t.
  const totalWeight = convertToTerminating(totalGross, 'kg', 't');
  const weightRevenueTonnes = mul(mul(totalGross, lclDivisor), M3_PER_CM3);
  const lcl = chargeable(totalVolume, weightRevenueTonnes);
  steps.push({
    id: 'cbm.lcl',
    values: { totalVolume: quantity(totalVolume, 'm3'), totalWeight: quantity(totalWeight, 't'), lclChargeable: quantity(lcl.value, 'rt'), lclBy: code(lcl.by) },
  });

  const volumetric = (divisor: Decimal) => divide(totalCm3, divisor, 2, 'half-up');
  const air = chargeable(volumetric(airDivisor), totalGross);
  const express = chargeable(volumetric(expressDivisor), totalGross);
  const common = { totalCm3: quantity(totalCm3, 'cm3'), totalGrossWeight: quantity(totalGross, 'kg') };
  steps.push({
    id: 'cbm.air',
    values: { ...common, airDivisor: quantity(airDivisor, 'cm3/kg', { grouping: false }), airVolumetric: quantity(volumetric(airDivisor), 'kg'), airChargeable: quantity(air.value, 'kg'), airBy: code(air.by) },
  });
  steps.push({
    id: 'cbm.express',
    values: { ...common, expressDivisor: quantity(expressDivisor, 'cm3/kg', { grouping: false }), expressVolumetric: quantity(volumetric(expressDivisor), 'kg'), expressChargeable: quantity(express.value, 'kg'), expressBy: code(express.by) },
  });

  const outputs: Record<string, Figure> = {
    totalVolume: quantity(totalVolume, 'm3'),
    totalGrossWeight: quantity(totalGross, 'kg'),
    lclChargeable: quantity(lcl.value, 'rt'),
    airVolumetric: quantity(volumetric(airDivisor), 'kg'),
    expressVolumetric: quantity(volumetric(expressDivisor), 'kg'),
    airChargeable: quantity(air.value, 'kg'),
    expressChargeable: quantity(express.value, 'kg'),
    lclBy: code(lcl.by),
    airBy: code(air.by),
    expressBy: code(express.by),
  };
  // One carton size: its volume is a figure of the answer; over several rows it is not one figure.
  if (rows.length === 1 && rows[0]) outputs.perCartonVolume = quantity(rows[0].perCartonVolume, 'm3');
  outputs.chargeable = mode === 'lcl' ? quantity(lcl.value, 'rt') : quantity((mode === 'air' ? air : express).value, 'kg');

  const warnings: Warning<CbmWarning>[] = [];
  const gp20 = figureOf(containers.rows, (row) => row.type === '20GP', 'capacity_m3');
  if (gp20 !== null && totalVolume.gt(gp20)) {
    warnings.push({
      code: 'cbm.more_than_20gp',
      level: 'hint',
      next: 'container-load',
      values: { totalVolume: quantity(totalVolume, 'm3'), gp20Volume: quantity(gp20, 'm3') },
    });
  }
  return { outputs, steps, warnings, read: [divisors, containers] };
}
