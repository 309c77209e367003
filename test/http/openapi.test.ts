/**
 * Both OpenAPI editions, as served: valid under a real validator (the official 3.0 and 3.1
 * schemas) and free of problems under a real linter (Redocly's recommended rules).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { assertProvenance, serviceApp } from '../helpers/app.js';
import { OTHER_METHODS_RULE } from '../../src/http/openapi/methods.js';

const EDITIONS = [
  { url: '/v1/openapi.json', version: /^3\.1\./ },
  { url: '/v1/openapi-3.0.json', version: /^3\.0\./ },
];

describe('OpenAPI documents', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp();
  });
  after(() => app.close());

  for (const edition of EDITIONS) {
    describe(edition.url, () => {
      let document: Record<string, unknown>;
      before(async () => {
        const response = await app.inject(edition.url);
        assert.equal(response.statusCode, 200);
        document = response.json();
      });

      it('carries provenance as x-provenance and has the right version', () => {
        assertProvenance(document, 'zh-CN', 'x-provenance');
        assert.match(String(document.openapi), edition.version);
      });

      it('is valid against the official schema', async () => {
        const { 'x-provenance': _provenance, ...plain } = document;
        const result = await new Validator().validate(structuredClone(plain));
        assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1));
        // A specification extension at the root is allowed too.
        assert.equal((await new Validator().validate(structuredClone(document))).valid, true);
      });

      it('passes the recommended lint rules with no errors and no warnings', async () => {
        // Redocly's recommended rules as its CLI applies them (no rule turned off).
        const config = await createConfig({ extends: ['recommended'] });
        const problems = await lintFromString({
          source: JSON.stringify(document),
          absoluteRef: 'openapi.json',
          config,
        });
        const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`);
        assert.deepEqual(report, []);
      });

      it('publishes only the methods a path serves, and states the rule for the others once', () => {
        const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
        for (const [path, item] of Object.entries(paths)) {
          const methods = Object.keys(item).sort();
          assert.ok(
            ['get,head', 'post'].includes(methods.join(',')) ||
              (path === '/mcp' && methods.join(',') === 'get,head,post'),
            `${path} publishes ${methods}: GET with HEAD, or POST (both at /mcp: a session's stream and its messages)`,
          );
          for (const [method, operation] of Object.entries(item)) {
            const statuses = Object.keys(operation.responses);
            assert.ok(
              statuses.some((status) => status.startsWith('2')),
              `${method} ${path}: ${statuses}`,
            );
            assert.ok(!statuses.includes('405'), `${method} ${path} declares no 405`);
          }
        }
        const { description } = document.info as { description: string };
        assert.ok(description.includes(OTHER_METHODS_RULE), 'the description states the rule for other methods');
        assert.match(
          description,
          /Any other method at a path the API serves answers 405 api\.method_not_allowed with Allow/,
        );
        const responses = Object.keys((document.components as { responses: object }).responses);
        assert.ok(!responses.includes('MethodNotAllowed') && !responses.includes('Preflight'), String(responses));
      });

      it('describes every path of section 4 that this build serves', () => {
        const paths = Object.keys(document.paths as object);
        for (const path of [
          '/v1/datasets',
          '/v1/datasets/{id}',
          '/v1/datasets/{id}/current',
          '/v1/datasets/{id}/{version}',
          '/v1/openapi.json',
          '/v1/openapi-3.0.json',
        ]) {
          assert.ok(paths.includes(path), path);
        }
      });

      it('types the issue codes of every error answer: those the operation can answer with, never any string', () => {
        const doc = document as {
          paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
          components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
        };
        let typed = 0;
        for (const [path, item] of Object.entries(doc.paths)) {
          for (const [method, operation] of Object.entries(item)) {
            for (const [status, given] of Object.entries(operation.responses)) {
              if (Number(status) < 400) continue;
              const response = given.$ref ? doc.components.responses[given.$ref.split('/').pop()!] : given;
              const schema = (response as { content?: Record<string, { schema: unknown }> })?.content?.[
                'application/json'
              ]?.schema;
              // HEAD answers have no body; a not-ready readiness report is the report, with no issues.
              if (schema === undefined || !JSON.stringify(schema).includes('"issues"')) continue;
              const code = JSON.stringify(schema).match(/"code":\{"type":"string","enum":\[([^\]]+)\]/);
              assert.ok(code, `${method} ${path} ${status}: its issues' codes are an enum`);
              typed++;
            }
          }
        }
        assert.ok(typed > 150, `${typed} error answers`);
      });

      it('describes the lang parameter, the errors and the RateLimit headers on every operation', () => {
        const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
        for (const [path, methods] of Object.entries(paths)) {
          for (const [method, operation] of Object.entries(methods)) {
            const where = `${method} ${path}`;
            const parameters = operation.parameters as Array<{ name?: string; $ref?: string }>;
            assert.ok(
              parameters.some((p) => p.name === 'lang' || p.$ref === '#/components/parameters/Lang'),
              `${where} lang`,
            );
            const responses = operation.responses as Record<string, Record<string, unknown>>;
            for (const status of ['400', '429', '500']) assert.ok(responses[status], `${where} ${status}`);
            if (method === 'post')
              for (const status of ['413', '415']) assert.ok(responses[status], `${where} ${status}`);
          }
        }
      });
    });
  }
});
