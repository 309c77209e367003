/**
 * POST /v1/quote (docs/quote.md) and the quote's JSON Schema at /schemas/quote/v1.json. The
 * quote runs the baojia calculation on each line's `pricing`, maitou's marks and cbm's cartons on
 * its packing list, in turns of the event loop (quote/turns.ts); nothing is stored. The schema
 * route is a document like the OpenAPI editions: its provenance is the root member x-provenance.
 */
import { createHash } from 'node:crypto';
import { beijingDay } from '../../core/calendar.js';
import { nextTurn } from '../../core/next-turn.js';
import { calculatedLaterAfterReading } from '../../core/issues.js';
import type { DatasetReader } from '../../tools/kit/definition.js';
import { inputRefusals } from '../../tools/kit/input-reader.js';
import { calculationRefusals, missingDataRefusals } from '../../tools/kit/refusals.js';
import { baojiaTool } from '../../tools/baojia/definition.js';
import { cbmTool } from '../../tools/cbm/definition.js';
import { maitouTool } from '../../tools/maitou/definition.js';
import { QUOTE_EXAMPLE } from '../../quote/example.js';
import { QUOTE_LINES_SPECS, QUOTE_ONE_SPECS, quoteRequestSchema } from '../../quote/request-schema.js';
import { readQuoteRequest } from '../../quote/read-request.js';
import { QUOTE_SCHEMA_PATH, buildQuote } from '../../quote/build.js';
import { quoteSchema } from '../../quote/schema.js';
import { quoteText } from '../../quote/text.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { RouteSpec } from '../route-spec.js';
import { WARNING } from './tool-schemas.js';
import { warningsWithMessages } from '../warning-messages.js';

/** The answer's shape; `quote` is the served JSON Schema without its own $schema and $id. */
const quoteAnswer = ({ $schema: _dialect, $id: _id, ...quote }: Record<string, unknown>) => ({
  type: 'object',
  required: ['quote', 'text', 'warnings', 'internal', 'provenance'],
  additionalProperties: false,
  properties: {
    quote,
    text: { type: 'string', description: 'The quote as plain text ready to send, in the lang language.' },
    warnings: {
      type: 'array',
      items: WARNING,
      description:
        'For the seller: baojia’s warnings (a loss, a rate far from the parity, an unknown port; with its line in a quote of many), an old parity, a letter of credit, as in a calculation answer (docs/tools/README.md, The answer); never in quote or text.',
    },
    internal: {
      type: 'object',
      description:
        'The seller’s own figures (typed): profit, margins, break-even per term, refundTotal, costTotal; in a quote of many lines each named with its line (lines.0.profitFob). Never sent to the buyer.',
      additionalProperties: { $ref: '#/components/schemas/Figure' },
    },
    normalized: {
      type: 'array',
      items: { $ref: '#/components/schemas/Normalized' },
      description: 'Inputs rewritten to be read (docs/tools/README.md, Reading inputs); absent when nothing changed.',
    },
    provenance: { $ref: '#/components/schemas/Provenance' },
  },
});

/** The codes the quote's own checks refuse with, beside the readers' and the tools'. */
const QUOTE_REFUSALS: readonly CopyKey[] = [
  'quote.price_not_positive',
  'quote.lines_or_pricing',
  'quote.given_twice',
  'quote.price_missing',
  'quote.price_both',
  'quote.incoterm_needed',
  'quote.term_not_priced',
  'quote.total_too_large',
  'quote.swift_country',
  'quote.iban_country',
  'quote.iban_length',
  'quote.iban_check_digits',
  'quote.account_needed',
  'quote.packing_partial',
  'quote.cartons_too_many',
  'quote.payment_needs',
  'quote.payment_not_for',
];

export function quoteRoutes(reader: DatasetReader, siteUrl: string): RouteSpec[] {
  const schema = quoteSchema(siteUrl);
  const schemaDigest = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
  return [
    {
      operationId: 'buildQuote',
      method: 'POST',
      path: '/v1/quote',
      summary: 'A quote or proforma invoice for a buyer: its lines priced, its totals in words, its packing list',
      description:
        'lines (1 to 50 products, each priced by the seller or by the baojia inputs) with currency; or, as version 1 took it, pricing and product for one. Without fxRate the RMB central parity of the current version is used. Nothing is stored.',
      tag: 'quote',
      requestBody: {
        description:
          'lines and currency, or pricing (the baojia inputs) and product; seller, buyer, terms, and the document, its languages, the bank and the marks.',
        schema: quoteRequestSchema(),
        example: QUOTE_EXAMPLE,
      },
      responses: {
        200: { description: 'The quote, its text and the seller’s internal figures.', schema: quoteAnswer(schema) },
      },
      // Reading the body, baojia's calculation, maitou's marks, and the quote's own checks.
      refusals: {
        400: [
          ...new Set<CopyKey>([
            ...inputRefusals(QUOTE_ONE_SPECS, 'fields'),
            ...inputRefusals(QUOTE_LINES_SPECS, 'fields'),
            ...calculationRefusals(baojiaTool),
            ...calculationRefusals(maitouTool),
            ...QUOTE_REFUSALS,
          ]),
        ],
        503: [...new Set<CopyKey>([...missingDataRefusals(baojiaTool), ...missingDataRefusals(cbmTool)])],
      },
      handle: async (context) => {
        const { request, normalized } = readQuoteRequest(context.body);
        const built = await calculatedLaterAfterReading(
          normalized,
          buildQuote(request, reader, { siteUrl, today: beijingDay(context.now) }),
        );
        // The text of 50 lines, and the answer's writing, after the digest's turn (quote/turns.ts).
        await nextTurn();
        return {
          body: {
            quote: built.quote,
            text: quoteText(built.quote, context.lang),
            warnings: warningsWithMessages(built.warnings, context.lang),
            internal: built.internal,
            ...(normalized.length > 0 ? { normalized } : {}),
          },
          datasets: built.read.map(provenanceEntryOf),
        };
      },
    },
    {
      operationId: 'getQuoteSchema',
      method: 'GET',
      path: QUOTE_SCHEMA_PATH,
      summary: 'The JSON Schema of a quote (version 1), with how to verify its digest',
      tag: 'quote',
      provenanceMember: 'x-provenance',
      cachePolicy: () => ({ lifetime: 'descriptions', parts: [schemaDigest] }),
      responses: {
        200: { description: 'A JSON Schema (2020-12).', schema: { type: 'object', additionalProperties: true } },
      },
      handle: () => ({ body: schema }),
    },
  ];
}
