/**
 * The JSON Schema (2020-12) of a quote, served at /schemas/quote/v1.json and named by every
 * quote's `schema` member. Its description says how a buyer verifies the digest. The members a
 * quote of many lines added (schema-parts.ts) are optional, and those only a quote of one product
 * has (product, quantity, prices) are no longer required: a quote made before stays valid.
 */
import type { JsonSchema } from '../core/json-schema.js';
import { QUOTE_SCHEMA_PATH } from './build.js';
import {
  BANK,
  DECIMAL,
  DOCUMENT,
  LINES,
  LINKS,
  MORE_TERMS,
  PACKING_LIST,
  PRICE,
  TEXT,
  TOTALS,
} from './schema-parts.js';

const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };

const party = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: TEXT, address: TEXT, email: TEXT, phone: TEXT, signatory: TEXT, signatoryTitle: TEXT },
};

const DIGEST_RULE =
  'digest is "sha256:" followed by the lower-case hex SHA-256 of the UTF-8 bytes of the quote without its digest member, serialised by the JSON Canonicalization Scheme (RFC 8785). To verify: remove digest, canonicalise what is left with any RFC 8785 implementation, hash it, compare.';

export function quoteSchema(siteUrl: string): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${siteUrl}${QUOTE_SCHEMA_PATH}`,
    title: 'Export quotation, version 1',
    description: `Prices and terms offered to a buyer, line by line, each term's total in figures and in words, the packing list, and the exchange rate they rest on. Amounts are decimal strings in currency. A quote of one product also has product, quantity and prices, as version 1 did. ${DIGEST_RULE}`,
    type: 'object',
    required: ['schema', 'issuedOn', 'seller', 'buyer', 'currency', 'terms', 'digest'],
    additionalProperties: false,
    properties: {
      // The address of this schema on the service that made the quote: a URI, not one server's literal.
      schema: { type: 'string', pattern: `^https?://[^\\s]+${QUOTE_SCHEMA_PATH.replace(/\./g, '\\.')}$` },
      issuedOn: { ...DAY, description: 'The day the quote was issued (Beijing calendar).' },
      validUntil: { ...DAY, description: 'The last day the offer is open.' },
      document: DOCUMENT,
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
      prices: { type: 'array', minItems: 1, items: PRICE },
      lines: LINES,
      totals: TOTALS,
      packingList: PACKING_LIST,
      links: LINKS,
      bank: BANK,
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
          ...MORE_TERMS,
        },
      },
      exchangeRate: {
        type: 'object',
        description:
          'per units of base = rate units of quote. source: central-parity (the RMB central parity of day), seller (the seller’s own rate), same-currency (a CNY quote: 1 CNY = 1 CNY, no conversion). Absent when the seller priced every line.',
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
