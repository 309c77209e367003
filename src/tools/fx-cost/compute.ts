/**
 * fx-cost: what converting a year's foreign receipts costs at the bank, and at up to two
 * named alternatives, each against converting at the RMB central parity of the current
 * version (docs/tools/fx-cost.md). Each receipt is converted and charged in CNY rounded once
 * to the fen, half-up, then multiplied by its times a year and summed, so every yearly figure
 * is the exact sum of the receipt figures the steps show.
 */
import { type Decimal, dec, fromInteger, toPlain } from '../../core/decimal.js';
import { Money, amountOf, isAbove, minus, plus, smaller, times, total } from '../../core/money.js';
import { type Figure, code, count, money } from '../../core/figures.js';
import { issue, type Issue, Refusal } from '../../core/issues.js';
import { type CopyKeysOf, type DatasetReader, type Step, type ToolResult, type Warning } from '../kit/definition.js';
import { parityOrIssue, shareOf } from '../kit/fx-figures.js';
import { type Parity, rateOf, toCny } from '../kit/parity.js';
import { percentRatio } from '../../core/percent.js';
import { cny, percentOf } from '../kit/cny-figures.js';
import { isCopyKey } from '../../i18n/catalogue.js';
import type { FX_COST_COPY } from './copy.js';
import { type FxCostInputs, alternativeInputs } from './inputs.js';
import type { ChoiceSuffix, FxCostOutputs } from './outputs.js';

type CostStep = CopyKeysOf<
  typeof FX_COST_COPY,
  | 'fx-cost.receipt'
  | 'fx-cost.receipt_cny'
  | 'fx-cost.midpoint'
  | 'fx-cost.bank'
  | 'fx-cost.bank_unpriced'
  | 'fx-cost.choice'
  | 'fx-cost.choice_alone'
  | 'fx-cost.best'
>;
type CostWarning = CopyKeysOf<
  typeof FX_COST_COPY,
  | 'fx-cost.bank_fee_missing'
  | 'fx-cost.fee_above_receipt'
  | 'fx-cost.choice_unused'
  | 'fx-cost.best_tied'
  | 'fx-cost.cny_receipts'
>;

const ZERO = dec('0');
const NO_CNY = new Money<'CNY'>(ZERO);

interface Receipt {
  row: number;
  amount: Decimal;
  currency: string;
  perYear: Decimal;
  /** One receipt in CNY at the midpoint, rounded to the fen; the amount itself for a CNY receipt. */
  cny: Money<'CNY'>;
  /** null for a receipt in CNY: nothing to convert, nothing charged. */
  parity: Parity | null;
}

/** The bank or an alternative: what it keeps of each converted receipt. */
interface Choice {
  suffix: ChoiceSuffix;
  /** The token `best` gives. */
  token: 'bank' | 'B' | 'C';
  /** How steps name it: the bank by the catalogue's word, an alternative by nameB/nameC or its letter. */
  name: string;
  percent: Decimal;
  perReceipt: Money<'CNY'>;
}

interface Result extends Choice {
  fees: Money<'CNY'>;
  annual: Money<'CNY'>;
  /** The first receipt the choice keeps more of than it is worth, if any. */
  overcharged: { receipt: Receipt; fee: Money<'CNY'> } | null;
}

function readReceipts(data: DatasetReader, inputs: FxCostInputs, issues: Issue[]): Receipt[] {
  const receipts: Receipt[] = [];
  inputs.receipts.forEach((row, index) => {
    const { amount, currency } = row;
    const perYear = fromInteger(row.perYear);
    if (currency === 'CNY') {
      receipts.push({ row: index + 1, amount, currency, perYear, cny: new Money<'CNY'>(amount), parity: null });
      return;
    }
    const parity = parityOrIssue(data, currency, `receipts.${index}.currency`, issues);
    if (!parity) return;
    const converted = toCny(new Money<'foreign'>(amount), parity);
    if (amountOf(converted).isZero())
      issues.push(
        issue(`receipts.${index}.amount`, 'fx-cost.receipt_below_fen', { amount: toPlain(amount), currency }),
      );
    else receipts.push({ row: index + 1, amount, currency, perYear, cny: converted, parity });
  });
  return receipts;
}

function readChoices(inputs: FxCostInputs, issues: Issue[], warnings: Warning<CostWarning>[]): Choice[] {
  const choices: Choice[] = [
    { suffix: 'Bank', token: 'bank', name: 'bank', percent: inputs.bankFee ?? ZERO, perReceipt: NO_CNY },
  ];
  for (const letter of ['B', 'C'] as const) {
    const given = alternativeInputs(inputs, letter);
    const { percent, perReceipt } = given;
    const name = given.name ?? letter;
    // Steps carry the name as a code figure, which sentences write by its catalogue word when
    // there is one: nameB "bank" would read "Alternative the bank" and name the bank as best.
    if (isCopyKey(`code.${name}`)) issues.push(issue(`name${letter}`, 'fx-cost.name_reserved', { name }));
    if (!given.use) {
      if (percent !== undefined || perReceipt !== undefined || given.name !== undefined)
        warnings.push({
          code: 'fx-cost.choice_unused',
          level: 'note',
          values: { choice: code(name), use: code(`use${letter}`) },
        });
      continue;
    }
    if (percent === undefined && perReceipt === undefined) {
      issues.push(issue(`feePercent${letter}`, 'fx-cost.choice_fee_required', { choice: name }));
      continue;
    }
    choices.push({
      suffix: letter,
      token: letter,
      name,
      percent: percent ?? ZERO,
      perReceipt: new Money<'CNY'>(perReceipt ?? ZERO),
    });
  }
  return choices;
}

/** What one choice keeps of each converted receipt (percent to the fen, plus the fee per receipt), over a year. */
function resultOf(choice: Choice, receipts: readonly Receipt[], annualMidpoint: Money<'CNY'>): Result {
  let overcharged: Result['overcharged'] = null;
  const yearly = receipts.map((receipt) => {
    if (!receipt.parity) return NO_CNY;
    const fee = plus(percentOf(receipt.cny, choice.percent), choice.perReceipt);
    if (overcharged === null && isAbove(fee, receipt.cny)) overcharged = { receipt, fee };
    return times(fee, receipt.perYear);
  });
  const fees = total(yearly);
  return { ...choice, fees, annual: minus(annualMidpoint, fees), overcharged };
}

/** 1 = most CNY received; equal amounts share a rank (1, 1, 3). */
function rankOf(result: Result, results: readonly Result[]): number {
  return 1 + results.filter((other) => isAbove(other.annual, result.annual)).length;
}

function receiptStep(receipt: Receipt): Step<CostStep> {
  const values: Record<string, Figure> = {
    row: count(fromInteger(receipt.row)),
    amount: money(receipt.amount, receipt.currency),
    perYear: count(receipt.perYear),
    yearly: cny(times(receipt.cny, receipt.perYear)),
  };
  if (!receipt.parity) return { id: 'fx-cost.receipt_cny', values };
  return { id: 'fx-cost.receipt', values: { ...values, rate: rateOf(receipt.parity), cny: cny(receipt.cny) } };
}

/**
 * A choice's step. A bank whose fee was not given is no fact to state or to set others against:
 * its step says only what the central parity leaves, and the alternatives stand alone.
 */
function choiceStep(result: Result, bank: Result, annualMidpoint: Money<'CNY'>, bankPriced: boolean): Step<CostStep> {
  const common = {
    fees: cny(result.fees),
    cost: shareOf(amountOf(result.fees), amountOf(annualMidpoint)),
    annual: cny(result.annual),
  };
  if (result.token === 'bank')
    return bankPriced
      ? { id: 'fx-cost.bank', values: { bankFee: percentRatio(result.percent), ...common } }
      : { id: 'fx-cost.bank_unpriced', values: { annual: common.annual } };
  const values = {
    choice: code(result.name),
    feePercent: percentRatio(result.percent),
    feePerReceipt: cny(result.perReceipt),
    ...common,
  };
  return bankPriced
    ? { id: 'fx-cost.choice', values: { ...values, versusBank: cny(minus(result.annual, bank.annual)) } }
    : { id: 'fx-cost.choice_alone', values };
}

export function computeFxCost(
  inputs: FxCostInputs,
  data: DatasetReader,
): ToolResult<CostStep, CostWarning, FxCostOutputs> {
  const issues: Issue[] = [];
  const warnings: Warning<CostWarning>[] = [];
  const receipts = readReceipts(data, inputs, issues);
  const choices = readChoices(inputs, issues, warnings);
  if (issues.length > 0) throw new Refusal(issues);

  const annualMidpoint = total(receipts.map((receipt) => times(receipt.cny, receipt.perYear)));
  const results = choices.map((choice) => resultOf(choice, receipts, annualMidpoint));
  const bank = results[0]!;
  const steps: Step<CostStep>[] = [
    ...receipts.map(receiptStep),
    { id: 'fx-cost.midpoint', values: { annualMidpoint: cny(annualMidpoint) } },
  ];
  const outputs: FxCostOutputs = { annualMidpoint: cny(annualMidpoint) };
  // Only what was given is ranked: a bank without bankFee is counted at no fee for its own
  // figures, but not set against the alternatives (it would win by default).
  const ranked = inputs.bankFee === undefined ? results.slice(1) : results;
  const worst = ranked.reduce<Money<'CNY'> | null>(
    (low, result) => (low === null ? result.annual : smaller(low, result.annual)),
    null,
  );
  for (const result of results) {
    const cost = shareOf(amountOf(result.fees), amountOf(annualMidpoint));
    outputs[`annual${result.suffix}`] = cny(result.annual);
    outputs[`fees${result.suffix}`] = cny(result.fees);
    outputs[`cost${result.suffix}`] = cost;
    if (worst !== null && ranked.includes(result)) {
      outputs[`gain${result.suffix}`] = cny(minus(result.annual, worst));
      outputs[`rank${result.suffix}`] = count(fromInteger(rankOf(result, ranked)));
    }
    steps.push(choiceStep(result, bank, annualMidpoint, inputs.bankFee !== undefined));
    if (result.overcharged) {
      const { receipt, fee } = result.overcharged;
      warnings.push({
        code: 'fx-cost.fee_above_receipt',
        values: {
          choice: code(result.name),
          row: count(fromInteger(receipt.row)),
          fee: cny(fee),
          cny: cny(receipt.cny),
        },
      });
    }
  }
  const best = ranked.length > 1 ? ranked.find((result) => rankOf(result, ranked) === 1) : undefined;
  if (best && worst !== null) {
    // The first of the best in the order bank, B, C: switching away from the bank for nothing gains nothing.
    outputs.best = code(best.token);
    steps.push({
      id: 'fx-cost.best',
      values: { best: code(best.name), annual: cny(best.annual), gain: cny(minus(best.annual, worst)) },
    });
    if (ranked.filter((result) => amountOf(result.annual).eq(amountOf(best.annual))).length > 1)
      warnings.push({
        code: 'fx-cost.best_tied',
        level: 'note',
        values: { best: code(best.name), annual: cny(best.annual) },
      });
  }
  if (inputs.bankFee === undefined) warnings.push({ code: 'fx-cost.bank_fee_missing', values: {} });
  if (receipts.some((receipt) => !receipt.parity))
    warnings.push({ code: 'fx-cost.cny_receipts', level: 'note', values: {} });
  const read = receipts.find((receipt) => receipt.parity)?.parity?.version;
  return { outputs, steps, warnings, read: read ? [read] : [] };
}
