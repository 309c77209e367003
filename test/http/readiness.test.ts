/**
 * Honest readiness (issue 21): /readyz is 503 until DATA_DIR was read and every shipped dataset
 * has a version to serve, names what was refused and where the rate limiter decides; a dataset
 * whose only version was refused is answered as refused, not as missing; the probes take any
 * query string.
 */
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MemoryBucketStore } from '../../src/core/token-bucket/memory-store.js';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';

async function serviceOn(dataDir: string, options: Parameters<typeof buildService>[1] = {}): Promise<FastifyInstance> {
  const { app } = await buildService(readConfig({ SITE_URL: 'https://site.test', DATA_DIR: dataDir }), {
    logger: false,
    ...options,
  });
  await app.ready();
  return app;
}

/** The shipped data copied aside, so that a test may alter it. */
function shippedCopy(): string {
  const dir = tempDataDir();
  cpSync(join(projectRoot(), 'data'), dir, { recursive: true });
  return dir;
}

describe('readiness', () => {
  it('is ready on the shipped data, without a refund library (users import it)', async () => {
    const app = await serviceApp();
    const response = await app.inject('/readyz');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.ready, true);
    assert.deepEqual(body.datasets.missing, []);
    assert.deepEqual(body.datasets.refused, []);
    assert.equal(body.limiter, 'memory');
    assert.ok(!body.datasets.loaded.some((v: { id: string }) => v.id === 'refund-rates'));
    assert.deepEqual(body.datasets.missing_optional, ['refund-rates'], 'reported, not a reason to be unready');
    await app.close();
  });

  it('is 503 when DATA_DIR does not exist, saying so', async () => {
    const app = await serviceOn('/nonexistent/data');
    const response = await app.inject('/readyz');
    assert.equal(response.statusCode, 503);
    const body = response.json();
    assert.equal(body.ready, false);
    assert.match(body.data_dir_problem, /does not exist/);
    assert.deepEqual(body.datasets.missing, ['central-parity', 'ports', 'containers', 'divisors']);
    await app.close();
  });

  it('is 503 when the only containers version was refused; container-load then says it was refused', async () => {
    const dir = shippedCopy();
    const [version] = readdirSync(join(dir, 'containers'));
    appendFileSync(join(dir, 'containers', String(version), 'rows.json'), '\n');
    const app = await serviceOn(dir);
    const ready = await app.inject('/readyz');
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json().datasets.missing, ['containers']);
    assert.equal(ready.json().datasets.refused[0].id, 'containers');
    const compute = await app.inject({
      method: 'POST',
      url: '/v1/tools/container-load/compute',
      headers: { 'content-type': 'application/json' },
      payload: { inputs: { length: '60', width: '40', height: '40', grossWeight: '15' } },
    });
    const body = assertErrorAnswer(compute, 503, 'tool.dataset_refused');
    assert.deepEqual((body.issues as Array<{ values: unknown }>)[0]?.values, { dataset: 'containers', version });
    assert.doesNotMatch(compute.body, /hashes to|manifest says/, 'the reason stays in readiness and the log');
    assertErrorAnswer(await app.inject('/v1/datasets/containers/current'), 503, 'dataset.version_refused');
    await app.close();
  });

  it('stays ready when a refund library version was refused; the lookup then says it was refused', async () => {
    const dir = shippedCopy();
    mkdirSync(join(dir, 'refund-rates', '2026-06-09'), { recursive: true });
    const app = await serviceOn(dir);
    const ready = await app.inject('/readyz');
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json().datasets.refused, [
      { id: 'refund-rates', version: '2026-06-09', reason: 'manifest.json is missing' },
    ]);
    assert.deepEqual(ready.json().datasets.missing_optional, ['refund-rates']);
    const lookup = await app.inject('/v1/refund-rate?code=61091000');
    const body = assertErrorAnswer(lookup, 503, 'dataset.version_refused');
    assert.deepEqual((body.issues as Array<{ values: unknown }>)[0]?.values, {
      id: 'refund-rates',
      version: '2026-06-09',
    });
    assert.doesNotMatch(lookup.body, /manifest\.json is missing/, 'the reason stays in readiness and the log');
    await app.close();
  });

  it('shows where the rate limiter decides', async () => {
    const memory = new MemoryBucketStore({ burst: 60, intervalMs: 1000 }, { maxSenders: 10 });
    const fallingBack = {
      take: memory.take.bind(memory),
      ready: async () => {},
      close: async () => {},
      state: () => 'local-fallback' as const,
    };
    const app = await serviceOn(join(projectRoot(), 'data'), { buckets: fallingBack });
    assert.equal((await app.inject('/readyz')).json().limiter, 'local-fallback');
    await app.close();
  });

  it('the probes take any query string', async () => {
    const app = await serviceApp();
    assert.equal((await app.inject('/healthz?x=1')).statusCode, 200);
    assert.equal((await app.inject('/healthz?lang=xx&lang=yy')).statusCode, 200);
    assert.equal((await app.inject('/readyz?probe=lb')).statusCode, 200);
    assert.equal((await app.inject('/v1/?x=1')).statusCode, 400, 'the API itself still refuses unknown parameters');
    await app.close();
  });

  it('read lang where the service speaks it and fall back otherwise, as the document says (never its 400)', async () => {
    const app = await serviceApp();
    const language = async (url: string) => {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 200, url);
      return response.json().provenance.language;
    };
    for (const probe of ['/healthz', '/readyz']) {
      assert.equal(await language(`${probe}?lang=EN`), 'en');
      for (const query of ['lang=fr', 'lang=', 'lang=en&lang=ja', 'lang=%E4%B8%AD'])
        assert.equal(await language(`${probe}?${query}`), 'zh-CN', `${probe}?${query}`);
    }
    const { paths, components } = (await app.inject('/v1/openapi.json')).json();
    for (const probe of ['/healthz', '/readyz']) {
      const { parameters, responses } = paths[probe].get;
      const lang = parameters.find((parameter: { name?: string }) => parameter.name === 'lang');
      assert.deepEqual(lang.schema, { type: 'string', default: 'zh-CN' }, `${probe}: lang is any string`);
      assert.match(lang.description, /falls back to zh-CN/);
      // Its 400 is for a body on GET or a URL that cannot be decoded, never for the language.
      const bad = components.responses[responses['400'].$ref.split('/').pop()];
      const codes = bad.content['application/json'].schema.properties.issues.items.properties.code.enum;
      assert.deepEqual([...codes].sort(), ['api.bad_url', 'api.body_not_expected'], probe);
    }
    await app.close();
  });
});
