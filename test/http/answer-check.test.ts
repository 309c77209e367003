/**
 * The answer check every HTTP test runs through (test/helpers/answer-check.ts, issue 15): an
 * answer its own OpenAPI document forbids, or a status it does not describe, fails the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteSpec } from '../../src/http/route.js';
import { testApp } from '../helpers/app.js';

const route = (body: Record<string, unknown>, status?: 404): RouteSpec => ({
  operationId: 'fixtureDrift',
  method: 'GET',
  path: '/v1/fixture/drift',
  summary: 'Test fixture: an answer and its description',
  tag: 'meta',
  responses: { 200: { description: 'A named count.', schema: { type: 'object', required: ['count'], additionalProperties: false, properties: { count: { type: 'string' }, provenance: {} } } } },
  handle: () => (status ? { status, body } : { body }),
});

describe('answers checked against the published description', () => {
  it('lets an answer the document describes through', async () => {
    const app = await testApp({ routes: [route({ count: '3' })] });
    assert.equal((await app.inject('/v1/fixture/drift')).statusCode, 200);
    await app.close();
  });

  it('fails on a member the document forbids, a wrong type, or a status it does not describe', async () => {
    for (const [body, status] of [[{ count: '3', extra: true }], [{ count: 3 }], [{ count: '3' }, 404]] as const) {
      const app = await testApp({ routes: [route(body, status)] });
      await assert.rejects(app.inject('/v1/fixture/drift'), /OpenAPI document/);
      await app.close();
    }
  });
});
