/**
 * The other half of test/http/schema-bodies.test.ts: requests one step outside the published
 * schemas, as a schema-driven fuzzer makes them. A body drawn from a POST operation's request
 * schema gets one mutation the schema refuses (checked with ajv), and is then either refused (400)
 * with an issue at the place changed, or read as docs/contract.md ("The published description",
 * Empty and null, Request bodies) and docs/tools/README.md (Reading inputs) document: another
 * spelling listed in `normalized` and answered exactly as its canonical spelling is, or `""` and
 * `null` answered as the member left out. A query parameter outside its schema is a 400 at its
 * name (docs/contract.md, Errors), an unknown value of a path parameter with a known set a 404.
 * Never a 500.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { serviceApp } from '../helpers/app.js';
import { arbitraryOf, conditionallyRequired } from '../helpers/schema-arbitrary.js';
import {
  type Mutation,
  type Segment,
  at,
  canonicalValue,
  documentedRewrite,
  isRecord,
  jsonText,
  listOf,
  mutatedOf,
  parsed,
  removed,
  replaced,
  schemaOf,
  segments,
  text,
} from '../helpers/schema-mutations.js';

const RUNS = 40;
/** Query values outside most schemas: each is sent only where ajv finds it outside the parameter's. */
const BAD_PARAMETERS = ['abc', 'xx', '1.5', '-1', '１２', '2026/09/04', '2026-02-30', ''];

const issuesOf = (answer: unknown) =>
  listOf(at(answer, 'issues')).map((issue) => ({ path: text(at(issue, 'path')), code: text(at(issue, 'code')) }));
const normalizedOf = (answer: unknown) =>
  listOf(at(answer, 'normalized')).map((entry) => ({
    path: text(at(entry, 'path')),
    given: text(at(entry, 'given')),
    used: text(at(entry, 'used')),
  }));
/** An answer without what may differ between two requests read alike: when it was made, and what was rewritten. */
const comparable = (answer: unknown) =>
  Object.fromEntries(Object.entries(schemaOf(answer)).filter(([key]) => key !== 'provenance' && key !== 'normalized'));

/** Where the service reports a place of the body: a tool's inputs from inside `inputs` (`cartons.0.length`), the quote's from its root (`pricing.price`). */
const reportedAt = (operation: string, path: readonly Segment[]): string =>
  (operation.startsWith('/v1/tools/') && path[0] === 'inputs' && path.length > 1 ? path.slice(1) : path).join('.');

describe('requests outside the published schemas', () => {
  let app: FastifyInstance;
  let document: unknown;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000000', RATE_LIMIT_IN_FLIGHT: '1000000' });
    document = (await app.inject('/v1/openapi.json')).json();
  });
  after(() => app.close());

  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: jsonText(body), headers: { 'content-type': 'application/json' } });
  /** A part of the document with its `$ref` (`#/components/parameters/Lang`) followed. */
  const resolved = (node: unknown): unknown => {
    const ref = at(node, '$ref');
    return typeof ref === 'string' && ref.startsWith('#/') ? resolved(at(document, ...segments(ref.slice(1)))) : node;
  };
  /** The operations of one method under /v1/, each with its parameters and those of its path item. */
  const operations = (method: 'get' | 'post') =>
    Object.entries(schemaOf(at(document, 'paths'))).flatMap(([path, item]) => {
      const operation = at(item, method);
      const parameters = [...listOf(at(item, 'parameters')), ...listOf(at(operation, 'parameters'))].map(resolved);
      return /^\/v1(\/|$)/.test(path) && isRecord(operation) ? [{ path, operation, parameters }] : [];
    });

  it('a body one mutation outside its schema is refused at that place, or read as documented', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const posts = operations('post').filter(({ operation }) => at(operation, 'requestBody') !== undefined);
    assert.ok(posts.length >= 9, 'eight tools and the quote');
    const outcomes: Record<string, number> = {};
    const failed: string[] = [];
    let requests = 0;
    for (const { path, operation } of posts) {
      const schema = resolved(at(resolved(at(operation, 'requestBody')), 'content', 'application/json', 'schema'));
      const validate = ajv.compile(schemaOf(schema));
      const bodies = arbitraryOf(schema, conditionallyRequired(schema)).filter((body) => validate(body));
      const send = (body: unknown) => {
        requests++;
        return post(path, body);
      };

      /** What happened to one mutated body; fails when that is not what the documents allow. */
      const outcome = async (mutation: Mutation): Promise<string> => {
        validate(parsed(mutation.body));
        const schemaSays = [...(validate.errors ?? [])];
        const response = await send(mutation.body);
        const where = reportedAt(path, mutation.path);
        const context = `${path}, ${mutation.kind} at ${where}: ${jsonText(mutation.body)} → ${response.statusCode} ${response.body}`;
        // A body is a 400 when refused, a 200 when read: never a 500, nor any other status.
        assert.ok(response.statusCode === 200 || response.statusCode === 400, context);
        const answer: unknown = response.json();

        // Another spelling of a value is read only as documented, listed in `normalized`, and then
        // answered exactly as the canonical spelling it was read as (docs/contract.md, Request
        // bodies: "the other spellings §2.5 allows … are still read and listed in `normalized`").
        const rewrites = normalizedOf(answer);
        const rewrite = rewrites.find((entry) => entry.path === where);
        if (rewrite !== undefined) {
          assert.ok(
            documentedRewrite(mutation.schema, mutation.sent, rewrite.given, rewrite.used),
            `rewrite ${JSON.stringify(rewrite)} is not documented: ${context}`,
          );
          const twin = await send(
            replaced(mutation.body, mutation.path, canonicalValue(mutation.schema, rewrite.used)),
          );
          assert.equal(twin.statusCode, response.statusCode, `canonical spelling → ${twin.body}; ${context}`);
          assert.deepEqual(comparable(answer), comparable(twin.json()), context);
          assert.deepEqual(
            rewrites.filter((entry) => entry !== rewrite),
            normalizedOf(twin.json()),
            context,
          );
          return response.statusCode === 200 ? 'read as documented' : 'read as documented, then refused';
        }
        assert.notEqual(mutation.kind, 'other spelling', `a documented spelling is not read: ${context}`);

        // "An empty string, or `null`, counts as not given; a default then applies" (docs/tools/README.md,
        // Reading inputs; docs/contract.md, Empty and null): the answer is the one to the body without it.
        if (mutation.kind === 'blank' && mutation.member) {
          const twin = await send(removed(mutation.body, mutation.path));
          assert.equal(twin.statusCode, response.statusCode, `without it → ${twin.body}; ${context}`);
          assert.deepEqual(comparable(answer), comparable(twin.json()), context);
          return `not given (${response.statusCode})`;
        }

        // Anything else is refused at the place changed. A member removed may be asked for where the
        // schema then finds one missing: an alternative to it (invoiceAmount for invoiceAmountWithTax)
        // or what a condition on it requires.
        assert.equal(response.statusCode, 400, `taken without a documented rewrite: ${context}`);
        const expected = new Set([where]);
        if (mutation.kind === 'member removed')
          for (const error of schemaSays)
            if (error.keyword === 'required')
              expected.add(reportedAt(path, [...segments(error.instancePath), String(error.params.missingProperty)]));
        const reported = issuesOf(answer).map((issue) => issue.path);
        assert.ok(
          reported.some((place) => expected.has(place)),
          `refused at ${reported.join(', ')}, not ${[...expected].join(' or ')}: ${context}`,
        );
        return 'refused at its place';
      };

      // Every operation is run to the end, so that one answer names each operation that fails.
      const report = await fc.check(
        fc.asyncProperty(
          mutatedOf(bodies, schema).filter((mutation) => !validate(parsed(mutation.body))),
          async (mutation) => {
            const key = `${mutation.kind}: ${await outcome(mutation)}`;
            outcomes[key] = (outcomes[key] ?? 0) + 1;
          },
        ),
        // The first counterexample is reported as found: each shrinking step is more requests.
        { numRuns: RUNS, seed: 15, includeErrorInReport: true, endOnFailure: true },
      );
      if (report.failed) failed.push(`${path}: ${await fc.asyncDefaultReportMessage(report)}`);
    }
    process.stdout.write(`# schema-invalid bodies, ${requests} requests: ${JSON.stringify(outcomes)}\n`);
    assert.equal(failed.length, 0, failed.join('\n\n'));
  });

  it('a query parameter outside its schema is a 400 at its name, an unknown path value a 404', async () => {
    const ajv = new Ajv2020({ strict: false, coerceTypes: true });
    addFormats.default(ajv);
    const outside = (schema: unknown, raw: string) =>
      !ajv.validate({ type: 'object', properties: { value: schemaOf(schema) } }, { value: raw });
    /** A value the parameter's schema takes, so that only the one changed is refused. */
    const sample = async (name: string, schema: unknown, route: string): Promise<string> => {
      const choices = listOf(at(schema, 'enum'));
      if (name === 'version') {
        // A version is a path segment the dataset's description lists.
        const id = route.split('/')[3] ?? '';
        const versions = listOf(at((await app.inject(`/v1/datasets/${id}`)).json(), 'versions'));
        return text(at(versions[0], 'version')) || '2026-01-01';
      }
      if (typeof choices[0] === 'string') return choices[0];
      if (at(schema, 'type') === 'integer') return String(at(schema, 'default') ?? at(schema, 'minimum') ?? 1);
      if (at(schema, 'format') === 'date') return '2025-06-03';
      const pattern = at(schema, 'pattern');
      if (typeof pattern === 'string') {
        const taken = fc.stringMatching(new RegExp(pattern)).filter((raw) => !outside(schema, raw));
        return fc.sample(taken, { numRuns: 1, seed: 15 })[0] ?? '';
      }
      return 'abc';
    };
    const parametersIn = (parameters: unknown[], where: 'query' | 'path') =>
      parameters.flatMap((parameter) =>
        at(parameter, 'in') === where && at(parameter, 'name') !== '_'
          ? [
              {
                name: text(at(parameter, 'name')),
                schema: at(parameter, 'schema'),
                required: at(parameter, 'required') === true,
              },
            ]
          : [],
      );
    /** The path with each parameter given a value its schema takes (a real version for `{version}`). */
    const filled = async (path: string, parameters: unknown[]) => {
      let route = path;
      for (const { name, schema } of parametersIn(parameters, 'path'))
        route = route.replace(`{${name}}`, encodeURIComponent(await sample(name, schema, route)));
      return route;
    };
    const counted: Record<string, number> = {};
    const wrong: string[] = [];
    let requests = 0;
    for (const { path, parameters } of operations('get')) {
      const query = parametersIn(parameters, 'query');
      if (query.length === 0) continue;
      const route = await filled(path, parameters);
      const given: string[] = [];
      for (const { name, schema, required } of query)
        if (required) given.push(`${name}=${encodeURIComponent(await sample(name, schema, route))}`);
      const refused = async (name: string, pairs: string[]) => {
        const url = `${route}?${[...given.filter((pair) => !pair.startsWith(`${name}=`)), ...pairs].join('&')}`;
        const response = await app.inject(url);
        requests++;
        // One issue, at the one parameter outside its schema ("several bad parameters give several issues").
        const issues = response.statusCode === 400 ? issuesOf(response.json()) : [];
        if (response.statusCode !== 400 || issues.length !== 1 || issues[0]?.path !== name)
          wrong.push(`GET ${url} → ${response.statusCode} ${JSON.stringify(issues)}`);
        for (const { code } of issues) counted[code] = (counted[code] ?? 0) + 1;
      };
      for (const { name, schema, required } of query) {
        const maximum = at(schema, 'maximum');
        const minimum = at(schema, 'minimum');
        const maxLength = at(schema, 'maxLength');
        const values = [
          ...BAD_PARAMETERS,
          ...(typeof maximum === 'number' ? [String(maximum + 1)] : []),
          ...(typeof minimum === 'number' && minimum > 0 ? [String(minimum - 1)] : []),
          ...(typeof maxLength === 'number' ? ['7'.repeat(maxLength + 1)] : []),
        ];
        // `""` is not given (docs/contract.md, Empty and null): outside the schema only where required.
        for (const value of values.filter((raw) => outside(schema, raw) && (raw !== '' || required)))
          await refused(name, [`${name}=${encodeURIComponent(value)}`]);
        if (required) await refused(name, []);
        const valid = encodeURIComponent(await sample(name, schema, route));
        await refused(name, [`${name}=${valid}`, `${name}=${valid}`]);
      }
      await refused('unknownParam', ['unknownParam=1']);
    }
    // An unknown value of a path parameter the document lists the values of names nothing.
    for (const { path, parameters } of operations('get')) {
      for (const { name, schema } of parametersIn(parameters, 'path')) {
        if (!Array.isArray(at(schema, 'enum'))) continue;
        const route = await filled(path.replace(`{${name}}`, 'no-such-thing'), parameters);
        const response = await app.inject(route);
        requests++;
        const issues = response.statusCode === 404 ? issuesOf(response.json()) : [];
        if (!issues.some((issue) => issue.path === name))
          wrong.push(`GET ${route} → ${response.statusCode} ${response.body.slice(0, 300)}`);
        counted['404'] = (counted['404'] ?? 0) + 1;
      }
    }
    process.stdout.write(`# schema-invalid parameters, ${requests} requests: ${JSON.stringify(counted)}\n`);
    assert.deepEqual(wrong, []);
  });
});
