/**
 * The declared inputs and outputs of baojia (docs/tools/README.md, Reading inputs). The spec leaves the values of
 * unit, domesticBasis and fxPer and every default open; the choices made here are written
 * down in docs/tools/baojia.md.
 */
import type { InputCondition, OutputSpec } from '../kit/input-spec.js';
import { type ValuesOf, choice, currency, decimal, integer, text } from '../kit/inputs.js';
import { TERMS } from './terms.js';

/** Units a price may be per; a label of the quantity, never converted. */
const QUANTITY_UNITS = ['pc', 'set', 'pair', 'dozen', 'carton', 'kg', 't', 'm', 'm2', 'm3', 'l'] as const;

const UNIT_SPELLINGS: Readonly<Record<string, string>> = {
  件: 'pc',
  个: 'pc',
  只: 'pc',
  台: 'pc',
  pcs: 'pc',
  PCS: 'pc',
  PC: 'pc',
  piece: 'pc',
  pieces: 'pc',
  套: 'set',
  sets: 'set',
  SET: 'set',
  SETS: 'set',
  双: 'pair',
  对: 'pair',
  pairs: 'pair',
  PAIRS: 'pair',
  打: 'dozen',
  doz: 'dozen',
  DOZ: 'dozen',
  dozens: 'dozen',
  箱: 'carton',
  ctn: 'carton',
  ctns: 'carton',
  CTN: 'carton',
  CTNS: 'carton',
  cartons: 'carton',
  千克: 'kg',
  公斤: 'kg',
  KG: 'kg',
  kgs: 'kg',
  KGS: 'kg',
  吨: 't',
  公吨: 't',
  MT: 't',
  mt: 't',
  米: 'm',
  平方米: 'm2',
  M2: 'm2',
  立方米: 'm3',
  M3: 'm3',
  cbm: 'm3',
  CBM: 'm3',
  升: 'l',
  L: 'l',
};

/** A percent input: 13 means 13 %. */
const percent = <const O extends { required?: true; default?: string }>(description: string, extra: O) =>
  decimal({
    min: '0',
    max: '100',
    share: 'percent',
    description: `${description} In percent: 13 means 13 %.`,
    ...extra,
  });

/** Generous bounds that keep every product well inside exact arithmetic. */
const AMOUNT_MAX = '1000000000000';

export const BAOJIA_INPUTS = {
  mode: choice(['forward', 'reverse'], {
    default: 'forward',
    description: 'forward: from the costs to the quote of each term; reverse: from quotedPrice to its profit.',
  }),
  price: decimal({
    required: true,
    min: '0',
    minExclusive: true,
    max: '1000000000',
    description: 'Purchase price of one unit, CNY, including VAT (含税进价).',
  }),
  quantity: decimal({
    required: true,
    min: '0',
    minExclusive: true,
    max: '1000000000',
    description: 'Number of units quoted.',
  }),
  unit: choice(QUANTITY_UNITS, {
    default: 'pc',
    synonyms: UNIT_SPELLINGS,
    description: 'What one unit is (a label: pc, set, dozen…).',
  }),
  taxRate: percent('VAT levy rate of the goods (征税率).', { required: true }),
  refundRate: percent('Export VAT refund rate of the goods (退税率), not above taxRate.', { required: true }),
  currency: currency({ default: 'USD', description: 'Currency of the quote, three letters.' }),
  fxRate: decimal({
    min: '0',
    minExclusive: true,
    max: '1000000',
    description:
      'The exchange rate: how many CNY one unit of the quote currency (100 units for JPY) is worth, or how many units of the quote currency one CNY is worth; which of the two, its units (fxPer) and direction (fxBase) say. Needed (except for CNY): without it the refusal names the current central parity, in its own quotation.',
  }),
  fxPer: choice(['1', '100'], {
    default: '1',
    description:
      'Whether fxRate is for 1 or for 100 units of a currency (100 for JPY as the central parity quotes it).',
  }),
  fxBase: choice(['currency', 'CNY'], {
    default: 'currency',
    description:
      'Which way fxRate is quoted: CNY per unit of the quote currency (currency, as the central parity quotes USD, EUR, 100 JPY) or units of the quote currency per CNY (CNY, as it quotes KRW, MYR, THB).',
  }),
  domestic: decimal({
    min: '0',
    max: AMOUNT_MAX,
    default: '0',
    description: 'Domestic costs (inland freight, port charges, banking, overheads), CNY, on domesticBasis.',
  }),
  domesticBasis: choice(['total', 'unit', 'container', 'percent'], {
    default: 'total',
    description:
      'domestic is for the whole lot, per unit, per container, or a percent of the purchase total (费用定额率).',
  }),
  freight: decimal({
    min: '0',
    max: AMOUNT_MAX,
    description: 'Sea freight in the quote currency, on freightBasis. Without it CFR and CIF are not quoted.',
  }),
  freightBasis: choice(['container', 'cbm', 'unit', 'total'], {
    default: 'container',
    description: 'freight is per container, per m³ of volume, per unit of goods, or for the whole lot.',
  }),
  // The default of 1 is applied by the plan (planOf): an integer default declared here would be
  // listed in `normalized` as if the caller had sent it (the reader reads a default like a JSON number).
  containers: integer({
    min: 1,
    max: 10_000,
    description: 'Containers of the lot, for a per-container freight or domestic cost; 1 when not given.',
  }),
  volume: decimal({
    min: '0',
    minExclusive: true,
    max: '10000000',
    description: 'Volume of the whole lot in m³, for a per-m³ freight.',
  }),
  insuranceRate: percent('Insurance premium rate (保险费率). Without it CIF is not quoted.', {}),
  insurance: decimal({
    min: '0',
    max: AMOUNT_MAX,
    maxPlaces: 2,
    description:
      'The insurance premium for the whole lot in the quote currency, as an insurer quotes it, instead of insuranceRate. Without either, CIF is not quoted.',
  }),
  markup: percent('Insurance markup over the CIF value (投保加成).', { default: '10' }),
  commission: percent('Commission on the price with commission (佣金率). Without it no commission price is given.', {}),
  method: choice(['chain', 'combined'], {
    default: 'chain',
    description:
      'How margin, commission and insurance enter the price. chain: FOB = cost ÷ (1 − margin), CFR and CIF from it (CIF = CFR ÷ (1 − (1 + markup) × insuranceRate)), the price with commission = net ÷ (1 − commission). combined: the price with commission = (cost + freight) ÷ (1 − margin − commission − (1 + markup) × insuranceRate) in one denominator, each a share of that price, as many textbooks work CIFC.',
  }),
  margin: decimal({
    min: '0',
    max: '1000',
    default: '0',
    share: 'percent',
    description: 'Target profit in percent of the quote or of the cost (marginBasis). 0 gives break-even prices.',
  }),
  marginBasis: choice(['quote', 'cost'], {
    default: 'quote',
    description: 'margin is a share of the quote (利润率) or of the cost total (成本利润率).',
  }),
  term: choice(TERMS, {
    default: 'FOB',
    synonyms: { fob: 'FOB', cfr: 'CFR', cif: 'CIF', CNF: 'CFR', 'C&F': 'CFR' },
    description:
      'The term quotedPrice is for (reverse), whose figures must be computable, and whose named port `port` is.',
  }),
  quotedPrice: decimal({
    min: '0',
    minExclusive: true,
    max: '1000000000',
    maxPlaces: 4,
    description:
      'Reverse: the unit price quoted for term, in the quote currency; with the commission when commission is given, unless quotedPriceBasis says net.',
  }),
  quotedPriceBasis: choice(['with-commission', 'net'], {
    default: 'with-commission',
    description:
      'Reverse, with commission: quotedPrice includes the commission (含佣价, the default) or is the net price (净价), the price with commission then worked out from it.',
  }),
  port: text({
    maxLength: 100,
    description: 'The named port of term (loading port for FOB, destination for CFR and CIF): UN/LOCODE or name.',
  }),
};

export type BaojiaInputs = ValuesOf<typeof BAOJIA_INPUTS>;

type BaojiaCondition = InputCondition<keyof typeof BAOJIA_INPUTS>;

/** The inputs a term, a basis or the reverse mode needs (plan.ts refuses without them), in the quote too. */
export const BAOJIA_CONDITIONS: readonly BaojiaCondition[] = [
  { when: { input: 'term', is: ['CFR', 'CIF'] }, then: { inputs: ['freight'] } },
  { when: { input: 'term', is: ['CIF'] }, then: { someOf: ['insuranceRate', 'insurance'] } },
  { when: { input: 'freightBasis', is: ['cbm'], given: ['freight'] }, then: { inputs: ['volume'] } },
  { when: { input: 'mode', is: ['reverse'] }, then: { inputs: ['quotedPrice'] } },
];

/** The premium is given as a rate or as an amount, never both (plan.ts refuses both). */
export const BAOJIA_EXCLUSIVE: readonly (readonly (keyof typeof BAOJIA_INPUTS)[])[] = [['insuranceRate', 'insurance']];

/** The calculation alone needs a rate for a quote in any currency but CNY (the quote falls back on the parity). */
export const FX_RATE_CONDITION: BaojiaCondition = {
  when: { input: 'currency', is: ['CNY'] },
  else: { inputs: ['fxRate'] },
};

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
  // 出口换汇成本 (CNY per unit of the quote currency) and the net income in CNY.
  { stem: 'exchangeCost', kind: 'rate' },
  { stem: 'netIncome', kind: 'money' },
];

export const BAOJIA_OUTPUTS: readonly OutputSpec[] = [
  ...TERM_SUFFIXES.flatMap((suffix) => PER_TERM.map(({ stem, kind }) => ({ name: `${stem}${suffix}`, kind }))),
  { name: 'refundTotal', kind: 'money' },
  { name: 'costTotal', kind: 'money' },
];
