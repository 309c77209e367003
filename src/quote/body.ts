/**
 * The request body of POST /v1/quote as version 1 took it (one product; the site's form), declared with the tools' builders so that it is read,
 * refused and normalised by the same reader (dotted paths: `seller.name`, `pricing.price`) and
 * typed by the same declarations: the baojia inputs under `pricing` (fxRate is optional there
 * too: without it the central parity of the day is used), and the seller's, buyer's, product's
 * and terms' texts.
 */
import { BAOJIA_CONDITIONS, BAOJIA_EXCLUSIVE, BAOJIA_INPUTS } from '../tools/baojia/inputs.js';
import { integer, object, text } from '../tools/kit/inputs.js';

export const party = (who: string) => ({
  name: text({ required: true, maxLength: 200, description: `The ${who}'s name.` }),
  address: text({ maxLength: 500, description: `The ${who}'s address.` }),
  email: text({ maxLength: 200, description: `The ${who}'s e-mail address.` }),
  phone: text({ maxLength: 50, description: `The ${who}'s telephone number.` }),
});

export const PRODUCT_FIELDS = {
  name: text({ required: true, maxLength: 200, description: 'The product name.' }),
  description: text({ maxLength: 2000, description: 'A description.' }),
  unit: text({ maxLength: 30, description: 'The unit the price is per (pcs, sets, cartons…).' }),
  hsCode: text({ maxLength: 10, pattern: '[0-9]{8}([0-9]{2})?', description: 'Customs code, 8 or 10 digits.' }),
};

export const TERMS_FIELDS = {
  reference: text({ maxLength: 50, description: 'The seller’s own number for this quotation (报价单号).' }),
  validDays: integer({
    min: 1,
    max: 365,
    description: 'Days the offer stays open, from the day it is issued (Beijing calendar).',
  }),
  payment: text({ maxLength: 500, description: 'Payment terms (T/T 30 % deposit, L/C at sight…).' }),
  leadTime: text({ maxLength: 200, description: 'Lead time.' }),
  packing: text({ maxLength: 500, description: 'Packing.' }),
  port: text({
    maxLength: 100,
    description:
      'The port of loading, the named place of the FOB price (CFR and CIF name pricing.port, the destination).',
  }),
  notes: text({ maxLength: 2000, description: 'Anything else.' }),
};

/** How many decimals the buyer's unit price is printed with: baojia works to 4, a document shows 2 unless the seller says. */
export const PRICE_DECIMALS = { min: 0, max: 4, default: 2 } as const;

export const QUOTE_BODY = {
  pricing: object(
    {
      ...BAOJIA_INPUTS,
      priceDecimals: integer({
        ...PRICE_DECIMALS,
        description:
          'Decimals of the unit price on the quote (0 to 4, 2 by default), rounded half-up from the calculated price; each total is the printed unit price × quantity.',
      }),
    },
    {
      required: true,
      conditions: BAOJIA_CONDITIONS,
      exclusive: BAOJIA_EXCLUSIVE,
      description: 'The baojia inputs; without fxRate the RMB central parity of the day is used.',
    },
  ),
  seller: object(party('seller'), { required: true, description: 'Who offers.' }),
  buyer: object(party('buyer'), { required: true, description: 'Whom the quote is for.' }),
  product: object(PRODUCT_FIELDS, { required: true, description: 'What is offered.' }),
  terms: object(TERMS_FIELDS, { description: 'The terms of the offer.' }),
};
