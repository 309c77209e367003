/**
 * The JSON Schema of the members a quote holds beyond version 1's (schema.ts): the document, the
 * lines, each term's total in words, the packing list, the links, the bank, the terms a proforma
 * invoice carries. All optional: a quote made by version 1 stays valid.
 */
import type { JsonSchema } from '../core/json-schema.js';
import { LANGUAGES } from '../i18n/languages.js';

export const TEXT = { type: 'string' };
export const DECIMAL = { type: 'string', pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$' };
const WHOLE = { type: 'string', pattern: '^(0|[1-9][0-9]*)$' };
const TERM = { enum: ['FOB', 'CFR', 'CIF'] };

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  ...(required.length > 0 ? { required } : {}),
  additionalProperties: false,
  properties,
});
const inLanguages = (description: string): JsonSchema => ({
  ...object(Object.fromEntries(LANGUAGES.map((lang) => [lang, TEXT]))),
  description,
});

export const PRICE: JsonSchema = object(
  {
    term: TERM,
    place: {
      ...TEXT,
      description:
        'The named place of the term (Incoterms® 2020): the port of loading for FOB, of destination for CFR and CIF; absent: to be agreed.',
    },
    unitPrice: DECIMAL,
    total: DECIMAL,
    unitPriceWithCommission: DECIMAL,
    totalWithCommission: DECIMAL,
    commission: {
      ...DECIMAL,
      description:
        'The commission the price with commission includes, in percent: 3 is written CIFC3 on the document (with the prices with commission).',
    },
  },
  ['term', 'unitPrice', 'total'],
);

const WORDS: JsonSchema = {
  ...object({ amount: DECIMAL, en: TEXT, 'zh-CN': TEXT }, ['amount', 'en']),
  description:
    'The amount in words: amount is the figure they say (the total to the currency’s minor unit, half-up); en always, zh-CN (中文大写) when the document is in Chinese.',
};

export const DOCUMENT: JsonSchema = {
  ...object(
    {
      type: { enum: ['quotation', 'proforma-invoice'] },
      languages: { type: 'array', minItems: 1, items: { enum: [...LANGUAGES] } },
      title: inLanguages('The document’s title in each of its languages.'),
      number: { ...TEXT, description: 'terms.reference: the quotation’s or proforma invoice’s number.' },
    },
    ['type', 'languages', 'title'],
  ),
  description: 'What the document is, in which languages (one, or two side by side), and its title in each.',
};

export const LINES: JsonSchema = {
  type: 'array',
  minItems: 1,
  description: 'The products, one a line, each with its prices per term.',
  items: object(
    {
      line: WHOLE,
      product: object({ name: TEXT, description: TEXT, model: TEXT, unit: TEXT, hsCode: TEXT }, ['name']),
      quantity: DECIMAL,
      priceSource: { enum: ['seller', 'calculated'] },
      prices: { type: 'array', items: PRICE },
    },
    ['line', 'product', 'quantity', 'priceSource', 'prices'],
  ),
};

export const TOTALS: JsonSchema = {
  type: 'array',
  description: 'Each term’s total over the lines (the terms every line has a price for), in figures and in words.',
  items: object(
    {
      term: TERM,
      place: TEXT,
      total: DECIMAL,
      words: WORDS,
      totalWithCommission: DECIMAL,
      wordsWithCommission: WORDS,
    },
    ['term', 'total', 'words'],
  ),
};

const CARTON = object({ length: DECIMAL, width: DECIMAL, height: DECIMAL, grossWeight: DECIMAL, netWeight: DECIMAL }, [
  'length',
  'width',
  'height',
  'grossWeight',
  'netWeight',
]);

export const PACKING_LIST: JsonSchema = {
  ...object(
    {
      lines: {
        type: 'array',
        items: object(
          {
            line: WHOLE,
            product: TEXT,
            model: TEXT,
            cartonNumbers: object({ first: WHOLE, last: WHOLE, text: TEXT }, ['first', 'last', 'text']),
            cartons: WHOLE,
            unitsPerCarton: WHOLE,
            quantity: DECIMAL,
            unit: TEXT,
            lastCarton: object({ units: DECIMAL, netWeight: DECIMAL, grossWeight: DECIMAL }, [
              'units',
              'netWeight',
              'grossWeight',
            ]),
            carton: CARTON,
            netWeight: DECIMAL,
            grossWeight: DECIMAL,
            measurement: DECIMAL,
            marks: { type: 'array', items: TEXT },
          },
          [
            'line',
            'product',
            'cartonNumbers',
            'cartons',
            'unitsPerCarton',
            'quantity',
            'carton',
            'netWeight',
            'grossWeight',
            'measurement',
            'marks',
          ],
        ),
      },
      totals: object(
        { cartons: WHOLE, netWeight: DECIMAL, grossWeight: DECIMAL, measurement: DECIMAL, cartonsInWords: TEXT },
        ['cartons', 'netWeight', 'grossWeight', 'measurement', 'cartonsInWords'],
      ),
    },
    ['lines', 'totals'],
  ),
  description:
    'Per line the cartons (C/NO. numbered on from line to line), the last carton’s count when not full, weights in kg and measurement in m³ as cbm computes them; and the totals.',
};

const LINK = {
  method: { const: 'POST' },
  href: TEXT,
  body: {
    type: 'object',
    required: ['inputs'],
    additionalProperties: false,
    properties: { inputs: { type: 'object' } },
  },
};

export const LINKS: JsonSchema = {
  ...object(
    {
      cbm: object(LINK, ['method', 'href', 'body']),
      loadPlan: object(LINK, ['method', 'href', 'body']),
      containerLoad: { type: 'array', items: object({ line: WHOLE, ...LINK }, ['line', 'method', 'href', 'body']) },
    },
    ['cbm', 'containerLoad'],
  ),
  description: 'The tools that go on from the packing list, each with its request body filled in: post it as it is.',
};

export const BANK: JsonSchema = object(
  { beneficiary: TEXT, bankName: TEXT, bankAddress: TEXT, swift: TEXT, account: TEXT, iban: TEXT },
  ['beneficiary', 'bankName', 'swift'],
);

/** The terms version 2 adds to version 1's texts. */
export const MORE_TERMS: Record<string, JsonSchema> = {
  destination: TEXT,
  incoterm: TERM,
  origin: TEXT,
  partialShipment: { type: 'boolean' },
  transhipment: { type: 'boolean' },
  tolerancePercent: DECIMAL,
  paymentMethod: object(
    {
      method: { enum: ['tt', 'lc', 'dp', 'da'] },
      depositPercent: DECIMAL,
      balance: { enum: ['against-bl-copy', 'before-shipment'] },
      days: WHOLE,
    },
    ['method'],
  ),
  paymentWords: inLanguages('The payment terms as banks word them, in each of the document’s languages.'),
};
