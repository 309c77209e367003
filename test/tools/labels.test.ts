/**
 * Every input, row field, choice and output of every calculator is named for people in the four
 * languages (src/tools/kit/labels.ts): present, not empty, and never the API's own field name;
 * GET /v1/tools/{id} gives them in the asked language and the OpenAPI document as `title`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../src/i18n/languages.js';
import type { Texts } from '../../src/i18n/texts.js';
import { unitsOf } from '../../src/core/units.js';
import type { InputSpec } from '../../src/tools/kit/input-spec.js';
import { TOOLS } from '../../src/tools/registry.js';
import { QUOTE_BODY } from '../../src/quote/body.js';
import { QUOTE_LABELS } from '../../src/quote/labels.js';
import { PERIOD_MEMBER_LABELS } from '../../src/refund-rate/member-labels.js';
import { PERIOD_ROW } from '../../src/http/routes/refund-rate-schemas.js';
import { BAOJIA_LABELS } from '../../src/tools/baojia/labels.js';
import { declarations } from '../../src/tools/kit/inputs.js';
import { labelledInputs } from '../../src/tools/kit/labels.js';
import { serviceApp } from '../helpers/app.js';

/**
 * A label is present and never the name it labels; a choice's English may be its value when the
 * value is a plain word (express, FOB), not when it is written as code (half-up, cm3/kg).
 */
function checkLabel(where: string, name: string, label: Texts | undefined, choice = false): void {
  assert.ok(label, `${where}: no label`);
  for (const lang of LANGUAGES) {
    const text = label[lang]?.trim() ?? '';
    assert.ok(text.length > 0, `${where}: empty ${lang} label`);
    const plainWord = choice && lang === 'en' && /^[A-Za-z]+$/.test(name);
    if (!plainWord)
      assert.notEqual(text.toLowerCase(), name.toLowerCase(), `${where}: the ${lang} label is the field's name`);
    // A camelCase API name (fobAmount) is no label, nor part of one.
    if (/[a-z][A-Z]/.test(name)) assert.ok(!text.includes(name), `${where}: the ${lang} label shows ${name}`);
  }
}

function choicesOf(spec: InputSpec): readonly string[] {
  if (spec.type === 'choice') return spec.choices;
  if (spec.type === 'unit')
    return spec.kind === 'any'
      ? [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')]
      : unitsOf(spec.kind);
  return [];
}

function checkInputs(where: string, specs: readonly InputSpec[]): void {
  for (const spec of specs) {
    const at = `${where}.${spec.name}`;
    checkLabel(at, spec.name, spec.label);
    for (const value of choicesOf(spec)) checkLabel(`${at} choice ${value}`, value, spec.choiceLabels?.[value], true);
    if (spec.type === 'rows' || spec.type === 'object') checkInputs(at, spec.fields);
  }
}

describe('labels', () => {
  it('names every input, row field, choice and output of every tool in four languages', () => {
    for (const tool of TOOLS) {
      checkInputs(tool.id, tool.inputs);
      for (const output of tool.outputs) checkLabel(`${tool.id} output ${output.name}`, output.name, output.label);
    }
  });

  it('names every field of a quote request in four languages', () => {
    checkInputs('quote', labelledInputs(declarations(QUOTE_BODY), QUOTE_LABELS));
  });

  it('names every member of a refund-rate period the pages show, in four languages', () => {
    for (const [member, words] of Object.entries(PERIOD_MEMBER_LABELS)) checkLabel(`period ${member}`, member, words);
  });

  describe('served', () => {
    let app: FastifyInstance;
    before(async () => {
      app = await serviceApp();
    });
    after(() => app.close());

    it('GET /v1/tools/{id} gives each label and each choice’s words in the asked language', async () => {
      const cbm = (await app.inject({ method: 'GET', url: '/v1/tools/cbm?lang=zh-CN' })).json().tool;
      const cartons = cbm.inputs.find((input: { name: string }) => input.name === 'cartons');
      assert.equal(cartons.label, '纸箱明细');
      assert.equal(cartons.fields.find((field: { name: string }) => field.name === 'length').label, '长');
      const mode = cbm.inputs.find((input: { name: string }) => input.name === 'mode');
      assert.deepEqual(mode.choice_labels[0], { value: 'lcl', label: '海运拼箱' });
      const unit = cbm.inputs.find((input: { name: string }) => input.name === 'lengthUnit');
      assert.ok(unit.choice_labels.some((choice: { value: string; label: string }) => choice.label === '厘米 (cm)'));
      assert.equal(cbm.outputs.find((output: { name: string }) => output.name === 'totalVolume').label, '总体积');
      for (const tool of TOOLS)
        for (const lang of LANGUAGES) {
          const described = (await app.inject({ method: 'GET', url: `/v1/tools/${tool.id}?lang=${lang}` })).json().tool;
          for (const input of described.inputs) assert.equal(typeof input.label, 'string', `${tool.id} ${input.name}`);
          for (const output of described.outputs)
            assert.equal(typeof output.label, 'string', `${tool.id} ${output.name}`);
        }
    });

    it('names the figures a reader wants first, and the page shows them above the rest', async () => {
      const cbm = (await app.inject({ method: 'GET', url: '/v1/tools/cbm' })).json().tool;
      assert.deepEqual(cbm.headline, [
        'totalVolume',
        'totalGrossWeight',
        'lclChargeable',
        'airBilled',
        'expressBilled',
      ]);
      const tuishui = (await app.inject({ method: 'GET', url: '/v1/tools/tuishui' })).json().tool;
      assert.deepEqual(tuishui.headline, ['refund']);
      const page = (
        await app.inject(
          '/tools/cbm?cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10&lang=en',
        )
      ).body;
      const headline = /<dl class="outputs headline">([\s\S]*?)<\/dl>/.exec(page)?.[1] ?? '';
      assert.match(headline, /Total volume/);
      assert.doesNotMatch(headline, /Volume per carton/);
      assert.ok(page.indexOf('outputs headline') < page.indexOf('<dl class="outputs">'));
    });

    it('the OpenAPI document gives each input its English label as title', async () => {
      const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      const body = document.paths['/v1/tools/cbm/compute'].post.requestBody.content['application/json'].schema;
      const inputs = body.properties.inputs.properties;
      assert.equal(inputs.lengthUnit.title, 'Size unit');
      assert.equal(inputs.cartons.items.properties.length.title, 'Carton length');
      const quote = document.paths['/v1/quote'].post.requestBody.content['application/json'].schema;
      assert.equal(quote.properties.terms.properties.reference.title, 'Quotation number');
      assert.equal(quote.properties.pricing.properties.fxRate.title, BAOJIA_LABELS.inputs.fxRate.label.en);
      assert.match(JSON.stringify(PERIOD_ROW), /"refund_rate":{"title":"Refund rate"/);
      assert.match(JSON.stringify(document.components.schemas.RefundRateFound), /"title":"Refund rate"/);
    });
  });
});
