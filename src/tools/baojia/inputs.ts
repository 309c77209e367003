/**
 * The declared inputs and outputs of baojia (api-v1 §2.5). The spec leaves the values of
 * unit, domesticBasis and fxPer and every default open; the choices made here are written
 * down in docs/tools/baojia.md.
 */
import type { InputSpec, OutputSpec } from '../kit/definition.js';

/** Units a price may be per; a label of the quantity, never converted. */
export const QUANTITY_UNITS = ['pc', 'set', 'pair', 'dozen', 'carton', 'kg', 't', 'm', 'm2', 'm3', 'l'] as const;

const UNIT_SPELLINGS: Readonly<Record<string, string>> = {
  件: 'pc', 个: 'pc', 只: 'pc', 台: 'pc', pcs: 'pc', PCS: 'pc', PC: 'pc', piece: 'pc', pieces: 'pc',
  套: 'set', sets: 'set', SET: 'set', SETS: 'set',
  双: 'pair', 对: 'pair', pairs: 'pair', PAIRS: 'pair',
  打: 'dozen', doz: 'dozen', DOZ: 'dozen', dozens: 'dozen',
  箱: 'carton', ctn: 'carton', ctns: 'carton', CTN: 'carton', CTNS: 'carton', cartons: 'carton',
  千克: 'kg', 公斤: 'kg', KG: 'kg', kgs: 'kg', KGS: 'kg',
  吨: 't', 公吨: 't', MT: 't', mt: 't',
  米: 'm', 平方米: 'm2', M2: 'm2', 立方米: 'm3', M3: 'm3', cbm: 'm3', CBM: 'm3', 升: 'l', L: 'l',
};

const percent = (name: string, description: string, extra: Partial<Extract<InputSpec, { type: 'decimal' }>> = {}): InputSpec => ({
  name,
  type: 'decimal',
  min: '0',
  max: '100',
  description: `${description} In percent: 13 means 13 %.`,
  ...extra,
});

/** Generous bounds that keep every product well inside exact arithmetic. */
const AMOUNT_MAX = '1000000000000';

export const BAOJIA_INPUTS: readonly InputSpec[] = [
  { name: 'mode', type: 'choice', choices: ['forward', 'reverse'], default: 'forward', description: 'forward: from the costs to the quote of each term; reverse: from quotedPrice to its profit.' },
  { name: 'price', type: 'decimal', required: true, min: '0', minExclusive: true, max: '1000000000', description: 'Purchase price of one unit, CNY, including VAT (含税进价).' },
  { name: 'quantity', type: 'decimal', required: true, min: '0', minExclusive: true, max: '1000000000', description: 'Number of units quoted.' },
  { name: 'unit', type: 'choice', choices: QUANTITY_UNITS, default: 'pc', synonyms: UNIT_SPELLINGS, description: 'What one unit is (a label: pc, set, dozen…).' },
  percent('taxRate', 'VAT levy rate of the goods (征税率).', { required: true }),
  percent('refundRate', 'Export VAT refund rate of the goods (退税率), not above taxRate.', { required: true }),
  { name: 'currency', type: 'currency', default: 'USD', description: 'Currency of the quote, three letters.' },
  {
    name: 'fxRate',
    type: 'decimal',
    min: '0',
    minExclusive: true,
    max: '1000000',
    description: 'CNY per fxPer units of the quote currency. Needed (except for CNY): without it the refusal names the current central parity.',
  },
  { name: 'fxPer', type: 'choice', choices: ['1', '100'], default: '1', description: 'How many units of the quote currency fxRate is for (100 for JPY as the central parity quotes it).' },
  { name: 'domestic', type: 'decimal', min: '0', max: AMOUNT_MAX, default: '0', description: 'Domestic costs (inland freight, port charges, banking, overheads), CNY, on domesticBasis.' },
  {
    name: 'domesticBasis',
    type: 'choice',
    choices: ['total', 'unit', 'container', 'percent'],
    default: 'total',
    description: 'domestic is for the whole lot, per unit, per container, or a percent of the purchase total (费用定额率).',
  },
  { name: 'freight', type: 'decimal', min: '0', max: AMOUNT_MAX, description: 'Sea freight in the quote currency, on freightBasis. Without it CFR and CIF are not quoted.' },
  { name: 'freightBasis', type: 'choice', choices: ['container', 'cbm', 'total'], default: 'container', description: 'freight is per container, per m³ of volume, or for the whole lot.' },
  // The default of 1 is applied by the plan (planOf): an integer default declared here would be
  // listed in `normalized` as if the caller had sent it (the reader reads a default like a JSON number).
  { name: 'containers', type: 'integer', min: 1, max: 10_000, description: 'Containers of the lot, for a per-container freight or domestic cost; 1 when not given.' },
  { name: 'volume', type: 'decimal', min: '0', minExclusive: true, max: '10000000', description: 'Volume of the whole lot in m³, for a per-m³ freight.' },
  percent('insuranceRate', 'Insurance premium rate (保险费率). Without it CIF is not quoted.'),
  percent('markup', 'Insurance markup over the CIF value (投保加成).', { default: '10' }),
  percent('commission', 'Commission on the price with commission (佣金率). Without it no commission price is given.'),
  { name: 'margin', type: 'decimal', min: '0', max: '1000', default: '0', description: 'Target profit in percent of the quote or of the cost (marginBasis). 0 gives break-even prices.' },
  { name: 'marginBasis', type: 'choice', choices: ['quote', 'cost'], default: 'quote', description: 'margin is a share of the quote (利润率) or of the cost total (成本利润率).' },
  {
    name: 'term',
    type: 'choice',
    choices: ['FOB', 'CFR', 'CIF'],
    default: 'FOB',
    synonyms: { fob: 'FOB', cfr: 'CFR', cif: 'CIF', CNF: 'CFR', 'C&F': 'CFR' },
    description: 'The term quotedPrice is for (reverse), whose figures must be computable, and whose named port `port` is.',
  },
  { name: 'quotedPrice', type: 'decimal', min: '0', minExclusive: true, max: '1000000000', maxPlaces: 4, description: 'Reverse: the unit price quoted for term, in the quote currency, with the commission when commission is given.' },
  { name: 'port', type: 'text', maxLength: 100, description: 'The named port of term (loading port for FOB, destination for CFR and CIF): UN/LOCODE or name.' },
];

const TERM_SUFFIXES = ['Fob', 'Cfr', 'Cif'] as const;
const PER_TERM: ReadonlyArray<Omit<OutputSpec, 'name'> & { stem: string }> = [
  { stem: 'price', kind: 'money' },
  { stem: 'total', kind: 'money' },
  { stem: 'commissionPrice', kind: 'money' },
  { stem: 'commissionTotal', kind: 'money' },
  { stem: 'profit', kind: 'money' },
  { stem: 'margin', kind: 'ratio' },
  { stem: 'marginAlt', kind: 'ratio' },
  { stem: 'breakEven', kind: 'money' },
];

export const BAOJIA_OUTPUTS: readonly OutputSpec[] = [
  ...TERM_SUFFIXES.flatMap((suffix) => PER_TERM.map(({ stem, kind }) => ({ name: `${stem}${suffix}`, kind }))),
  { name: 'refundTotal', kind: 'money' },
  { name: 'costTotal', kind: 'money' },
];
