/**
 * The answer check every HTTP test runs through (test/helpers/answer-check.ts, issue 15): an
 * answer its own OpenAPI document forbids, a status it does not describe, a required header
 * missing or a header of the contract it does not describe, fails the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteSpec } from '../../src/http/route-spec.js';
import { AnswerChecker } from '../helpers/answer-check.js';
import { serviceApp, testApp } from '../helpers/app.js';

const route = (body: Record<string, unknown>, status?: 404): RouteSpec => ({
  operationId: 'fixtureDrift',
  method: 'GET',
  path: '/v1/fixture/drift',
  summary: 'Test fixture: an answer and its description',
  tag: 'meta',
  responses: {
    200: {
      description: 'A named count.',
      schema: {
        type: 'object',
        required: ['count'],
        additionalProperties: false,
        properties: { count: { type: 'string' }, provenance: {} },
      },
    },
  },
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

describe('headers checked against the published description', () => {
  /** A tiny document: one GET whose 200 describes a required integer header and nothing else. */
  const DOCUMENT = {
    paths: {
      '/v1/thing': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              headers: { 'RateLimit-Remaining': { $ref: '#/components/headers/Remaining' } },
            },
          },
        },
      },
    },
    components: { headers: { Remaining: { required: true, schema: { type: 'integer', minimum: 0 } } } },
  };
  const answer = (headers: Record<string, string>) => ({ status: 200, headers, json: () => ({}) });

  it('passes the headers the document describes', () => {
    new AnswerChecker(DOCUMENT).check(
      'GET',
      '/v1/thing',
      answer({ 'ratelimit-remaining': '59', 'content-type': 'text/plain' }),
    );
  });

  it('fails on a required header missing, a non-integer integer header, and an undescribed contract header', () => {
    const checker = new AnswerChecker(DOCUMENT);
    assert.throws(
      () => checker.check('GET', '/v1/thing', answer({})),
      /required header RateLimit-Remaining is missing/,
    );
    assert.throws(() => checker.check('GET', '/v1/thing', answer({ 'ratelimit-remaining': '5.5' })), /is an integer/);
    assert.throws(
      () => checker.check('GET', '/v1/thing', answer({ 'ratelimit-remaining': '-1' })),
      /does not match its schema/,
    );
    assert.throws(
      () => checker.check('GET', '/v1/thing', answer({ 'ratelimit-remaining': '1', etag: 'W/"x"' })),
      /sends etag, which the document does not describe/,
    );
  });

  it('holds the real service: every contract header it sends is described, and each required one sent', async () => {
    const app = await serviceApp();
    for (const url of ['/v1/', '/v1/datasets', '/v1/tools/cbm', '/v1/openapi.json', '/v1/tools/nope']) {
      const response = await app.inject(url);
      assert.ok(
        response.headers['ratelimit-remaining'] !== undefined && response.headers['cache-control'] !== undefined,
        url,
      );
    }
    await app.close();
  });
});
