/**
 * Heavy work over HTTP (docs/architecture.md, Heavy work): the service as `npm start` builds it
 * packs in its pool of worker threads, so the event loop answers other requests while a carton
 * packs; past the pool's queue a calculation is refused at once with 503 api.busy and Retry-After.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';

/** A new carton each call (3 × 8 × n mm, the smallest the probes found costly), every container type. */
const tinyCarton = (height: number) => ({
  method: 'POST' as const,
  url: '/v1/tools/container-load/compute',
  payload: { inputs: { length: '3', width: '8', height: String(height), lengthUnit: 'mm', grossWeight: '0.01' } },
});

describe('heavy work in the pool', () => {
  const apps: FastifyInstance[] = [];
  after(() => Promise.all(apps.map((app) => app.close())));

  it('answers pages and lookups while a carton packs', async () => {
    const app = await serviceApp({ RATE_LIMIT_BURST: '1000' });
    apps.push(app);
    const order: string[] = [];
    const packing = app.inject(tinyCarton(9)).then((response) => {
      order.push('packed');
      return response;
    });
    const reads = Array.from({ length: 5 }, () =>
      app.inject({ method: 'GET', url: '/v1/datasets/containers/current' }).then((response) => {
        order.push('rows');
        return response;
      }),
    );
    for (const response of await Promise.all(reads)) assert.equal(response.statusCode, 200);
    const packed = await packing;
    assert.equal(packed.statusCode, 200);
    assert.deepEqual(order, ['rows', 'rows', 'rows', 'rows', 'rows', 'packed']);
    // The plan lies between the grid and the bound, whatever the budget cut.
    const { outputs } = packed.json() as { outputs: Record<string, { value: string }> };
    for (const type of ['20GP', '40GP', '40HQ', '45HQ']) {
      const [per, grid, bound] = ['perContainer', 'grid', 'bound'].map((name) =>
        Number(outputs[`${name}${type}`]?.value),
      );
      assert.ok(grid !== undefined && per !== undefined && bound !== undefined && grid <= per && per <= bound);
    }
  });

  it('refuses past its queue at once: 503 api.busy with Retry-After, in the error shape', async () => {
    const app = await serviceApp({
      RATE_LIMIT_BURST: '1000',
      RATE_LIMIT_IN_FLIGHT: '100',
      WORK_THREADS: '1',
      WORK_QUEUE: '2',
    });
    apps.push(app);
    // Four container types a request: the second request's tasks already pass a queue of two.
    const answers = await Promise.all([40, 41, 42].map((height) => app.inject(tinyCarton(height))));
    const busy = answers.filter((response) => response.statusCode === 503);
    assert.ok(busy.length >= 1, answers.map((r) => r.statusCode).join(' '));
    for (const response of busy) {
      assertErrorAnswer(response, 503, 'api.busy');
      assert.equal(response.headers['retry-after'], '1');
    }
  });

  it('packs a burst of the same carton once: twenty requests, four tasks, none refused', async () => {
    const app = await serviceApp({
      RATE_LIMIT_BURST: '1000',
      RATE_LIMIT_IN_FLIGHT: '100',
      WORK_THREADS: '1',
      WORK_QUEUE: '4',
    });
    apps.push(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject(tinyCarton(77))));
    assert.deepEqual(new Set(answers.map((response) => response.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((response) => JSON.stringify(response.json().outputs))).size, 1);
  });
});
