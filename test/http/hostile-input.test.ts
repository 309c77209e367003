/**
 * Property tests: whatever arrives in the query, the path or the body, the answer is never a
 * 5xx, never carries a non-integer JSON number, and every refusal has the §7 shape.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { refundRateRoutes } from '../../src/http/routes/refund-rate.js';
import { refundLibraryOf } from '../../src/refund-rate/library.js';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { lookupLibraryStore } from '../fixtures/refund-lookup-library.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, testApp } from '../helpers/app.js';

const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '０１',
    '٣',
    '𝟙',
    '%00',
    '%ff',
    '',
    ' ',
  ),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);

function assertWellFormed(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
  body: string;
}) {
  assert.ok(response.statusCode < 500, `no 5xx: ${response.statusCode} ${response.body}`);
  assert.ok(response.headers['ratelimit-limit'], 'RateLimit headers');
  if (response.statusCode === 304 || response.statusCode === 204) return;
  // A path that resolves outside /v1 (`/v1/..` is `/`) may reach a page of the website: HTML, whole.
  if (String(response.headers['content-type']).startsWith('text/html')) {
    assert.match(response.body, /^<!doctype html>[\s\S]*<\/html>\n$/);
    return;
  }
  const body = response.json();
  assertNoFractionalNumbers(body);
  if (response.statusCode === 404 && 'lookup' in (body as object)) {
    assertProvenance(body, (body as { provenance: { language: string } }).provenance.language);
  } else if (response.statusCode >= 400) {
    const first = (body as { issues: Array<{ code: string; path: string }> }).issues[0];
    assert.ok(first);
    assertErrorAnswer(response, response.statusCode, first.code, first.path);
  } else {
    assertProvenance(body, (body as { provenance: { language: string } }).provenance.language);
  }
}

describe('hostile input', () => {
  let app: FastifyInstance;
  before(async () => {
    // A bucket large enough that the properties test the answers, not the limit.
    const library = refundLibraryOf(await lookupLibraryStore());
    app = await testApp({
      routes: [...fixtureRoutes(), ...refundRateRoutes(library)],
      env: { RATE_LIMIT_BURST: '1000000' },
    });
  });
  after(() => app.close());

  it('any query string on a paged route and on the index', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('lang', 'offset', 'limit'), tricky), tricky), { maxLength: 6 }),
        fc.boolean(),
        async (pairs, paged) => {
          const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          assertWellFormed(await app.inject(`${paged ? '/v1/fixture/rows' : '/v1/'}?${query}`));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any code and export_date on the refund-rate lookup', async () => {
    const code = fc.oneof(
      tricky,
      fc.stringMatching(/^[0-9. ]{6,14}$/),
      fc.constantFrom('9901010010', '99010200', '9901.0100.10'),
    );
    const day = fc.oneof(
      tricky,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constant('2025-02-29'),
    );
    await fc.assert(
      fc.asyncProperty(code, fc.option(day), async (c, d) => {
        const query = `code=${encodeURIComponent(c)}${d === null ? '' : `&export_date=${encodeURIComponent(d)}`}`;
        assertWellFormed(await app.inject(`/v1/refund-rate?${query}`));
      }),
      { numRuns: 400 },
    );
  });

  it('raw, undecodable query and path bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (text) => {
        const raw = `/v1/${encodeURIComponent(text).replace(/%2F/g, '/')}?lang=%${text.length % 2 ? 'zz' : 'e4%b8'}`;
        assertWellFormed(await app.inject(raw));
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[%0-9A-Fa-fzZ/._-]{0,24}$/),
        fc.stringMatching(/^[%0-9A-Fa-f=&a-z]{0,24}$/),
        async (path, query) => {
          assertWellFormed(await app.inject(`/v1/${path}?${query}`));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any JSON body, deeply nested or not', async () => {
    const nested = fc.integer({ min: 1, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), nested, fc.string()), async (payload) => {
        assertWellFormed(
          await app.inject({
            method: 'POST',
            url: '/v1/fixture/echo',
            headers: { 'content-type': 'application/json' },
            payload,
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
