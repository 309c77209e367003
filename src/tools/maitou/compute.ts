/**
 * maitou: the shipping mark of a consignment (docs/tools/README.md, Reading inputs), printed on A4 paper or on a
 * 100 × 150 mm label. The main mark is the caller's lines (in capitals when asked), then the
 * carton numbers and the side mark (gross and net weight, measurement) written from the
 * inputs, exactly, in kg and cm. Each printed line is one step whose `text` is the line itself;
 * the answer has no named figures and reads no dataset. A line wider than a layout's type
 * allows is warned about, never shortened.
 */
import { numberRange } from './numbering.js';
import { dec, fromInteger, mul, toPlain } from '../../core/decimal.js';
import { type Figure, code, count, quantity } from '../../core/figures.js';
import { issue, type Issue, Refusal } from '../../core/issues.js';
import { convertToTerminating } from '../../core/units.js';
import { type CopyKeysOf, type Step, type ToolResult, type Warning } from '../kit/definition.js';
import { LAYOUTS, charactersPerLine, lineWidthOf, linesPerPage, printedWidthOf } from './text-fit.js';
import type { MAITOU_COPY } from './copy.js';
import type { MaitouInputs } from './inputs.js';

type MarkStep = CopyKeysOf<
  typeof MAITOU_COPY,
  | 'maitou.main_line'
  | 'maitou.numbering'
  | 'maitou.gross_weight'
  | 'maitou.net_weight'
  | 'maitou.measurement'
  | 'maitou.layout'
>;
type MarkWarning = CopyKeysOf<typeof MAITOU_COPY, 'maitou.line_too_long'>;

/** 1 cm³ is 10⁻⁶ m³: an exact shift of the decimal point. */
const M3_PER_CM3 = dec('0.000001');

/**
 * Line breaks, tabs and other controls, separators of lines, lone surrogates: not one printed
 * line. Also the bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069):
 * they reorder what follows them, so the printed mark would not read as `texts.text` does and
 * an unclosed one would run on into the sentence that quotes the line. Right-to-left letters
 * themselves are printable and kept.
 */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** Only spaces and invisible characters: nothing would be printed. */
const BLANK = /^[\s\p{Z}\p{Cf}]*$/u;

/** The caller's lines as they will be printed; every unprintable line is an issue of its own. */
function mainMark(rows: NonNullable<MaitouInputs['lines']>, capitals: boolean, issues: Issue[]): string[] {
  return rows.map(({ text }, index) => {
    if (UNPRINTABLE.test(text) || BLANK.test(text))
      issues.push(issue(`lines.${index}.text`, 'maitou.line_unprintable'));
    // Unicode's full case mapping: every script with capitals (Latin, Greek, Cyrillic…); ß → SS.
    return capitals ? text.toUpperCase() : text;
  });
}

interface MarkLine {
  step: Step<MarkStep>;
  text: string;
}

function markLine(id: MarkStep, text: string, values: Record<string, Figure>): MarkLine {
  return { text, step: { id, values, texts: { text } } };
}

export function computeMaitou(inputs: MaitouInputs): ToolResult<MarkStep, MarkWarning> {
  const { weightUnit, lengthUnit } = inputs;
  const issues: Issue[] = [];
  const given = { gross: inputs.grossWeight, net: inputs.netWeight };
  if (given.net.gt(given.gross)) {
    issues.push(
      issue('netWeight', 'maitou.net_above_gross', {
        netWeight: toPlain(given.net),
        grossWeight: toPlain(given.gross),
        unit: weightUnit,
      }),
    );
  }
  const main = mainMark(inputs.lines ?? [], inputs.capitals, issues);
  if (issues.length > 0) throw new Refusal(issues);

  const cartons = fromInteger(inputs.cartons);
  const gross = convertToTerminating(given.gross, weightUnit, 'kg');
  const net = convertToTerminating(given.net, weightUnit, 'kg');
  const length = convertToTerminating(inputs.length, lengthUnit, 'cm');
  const width = convertToTerminating(inputs.width, lengthUnit, 'cm');
  const height = convertToTerminating(inputs.height, lengthUnit, 'cm');
  const volume = mul(mul(mul(length, width), height), M3_PER_CM3);

  const lines: MarkLine[] = [
    ...main.map((text) => markLine('maitou.main_line', text, {})),
    markLine('maitou.numbering', numberRange(toPlain(cartons)), { from: count(fromInteger(1)), to: count(cartons) }),
    markLine('maitou.gross_weight', `G.W. ${toPlain(gross)} kg`, { grossWeight: quantity(gross, 'kg') }),
    markLine('maitou.net_weight', `N.W. ${toPlain(net)} kg`, { netWeight: quantity(net, 'kg') }),
    markLine('maitou.measurement', `MEAS. ${toPlain(length)} x ${toPlain(width)} x ${toPlain(height)} cm`, {
      length: quantity(length, 'cm'),
      width: quantity(width, 'cm'),
      height: quantity(height, 'cm'),
      volume: quantity(volume, 'm3'),
    }),
  ];
  const steps: Step<MarkStep>[] = lines.map(({ step }, index) => ({
    ...step,
    values: { line: count(fromInteger(index + 1)), ...step.values },
  }));

  const warnings: Warning<MarkWarning>[] = [];
  for (const layout of LAYOUTS) {
    const available = lineWidthOf(layout);
    const perLine = charactersPerLine(layout);
    steps.push({
      id: 'maitou.layout',
      values: {
        layout: code(layout.id),
        fontSize: quantity(layout.fontSize, 'mm'),
        available: quantity(available, 'mm'),
        halfWidth: count(perLine.halfWidth),
        fullWidth: count(perLine.fullWidth),
        lines: count(fromInteger(lines.length)),
        pageLines: count(linesPerPage(layout)),
      },
    });
    lines.forEach(({ text }, index) => {
      const printed = printedWidthOf(text, layout);
      if (printed.lte(available)) return;
      warnings.push({
        code: 'maitou.line_too_long',
        values: {
          line: count(fromInteger(index + 1)),
          layout: code(layout.id),
          width: quantity(printed, 'mm'),
          available: quantity(available, 'mm'),
        },
        texts: { text },
      });
    });
  }
  return { outputs: {}, steps, warnings, read: [] };
}
