/**
 * The JSON Schema of POST /v1/quote's body (docs/quote.md, Body): one object with the members of
 * both forms, and the relations the readers and read-request.ts refuse said as JSON Schema, so
 * that a body the schema accepts is refused only for what no schema can say (docs/contract.md):
 * `lines` with `currency`, or `pricing` with `product`, never both; each line priced once, by
 * `unitPrice` or `pricing`; packing on every line or none; `terms.incoterm` for a seller's price
 * or a proforma invoice; the bank's account or IBAN; the payment method's members. The relations
 * between members are `allOf` at the top: the MCP tool says them in words (src/mcp/tools.ts).
 */
import type { JsonSchema } from '../core/json-schema.js';
import { inputsSchema, requiring } from '../tools/kit/input-schema.js';
import type { InputSpec } from '../tools/kit/input-spec.js';
import { declarations } from '../tools/kit/inputs.js';
import { labelledInputs } from '../tools/kit/labels.js';
import { QUOTE_LINES_BODY, QUOTE_ONE_BODY } from './lines-body.js';
import { QUOTE_LINES_LABELS, QUOTE_ONE_LABELS } from './lines-labels.js';

/** Each form's members, labelled: the specs the route's refusals are listed from. */
export const QUOTE_ONE_SPECS = labelledInputs(declarations(QUOTE_ONE_BODY), QUOTE_ONE_LABELS);
export const QUOTE_LINES_SPECS = labelledInputs(declarations(QUOTE_LINES_BODY), QUOTE_LINES_LABELS);

/** Members only a quote of one product takes, and those of the rate it may name at the top or in pricing. */
const ONE_ONLY = ['pricing', 'product'];
const RATE = ['currency', 'fxRate', 'fxPer', 'fxBase'];

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const member = (schema: JsonSchema, name: string): JsonSchema => {
  const properties = schema.properties;
  const found = isSchema(properties) ? properties[name] : undefined;
  if (!isSchema(found)) throw new Error(`no member ${name}`);
  return found;
};
const noneOf = (names: readonly string[]): JsonSchema => ({
  not: names.length === 1 ? requiring(names) : { anyOf: names.map((name) => requiring([name])) },
});
const is = (name: string, value: string): JsonSchema => ({
  properties: { [name]: { const: value } },
  required: [name],
  unevaluatedProperties: true,
});

/** The payment method's members by method: T/T takes a deposit and, below 100 %, a balance; the others days. */
const PAYMENT_RELATIONS: JsonSchema[] = [
  {
    if: is('method', 'tt'),
    then: { ...requiring(['depositPercent']), ...noneOf(['days']) },
    else: noneOf(['depositPercent', 'balance']),
  },
  {
    if: {
      ...is('method', 'tt'),
      properties: { method: { const: 'tt' }, depositPercent: { not: { pattern: '^100(\\.0+)?$' } } },
      required: ['method', 'depositPercent'],
    },
    then: requiring(['balance']),
  },
  { if: is('method', 'da'), then: { ...requiring(['days']), not: is('days', '0') } },
];

/** Whichever form, `terms.incoterm`: asked of a proforma invoice, and of a quote with a seller's price. */
const INCOTERM = requiring(['terms'], { terms: requiring(['incoterm']) });

export function quoteRequestSchema(): JsonSchema {
  const lines = inputsSchema(QUOTE_LINES_SPECS);
  // The members of both forms (the rate's without defaults, which pricing's hold in a quote of one
  // product); neither form's own required at the top.
  const specs: InputSpec[] = [
    ...QUOTE_LINES_SPECS.filter((spec) => spec.name === 'lines').map((spec) => ({ ...spec, required: false })),
    ...QUOTE_ONE_SPECS.map((spec) => (ONE_ONLY.includes(spec.name) ? { ...spec, required: false } : spec)),
  ];
  const both = inputsSchema(specs);
  const linesSchema = member(lines, 'lines');
  const items = isSchema(linesSchema.items) ? linesSchema.items : {};
  const bank = member(lines, 'bank');
  const terms = member(lines, 'terms');
  const payment = member(terms, 'paymentMethod');
  return {
    ...both,
    properties: {
      ...(isSchema(both.properties) ? both.properties : {}),
      lines: {
        ...linesSchema,
        items: { ...items, oneOf: [requiring(['unitPrice']), requiring(['pricing'])] },
        anyOf: [{ items: requiring(['packing']) }, { items: noneOf(['packing']) }],
      },
      // An empty text is no text to the reader: the account given is one that holds something.
      bank: {
        ...bank,
        anyOf: [requiring(['account'], { account: { minLength: 1 } }), requiring(['iban'])],
      },
      terms: {
        ...terms,
        properties: {
          ...(isSchema(terms.properties) ? terms.properties : {}),
          paymentMethod: { ...payment, allOf: PAYMENT_RELATIONS },
        },
      },
    },
    allOf: [
      {
        oneOf: [
          { ...requiring(['lines', 'currency']), ...noneOf(ONE_ONLY) },
          {
            ...requiring(ONE_ONLY),
            // Not lines, nor a member of the rate given both at the top and in pricing.
            not: {
              anyOf: [
                requiring(['lines']),
                ...RATE.map((name) => requiring([name, 'pricing'], { pricing: requiring([name]) })),
              ],
            },
          },
        ],
      },
      { if: is('document', 'proforma-invoice'), then: INCOTERM },
      {
        if: { ...requiring(['lines']), properties: { lines: { contains: requiring(['unitPrice']) } } },
        then: INCOTERM,
      },
    ],
  };
}
