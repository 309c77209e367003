/**
 * fx-convert: an amount of foreign currency in CNY at the RMB central parity of the current
 * version, against the bank's buying rate and against the caller's own earlier rate or
 * midpoint (docs/tools/fx-convert.md). Every rate is read and shown in the publisher's
 * quotation (per 100 JPY; 1 CNY = x MYR), never inverted; each CNY amount is rounded once to
 * the fen, half-up, and the differences are taken between rounded amounts so they add up.
 */
import { type Decimal, abs, dec, mul, sub } from '../../core/decimal.js';
import { type Figure, type RateFigure, date, money, ratio } from '../../core/figures.js';
import { Money, minus } from '../../core/money.js';
import { issue, type Issue, Refusal } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { type CopyKeysOf, type DatasetReader, type Step, type ToolResult, type Warning } from '../kit/definition.js';
import { atRate, changeFrom, parityOrIssue, rateLike, shareOf } from '../kit/fx-figures.js';
import { type Parity, parityInForce, rateOf, toCny } from '../kit/parity.js';
import { cny } from '../kit/cny-figures.js';
import { quoting } from '../kit/dataset-figures.js';
import type { FX_CONVERT_COPY } from './copy.js';
import type { FxConvertInputs } from './inputs.js';
import type { FxConvertOutputs } from './outputs.js';

type ConvertStep = CopyKeysOf<
  typeof FX_CONVERT_COPY,
  | 'fx-convert.midpoint'
  | 'fx-convert.at_midpoint'
  | 'fx-convert.bank_gap'
  | 'fx-convert.at_bank'
  | 'fx-convert.kept_on'
  | 'fx-convert.kept_on_parity'
  | 'fx-convert.kept_rate'
  | 'fx-convert.kept_rate_amount'
  | 'fx-convert.kept_midpoint'
  | 'fx-convert.kept_midpoint_amount'
>;
/** The tool's own warnings, and the parity's note that an earlier day's rate was used. */
type ConvertWarning =
  | CopyKeysOf<
      typeof FX_CONVERT_COPY,
      'fx-convert.midpoint_only' | 'fx-convert.bank_rate_far' | 'fx-convert.kept_midpoint_differs'
    >
  | 'parity.earlier_day';

/** A bank rate further than this from the midpoint is warned about: likely another quotation (per 100 sent as per 1). */
const FAR_FROM_MIDPOINT = dec('0.1');

/** What one side of the comparison (the bank, the kept figures) adds to the answer. */
interface Part {
  outputs: FxConvertOutputs;
  steps: Step<ConvertStep>[];
  warnings: Warning<ConvertWarning>[];
}

/** The amount, if given, and its CNY at the midpoint: what the bank and the kept rates are held against. */
interface Converted {
  figure: Figure;
  amount: Money<'foreign'>;
  atMidpoint: Money<'CNY'>;
}

/** The central parity in force on keptOn, when the installed versions can tell. */
interface Earlier {
  parity: Parity;
  onTheDay: boolean;
}

function earlierParity(
  data: DatasetReader,
  currency: string,
  keptOn: string,
  today: Parity | null,
  mustFind: boolean,
  issues: Issue[],
): Earlier | null {
  if (data.versions('central-parity').length === 0) return null;
  const found = parityInForce(data, currency, keptOn, 'keptOn');
  if ('refused' in found) {
    // A currency unpublished today is already refused at `currency`; the caller's own midpoint needs no lookup.
    if (mustFind && !(today === null && found.refused.code === 'parity.currency')) issues.push(found.refused);
    return null;
  }
  const same =
    today !== null &&
    found.parity.base === today.base &&
    found.parity.quote === today.quote &&
    found.parity.per.eq(today.per);
  if (today !== null && !same) {
    if (mustFind)
      issues.push(
        quoting(
          issue('keptOn', 'fx-convert.kept_quotation', { day: found.parity.day, currency }),
          found.parity.version,
        ),
      );
    return null;
  }
  return found;
}

function bankSide(parity: Parity, bankRate: Decimal, converted: Converted | null): Part {
  const midpoint = rateOf(parity);
  const bank = rateLike(parity, bankRate);
  const gap = sub(bankRate, parity.value);
  const gapShown = shareOf(gap, parity.value);
  const part: Part = {
    outputs: { bankRate: bank, gap: rateLike(parity, gap), gapShown },
    steps: [{ id: 'fx-convert.bank_gap', values: { bankRate: bank, midpoint, gapShown } }],
    warnings: [],
  };
  if (abs(gap).gt(mul(parity.value, FAR_FROM_MIDPOINT))) {
    part.warnings.push({
      code: 'fx-convert.bank_rate_far',
      values: { bankRate: bank, midpoint, limit: ratio(FAR_FROM_MIDPOINT) },
    });
  }
  if (converted) {
    const atBank = toCny(converted.amount, atRate(parity, bankRate));
    const difference = minus(converted.atMidpoint, atBank);
    part.outputs.atBank = cny(atBank);
    part.outputs.difference = cny(difference);
    part.steps.push({
      id: 'fx-convert.at_bank',
      values: {
        amount: converted.figure,
        bankRate: bank,
        atBank: cny(atBank),
        atMidpoint: cny(converted.atMidpoint),
        difference: cny(difference),
      },
    });
  }
  return part;
}

/** One earlier rate against today's midpoint: the change, and with an amount its effect in CNY. */
function keptAgainstToday(
  parity: Parity,
  kept: Decimal,
  keptFigure: RateFigure,
  converted: Converted | null,
  keys: {
    rate: 'fx-convert.kept_rate' | 'fx-convert.kept_midpoint';
    amount: 'fx-convert.kept_rate_amount' | 'fx-convert.kept_midpoint_amount';
  },
): { steps: Step<ConvertStep>[]; then: Money<'CNY'> | null } {
  const midpoint = rateOf(parity);
  const steps: Step<ConvertStep>[] = [
    { id: keys.rate, values: { kept: keptFigure, midpoint, change: changeFrom(kept, parity.value) } },
  ];
  if (!converted) return { steps, then: null };
  const then = toCny(converted.amount, atRate(parity, kept));
  steps.push({
    id: keys.amount,
    values: {
      amount: converted.figure,
      kept: keptFigure,
      then: cny(then),
      atMidpoint: cny(converted.atMidpoint),
      effect: cny(minus(converted.atMidpoint, then)),
    },
  });
  return { steps, then };
}

function keptSide(inputs: FxConvertInputs, parity: Parity, earlier: Earlier | null, converted: Converted | null): Part {
  const part: Part = { outputs: {}, steps: [], warnings: [] };
  const { keptRate, keptMidpoint: givenMidpoint, keptOn } = inputs;
  if (keptOn !== undefined && givenMidpoint !== undefined) {
    part.steps.push({ id: 'fx-convert.kept_on', values: { keptOn: date(keptOn) } });
    if (earlier && !earlier.parity.value.eq(givenMidpoint)) {
      part.warnings.push({
        code: 'fx-convert.kept_midpoint_differs',
        values: {
          keptOn: date(keptOn),
          keptMidpoint: rateLike(parity, givenMidpoint),
          published: rateOf(earlier.parity),
          day: date(earlier.parity.day),
        },
      });
    }
  } else if (keptOn !== undefined && earlier) {
    part.steps.push({
      id: 'fx-convert.kept_on_parity',
      values: { keptOn: date(keptOn), keptMidpoint: rateOf(earlier.parity), day: date(earlier.parity.day) },
    });
    if (!earlier.onTheDay)
      part.warnings.push({
        code: 'parity.earlier_day',
        level: 'note',
        values: { day: date(keptOn), used: date(earlier.parity.day), rate: rateOf(earlier.parity) },
      });
  }
  let estimated: Money<'CNY'> | null = null;
  if (keptRate !== undefined) {
    const kept = keptAgainstToday(parity, keptRate, rateLike(parity, keptRate), converted, {
      rate: 'fx-convert.kept_rate',
      amount: 'fx-convert.kept_rate_amount',
    });
    part.steps.push(...kept.steps);
    estimated = kept.then;
  }
  const keptMidpoint = givenMidpoint ?? (keptOn !== undefined ? earlier?.parity.value : undefined);
  if (keptMidpoint !== undefined) {
    const figure = givenMidpoint === undefined && earlier ? rateOf(earlier.parity) : rateLike(parity, keptMidpoint);
    const kept = keptAgainstToday(parity, keptMidpoint, figure, converted, {
      rate: 'fx-convert.kept_midpoint',
      amount: 'fx-convert.kept_midpoint_amount',
    });
    part.steps.push(...kept.steps);
    estimated ??= kept.then;
  }
  if (estimated !== null) part.outputs.estimated = cny(estimated);
  return part;
}

export function computeFxConvert(
  inputs: FxConvertInputs,
  data: DatasetReader,
): ToolResult<ConvertStep, ConvertWarning, FxConvertOutputs> {
  const { currency, amount, bankRate, keptOn } = inputs;
  const issues: Issue[] = [];
  const parity = currency === 'CNY' ? null : parityOrIssue(data, currency, 'currency', issues);
  if (currency === 'CNY') issues.push(issue('currency', 'fx-convert.currency_cny'));
  const earlier =
    keptOn === undefined
      ? null
      : earlierParity(data, currency, keptOn, parity, inputs.keptMidpoint === undefined, issues);
  if (issues.length > 0 || parity === null) throw new Refusal(issues);

  const read: LoadedVersion[] = [parity.version];
  if (earlier && !read.includes(earlier.parity.version)) read.push(earlier.parity.version);
  const midpoint = rateOf(parity);
  const outputs: FxConvertOutputs = { midpoint };
  const steps: Step<ConvertStep>[] = [{ id: 'fx-convert.midpoint', values: { day: date(parity.day), midpoint } }];
  const warnings: Warning<ConvertWarning>[] = [];

  const converted: Converted | null =
    amount === undefined
      ? null
      : {
          figure: money(amount, currency),
          amount: new Money<'foreign'>(amount),
          atMidpoint: toCny(new Money<'foreign'>(amount), parity),
        };
  if (converted) {
    outputs.atMidpoint = cny(converted.atMidpoint);
    steps.push({
      id: 'fx-convert.at_midpoint',
      values: { amount: converted.figure, midpoint, atMidpoint: cny(converted.atMidpoint) },
    });
    if (bankRate === undefined)
      warnings.push({
        code: 'fx-convert.midpoint_only',
        level: 'note',
        values: { atMidpoint: cny(converted.atMidpoint) },
      });
  }
  for (const part of [
    bankRate === undefined ? null : bankSide(parity, bankRate, converted),
    keptSide(inputs, parity, earlier, converted),
  ]) {
    if (!part) continue;
    Object.assign(outputs, part.outputs);
    steps.push(...part.steps);
    warnings.push(...part.warnings);
  }
  return { outputs, steps, warnings, read };
}
