/**
 * The JSON Schema (2020-12) of a quote, served at /schemas/quote/v1.json and named by every
 * quote's `schema` member. Its description says how a buyer verifies the digest.
 */
import type { JsonSchema } from '../core/json-schema.js';
import { QUOTE_SCHEMA_PATH } from './build.js';

const TEXT = { type: 'string' };
const DECIMAL = { type: 'string', pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$' };
const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };

const party = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: TEXT, address: TEXT, email: TEXT, phone: TEXT },
};

const DIGEST_RULE =
  'digest is "sha256:" followed by the lower-case hex SHA-256 of the UTF-8 bytes of the quote without its digest member, serialised by the JSON Canonicalization Scheme (RFC 8785). To verify: remove digest, canonicalise what is left with any RFC 8785 implementation, hash it, compare.';

export function quoteSchema(siteUrl: string): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${siteUrl}${QUOTE_SCHEMA_PATH}`,
    title: 'Export quotation, version 1',
    description: `Prices and terms offered to a buyer, and the exchange rate they rest on. Amounts are decimal strings in currency. ${DIGEST_RULE}`,
    type: 'object',
    required: [
      'schema',
      'issuedOn',
      'seller',
      'buyer',
      'product',
      'currency',
      'quantity',
      'prices',
      'terms',
      'exchangeRate',
      'digest',
    ],
    additionalProperties: false,
    properties: {
      // The address of this schema on the service that made the quote: a URI, not one server's literal.
      schema: { type: 'string', pattern: `^https?://[^\\s]+${QUOTE_SCHEMA_PATH.replace(/\./g, '\\.')}$` },
      issuedOn: { ...DAY, description: 'The day the quote was issued (Beijing calendar).' },
      validUntil: { ...DAY, description: 'The last day the offer is open.' },
      seller: party,
      buyer: party,
      product: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: {
          name: TEXT,
          description: TEXT,
          unit: TEXT,
          hsCode: { type: 'string', pattern: '^[0-9]{8}([0-9]{2})?$' },
        },
      },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      quantity: DECIMAL,
      prices: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['term', 'unitPrice', 'total'],
          additionalProperties: false,
          properties: {
            term: { enum: ['FOB', 'CFR', 'CIF'] },
            place: {
              ...TEXT,
              description:
                'The named place of the term (Incoterms® 2020): the port of loading for FOB, of destination for CFR and CIF; absent: to be agreed.',
            },
            unitPrice: DECIMAL,
            total: DECIMAL,
            unitPriceWithCommission: DECIMAL,
            totalWithCommission: DECIMAL,
          },
        },
      },
      terms: {
        type: 'object',
        additionalProperties: false,
        properties: {
          reference: TEXT,
          // A whole number as a string, as the request's integers are (docs/quote.md).
          validDays: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
          payment: TEXT,
          leadTime: TEXT,
          packing: TEXT,
          port: TEXT,
          notes: TEXT,
        },
      },
      exchangeRate: {
        type: 'object',
        description:
          'per units of base = rate units of quote. source: central-parity (the RMB central parity of day), seller (the seller’s own rate), same-currency (a CNY quote: 1 CNY = 1 CNY, no conversion).',
        required: ['rate', 'base', 'quote', 'per', 'source'],
        additionalProperties: false,
        properties: {
          rate: DECIMAL,
          base: TEXT,
          quote: TEXT,
          per: DECIMAL,
          source: { enum: ['central-parity', 'seller', 'same-currency'] },
          dataset: { const: 'central-parity' },
          version: TEXT,
          day: DAY,
        },
      },
      digest: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
    },
  };
}
