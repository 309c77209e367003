/**
 * The request of a quote of many products (docs/quote.md, Body): `lines`, each a product with its
 * quantity, its price (a seller's `unitPrice`, or `pricing` for baojia) and its `packing`; beside
 * them the quote's `currency` and exchange rate, and the members a quote of one product takes too
 * (`document`, `languages`, the parties, `bank`, `marks`, `terms`). Declared with the tools'
 * builders, so it is read, refused and typed as the tools' inputs are.
 */
import { BAOJIA_CONDITIONS, BAOJIA_EXCLUSIVE, BAOJIA_INPUTS } from '../tools/baojia/inputs.js';
import { LANGUAGES, type Lang, readLang } from '../i18n/languages.js';
import {
  type ValuesOf,
  boolean,
  choice,
  currency,
  decimal,
  integer,
  object,
  rows,
  text,
  unit,
} from '../tools/kit/inputs.js';
import { MAITOU_INPUTS } from '../tools/maitou/inputs.js';
import { BANK } from './bank.js';
import { PRICE_DECIMALS, PRODUCT_FIELDS, QUOTE_BODY, TERMS_FIELDS, party } from './body.js';
import { PAYMENT_METHOD } from './payment.js';

/** Products a quote lists: a proforma invoice of a mixed container, with room to spare. */
const MAX_LINES = 50;
/** The figures baojia works to; a seller's own price to the same four decimals. */
const PRICE_MAX = '1000000000';

/** baojia's inputs but those the quote holds once for all its lines (quantity is the line's, unit the product's). */
const {
  quantity: _quantity,
  unit: _unit,
  currency: _currency,
  fxRate,
  fxPer,
  fxBase,
  ...LINE_PRICING_INPUTS
} = BAOJIA_INPUTS;

/** One language, or two side by side: the first on the left (zh-CN,en is the common proforma invoice). */
const DOCUMENT_LANGUAGES = [
  ...LANGUAGES,
  ...LANGUAGES.flatMap((first) => LANGUAGES.filter((second) => second !== first).map((second) => `${first},${second}`)),
];

/** The languages a `languages` choice names, in order. */
export function documentLanguages(choice: string): Lang[] {
  return choice.split(',').flatMap((tag) => readLang(tag) ?? []);
}

const measure = (minExclusive: boolean, description: string) =>
  decimal({ required: true, min: '0', minExclusive, max: '100000', maxPlaces: 10, description });

const PACKING = object(
  {
    unitsPerCarton: integer({
      required: true,
      min: 1,
      max: 1_000_000,
      description: 'Units in a full carton; the last carton holds what is left.',
    }),
    length: measure(true, 'Outer length of one carton, in lengthUnit.'),
    width: measure(true, 'Outer width of one carton, in lengthUnit.'),
    height: measure(true, 'Outer height of one carton, in lengthUnit.'),
    grossWeight: measure(true, 'Gross weight of a full carton, in weightUnit.'),
    netWeight: measure(false, 'Net weight of a full carton (the goods), in weightUnit; at most the gross weight.'),
    lengthUnit: unit('length', { default: 'cm', description: 'Unit of the carton size; the packing list shows cm.' }),
    weightUnit: unit('weight', { default: 'kg', description: 'Unit of the weights; the packing list shows kg.' }),
  },
  { description: 'How the line is packed: every line or none (the packing list numbers every carton).' },
);

const LINE = {
  product: object(
    {
      ...PRODUCT_FIELDS,
      model: text({ maxLength: 100, description: 'The model or article number.' }),
    },
    { required: true, description: 'The product of this line.' },
  ),
  quantity: decimal({
    required: true,
    min: '0',
    minExclusive: true,
    max: '1000000000',
    description: 'Units of the product, in product.unit.',
  }),
  unitPrice: decimal({
    min: '0',
    minExclusive: true,
    max: PRICE_MAX,
    maxPlaces: 4,
    description:
      'The seller’s own unit price, in the quote’s currency, for the term terms.incoterm names (then needed); or pricing, never both.',
  }),
  pricing: object(
    {
      ...LINE_PRICING_INPUTS,
      priceDecimals: integer({
        ...PRICE_DECIMALS,
        description: 'Decimals of this line’s unit prices on the quote (0 to 4, 2 by default), rounded half-up.',
      }),
    },
    {
      conditions: BAOJIA_CONDITIONS,
      exclusive: BAOJIA_EXCLUSIVE,
      description:
        'The baojia inputs for this line (its quantity is the line’s; currency and rate are the quote’s), priced as POST /v1/tools/baojia/compute prices them; or unitPrice, never both.',
    },
  ),
  packing: PACKING,
};

/** Members a quote of one product takes too. */
const SHARED_FIELDS = {
  document: choice(['quotation', 'proforma-invoice'], {
    default: 'quotation',
    description: 'The document: a quotation, or a proforma invoice (its number is terms.reference).',
  }),
  languages: choice(DOCUMENT_LANGUAGES, {
    default: 'en',
    description:
      'The document’s language, or two printed side by side (zh-CN,en): chosen apart from lang, which is the answer’s.',
  }),
  seller: object(
    {
      ...party('seller'),
      signatory: text({ maxLength: 100, description: 'Who signs for the seller.' }),
      signatoryTitle: text({ maxLength: 100, description: 'The signatory’s title.' }),
    },
    { required: true, description: 'Who offers.' },
  ),
  buyer: object(party('buyer'), { required: true, description: 'Whom the quote is for.' }),
  bank: BANK,
  marks: object(
    { lines: MAITOU_INPUTS.lines, capitals: MAITOU_INPUTS.capitals },
    { description: 'The main shipping mark, as the maitou tool takes it; each line’s marks add its cartons.' },
  ),
  terms: object(
    {
      ...TERMS_FIELDS,
      port: text({
        maxLength: 100,
        description: 'The port of loading, the named place of the FOB price.',
      }),
      destination: text({
        maxLength: 100,
        description:
          'The port of destination, the named place of the CFR and CIF prices (in a quote of one product, pricing.port when this is left out).',
      }),
      incoterm: choice(['FOB', 'CFR', 'CIF'], {
        description:
          'The Incoterms® 2020 term of the contract: what a seller’s unitPrice is for; needed by a proforma invoice.',
      }),
      origin: text({ maxLength: 100, description: 'The country of origin of the goods.' }),
      partialShipment: boolean({ description: 'Whether partial shipments are allowed.' }),
      transhipment: boolean({ description: 'Whether transhipment is allowed.' }),
      tolerancePercent: decimal({
        min: '0',
        max: '50',
        maxPlaces: 2,
        description: 'The quantity tolerance, more or less, in percent (5 means ±5 %).',
      }),
      paymentMethod: PAYMENT_METHOD,
    },
    { description: 'The terms of the offer.' },
  ),
};

/** A quote of one product, as version 1 of the quote took it, with the members any quote takes. */
/**
 * A quote's currency and rate at the top, as a quote of many lines names them; a quote of one
 * product may name them there or in pricing, not both (read-request.ts). Without defaults here,
 * so that pricing's own, or its defaults, hold when they are left out.
 */
const QUOTE_RATE = {
  currency: currency({
    description:
      'The currency of every price and total (needed with lines); with pricing, or pricing.currency, not both.',
  }),
  fxRate: decimal({ ...fxRate, description: `${fxRate.description} With pricing, or pricing.fxRate, not both.` }),
  fxPer: choice(fxPer.choices, {
    description: `${fxPer.description} 1 when left out; with pricing, or pricing.fxPer, not both.`,
  }),
  fxBase: choice(fxBase.choices, {
    description: `${fxBase.description} currency when left out; with pricing, or pricing.fxBase, not both.`,
  }),
};

export const QUOTE_ONE_BODY = {
  pricing: QUOTE_BODY.pricing,
  product: QUOTE_BODY.product,
  ...QUOTE_RATE,
  ...SHARED_FIELDS,
};

export const QUOTE_LINES_BODY = {
  lines: rows(LINE, {
    required: true,
    minItems: 1,
    maxItems: MAX_LINES,
    description: 'The products, one a line (1 to 50).',
  }),
  currency: currency({ required: true, description: 'The currency of every price and total, three letters.' }),
  fxRate,
  fxPer,
  fxBase,
  ...SHARED_FIELDS,
};

export type QuoteOneBody = ValuesOf<typeof QUOTE_ONE_BODY>;
export type QuoteLinesBody = ValuesOf<typeof QUOTE_LINES_BODY>;
export type QuoteLine = QuoteLinesBody['lines'][number];
