/**
 * maitou: the shipping mark of a consignment (api-v1 §2.5), printed on A4 paper or on a
 * 100 × 150 mm label. The main mark is the caller's lines (in capitals when asked), then the
 * carton numbers and the side mark (gross and net weight, measurement) written from the
 * inputs, exactly, in kg and cm. Each printed line is one step whose `text` is the line itself;
 * the answer has no named figures and reads no dataset. A line wider than a layout's type
 * allows is warned about, never shortened.
 */
import { type Decimal, dec, mul, toPlain } from '../../core/decimal.js';
import { type Figure, code, count, quantity } from '../../core/figures.js';
import { type Issue, issue } from '../../core/issues.js';
import { type Unit, convertToTerminating } from '../../core/units.js';
import { type InputValues, type Step, ToolRefusal, type ToolDefinition, type ToolResult, type Warning } from '../kit/definition.js';
import { LAYOUTS, charactersPerLine, lineWidthOf, linesPerPage, printedWidthOf } from '../marks/text-fit.js';
import { MAITOU_EXAMPLE } from './example.js';

const MAX_CARTONS = 100_000;
const MAX_LINES = 10;
const MAX_LINE_LENGTH = 60;
/**
 * Decimals a size or weight may have: ten are already far finer than any carton is measured, and
 * a mark with more would print a figure nobody measured.
 */
const MAX_PLACES = 10;

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
function mainMark(rows: readonly InputValues[], capitals: boolean, issues: Issue[]): string[] {
  return rows.map((row, index) => {
    const text = row.text as string;
    if (UNPRINTABLE.test(text) || BLANK.test(text)) issues.push(issue(`lines.${index}.text`, 'maitou.line_unprintable'));
    // Unicode's full case mapping: every script with capitals (Latin, Greek, Cyrillic…); ß → SS.
    return capitals ? text.toUpperCase() : text;
  });
}

interface MarkLine {
  step: Step;
  text: string;
}

function markLine(id: Step['id'], text: string, values: Record<string, Figure>): MarkLine {
  return { text, step: { id, values, texts: { text } } };
}

function compute(inputs: InputValues): ToolResult {
  const weightUnit = inputs.weightUnit as Unit;
  const lengthUnit = inputs.lengthUnit as Unit;
  const issues: Issue[] = [];
  const given = { gross: inputs.grossWeight as Decimal, net: inputs.netWeight as Decimal };
  if (given.net.gt(given.gross)) {
    issues.push(issue('netWeight', 'maitou.net_above_gross', { netWeight: toPlain(given.net), grossWeight: toPlain(given.gross), unit: weightUnit }));
  }
  const main = mainMark((inputs.lines as InputValues[] | undefined) ?? [], inputs.capitals === true, issues);
  if (issues.length > 0) throw new ToolRefusal(issues);

  const cartons = BigInt(inputs.cartons as number);
  const gross = convertToTerminating(given.gross, weightUnit, 'kg');
  const net = convertToTerminating(given.net, weightUnit, 'kg');
  const [length, width, height] = [inputs.length, inputs.width, inputs.height].map((side) => convertToTerminating(side as Decimal, lengthUnit, 'cm')) as [Decimal, Decimal, Decimal];
  const volume = mul(mul(mul(length, width), height), M3_PER_CM3);

  const lines: MarkLine[] = [
    ...main.map((text) => markLine('maitou.main_line', text, {})),
    markLine('maitou.numbering', `C/NO. 1-${cartons}`, { from: count(1n), to: count(cartons) }),
    markLine('maitou.gross_weight', `G.W. ${toPlain(gross)} kg`, { grossWeight: quantity(gross, 'kg') }),
    markLine('maitou.net_weight', `N.W. ${toPlain(net)} kg`, { netWeight: quantity(net, 'kg') }),
    markLine('maitou.measurement', `MEAS. ${toPlain(length)} x ${toPlain(width)} x ${toPlain(height)} cm`, {
      length: quantity(length, 'cm'),
      width: quantity(width, 'cm'),
      height: quantity(height, 'cm'),
      volume: quantity(volume, 'm3'),
    }),
  ];
  const steps: Step[] = lines.map(({ step }, index) => ({ ...step, values: { line: count(BigInt(index + 1)), ...step.values } }));

  const warnings: Warning[] = [];
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
        lines: count(BigInt(lines.length)),
        pageLines: count(linesPerPage(layout)),
      },
    });
    lines.forEach(({ text }, index) => {
      const printed = printedWidthOf(text, layout);
      if (printed.lte(available)) return;
      warnings.push({
        code: 'maitou.line_too_long',
        values: { line: count(BigInt(index + 1)), layout: code(layout.id), width: quantity(printed, 'mm'), available: quantity(available, 'mm') },
        texts: { text },
      });
    });
  }
  return { outputs: {}, steps, warnings, read: [] };
}

const measure = (name: string, minExclusive: boolean, description: string) => ({ name, type: 'decimal' as const, required: true, min: '0', minExclusive, max: '100000', maxPlaces: MAX_PLACES, description });
const size = (name: string, description: string) => measure(name, true, description);

export const maitouTool: ToolDefinition = {
  id: 'maitou',
  names: { 'zh-CN': '唛头生成', en: 'Shipping marks', ja: '荷印（シッピングマーク）作成', ko: '화인(쉬핑마크) 작성' },
  slug: 'maitou',
  datasets: [],
  inputs: [
    { name: 'cartons', type: 'integer', required: true, min: 1, max: MAX_CARTONS, description: 'Number of cartons: they are numbered C/NO. 1 to this.' },
    size('length', 'Outer length of one carton, in lengthUnit.'),
    size('width', 'Outer width of one carton, in lengthUnit.'),
    size('height', 'Outer height of one carton, in lengthUnit.'),
    // A carton weighs something even empty: a gross weight of 0 is never a true mark.
    measure('grossWeight', true, 'Gross weight of one carton, in weightUnit.'),
    measure('netWeight', false, 'Net weight of one carton, in weightUnit; at most the gross weight.'),
    { name: 'lengthUnit', type: 'unit', kind: 'length', default: 'cm', description: 'Unit of the carton size; the mark shows cm.' },
    { name: 'weightUnit', type: 'unit', kind: 'weight', default: 'kg', description: 'Unit of the weights; the mark shows kg.' },
    {
      name: 'lines',
      type: 'rows',
      minItems: 0,
      maxItems: MAX_LINES,
      description: 'The main mark, one row a printed line (buyer’s initials, reference, destination…).',
      fields: [{ name: 'text', type: 'text', required: true, maxLength: MAX_LINE_LENGTH, description: 'The line as it is to be printed.' }],
    },
    { name: 'capitals', type: 'boolean', default: false, description: 'Print the letters of the main mark in capitals (every script that has them).' },
  ],
  outputs: [],
  steps: ['maitou.main_line', 'maitou.numbering', 'maitou.gross_weight', 'maitou.net_weight', 'maitou.measurement', 'maitou.layout'],
  warnings: ['maitou.line_too_long'],
  example: MAITOU_EXAMPLE,
  compute,
};
