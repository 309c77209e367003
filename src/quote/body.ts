/**
 * The request body of POST /v1/quote, declared like a tool's inputs so that it is read,
 * refused and normalised by the same reader (dotted paths: `seller.name`, `pricing.price`):
 * the baojia inputs under `pricing` (fxRate optional there), and the seller's, buyer's,
 * product's and terms' texts.
 */
import type { InputSpec, ToolDefinition } from '../tools/kit/definition.js';

const text = (name: string, maxLength: number, description: string, required = false): InputSpec => ({
  name,
  type: 'text',
  maxLength,
  description,
  ...(required ? { required } : {}),
});

const party = (who: string): InputSpec[] => [
  text('name', 200, `The ${who}'s name.`, true),
  text('address', 500, `The ${who}'s address.`),
  text('email', 200, `The ${who}'s e-mail address.`),
  text('phone', 50, `The ${who}'s telephone number.`),
];

export function quoteBodySpecs(baojia: ToolDefinition): InputSpec[] {
  const pricing = baojia.inputs.map((spec) => (spec.name === 'fxRate' ? { ...spec, required: false } : spec));
  return [
    { name: 'pricing', type: 'object', required: true, fields: pricing, description: 'The baojia inputs; without fxRate the RMB central parity of the day is used.' },
    { name: 'seller', type: 'object', required: true, fields: party('seller'), description: 'Who offers.' },
    { name: 'buyer', type: 'object', required: true, fields: party('buyer'), description: 'Whom the quote is for.' },
    {
      name: 'product',
      type: 'object',
      required: true,
      description: 'What is offered.',
      fields: [
        text('name', 200, 'The product name.', true),
        text('description', 2000, 'A description.'),
        text('unit', 30, 'The unit the price is per (pcs, sets, cartons…).'),
        { name: 'hsCode', type: 'text', maxLength: 10, pattern: '[0-9]{8}([0-9]{2})?', description: 'Customs code, 8 or 10 digits.' },
      ],
    },
    {
      name: 'terms',
      type: 'object',
      description: 'The terms of the offer.',
      fields: [
        { name: 'validDays', type: 'integer', min: 1, max: 365, description: 'Days the offer stays open, from the day it is issued (Beijing calendar).' },
        text('payment', 500, 'Payment terms (T/T 30 % deposit, L/C at sight…).'),
        text('leadTime', 200, 'Lead time.'),
        text('packing', 500, 'Packing.'),
        text('port', 100, 'Port of loading or destination, as the term needs.'),
        text('notes', 2000, 'Anything else.'),
      ],
    },
  ];
}
