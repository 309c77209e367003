/**
 * A tool's answer laid out as its users tabulate it (docs/site.md): baojia's trade terms as
 * columns and its figures as rows (单价, 总价, 利润, 利润率, 换汇成本, 保本价 …), fx-cost's ways of
 * converting as columns named as the user named them, container-load's container types as columns;
 * the chosen term or the best choice marked. Every cell is the API's figure as the site writes it
 * (figure-text.ts), several figures in one cell where a person reads them together (20 × 4 × 5 =
 * 400); a figure the answer does not give is a dash. The site adds no figure of its own.
 */
import type { Figure } from '../../core/figures.js';
import type { Lang } from '../../i18n/languages.js';
import type { SiteWord } from '../../i18n/site-words.js';
import { figureText } from '../figure-text.js';
import { type Content, type Html, html } from '../html.js';
import type { Words } from '../layout.js';

export interface TableContext {
  lang: Lang;
  words: Words;
  outputs: Readonly<Record<string, Figure>>;
  /** Output labels by name, as the tool's description gives them. */
  labels: ReadonlyMap<string, string>;
  /** An input as the calculation used it: as normalised, else as given. */
  used(name: string): string | undefined;
  /** An output's API name after its figure, with the API names switch on (reader-words.ts). */
  hint(name: string): Html;
}

/** A table of the answer, and the outputs it shows (the page lists the others). */
export interface AnswerTable {
  table: Html;
  shown: ReadonlySet<string>;
}

interface Column {
  suffix: string;
  head: string;
  /** The word marking the chosen or best column. */
  mark?: string;
}

interface Row {
  label: string;
  cell(suffix: string): Content | null;
}

/** Writes figures into cells, noting each output it shows. */
class Cells {
  readonly shown = new Set<string>();
  constructor(private readonly context: TableContext) {}

  /** One output as a person reads it, or null where the answer has none. */
  figure(name: string): Html | null {
    const figure = this.context.outputs[name];
    if (figure === undefined) return null;
    this.shown.add(name);
    return html`<span data-output="${name}">${figureText(figure, this.context.lang)}</span>${this.context.hint(name)}`;
  }

  /** Several outputs read together (600 mm × 400 mm × 400 mm), or null unless every one is given. */
  joined(names: readonly string[], between: string): Html | null {
    if (names.some((name) => this.context.outputs[name] === undefined)) return null;
    const parts = names.map((name) => this.figure(name));
    return html`${parts.map((part, i) => (i === 0 ? part : html`${between}${part}`))}`;
  }

  /** A row of one figure a column: `${stem}${suffix}`. */
  row(label: string, stem: string): Row {
    return { label, cell: (suffix) => this.figure(`${stem}${suffix}`) };
  }
}

function matrix(caption: string, figureHead: string, columns: readonly Column[], rows: readonly Row[]): Html {
  const grid = rows.map((row) => columns.map((column) => row.cell(column.suffix)));
  const keptColumns = columns.flatMap((column, c) => (grid.some((cells) => cells[c] !== null) ? [c] : []));
  const keptRows = rows.flatMap((row, r) => (grid[r]?.some((cell) => cell !== null) ? [r] : []));
  const head = keptColumns.map((c) => {
    const column = columns[c];
    if (!column) return '';
    return column.mark
      ? html`<th scope="col" class="marked">${column.head} <small class="mark">${column.mark}</small></th>`
      : html`<th scope="col">${column.head}</th>`;
  });
  const body = keptRows.map(
    (r) =>
      html`<tr><th scope="row">${rows[r]?.label}</th>${keptColumns.map((c) => {
        const cell = grid[r]?.[c] ?? null;
        return html`<td${columns[c]?.mark ? html` class="marked"` : ''}>${cell ?? '—'}</td>`;
      })}</tr>`,
  );
  return html`<div class="table-wrap"><table class="answer-table">
<caption>${caption}</caption>
<thead><tr><th scope="col">${figureHead}</th>${head}</tr></thead>
<tbody>${body}</tbody></table></div>`;
}

const TERMS = [
  ['FOB', 'Fob'],
  ['CFR', 'Cfr'],
  ['CIF', 'Cif'],
] as const;

/** baojia's figures of each term, in the order a 报价核算 table gives them. */
const BAOJIA_ROWS = [
  'price',
  'total',
  'commissionPrice',
  'commissionTotal',
  'profit',
  'margin',
  'marginAlt',
  'exchangeCost',
  'netIncome',
  'breakEven',
] as const;

function baojiaTable(context: TableContext): AnswerTable {
  const cells = new Cells(context);
  const chosen = context.used('term')?.toUpperCase();
  const columns = TERMS.map(([term, suffix]) => ({
    suffix,
    head: term,
    ...(chosen === term ? { mark: context.words('site.answer.chosen') } : {}),
  }));
  // A row is named by its output's label without the term the label starts with (FOB 单价 → 单价).
  const rowLabel = (stem: string) => {
    for (const [term, suffix] of TERMS) {
      const label = context.labels.get(`${stem}${suffix}`);
      if (label !== undefined) return label.startsWith(`${term} `) ? label.slice(term.length + 1) : label;
    }
    return stem;
  };
  const rows = BAOJIA_ROWS.map((stem) => cells.row(rowLabel(stem), stem));
  const { words } = context;
  return { table: matrix(words('site.answer.terms'), words('site.answer.figure'), columns, rows), shown: cells.shown };
}

const FX_ROWS: ReadonlyArray<readonly [stem: string, label: SiteWord]> = [
  ['annual', 'site.answer.fx.annual'],
  ['fees', 'site.answer.fx.fees'],
  ['cost', 'site.answer.fx.cost'],
  ['gain', 'site.answer.fx.gain'],
  ['rank', 'site.answer.rank'],
];

/** fx-cost's ways of converting, each by the name its user gave it (nameB, nameC), else 方案 B. */
export function fxCostNames(context: Pick<TableContext, 'used' | 'words'>): ReadonlyMap<string, string> {
  const named = (letter: 'B' | 'C') => context.used(`name${letter}`) || context.words('site.answer.option', { letter });
  return new Map([
    ['bank', context.words('site.answer.bank')],
    ['B', named('B')],
    ['C', named('C')],
  ]);
}

function fxCostTable(context: TableContext): AnswerTable {
  const cells = new Cells(context);
  const names = fxCostNames(context);
  const best = context.outputs.best;
  const bestToken = best?.kind === 'code' ? best.value : undefined;
  const columns = (['bank', 'B', 'C'] as const).map((token) => ({
    suffix: token === 'bank' ? 'Bank' : token,
    head: names.get(token) ?? token,
    ...(bestToken === token ? { mark: context.words('site.answer.best') } : {}),
  }));
  const rows = FX_ROWS.map(([stem, label]) => cells.row(context.words(label), stem));
  const { words } = context;
  return { table: matrix(words('site.answer.plans'), words('site.answer.figure'), columns, rows), shown: cells.shown };
}

const LOAD_TYPES = [
  ['20GP', '20GP'],
  ['40GP', '40GP'],
  ['40HQ', '40HQ'],
  ['45HQ', '45HQ'],
  ['own', 'Own'],
] as const;

/** The proposed mix, the larger types first (2 × 40HQ + 1 × 20GP), from the answer's counts. */
function mixLine(context: TableContext): Html | '' {
  const parts = [...LOAD_TYPES].reverse().flatMap(([type, suffix]) => {
    const figure = context.outputs[`mix${suffix}`];
    return figure ? [`${figureText(figure, context.lang)} × ${type}`] : [];
  });
  return parts.length > 0
    ? html`<p class="mix"><strong>${context.words('site.answer.load.mix', { mix: parts.join(' + ') })}</strong></p>`
    : '';
}

function containerLoadTable(context: TableContext): AnswerTable {
  const cells = new Cells(context);
  const { words } = context;
  const best = context.outputs.best;
  const bestType = best?.kind === 'code' ? best.value : undefined;
  const columns = LOAD_TYPES.map(([type, suffix]) => ({
    suffix,
    head: type === 'own' ? words('site.answer.own') : type,
    ...(bestType === type ? { mark: words('site.answer.recommended') } : {}),
  }));
  const plan = (suffix: string): Content | null => {
    const block = cells.joined([`rows${suffix}`, `columns${suffix}`, `layers${suffix}`], ' × ');
    const count = cells.figure(`mainBlock${suffix}`);
    if (block === null || count === null) return null;
    const beside = cells.figure(`besideMain${suffix}`);
    const [before = '', after = ''] = words('site.answer.load.beside', { count: '\u0000' }).split('\u0000');
    return html`${words('site.answer.load.block')} ${block} = ${count}${beside ? html`<br>${before}${beside}${after}` : ''}`;
  };
  const sizes = (stem: string, unit: string) => (suffix: string) =>
    cells.joined(
      [`${stem}Length${unit}${suffix}`, `${stem}Width${unit}${suffix}`, `${stem}Height${unit}${suffix}`],
      ' × ',
    );
  const rows: Row[] = [
    cells.row(words('site.answer.load.per'), 'perContainer'),
    { label: words('site.answer.load.plan'), cell: plan },
    {
      label: words('site.answer.load.sides'),
      cell: (suffix) => cells.joined([`along${suffix}`, `across${suffix}`, `up${suffix}`], ' × '),
    },
    cells.row(words('site.answer.load.grid'), 'grid'),
    cells.row(words('site.answer.load.bound'), 'bound'),
    cells.row(words('site.answer.load.short'), 'shortAtMost'),
    cells.row(words('site.answer.load.estimate'), 'estimate'),
    cells.row(words('site.answer.load.volume'), 'volumeUse'),
    cells.row(words('site.answer.load.weight'), 'weightUse'),
    cells.row(words('site.answer.load.limit'), 'limit'),
    { label: words('site.answer.load.spare'), cell: sizes('spare', '') },
    { label: words('site.answer.load.spare_in'), cell: sizes('spare', 'In') },
    cells.row(words('site.answer.load.containers'), 'containers'),
    cells.row(words('site.answer.load.last'), 'lastContainer'),
    cells.row(words('site.answer.load.mix_count'), 'mix'),
    cells.row(words('site.answer.rank'), 'rank'),
  ];
  const table = matrix(words('site.answer.load'), words('site.answer.figure'), columns, rows);
  return { table: html`${mixLine(context)}${table}`, shown: cells.shown };
}

const TABLES: Readonly<Record<string, (context: TableContext) => AnswerTable>> = {
  baojia: baojiaTable,
  'fx-cost': fxCostTable,
  'container-load': containerLoadTable,
};

/** The tool's table, or null for a tool whose answer reads as a list. */
export function answerTable(tool: string, context: TableContext): AnswerTable | null {
  const table = TABLES[tool];
  return table ? table(context) : null;
}
