/**
 * POST /v1/quote's example in the OpenAPI documents: baojia's worked example as the pricing (the
 * textbook's 544 sets, CIF), with a seller, a buyer, the goods and terms made up for it.
 */
import { BAOJIA_EXAMPLE } from '../tools/baojia/example.js';

export const QUOTE_EXAMPLE = {
  pricing: { ...BAOJIA_EXAMPLE, port: 'Hamburg' },
  seller: { name: 'Example Trading Co., Ltd.', email: 'sales@example.com' },
  buyer: { name: 'Example Import GmbH' },
  product: { name: 'Ceramic dinner set, 16 pieces', unit: 'set', hsCode: '6912001000' },
  terms: {
    reference: 'Q-2026-001',
    validDays: '30',
    payment: 'T/T 30% deposit, balance against B/L copy',
    port: 'Ningbo',
  },
};
