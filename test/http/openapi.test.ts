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
import { allowOf } from '../../src/http/openapi/methods.js';

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
        // A method a path does not take is declared by its 405 alone (docs/contract.md, The published
        // description): the rule that every operation has a 2xx is held below for those a path takes.
        const config = await createConfig({ extends: ['recommended'], rules: { 'operation-2xx-response': 'off' } });
        const problems = await lintFromString({
          source: JSON.stringify(document),
          absoluteRef: 'openapi.json',
          config,
        });
        const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`);
        assert.deepEqual(report, []);
      });

      it('declares every method at every path: what it takes with a 2xx, each other method as its 405', () => {
        const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
        for (const [path, item] of Object.entries(paths)) {
          const allow = allowOf(item);
          assert.deepEqual(
            Object.keys(item).sort(),
            ['delete', 'get', 'head', 'options', 'patch', 'post', 'put', 'trace'],
            path,
          );
          for (const [method, operation] of Object.entries(item)) {
            const statuses = Object.keys(operation.responses);
            if (allow.includes(method.toUpperCase()) && method !== 'options')
              assert.ok(
                statuses.some((status) => status.startsWith('2')),
                `${method} ${path} is taken: ${statuses}`,
              );
            else if (method === 'options') assert.ok(statuses.includes('204'), path);
            else assert.ok(statuses.includes('405') && !statuses.some((s) => s.startsWith('2')), `${method} ${path}`);
          }
        }
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
        assert.ok(typed > 500, `${typed} error answers`);
      });

      it('describes the lang parameter, the errors and the RateLimit headers on every operation a path takes', () => {
        const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
        for (const [path, methods] of Object.entries(paths)) {
          const allow = allowOf(methods);
          for (const [method, operation] of Object.entries(methods)) {
            if (method === 'options' || !allow.includes(method.toUpperCase())) continue;
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
