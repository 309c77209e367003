/**
 * The report of an A/B run of bench:cpu (bench/cpu.ts with --against): for each answer, both
 * builds' ratio baseline ÷ build round by round, and the change, this build's CPU per request
 * over the other's, taken within each round (so that the machine's drift between rounds, which
 * moves both alike, cancels). A change is called dearer only when every round says so: its whole
 * spread lies above 1. Dearer answers are printed in red on a terminal and marked in the markdown.
 */

interface BuildRounds {
  /** CPU µs per request, a figure a round. */
  cpuUs: readonly number[];
  /** Baseline ÷ build, a figure a round. */
  ratios: readonly number[];
}

export interface AbRow {
  name: string;
  target: number | null;
  before: BuildRounds;
  after: BuildRounds;
  unexpected: number;
}

interface AbMeta {
  before: string;
  after: string;
  rounds: number;
  machine: string;
  colour: boolean;
}

type Verdict = 'dearer' | 'cheaper' | 'level';

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const spread = (values: readonly number[]): string =>
  `${median(values).toFixed(2)} [${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}]`;

function changesOf(row: AbRow): number[] {
  return row.after.cpuUs.map((after, i) => after / (row.before.cpuUs[i] ?? Number.NaN));
}

function verdictOf(changes: readonly number[]): Verdict {
  if (Math.min(...changes) > 1) return 'dearer';
  if (Math.max(...changes) < 1) return 'cheaper';
  return 'level';
}

const VERDICT_TEXT: Record<Verdict, string> = {
  dearer: 'dearer beyond its spread',
  cheaper: 'cheaper beyond its spread',
  level: 'level (within its spread)',
};

function targetText(row: AbRow): string {
  if (row.target === null) return 'reported';
  return `≥ ${row.target} ${median(row.after.ratios) >= row.target ? 'met' : 'missed'}`;
}

export function abReport(rows: readonly AbRow[], meta: AbMeta): { markdown: string; terminal: string } {
  const header = [
    `# CPU per request, A/B: ${meta.after} against ${meta.before} (npm run bench:cpu -- --against)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${meta.machine}. ${meta.rounds} rounds; in each the build measured now, the build before and the bare node:http baseline (the same answer bytes) answer the same requests one after another, in an order turned each round. Ratio: the baseline's CPU per request ÷ the build's (higher is better), median [range over rounds]. Change: this build's CPU per request ÷ the other's within a round; dearer or cheaper only when every round agrees.`,
    '',
    `| answer | before: ${meta.before} | now: ${meta.after} | target (now) | CPU now ÷ before | verdict | unexpected |`,
    '|---|---|---|---|---|---|---:|',
  ];
  const cells = rows.map((row) => {
    const changes = changesOf(row);
    const verdict = verdictOf(changes);
    return {
      verdict,
      cells: [
        row.name,
        spread(row.before.ratios),
        spread(row.after.ratios),
        targetText(row),
        spread(changes),
        VERDICT_TEXT[verdict],
        String(row.unexpected),
      ],
    };
  });
  const markdown = [
    ...header,
    ...cells.map(({ verdict, cells: [name, ...rest] }) =>
      verdict === 'dearer'
        ? `| **${name}** | ${rest.slice(0, -2).join(' | ')} | **${rest.at(-2)}** | ${rest.at(-1)} |`
        : `| ${[name, ...rest].join(' | ')} |`,
    ),
    '',
  ].join('\n');
  const red = (text: string) => (meta.colour ? `\u001b[31m${text}\u001b[0m` : `${text}  <<<`);
  const terminal = [
    ...header,
    ...cells.map(({ verdict, cells: line }) => {
      const text = `| ${line.join(' | ')} |`;
      return verdict === 'dearer' ? red(text) : text;
    }),
    '',
  ].join('\n');
  return { markdown, terminal };
}
