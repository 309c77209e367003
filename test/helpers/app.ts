/** Builds the real app for HTTP-level tests (fastify.inject or a real socket), log off. */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { buildService } from '../../src/http/service.js';
import { readConfig } from '../../src/http/config.js';
import type { RouteSpec } from '../../src/http/route-spec.js';
import type { ReadinessReport } from '../../src/http/routes/meta.js';
import { MemoryBucketStore } from '../../src/core/token-bucket/memory-store.js';
import type { BucketStore } from '../../src/core/token-bucket/policy.js';
import { policyOf } from '../../src/core/token-bucket/create-store.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { checkAnswersOf } from './answer-check.js';

export interface TestAppOptions {
  routes?: readonly RouteSpec[];
  env?: Record<string, string>;
  buckets?: BucketStore;
  clock?: () => Date;
  now?: () => number;
  readiness?: () => ReadinessReport;
}

export async function testApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = readConfig({ SITE_URL: 'https://site.test', ...options.env });
  const buckets =
    options.buckets ??
    new MemoryBucketStore(policyOf(config.rateLimit), { maxSenders: config.rateLimit.maxSenders, now: options.now });
  const app = await buildApp({
    config,
    buckets,
    routes: options.routes ?? [],
    readiness:
      options.readiness ??
      (() => ({ ready: true, datasets: { loaded: [], refused: [], missing: [] }, limiter: 'memory', freshness: {} })),
    logger: false,
    clock: options.clock,
  });
  await app.ready();
  await checkAnswersOf(app);
  return app;
}

/** The whole service as `npm start` builds it (shipped data, every route), log off. */
export async function serviceApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const { app } = await buildService(readConfig({ SITE_URL: 'https://site.test', ...env }), { logger: false });
  await app.ready();
  await checkAnswersOf(app);
  return app;
}

const PROVENANCE_KEYS = ['api', 'site', 'generated_at', 'language', 'source_line', 'notice', 'datasets', 'license'];

/** Section 2.3, member by member. */
export function assertProvenance(body: unknown, lang = 'zh-CN', member = 'provenance'): void {
  const provenance = (body as Record<string, Record<string, unknown>>)[member];
  assert.ok(provenance, `answer has ${member}`);
  assert.deepEqual(Object.keys(provenance).sort(), [...PROVENANCE_KEYS].sort());
  assert.equal(provenance.api, 'v1');
  assert.equal(typeof provenance.site, 'string');
  assert.ok(!Number.isNaN(Date.parse(String(provenance.generated_at))), 'generated_at is a date-time');
  assert.equal(provenance.language, lang);
  assert.ok(LANGUAGES.includes(provenance.language as never));
  assert.equal(typeof provenance.source_line, 'string');
  assert.ok(String(provenance.source_line).length > 0);
  assert.equal(typeof provenance.notice, 'string');
  assert.ok(Array.isArray(provenance.datasets));
  const license = provenance.license as Record<string, unknown>;
  assert.ok(['draft', 'approved'].includes(String(license.status)));
  assert.equal(typeof license.ours, 'string');
  assert.ok(Array.isArray(license.underlying));
}

/** No answer may carry a non-integer JSON number (api-v1 §1.4). */
export function assertNoFractionalNumbers(value: unknown, path = '$'): void {
  if (typeof value === 'number') assert.ok(Number.isInteger(value), `${path} is a non-integer number ${value}`);
  else if (Array.isArray(value)) value.forEach((item, i) => assertNoFractionalNumbers(item, `${path}[${i}]`));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) assertNoFractionalNumbers(item, `${path}.${key}`);
  }
}

/** An error answer of §7: issues with path, code, values, zh-then-en message; provenance; no-store. */
export function assertErrorAnswer(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  code: string,
  path = '',
): Record<string, unknown> {
  assert.equal(response.statusCode, status);
  assert.equal(response.headers['cache-control'], 'no-store');
  assert.equal(response.headers.etag, undefined);
  const body = response.json() as { issues: Array<Record<string, unknown>>; provenance: { language: string } };
  assert.ok(Array.isArray(body.issues) && body.issues.length > 0);
  const found = body.issues.find((i) => i.code === code && i.path === path);
  assert.ok(found, `issue ${code} at "${path}" in ${JSON.stringify(body.issues)}`);
  for (const item of body.issues) {
    assert.deepEqual(Object.keys(item).sort(), ['code', 'message', 'path', 'values']);
    assert.match(
      String(item.message),
      /^[^A-Za-z]*\p{Script=Han}.*[。！？] [A-Z].*\.$/u,
      'Chinese sentence, then English',
    );
  }
  assertProvenance(body, body.provenance.language);
  assertNoFractionalNumbers(body);
  return body as unknown as Record<string, unknown>;
}
