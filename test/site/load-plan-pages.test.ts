/**
 * load-plan on the site (docs/tools/load-plan.md, The picture): the answer's pictures, one a
 * container, under its figures, with a legend naming each row as the form gave it; and the loading
 * crew's print page, a sheet a container with its picture and its blocks in loading order, the
 * steps of the API's answer, each in the sheet of the container it belongs to.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { formFields } from '../../src/site/form-values.js';
import { LOAD_PLAN_EXAMPLE } from '../../src/tools/load-plan/example.js';
import type { Plan } from '../../src/tools/load-plan/plan-member.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';

/** The example with more cartons, so that the plan needs several containers. */
const SEVERAL = {
  cartons: LOAD_PLAN_EXAMPLE.cartons.map((row, index) => ({ ...row, quantity: ['1200', '300', '80'][index] ?? '1' })),
};

const query = (inputs: object) => new URLSearchParams(formFields(inputs)).toString();
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('load-plan on the site', () => {
  let app: FastifyInstance;
  let plan: Plan;
  before(async () => {
    app = await serviceApp({
      DATA_DIR: await siteDataDir(),
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/tools/load-plan/compute',
      payload: { inputs: SEVERAL },
    });
    assert.equal(answer.statusCode, 200);
    plan = answer.json().plan;
    assert.ok(plan.containers.length > 1, 'the load fills several containers');
  });
  after(() => app.close());

  it('draws a picture a container under the answer, its legend naming each row as given, with its size', async () => {
    const page = await app.inject(`/tools/load-plan?${query(SEVERAL)}&lang=en`);
    assert.equal(page.statusCode, 200);
    assert.equal(count(page.body, /<figure class="plan-picture">/g), plan.containers.length);
    assert.equal(
      count(page.body, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/g),
      plan.containers.length,
    );
    assert.ok(page.body.includes('电水壶 kettle 60 × 40 × 40 cm'), 'a row by its name and size');
    // Each block is numbered in its container's picture, as the steps number it.
    const first = page.body.slice(page.body.indexOf('<figure class="plan-picture">'));
    const blocks = plan.containers[0]?.blocks.length ?? 0;
    for (let n = 1; n <= blocks; n++) assert.match(first, new RegExp(`paint-order="stroke">${n}</text>`));
    // The link to the crew's sheets carries the form's own query.
    assert.match(page.body, /href="\/tools\/load-plan\/print\?cartons\.0\.length=60&amp;/);
  });

  it('prints a sheet a container: its picture, its blocks in loading order, where its weight lies', async () => {
    const page = await app.inject(`/tools/load-plan/print?${query(SEVERAL)}&lang=zh-CN`);
    assert.equal(page.statusCode, 200);
    const sheets = page.body.split('<section class="crew-sheet">').slice(1);
    assert.equal(sheets.length, plan.containers.length);
    sheets.forEach((sheet, n) => {
      const container = plan.containers[n];
      assert.ok(container);
      assert.match(sheet, new RegExp(`^\\s*<h2>第 ${n + 1} 个集装箱 ${container.type}`));
      assert.equal(count(sheet, /<figure class="plan-picture">/g), 1);
      const steps = sheet.slice(sheet.indexOf('<ol class="crew-steps">'), sheet.indexOf('</ol>'));
      assert.equal(count(steps, /<li>/g), container.blocks.length, 'one numbered step a block');
      assert.match(sheet, new RegExp(`第 ${n + 1} 个集装箱：货物重心距里端`));
    });
    // The load's own steps come before the sheets, once.
    assert.equal(count(page.body, /全部 1,580 箱装进/g), 1);
    assert.equal(page.body.indexOf('全部 1,580 箱装进') < page.body.indexOf('<section class="crew-sheet">'), true);
  });

  it('answers a refused load with the API’s issues and the way back, never an empty sheet', async () => {
    const page = await app.inject(
      `/tools/load-plan/print?${query({ cartons: [{ ...LOAD_PLAN_EXAMPLE.cartons[0], length: '-60' }] })}&lang=en`,
    );
    assert.equal(page.statusCode, 400);
    assert.match(page.body, /cartons\.0\.length|Length/);
    assert.match(page.body, /href="\/tools\/load-plan\?cartons\.0\.length=-60/);
    assert.doesNotMatch(page.body, /crew-sheet/);
  });
});
