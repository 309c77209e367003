/**
 * The MCP server (issue 19) through the official SDK's own client, over both transports: stdio
 * (`src/cli/mcp.ts`, spawned as `npm run mcp` runs it) and streamable HTTP at /mcp on a
 * listening service, over the shipped data and the generated test library (chapter 99). Each
 * tool's schema is the one the OpenAPI document publishes; the lookup (found, heading, narrower,
 * not found, no library), cbm, tuishui and the quote answer the same JSON as the HTTP API for the
 * same inputs; a bad input is a tool error carrying its issues; /mcp is rate limited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { TOOLS } from '../../src/tools/registry.js';
import { modelSchema } from '../../src/mcp/model-schema.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { siteDataDir } from '../fixtures/site-data.js';

type Json = Record<string, unknown>;

/** An answer without the one member that differs from call to call. */
function comparable(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value) => (key === 'generated_at' ? 'at' : value));
}

async function listening(env: Record<string, string>): Promise<{ app: FastifyInstance; base: string }> {
  const { app } = await buildService(readConfig({ SITE_URL: 'https://site.test', ...env }), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

// Idle connections kept a minute: on a loaded machine the client's keep-alive timer can fire after
// the server has closed the socket at its 5 s, and the next POST then fails on it ("fetch failed").
const ENV = { RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000', KEEP_ALIVE_TIMEOUT_MS: '60000' };

for (const transport of ['stdio', 'http'] as const) {
  describe(`MCP over ${transport}`, () => {
    let dataDir: string;
    let service: { app: FastifyInstance; base: string };
    let client: Client;

    before(async () => {
      dataDir = await siteDataDir();
      service = await listening({ DATA_DIR: dataDir, ...ENV });
      client = new Client({ name: 'export-trade-test', version: '1.0.0' });
      await client.connect(
        transport === 'http'
          ? new StreamableHTTPClientTransport(new URL(`${service.base}/mcp?lang=en`))
          : new StdioClientTransport({
              command: process.execPath,
              args: ['--import', 'tsx', 'src/cli/mcp.ts'],
              cwd: projectRoot(),
              env: { ...process.env, DATA_DIR: dataDir, SITE_URL: 'https://site.test', MCP_LANG: 'en' },
              stderr: 'inherit',
            }),
      );
    });
    after(async () => {
      await client?.close();
      await service?.app.close();
    });

    const http = async (path: string, init?: RequestInit): Promise<{ status: number; body: Json }> => {
      const response = await fetch(`${service.base}${path}`, init);
      return { status: response.status, body: (await response.json()) as Json };
    };
    const call = async (name: string, args: Json) => {
      const result = await client.callTool({ name, arguments: args });
      return {
        structured: result.structuredContent as Json,
        isError: result.isError === true,
        text: (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '',
      };
    };

    it('lists every tool, each calculator with the inputs schema the OpenAPI document publishes', async () => {
      const { tools } = await client.listTools();
      // One tool a calculator (its id with underscores), and the five that answer the other routes.
      const calculators = TOOLS.map((tool) => tool.id.replace(/-/g, '_'));
      assert.deepEqual(
        tools.map((tool) => tool.name).sort(),
        [
          ...calculators,
          'central_parity',
          'dataset_rows',
          'datasets_list',
          'quote',
          'refund_rate_lookup',
          'refund_rate_search',
        ].sort(),
      );
      const document = (await http('/v1/openapi.json')).body as {
        paths: Record<string, { post?: { requestBody: { content: { 'application/json': { schema: Json } } } } }>;
      };
      for (const tool of TOOLS) {
        const listed = tools.find((candidate) => candidate.name === tool.id.replace(/-/g, '_'));
        assert.ok(listed, tool.id);
        assert.equal(listed.title, tool.names.en, 'titled in the asked language');
        const { lang, ...properties } = listed.inputSchema.properties as Json;
        assert.ok(lang, 'lang is an argument');
        const published = document.paths[`/v1/tools/${tool.id}/compute`]?.post?.requestBody.content['application/json']
          .schema.properties as Json;
        // The same schema but for the conditions (if/then under allOf), which the description says instead.
        const { allOf, ...unconditioned } = published.inputs as Json;
        // As a model reads it: no titles, long number patterns or notes on other spellings (model-schema.ts).
        assert.deepEqual({ ...listed.inputSchema, properties }, modelSchema(unconditioned), tool.id);
        if (allOf) assert.match(String(listed.description), /Conditions on the inputs .*"when":\[/, tool.id);
      }
      const lookup = tools.find((tool) => tool.name === 'refund_rate_lookup');
      assert.deepEqual(lookup?.inputSchema.required, ['code']);
    });

    it('lists tools every major assistant accepts: an object at the top, no oneOf, anyOf or allOf there', async () => {
      const { tools } = await client.listTools();
      for (const tool of tools) {
        const schema = tool.inputSchema as Json;
        assert.equal(schema.type, 'object', tool.name);
        for (const combinator of ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else'])
          assert.equal(schema[combinator], undefined, `${tool.name}: ${combinator} at the top`);
        assert.ok(String(tool.description).length > 0, tool.name);
        // Every answer's structured content is checked against it by this very client (the SDK
        // validates each call's result), refusals included: every call in these tests passes it.
        assert.equal(tool.outputSchema?.type, 'object', `${tool.name}: outputSchema`);
      }
      // tuishui, baojia and fx-cost carry conditions; they are in the description, in JSON.
      const baojia = tools.find((tool) => tool.name === 'baojia');
      const said = /: (\{.*\})$/.exec(String(baojia?.description))?.[1] ?? '{}';
      assert.ok((JSON.parse(said) as { when?: unknown[] }).when?.length, said);
    });

    it('refuses an argument a tool does not take, and names an unknown tool once', async () => {
      const bogus = await call('datasets_list', { bogus: 1 });
      assert.equal(bogus.isError, true);
      assert.deepEqual(
        (bogus.structured.issues as Array<{ path: string; code: string }>).map((i) => [i.path, i.code]),
        [['bogus', 'param.unknown']],
      );
      await assert.rejects(client.callTool({ name: 'nope', arguments: {} }), (error: Error) => {
        assert.equal(error.message.split('MCP error -32602').length - 1, 1, error.message);
        assert.match(error.message, /No tool named nope/);
        return true;
      });
      const { resourceTemplates } = await client.listResourceTemplates();
      assert.deepEqual(resourceTemplates, []);
    });

    it('looks a code up as GET /v1/refund-rate answers it: found, heading, narrower, not found', async () => {
      for (const code of ['9901.0100.10', '9901060099', '9901030010', '9901019999']) {
        const mcp = await call('refund_rate_lookup', { code, export_date: '2026-03-01', lang: 'en' });
        const direct = await http(`/v1/refund-rate?code=${code}&export_date=2026-03-01&lang=en`);
        assert.deepEqual(comparable(mcp.structured), comparable(direct.body), code);
        assert.equal(mcp.isError, false, 'not listed is an answer, not a refusal');
        assert.match(mcp.text, /not an official channel/);
      }
      const found = await call('refund_rate_lookup', { code: '9901010010', export_date: '2026-03-01', lang: 'en' });
      assert.match(found.text, /^9901010010: on 2026-03-01 the refund rate is 9\.00 % and the levy rate 9\/13 %\./);
      assert.match(found.text, /depends on the export date/);
      const listings = await Promise.all(
        ['9901060099', '9901030010'].map((code) => call('refund_rate_lookup', { code, lang: 'en' })),
      );
      assert.deepEqual(
        listings.map((listing) => (listing.structured.lookup as Json).listing),
        ['heading', 'narrower'],
      );
      const missing = await call('refund_rate_lookup', { code: '9901019999', lang: 'en' });
      assert.match(missing.text, /does not list 9901019999; listed codes with the same first six digits: 9901010010/);
    });

    it('goes from a product name to its rate in one call, as GET /v1/refund-rate/search answers', async () => {
      const args = { q: '不锈钢 保温杯', export_date: '2026-03-01', lang: 'en' };
      const mcp = await call('refund_rate_search', args);
      const direct = await http(
        `/v1/refund-rate/search?q=${encodeURIComponent(args.q)}&export_date=2026-03-01&lang=en`,
      );
      assert.deepEqual(comparable(mcp.structured), comparable(direct.body));
      assert.equal(mcp.isError, false);
      const lines = mcp.text.split('\n');
      assert.match(lines[0] ?? '', /^“不锈钢 保温杯” found \d+ codes in the library; the first \d+:/);
      assert.ok(
        lines.some((line) => /^不锈钢真空保温杯: 96170019001: on 2026-03-01 the refund rate is [0-9.]+ %/.test(line)),
        mcp.text,
      );
      const none = await call('refund_rate_search', { q: '量子计算机', lang: 'en' });
      assert.equal(none.isError, false, 'nothing found is an answer');
      assert.match(none.text, /^Searched the library for “量子计算机”: no code found/);
      const refused = await call('refund_rate_search', { q: '。。。', lang: 'en' });
      assert.equal(refused.isError, true);
    });

    it('says a load plan as a person would: what fits where and how the weight lies, the blocks left to the JSON', async () => {
      const tool = TOOLS.find((candidate) => candidate.id === 'load-plan');
      assert.ok(tool);
      const mcp = await call('load_plan', { ...tool.example, lang: 'en' });
      assert.equal(mcp.isError, false);
      const steps = mcp.structured.steps as Array<{ id: string; message: string }>;
      const said = steps.filter((step) => step.id !== 'load-plan.block' && step.id !== 'load-plan.block_row');
      assert.ok(said.length < steps.length, 'the example has blocks');
      assert.ok(mcp.text.startsWith(said.map((step) => step.message).join('\n')));
      assert.match(mcp.text, /^All 500 cartons fit in one 40GP, 54\.32% of its inside volume\./);
      assert.doesNotMatch(mcp.text, /Wall 1:/);
      const plan = mcp.structured.plan as { containers?: unknown };
      assert.ok(Array.isArray(plan.containers), 'the plan is in the structured answer');
    });

    it('runs cbm, tuishui and the quote as the HTTP API does', async () => {
      for (const id of ['cbm', 'tuishui']) {
        const tool = TOOLS.find((candidate) => candidate.id === id);
        assert.ok(tool);
        const mcp = await call(id, { ...tool.example, lang: 'en' });
        const direct = await http(`/v1/tools/${id}/compute?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ inputs: tool.example }),
        });
        assert.equal(direct.status, 200);
        assert.deepEqual(comparable(mcp.structured), comparable(direct.body), id);
        // The summary is the answer's own step sentences, then the source and the notice.
        const steps = (direct.body.steps as Array<{ message: string }>).map((step) => step.message);
        assert.ok(mcp.text.startsWith(steps.join('\n')), id);
      }
      const quote = await call('quote', { ...QUOTE_BODY, lang: 'en' });
      const direct = await http('/v1/quote?lang=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(QUOTE_BODY),
      });
      assert.deepEqual(comparable(quote.structured), comparable(direct.body));
      assert.ok(quote.text.startsWith(String(direct.body.text)));
    });

    it('returns a bad input as a tool error carrying its issues, in the asked language', async () => {
      const cbm = TOOLS.find((tool) => tool.id === 'cbm');
      const cartons = [{ length: '-60', width: '40', height: '40', grossWeight: '15', quantity: '10' }];
      const refused = await call('cbm', { ...cbm?.example, cartons, lang: 'ja' });
      assert.equal(refused.isError, true);
      const issues = refused.structured.issues as Array<{ path: string; code: string; message: string }>;
      assert.deepEqual(
        issues.map((issue) => [issue.path, issue.code]),
        [['cartons.0.length', 'input.decimal_above']],
      );
      assert.match(issues[0]?.message ?? '', /^这个数必须大于 0。 This number must be greater than 0\.$/);
      assert.match(refused.text, /cartons\.0\.length: .*0.*\[input\.decimal_above\]/);
      const badLang = await call('central_parity', { date: '2026-09-04', lang: 'fr' });
      assert.equal(badLang.isError, true);
      assert.equal((badLang.structured.issues as Array<{ path: string }>)[0]?.path, 'lang');
    });

    it('gives the central parity of a day and over a range, and the datasets with their rows', async () => {
      const day = await call('central_parity', { date: '2026-08-30', lang: 'en' });
      assert.deepEqual(
        comparable(day.structured),
        comparable((await http('/v1/central-parity?date=2026-08-30&lang=en')).body),
      );
      assert.match(day.text, /published on 2026-08-28: USD\/CNY /);
      const series = await call('central_parity', { currency: 'JPY', from: '2026-08-27', to: '2026-09-02' });
      assert.equal(((series.structured.series as Json).points as unknown[]).length, 5);
      const list = await call('datasets_list', { lang: 'en' });
      assert.match(list.text, /central-parity 2026-09-04/);
      const rows = await call('dataset_rows', { id: 'ports', offset: 10, limit: 5, lang: 'en' });
      assert.equal((rows.structured.data as unknown[]).length, 5);
      assert.match(rows.text, /^ports 2026-07-27: rows 11–15 of 3949\./);
    });

    it('offers each dataset’s current version and the OpenAPI document as resources', async () => {
      const { resources } = await client.listResources();
      const uris = resources.map((resource) => resource.uri);
      assert.ok(uris.includes('export-trade://openapi/v1/openapi.json'));
      assert.ok(uris.includes('export-trade://datasets/refund-rates/current'));
      const read = await client.readResource({ uri: 'export-trade://datasets/central-parity/current' });
      const current = JSON.parse(String((read.contents[0] as { text: string }).text));
      const dataset = (await http('/v1/datasets/central-parity')).body;
      assert.equal(current.version, dataset.current);
      assert.match(current.content_hash, /^sha256:[0-9a-f]{64}$/);
      const openapi = await client.readResource({ uri: 'export-trade://openapi/v1/openapi.json' });
      const served = (await http('/v1/openapi.json')).body;
      const { 'x-provenance': _read, ...document } = JSON.parse(String((openapi.contents[0] as { text: string }).text));
      const { 'x-provenance': _served, ...expected } = served;
      assert.deepEqual(document, expected);
    });
  });
}

describe('MCP without a refund library', () => {
  it('answers the lookup as the HTTP API does: 503, a tool error that reads as the service’s condition', async () => {
    const service = await listening(ENV);
    const client = new Client({ name: 'export-trade-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.base}/mcp`)));
    const result = await client.callTool({ name: 'refund_rate_lookup', arguments: { code: '8504319000' } });
    assert.equal(result.isError, true);
    const issues = (result.structuredContent as { issues: Array<{ code: string }> }).issues;
    assert.equal(issues[0]?.code, 'refund_rate.library_missing');
    // Not "correct these inputs and call again": an assistant would take it for its own mistake and retry.
    const text = (result.content as Array<{ text: string }>)[0]?.text ?? '';
    assert.match(text, /^服务暂时无法回答/);
    assert.doesNotMatch(text, /npm|改正/);
    await client.close();
    await service.app.close();
  });
});

describe('MCP over HTTP and the rate limit', () => {
  it('charges each POST /mcp to its sender and answers 429 when the bucket is empty, with CORS', async () => {
    const service = await listening({ RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1' });
    const post = () =>
      fetch(`${service.base}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) {
      last = await post();
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal(last?.headers.get('access-control-allow-origin'), '*');
    assert.ok(last?.headers.get('ratelimit-policy'));
    const preflight = await fetch(`${service.base}/mcp`, { method: 'OPTIONS' });
    assert.match(String(preflight.headers.get('access-control-allow-headers')), /Mcp-Protocol-Version/);
    await service.app.close();
  });
});
