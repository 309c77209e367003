/**
 * cbm: cubic metres and chargeable weight of carton rows (docs/tools/README.md). Dimensions are
 * converted to centimetres and weights to kilograms exactly (every unit here is an exact
 * multiple), volumes are exact. Air and express are weighed in the divisor's system (cm³ per kg,
 * or in³ per lb) and billed as the carrier rounds (billing.ts); LCL bills the greater of volume
 * and weight at the W/M ratio, and at least the forwarder's minimum. Divisors, the W/M ratio and
 * the 20GP volume come from the datasets unless the caller gives their own.
 */
import { type Decimal, dec, divide, divideExact, fromInteger, mul, sum } from '../../core/decimal.js';
import { code, count, quantity } from '../../core/figures.js';
import { convertRounded, convertToTerminating } from '../../core/units.js';
import { divisorOf, figureOf, requireCurrent } from '../kit/dataset-figures.js';
import type { CopyKeysOf, DatasetReader, Step, ToolResult, Warning } from '../kit/definition.js';
import { type Billing, SYSTEMS, type WeightSystem, billing, dimensionCm, grossIn } from './billing.js';
import type { CBM_COPY } from './copy.js';
import type { CbmInputs } from './inputs.js';
import type { CbmOutputs } from './outputs.js';

export type CbmStep = CopyKeysOf<
  typeof CBM_COPY,
  | 'cbm.row'
  | 'cbm.row_measured'
  | 'cbm.total'
  | 'cbm.lcl'
  | 'cbm.lcl_minimum'
  | 'cbm.air'
  | 'cbm.express'
  | 'cbm.billed_exact'
  | 'cbm.billed_half'
  | 'cbm.billed_whole'
>;
export type CbmWarning = CopyKeysOf<typeof CBM_COPY, 'cbm.more_than_20gp' | 'cbm.no_divisor'>;

/** 1 cm³ is 10⁻⁶ m³: multiplying by it is an exact shift of the decimal point. */
const M3_PER_CM3 = dec('0.000001');
const CM3_PER_M3 = dec('1000000');

const BILLED_STEP = {
  exact: 'cbm.billed_exact',
  'half-up': 'cbm.billed_half',
  'whole-up': 'cbm.billed_whole',
} as const;

/** A mode's divisor in the chosen system: the caller's, else the dataset's published one, else none. */
function divisorIn(
  inputs: CbmInputs,
  mode: 'air' | 'express',
  divisors: Parameters<typeof divisorOf>[0],
): Decimal | null {
  const given = mode === 'air' ? inputs.airDivisor : inputs.expressDivisor;
  if (given !== undefined) return fromInteger(given);
  if (inputs.divisorUnit === 'cm3/kg') return divisorOf(divisors, mode);
  return figureOf(divisors.rows, (row) => row.mode === mode, 'in3_per_lb');
}

/** A row as carriers measure it for the volumetric weight: each side up to a whole cm or inch (billing.ts). */
function measuredRowStep(
  row: CbmInputs['cartons'][number],
  index: number,
  lengthUnit: CbmInputs['lengthUnit'],
  system: WeightSystem,
): Step<CbmStep> {
  const side = (size: Decimal) => convertRounded(size, lengthUnit, system.length, 0, 'up');
  const [length, width, height] = [side(row.length), side(row.width), side(row.height)];
  const carton = mul(mul(length, width), height);
  return {
    id: 'cbm.row_measured',
    values: {
      row: count(fromInteger(index + 1)),
      length: quantity(length, system.length),
      width: quantity(width, system.length),
      height: quantity(height, system.length),
      cartonVolume: quantity(carton, system.cubic),
      quantity: count(fromInteger(row.quantity)),
      rowVolume: quantity(mul(carton, fromInteger(row.quantity)), system.cubic),
    },
  };
}

export function computeCbm(inputs: CbmInputs, data: DatasetReader): ToolResult<CbmStep, CbmWarning, CbmOutputs> {
  const { lengthUnit, weightUnit, mode } = inputs;
  const system = SYSTEMS[inputs.divisorUnit];
  const divisors = requireCurrent(data, 'divisors');
  const containers = requireCurrent(data, 'containers');
  const roundDimensions = inputs.dimensionRounding === 'whole-up';

  const steps: Step<CbmStep>[] = [];
  const rows = inputs.cartons.map((row, index) => {
    const length = convertToTerminating(row.length, lengthUnit, 'cm');
    const width = convertToTerminating(row.width, lengthUnit, 'cm');
    const height = convertToTerminating(row.height, lengthUnit, 'cm');
    const cartons = fromInteger(row.quantity);
    const cm3 = mul(mul(length, width), height);
    const perCartonVolume = mul(cm3, M3_PER_CM3);
    const gross = mul(convertToTerminating(row.grossWeight, weightUnit, 'kg'), cartons);
    // The volumetric weight measures each dimension as the carrier does (rounded up first, or not).
    const weighed = (size: Decimal) => dimensionCm(size, lengthUnit, system, roundDimensions);
    const weighedCm3 = roundDimensions ? mul(mul(weighed(row.length), weighed(row.width)), weighed(row.height)) : cm3;
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
    if (roundDimensions) steps.push(measuredRowStep(row, index, lengthUnit, system));
    return { cm3: mul(cm3, cartons), weighedCm3: mul(weighedCm3, cartons), perCartonVolume, gross };
  });

  const totalCm3 = sum(rows.map((r) => r.cm3));
  const totalVolume = mul(totalCm3, M3_PER_CM3);
  const totalGross = sum(rows.map((r) => r.gross));
  steps.push({
    id: 'cbm.total',
    values: { totalVolume: quantity(totalVolume, 'm3'), totalGrossWeight: quantity(totalGross, 'kg') },
  });

  // W/M: one revenue tonne is 1 m³ or `ratio` kg (the dataset's lcl row: 1000 cm³ per kg, so 1000 kg).
  const ratio =
    inputs.lclRatio === undefined
      ? divide(CM3_PER_M3, divisorOf(divisors, 'lcl'), 0, 'half-up')
      : fromInteger(inputs.lclRatio);
  const weightTonnes = divideExact(totalGross, ratio) ?? divide(totalGross, ratio, 3, 'up');
  const byVolume = totalVolume.gt(weightTonnes);
  const measured = byVolume ? totalVolume : weightTonnes;
  const minimum = inputs.lclMinimum;
  const belowMinimum = minimum !== undefined && minimum.gt(measured);
  const lclChargeable = belowMinimum ? minimum : measured;
  const lclBy = belowMinimum ? 'minimum' : byVolume ? 'volume' : 'weight';
  steps.push({
    id: 'cbm.lcl',
    values: {
      totalVolume: quantity(totalVolume, 'm3'),
      totalGrossWeight: quantity(totalGross, 'kg'),
      lclRatio: quantity(ratio, 'kg', { grouping: false }),
      weightTonnes: quantity(weightTonnes, 'rt'),
      measured: quantity(measured, 'rt'),
      lclBy: code(byVolume ? 'volume' : 'weight'),
    },
  });
  if (minimum !== undefined)
    steps.push({
      id: 'cbm.lcl_minimum',
      values: {
        lclMinimum: quantity(minimum, 'rt'),
        measured: quantity(measured, 'rt'),
        lclChargeable: quantity(lclChargeable, 'rt'),
      },
    });

  const weighedCm3 = sum(rows.map((r) => r.weighedCm3));
  const gross = grossIn(system, totalGross);
  const warnings: Warning<CbmWarning>[] = [];
  const outputs: CbmOutputs = {
    totalVolume: quantity(totalVolume, 'm3'),
    totalGrossWeight: quantity(totalGross, 'kg'),
    lclChargeable: quantity(lclChargeable, 'rt'),
    lclBy: code(lclBy),
  };
  const billed: Partial<Record<'air' | 'express', Billing>> = {};
  for (const each of ['air', 'express'] as const) {
    const divisor = divisorIn(inputs, each, divisors);
    if (divisor === null) {
      warnings.push({
        code: 'cbm.no_divisor',
        level: 'note',
        values: { mode: code(each), divisorUnit: code(inputs.divisorUnit) },
      });
      continue;
    }
    const result = billing(weighedCm3, divisor, gross, system, inputs.weightRounding);
    billed[each] = result;
    const volume =
      divideExact(weighedCm3, system.cm3PerCubic, 6) ?? divide(weighedCm3, system.cm3PerCubic, 2, 'half-up');
    steps.push({
      id: each === 'air' ? 'cbm.air' : 'cbm.express',
      values: {
        volume: quantity(volume, system.cubic),
        divisor: quantity(divisor, `${system.cubic}/${system.weight}`, { grouping: false }),
        volumetric: quantity(result.volumetric, system.weight),
        grossWeight: quantity(gross, system.weight),
        chargeable: quantity(result.chargeable, system.weight),
        by: code(result.by),
      },
    });
    outputs[`${each}Volumetric`] = quantity(result.volumetric, system.weight);
    outputs[`${each}Chargeable`] = quantity(result.chargeable, system.weight);
    outputs[`${each}Billed`] = quantity(result.billed, system.weight);
    outputs[`${each}By`] = code(result.by);
    steps.push({
      id: BILLED_STEP[inputs.weightRounding],
      values: { mode: code(each), billed: quantity(result.billed, system.weight) },
    });
  }
  // One carton size: its volume is a figure of the answer; over several rows it is not one figure.
  if (rows.length === 1 && rows[0]) outputs.perCartonVolume = quantity(rows[0].perCartonVolume, 'm3');
  const repeated =
    mode === 'lcl'
      ? quantity(lclChargeable, 'rt')
      : billed[mode]
        ? quantity(billed[mode].billed, system.weight)
        : undefined;
  if (repeated) outputs.chargeable = repeated;

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
