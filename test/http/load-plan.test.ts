/**
 * load-plan over HTTP (docs/tools/load-plan.md): every answer the suite receives is checked by the
 * independent rule checker from its `plan` alone (test/helpers/load-plan-answer.ts); the container
 * types chosen, the cartons left over, hostile inputs, the refusals with their path, code and
 * bilingual message, the price in tokens, and the bound on plans at once (503 api.busy).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LOAD_PLAN_EXAMPLE } from '../../src/tools/load-plan/example.js';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';
import { assertLoadPlanAnswer } from '../helpers/load-plan-answer.js';
import { type Answer, toolSuite } from '../helpers/tools.js';

type Inputs = Record<string, any>;

describe('load-plan over HTTP', () => {
  const suite = toolSuite();
  /** Every 200 answer is checked against its request before a test looks at it. */
  const plan = async (inputs: Inputs, lang = 'en') => {
    const { response, body } = await suite.compute('load-plan', inputs, lang);
    if (response.statusCode === 200) assertLoadPlanAnswer(inputs, body);
    return { response, body };
  };
  const value = (body: Answer, name: string) => (body.outputs as Answer)[name]?.value;
  const stepIds = (body: Answer) => (body.steps as Answer[]).map((step) => step.id);
  const warningCodes = (body: Answer) => (body.warnings as Answer[]).map((warning) => warning.code);

  it('plans its example: every carton in one container, chosen by the rule, its steps wall by wall', async () => {
    const { response, body } = await plan(LOAD_PLAN_EXAMPLE, 'zh-CN');
    assert.equal(response.statusCode, 200);
    // 36.7 m³ of cartons: over a 20GP's 33.2 m³, so the smallest type that takes them is a 40GP.
    assert.equal(value(body, 'containers'), '1');
    assert.equal(value(body, 'containers40GP'), '1');
    assert.equal(value(body, 'placed'), '500');
    assert.equal(value(body, 'provenFewest'), 'true');
    assert.equal(stepIds(body)[0], 'load-plan.summary_one');
    assert.match((body.steps as Answer[])[0]?.message, /^全部 500 箱装进 1 个 40GP/);
    const block = (body.steps as Answer[]).find((step) => step.id === 'load-plan.block');
    assert.equal(block?.texts?.name, '电水壶 kettle');
    assert.ok(stepIds(body).includes('load-plan.balance'));
  });

  it('plans sizes typed as people type them (full-width digits, spaces), each listed in normalized and checked as read', async () => {
    const [kettle, toaster, iron] = LOAD_PLAN_EXAMPLE.cartons;
    const { response, body } = await plan({
      cartons: [{ ...kettle, quantity: ' 300 ' }, toaster, { ...iron, length: '１２３' }],
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body.normalized, [
      { path: 'cartons.0.quantity', given: ' 300 ', used: '300' },
      { path: 'cartons.2.length', given: '１２３', used: '123' },
    ]);
    assert.equal(value(body, 'placed'), '500');
  });

  it('mixes types: the last container is the smallest that takes what is left', async () => {
    // 60 × 40 × 40 cm cartons: a 40HQ holds 700 (container-load: none holds more than 715); of 1,500
    // the 100 left go into a 20GP.
    const inputs = { cartons: [{ length: '60', width: '40', height: '40', grossWeight: '10', quantity: '1500' }] };
    const { body } = await plan(inputs);
    assert.equal(value(body, 'containers'), '3');
    assert.equal(value(body, 'containers40HQ'), '2');
    assert.equal(value(body, 'containers20GP'), '1');
    assert.equal(value(body, 'unplaced'), '0');
  });

  it('answers the cartons left over past maxContainers, never refused', async () => {
    const inputs = {
      cartons: [{ length: '60', width: '40', height: '40', grossWeight: '10', quantity: '2000' }],
      containerType: '20GP',
      maxContainers: 1,
    };
    const { response, body } = await plan(inputs);
    assert.equal(response.statusCode, 200);
    assert.equal(value(body, 'containers'), '1');
    assert.ok(Number(value(body, 'unplaced')) > 1000);
    assert.ok(warningCodes(body).includes('load-plan.left_over'));
    assert.equal(stepIds(body)[0], 'load-plan.summary_left');
  });

  it('says the search was cut short only where the answer is not proven the fewest', async () => {
    // 2,400 cartons fill three 40HQs, the bound: the search ran out of steps in a full container,
    // which a longer one could not improve on the count, so nothing is said of it.
    const full = await plan({
      cartons: [
        { length: '60', width: '40', height: '40', grossWeight: '12', quantity: '1500' },
        { length: '55', width: '45', height: '35', grossWeight: '9', quantity: '900' },
      ],
    });
    assert.deepEqual([value(full.body, 'containers'), value(full.body, 'provenFewest')], ['3', 'true']);
    assert.ok(!warningCodes(full.body).includes('load-plan.budget'));
    // Eight sizes making 98.5 % of a 40HQ's volume: the bound is one container, the plan found two
    // (the plan is the same on every run, its steps counted; a planner that one day fits them in
    // one needs a tighter load here).
    const sizes = [
      [70, 30, 57, 78],
      [72, 46, 49, 57],
      [72, 62, 57, 36],
      [88, 30, 57, 62],
      [88, 54, 25, 78],
      [60, 46, 57, 59],
      [40, 46, 33, 154],
      [64, 30, 57, 85],
    ];
    const tight = await plan({
      cartons: sizes.map(([length, width, height, quantity]) => ({
        length: String(length),
        width: String(width),
        height: String(height),
        grossWeight: '10',
        quantity: String(quantity),
      })),
      containerType: '40HQ',
    });
    assert.deepEqual([value(tight.body, 'containers'), value(tight.body, 'bound')], ['2', '1']);
    assert.equal(value(tight.body, 'provenFewest'), 'false');
    assert.ok(warningCodes(tight.body).includes('load-plan.budget'));
  });

  it('loads your own container only, and keeps the handling rules of each row', async () => {
    const inputs = {
      cartons: [
        { length: '400', width: '300', height: '250', grossWeight: '8', quantity: '60', maxLayers: 3, name: 'glass' },
        { length: '500', width: '400', height: '300', grossWeight: '30', quantity: '20', bottomOnly: true },
        { length: '300', width: '300', height: '300', grossWeight: '2', quantity: '30', topOnly: true, upright: true },
        { length: '600', width: '200', height: '150', grossWeight: '5', quantity: '40', verticalSides: 'width,height' },
      ],
      lengthUnit: 'mm',
      ownContainer: { length: '4200', width: '2100', height: '2000', unit: 'mm', payload: '3000' },
    };
    const { body } = await plan(inputs);
    assert.deepEqual(
      (body.plan.containers as Answer[]).map((container) => container.type),
      ['own'],
    );
    assert.equal(body.plan.containers[0].payload, '3000');
  });

  it('takes hostile inputs within its budget: 20,000 cartons, 100 kinds, 3 mm cartons, cartons larger than any container', async () => {
    const many = { cartons: [{ length: '30', width: '20', height: '15', grossWeight: '1', quantity: '20000' }] };
    const kinds = {
      cartons: Array.from({ length: 100 }, (_, n) => ({
        length: String(20 + n),
        width: String(15 + (n % 17)),
        height: String(10 + (n % 13)),
        grossWeight: '2',
        quantity: '200',
      })),
    };
    const tiny = {
      cartons: [{ length: '3', width: '3', height: '3', grossWeight: '0.001', quantity: '20000' }],
      lengthUnit: 'mm',
    };
    const huge = {
      cartons: [{ length: '100000', width: '100000', height: '100000', grossWeight: '1', quantity: '5' }],
    };
    for (const inputs of [many, kinds, tiny]) {
      const { response, body } = await plan(inputs);
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
    }
    const { response, body } = await plan(huge);
    assert.equal(response.statusCode, 200);
    assert.equal(value(body, 'containers'), '0');
    assert.equal(value(body, 'unplaced'), '5');
    assert.ok(warningCodes(body).includes('load-plan.does_not_fit'));
  });

  it('refuses with a path, a code and the message in Chinese then English', async () => {
    const row = { length: '60', width: '40', height: '40', grossWeight: '10' };
    const cases: Array<[Inputs, string, string]> = [
      [{ cartons: [{ ...row, quantity: '20001' }] }, 'cartons', 'load-plan.too_many_cartons'],
      [
        {
          cartons: [
            { ...row, quantity: '10000' },
            { ...row, quantity: '10001' },
          ],
        },
        'cartons',
        'load-plan.too_many_cartons',
      ],
      [
        { cartons: [{ ...row, quantity: '5', upright: true, verticalSides: 'width' }] },
        'cartons.0.verticalSides',
        'load-plan.vertical_conflict',
      ],
      [{ cartons: Array.from({ length: 101 }, () => ({ ...row, quantity: '1' })) }, 'cartons', 'input.rows_count'],
      [{ cartons: [{ ...row, quantity: '5', verticalSides: 'top' }] }, 'cartons.0.verticalSides', 'input.choice'],
      [{ cartons: [{ ...row, quantity: '5' }], maxContainers: 21 }, 'maxContainers', 'input.integer_range'],
      [{ cartons: [{ ...row, quantity: '5', name: 'x'.repeat(61) }] }, 'cartons.0.name', 'input.text'],
    ];
    for (const [inputs, path, code] of cases) {
      const { response } = await plan(inputs);
      // The path, the code, and each message a Chinese sentence then an English one.
      assertErrorAnswer(response, 400, code, path);
    }
  });
});

describe('load-plan: price and bound', () => {
  const apps: FastifyInstance[] = [];
  after(() => Promise.all(apps.map((app) => app.close())));
  const request = (quantity: number, height = 40) => ({
    method: 'POST' as const,
    url: '/v1/tools/load-plan/compute',
    payload: {
      inputs: {
        cartons: [{ length: '60', width: '40', height: String(height), grossWeight: '10', quantity: String(quantity) }],
      },
    },
  });

  it('pays one token for each started 1,000 cartons, at least two', async () => {
    // A token comes back a minute after it is spent: the counts below are the prices alone.
    const app = await serviceApp({ RATE_LIMIT_BURST: '60', RATE_LIMIT_PER_MINUTE: '1' });
    apps.push(app);
    const remaining = (response: { headers: Record<string, unknown> }) =>
      Number(response.headers['ratelimit-remaining']);
    const before = remaining(await app.inject({ method: 'GET', url: '/v1/tools' }));
    const small = await app.inject(request(10));
    assert.equal(small.statusCode, 200);
    assert.equal(remaining(small), before - 2);
    // 5,500 cartons: six tokens.
    const large = await app.inject(request(5500, 41));
    assert.equal(large.statusCode, 200);
    assert.equal(remaining(large), before - 8);
  });

  it('plans one load a worker thread at a time, four waiting, and refuses the rest at once with 503 api.busy', async () => {
    const app = await serviceApp({ RATE_LIMIT_BURST: '1000', RATE_LIMIT_IN_FLIGHT: '100', WORK_THREADS: '1' });
    apps.push(app);
    const answers = await Promise.all(
      [40, 41, 42, 43, 44, 45, 46, 47].map((height) => app.inject(request(10, height))),
    );
    const busy = answers.filter((response) => response.statusCode === 503);
    assert.ok(busy.length >= 1, answers.map((response) => response.statusCode).join(' '));
    for (const response of busy) {
      assert.equal(response.headers['retry-after'], '1');
      assert.equal((response.json() as Answer).issues[0].code, 'api.busy');
    }
  });
});
