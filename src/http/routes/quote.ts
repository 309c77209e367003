/**
 * POST /v1/quote (docs/quote.md) and the quote's JSON Schema at /schemas/quote/v1.json. The
 * quote runs the baojia calculation on `pricing`; nothing is stored. The schema route is a
 * document like the OpenAPI editions: its provenance is the root member x-provenance.
 */
import { createHash } from 'node:crypto';
import { beijingDay } from '../../core/calendar.js';
import { calculatedAfterReading } from '../../core/issues.js';
import type { DatasetReader } from '../../tools/kit/definition.js';
import { compileDeclaredBodyReader, inputRefusals } from '../../tools/kit/input-reader.js';
import { calculationRefusals, missingDataRefusals } from '../../tools/kit/refusals.js';
import { baojiaTool } from '../../tools/baojia/definition.js';
import { QUOTE_BODY } from '../../quote/body.js';
import { QUOTE_EXAMPLE } from '../../quote/example.js';
import { QUOTE_LABELS } from '../../quote/labels.js';
import { labelledInputs } from '../../tools/kit/labels.js';
import { declarations } from '../../tools/kit/inputs.js';
import { QUOTE_SCHEMA_PATH, buildQuote } from '../../quote/build.js';
import { quoteSchema } from '../../quote/schema.js';
import { quoteText } from '../../quote/text.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { RouteSpec } from '../route-spec.js';
import { inputsSchema } from '../../tools/kit/input-schema.js';
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
        'baojia’s warnings for the seller (a loss, a rate far from the parity, an unknown port), as in a calculation answer (docs/tools/README.md, The answer); never in quote or text.',
    },
    internal: {
      type: 'object',
      description:
        'The seller’s own figures (typed): profit, margins, break-even per term, refundTotal, costTotal. Never sent to the buyer.',
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

export function quoteRoutes(reader: DatasetReader, siteUrl: string): RouteSpec[] {
  const specs = labelledInputs(declarations(QUOTE_BODY), QUOTE_LABELS);
  const schema = quoteSchema(siteUrl);
  const schemaDigest = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
  const readBody = compileDeclaredBodyReader(QUOTE_BODY);
  return [
    {
      operationId: 'buildQuote',
      method: 'POST',
      path: '/v1/quote',
      summary: 'A quote for a buyer, built from the baojia inputs and the seller’s terms',
      description: 'Without pricing.fxRate the RMB central parity of the current version is used. Nothing is stored.',
      tag: 'quote',
      requestBody: {
        description: 'pricing (the baojia inputs), seller, buyer, product, terms.',
        schema: inputsSchema(specs),
        example: QUOTE_EXAMPLE,
      },
      responses: {
        200: { description: 'The quote, its text and the seller’s internal figures.', schema: quoteAnswer(schema) },
      },
      // Reading the body, baojia's calculation, and the quote's own: a price that comes to zero or less.
      refusals: {
        400: [
          ...new Set<CopyKey>([
            ...inputRefusals(specs, 'fields'),
            ...calculationRefusals(baojiaTool),
            'quote.price_not_positive',
          ]),
        ],
        503: missingDataRefusals(baojiaTool),
      },
      handle: (context) => {
        const { values, normalized } = readBody(context.body);
        const built = calculatedAfterReading(normalized, () =>
          buildQuote(values, reader, { siteUrl, today: beijingDay(context.now) }),
        );
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
