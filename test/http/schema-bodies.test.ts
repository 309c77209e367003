/**
 * Bodies generated from the published request schemas, as a schema-driven fuzzer sends them
 * (issue 15: all 1,800 such bodies used to get 400): a body the OpenAPI document accepts is never
 * refused by the input reader (no `input.*` issue) nor for a missing input a condition asks for.
 * What JSON Schema cannot say is refused by the calculation: a relation between two inputs
 * (refundRate above taxRate, net weight above gross) or a fact of the installed data (a day the
 * parity does not cover, a currency it does not quote). Those codes, and only those, are allowed,
 * and docs/contract.md lists them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { serviceApp } from '../helpers/app.js';
import { TOOLS } from '../../src/tools/registry.js';
import { arbitraryOf, conditionallyRequired } from '../helpers/schema-arbitrary.js';

/** Refusals of what a request schema cannot express: relations between inputs, and the installed data. */
export const BEYOND_THE_SCHEMA = new Set([
  // Relations between inputs.
  'baojia.refund_above_tax',
  'baojia.below_100',
  'baojia.insurance_factor',
  'baojia.shares_100',
  'baojia.cost_zero',
  'baojia.cny_rate',
  'quote.price_not_positive',
  'quote.term_not_priced',
  'quote.total_too_large',
  'quote.cartons_too_many',
  // A code's own check: a country ISO 3166 assigns, an IBAN's length for its country and its check digits.
  'quote.swift_country',
  'quote.iban_country',
  'quote.iban_length',
  'quote.iban_check_digits',
  'tuishui.refund_above_tax',
  'tuishui.materials_rates_differ',
  'maitou.net_above_gross',
  'maitou.line_unprintable',
  'input.units_incompatible',
  'fx-cost.name_reserved',
  'fx-cost.receipt_below_fen',
  'fx-convert.currency_cny',
  'fx-convert.kept_quotation',
  // A sum over rows (20,000 cartons in all), and upright beside a set of sides without height.
  'load-plan.too_many_cartons',
  'load-plan.vertical_conflict',
  // A bound in the unit the body names (your own container, 100 m a side in any unit).
  'container-load.own_too_large',
  // Facts of the installed data.
  'parity.before_data',
  'parity.after_data',
  'parity.gap',
  'parity.currency',
  'baojia.fx_rate_needed_unpublished',
]);

const RUNS = 60;

describe('bodies generated from the request schemas', () => {
  let app: FastifyInstance;
  let operations: Array<{ path: string; schema: unknown }>;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000000', RATE_LIMIT_IN_FLIGHT: '1000000' });
    const document = (await app.inject('/v1/openapi.json')).json();
    operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >,
    )
      // The API's bodies; POST /mcp carries the MCP protocol's messages, tested in test/mcp/.
      .filter(([path, item]) => path.startsWith('/v1/') && item.post?.requestBody)
      .map(([path, item]) => ({ path, schema: item.post!.requestBody!.content['application/json']!.schema }));
  });
  after(() => app.close());

  it('are taken by every tool and the quote, refused only for what no schema can say', async () => {
    assert.ok(operations.length >= 9, 'eight tools and the quote');
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    const answered: Record<string, number> = {};
    for (const { path, schema } of operations) {
      const valid = ajv.compile(schema as object);
      const bodies = arbitraryOf(schema, conditionallyRequired(schema)).filter((body) => valid(body));
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await app.inject({ method: 'POST', url: path, payload: body as object });
          answered[`${path} ${response.statusCode}`] = (answered[`${path} ${response.statusCode}`] ?? 0) + 1;
          if (response.statusCode === 200) return;
          assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(body)} → ${response.statusCode}`);
          const codes: string[] = response.json().issues.map((issue: { code: string }) => issue.code);
          const unexpected = codes.filter((code) => !BEYOND_THE_SCHEMA.has(code));
          assert.deepEqual(
            unexpected,
            [],
            `${path} refused a body its schema accepts: ${JSON.stringify(body)} → ${JSON.stringify(response.json().issues)}`,
          );
        }),
        { numRuns: RUNS, seed: 15 },
      );
    }
    // Most generated bodies are calculated, not refused (printed for the record).
    process.stdout.write(`# schema bodies: ${JSON.stringify(answered)}\n`);
  });
});

describe('conditional requirements, as declared and as refused', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000000' });
  });
  after(() => app.close());

  it('are each refused by the calculation at the input they name when it is left out', async () => {
    let checked = 0;
    for (const tool of TOOLS) {
      for (const condition of tool.conditions) {
        const { input, is, given = [] } = condition.when;
        for (const [holds, requirement] of [
          [true, condition.then],
          [false, condition.else],
        ] as const) {
          const names = [...(requirement?.inputs ?? []), ...(requirement?.someOf ?? [])];
          if (names.length === 0) continue;
          // The tool's own example, made to meet (or miss) the condition, without what it then requires.
          const inputs: Record<string, unknown> = { ...tool.example };
          if (holds) inputs[input] = is[0];
          else delete inputs[input];
          if (given.some((name) => inputs[name] === undefined)) continue;
          for (const name of names) delete inputs[name];
          const response = await app.inject({
            method: 'POST',
            url: `/v1/tools/${tool.id}/compute`,
            payload: { inputs },
          });
          assert.equal(response.statusCode, 400, `${tool.id} ${JSON.stringify(inputs)}`);
          const paths: string[] = response.json().issues.map((issue: { path: string }) => issue.path);
          assert.ok(
            names.some((name) => paths.includes(name)),
            `${tool.id}: ${JSON.stringify(condition)} refused at ${paths}`,
          );
          checked++;
        }
      }
    }
    assert.ok(checked >= 6, `${checked} requirements checked`);
  });
});
