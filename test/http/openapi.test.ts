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
        const config = await createConfig({ extends: ['recommended'] });
        const problems = await lintFromString({
          source: JSON.stringify(document),
          absoluteRef: 'openapi.json',
          config,
        });
        const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`);
        assert.deepEqual(report, []);
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

      it('describes the lang parameter, the errors and the RateLimit headers on every operation', () => {
        const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
        for (const [path, methods] of Object.entries(paths)) {
          assert.match(String(methods.description), /405/, `${path} describes its other methods`);
          for (const [method, operation] of Object.entries(methods).filter(([key]) => key !== 'description')) {
            const where = `${method} ${path}`;
            const parameters = operation.parameters as Array<{ name: string }>;
            assert.ok(
              parameters.some((p) => p.name === 'lang'),
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
