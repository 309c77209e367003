/**
 * The packing list (docs/quote.md, The packing list): each line's cartons, ceil(quantity ÷ units
 * per carton), the last one's count when it is not full, the carton numbers running on from line
 * to line (C/NO. 1-25, 26-60, as maitou numbers a mark), the weights, and the measurement in m³
 * as cbm computes it for those cartons (its compute is called, never re-derived): for each line
 * and for the whole shipment. The marks are maitou's lines for each line's cartons. A last carton
 * not full holds its share of a full carton's net weight (rounded half-up to the gram when it does
 * not come out exactly) and the same packing: its gross weight is that net weight and the tare.
 */
import { type Decimal, divide, divideExact, fromInteger, mul, sub, sum, toPlain } from '../core/decimal.js';
import { issue, type Issue, Refusal } from '../core/issues.js';
import { convertToTerminating } from '../core/units.js';
import { computeCbm } from '../tools/cbm/compute.js';
import type { CbmInputs } from '../tools/cbm/inputs.js';
import type { LoadedVersion } from '../datasets/store.js';
import type { DatasetReader } from '../tools/kit/definition.js';
import { computeMaitou } from '../tools/maitou/compute.js';
import { cartonRange } from '../tools/maitou/numbering.js';
import { englishNumber } from './amount-words-en.js';
import type { QuoteRequest, RequestLine } from './read-request.js';
import { LINE_STEPS, type Turns } from './turns.js';

/** Cartons one line may fill: as many as one maitou mark numbers. */
const MAX_CARTONS = 100_000;

type Packing = NonNullable<RequestLine['packing']>;
type CartonRow = CbmInputs['cartons'][number];

interface PackingLine {
  line: string;
  product: string;
  model?: string;
  cartonNumbers: { first: string; last: string; text: string };
  cartons: string;
  unitsPerCarton: string;
  quantity: string;
  unit?: string;
  lastCarton?: { units: string; netWeight: string; grossWeight: string };
  /** One full carton, in cm and kg. */
  carton: { length: string; width: string; height: string; grossWeight: string; netWeight: string };
  netWeight: string;
  grossWeight: string;
  measurement: string;
  marks: string[];
}

export interface PackingList {
  lines: PackingLine[];
  totals: { cartons: string; netWeight: string; grossWeight: string; measurement: string; cartonsInWords: string };
  /** The cartons as cbm takes them (cm, kg), for the links. */
  rows: CartonRow[];
  /** The same rows, each named by its line's product: load-plan's cartons, for its link. */
  namedRows: Array<CartonRow & { name: string }>;
  /** The datasets cbm read (its divisors and containers). */
  read: LoadedVersion[];
}

const cm = (value: Decimal, packing: Packing) => convertToTerminating(value, packing.lengthUnit, 'cm');
const kg = (value: Decimal, packing: Packing) => convertToTerminating(value, packing.weightUnit, 'kg');

/** cbm's answer for carton rows in cm and kg, with its defaults: the volume (m³) and the gross weight (kg). */
function cbmOf(rows: CartonRow[], data: DatasetReader): { volume: string; gross: string; read: LoadedVersion[] } {
  const inputs: CbmInputs = {
    cartons: rows,
    lengthUnit: 'cm',
    weightUnit: 'kg',
    mode: 'lcl',
    divisorUnit: 'cm3/kg',
    weightRounding: 'exact',
    dimensionRounding: 'exact',
    airDivisor: undefined,
    expressDivisor: undefined,
    lclRatio: undefined,
    lclMinimum: undefined,
  };
  const { outputs, read } = computeCbm(inputs, data);
  const { totalVolume, totalGrossWeight } = outputs;
  // cbm always answers both (tools/cbm/compute.ts).
  if (!totalVolume || !totalGrossWeight) throw new Error('cbm answered no total');
  return { volume: totalVolume.value, gross: totalGrossWeight.value, read };
}

/** A line's cartons: how many, the last one's units and weights, and cbm's rows. */
function cartonsOf(line: RequestLine, packing: Packing) {
  const perCarton = fromInteger(packing.unitsPerCarton);
  const cartons = divide(line.quantity, perCarton, 0, 'ceil');
  const full = divide(line.quantity, perCarton, 0, 'floor');
  const lastUnits = sub(line.quantity, mul(full, perCarton));
  const size = {
    length: cm(packing.length, packing),
    width: cm(packing.width, packing),
    height: cm(packing.height, packing),
  };
  const gross = kg(packing.grossWeight, packing);
  const net = kg(packing.netWeight, packing);
  const rows: CartonRow[] = full.isZero() ? [] : [{ ...size, grossWeight: gross, quantity: Number(toPlain(full)) }];
  if (lastUnits.isZero()) return { cartons, size, gross, net, rows, netTotal: mul(net, full) };
  const lastNet = divideExact(mul(net, lastUnits), perCarton) ?? divide(mul(net, lastUnits), perCarton, 3, 'half-up');
  const lastGross = sum([lastNet, sub(gross, net)]);
  rows.push({ ...size, grossWeight: lastGross, quantity: 1 });
  return {
    cartons,
    size,
    gross,
    net,
    rows,
    netTotal: sum([mul(net, full), lastNet]),
    last: { units: toPlain(lastUnits), netWeight: toPlain(lastNet), grossWeight: toPlain(lastGross) },
  };
}

/** maitou's lines for a line's cartons, its carton numbers those of the packing list. */
function marksOf(request: QuoteRequest, packing: Packing, cartons: number, numbers: string): string[] {
  const result = computeMaitou({
    cartons,
    length: packing.length,
    width: packing.width,
    height: packing.height,
    grossWeight: packing.grossWeight,
    netWeight: packing.netWeight,
    lengthUnit: packing.lengthUnit,
    weightUnit: packing.weightUnit,
    lines: request.marks?.lines ?? [],
    capitals: request.marks?.capitals ?? false,
  });
  return result.steps.flatMap((step) => {
    if (step.id === 'maitou.numbering') return [numbers];
    return step.id === 'maitou.layout' || step.texts?.text === undefined ? [] : [step.texts.text];
  });
}

/** maitou's refusals at the request's paths: a carton's weights at the line's, the mark's lines at marks. */
function marksRefused(error: Refusal, index: number): Issue[] {
  return error.issues.map((each) => ({
    ...each,
    path: each.path.startsWith('lines.') ? `marks.${each.path}` : `lines.${index}.packing.${each.path}`,
  }));
}

/** The packing list of a quote whose lines are all packed, or a Refusal with every line's issues. */
export async function packingList(request: QuoteRequest, data: DatasetReader, turns: Turns): Promise<PackingList> {
  const issues: Issue[] = [];
  const lines: PackingLine[] = [];
  const rows: CartonRow[] = [];
  const namedRows: PackingList['namedRows'] = [];
  const net: Decimal[] = [];
  let numbered = 0;
  for (const [index, line] of request.lines.entries()) {
    const { packing } = line;
    if (packing === undefined) throw new Error('a packing list of lines not all packed');
    const cartons = cartonsOf(line, packing);
    if (cartons.cartons.gt(fromInteger(MAX_CARTONS))) {
      issues.push(
        issue(`lines.${index}.packing.unitsPerCarton`, 'quote.cartons_too_many', {
          cartons: toPlain(cartons.cartons),
          max: MAX_CARTONS,
        }),
      );
      continue;
    }
    const count = Number(toPlain(cartons.cartons));
    const first = String(numbered + 1);
    const last = String(numbered + count);
    numbered += count;
    const numbers = cartonRange(first, last);
    let marks: string[] = [];
    try {
      marks = marksOf(request, packing, count, numbers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      issues.push(...marksRefused(error, index));
    }
    const measured = cbmOf(cartons.rows, data);
    await turns.spent(LINE_STEPS.marks + LINE_STEPS.cartons);
    rows.push(...cartons.rows);
    net.push(cartons.netTotal);
    const { product } = line;
    namedRows.push(...cartons.rows.map((row) => ({ ...row, name: product.name ?? '' })));
    lines.push({
      line: String(index + 1),
      product: product.name ?? '',
      ...(product.model === undefined ? {} : { model: product.model }),
      cartonNumbers: { first, last, text: numbers },
      cartons: toPlain(cartons.cartons),
      unitsPerCarton: String(packing.unitsPerCarton),
      quantity: toPlain(line.quantity),
      ...(product.unit === undefined ? {} : { unit: product.unit }),
      ...(cartons.last === undefined ? {} : { lastCarton: cartons.last }),
      carton: {
        length: toPlain(cartons.size.length),
        width: toPlain(cartons.size.width),
        height: toPlain(cartons.size.height),
        grossWeight: toPlain(cartons.gross),
        netWeight: toPlain(cartons.net),
      },
      netWeight: toPlain(cartons.netTotal),
      grossWeight: measured.gross,
      measurement: measured.volume,
      marks,
    });
  }
  if (issues.length > 0) throw new Refusal(issues);
  const whole = cbmOf(rows, data);
  await turns.spent(LINE_STEPS.cartons);
  return {
    lines,
    rows,
    namedRows,
    read: whole.read,
    totals: {
      cartons: String(numbered),
      netWeight: toPlain(sum(net)),
      grossWeight: whole.gross,
      measurement: whole.volume,
      cartonsInWords: `SAY ${englishNumber(BigInt(numbered))} CARTONS ONLY`,
    },
  };
}
