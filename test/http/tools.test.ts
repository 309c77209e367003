/**
 * The calculator framework and its first tools at HTTP level (api-v1 §2.5, §2.6, §4.4, §4.6):
 * tool descriptions, input reading with every accepted spelling and every refusal, the
 * answer shape with sentences in four languages, and cbm and unit-convert worked by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { loadStore } from '../../src/datasets/store.js';
import { toolRoutes } from '../../src/http/routes/tools.js';
import { TOOLS } from '../../src/tools/registry.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { assertErrorAnswer, assertProvenance, testApp } from '../helpers/app.js';
import { type Answer, valuesOf, toolSuite } from '../helpers/tools.js';

describe('tools', () => {
  const suite = toolSuite();
  const compute = suite.compute;
  const outputs = valuesOf;

  describe('descriptions', () => {
    it('lists the tools with names in the asked language, kept five minutes', async () => {
      const response = await suite.app().inject('/v1/tools?lang=ja');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      const body = response.json();
      const cbm = body.tools.find((t: Answer) => t.id === 'cbm');
      assert.deepEqual(cbm, {
        id: 'cbm',
        name: '容積・請求重量計算',
        datasets: ['divisors', 'containers'],
        page: 'https://site.test/tools/cbm',
        links: { self: '/v1/tools/cbm', compute: '/v1/tools/cbm/compute' },
      });
      assertProvenance(body, 'ja');
    });

    it('describes one tool: inputs with types, bounds, choices, defaults; outputs; datasets', async () => {
      const body = (await suite.app().inject('/v1/tools/cbm')).json();
      const { inputs, outputs: outs, datasets } = body.tool;
      assert.deepEqual(datasets, ['divisors', 'containers']);
      const cartons = inputs.find((i: Answer) => i.name === 'cartons');
      assert.equal(cartons.type, 'rows');
      assert.deepEqual(
        cartons.fields.map((f: Answer) => `${f.name}:${f.type}`),
        ['length:decimal', 'width:decimal', 'height:decimal', 'grossWeight:decimal', 'quantity:integer'],
      );
      assert.deepEqual(cartons.fields[0], {
        name: 'length',
        label: '长',
        type: 'decimal',
        required: true,
        description: cartons.fields[0].description,
        min: '0',
        min_exclusive: true,
        // The same in JSON Schema, as the request body has it (issue 15): a decimal string above 0.
        schema: { type: 'string', pattern: '^(?:[1-9][0-9]*(?:\\.[0-9]+)?|0\\.0*[1-9][0-9]*)$', maxLength: 40 },
      });
      const pattern = new RegExp(cartons.fields[0].schema.pattern);
      assert.deepEqual(
        ['0', '0.0', '-1', '1e3', '0.5', '60', '60.25'].map((text) => pattern.test(text)),
        [false, false, false, false, true, true, true],
      );
      const lengthUnit = inputs.find((i: Answer) => i.name === 'lengthUnit');
      assert.deepEqual(
        [lengthUnit.type, lengthUnit.default, lengthUnit.choices],
        ['choice', 'cm', ['mm', 'cm', 'm', 'in', 'ft', 'yd']],
      );
      assert.deepEqual(lengthUnit.schema, { type: 'string', enum: ['mm', 'cm', 'm', 'in', 'ft', 'yd'], default: 'cm' });
      assert.deepEqual(body.tool.conditions, []);
      assert.ok(outs.some((o: Answer) => o.name === 'totalVolume' && o.kind === 'quantity' && o.unit === 'm3'));
      assertErrorAnswer(await suite.app().inject('/v1/tools/tariff'), 404, 'tool.not_found', 'id');
      assertErrorAnswer(
        await suite.app().inject({ method: 'POST', url: '/v1/tools/tariff/compute', payload: { inputs: {} } }),
        404,
        'tool.not_found',
        'id',
      );
    });
  });

  describe('cbm', () => {
    // Worked by hand, with the rules of §4.4 and the divisors of the shipped dataset
    // (IATA 6000 cm³/kg via the Airports Authority of India; DHL Express 5000 cm³/kg):
    // 60 × 40 × 40 cm = 96,000 cm³ = 0.096 m³ a carton; 10 cartons = 0.96 m³ and 150 kg.
    // LCL: max(0.96 m³, 0.15 t) = 0.96 by volume. Air: 960,000 / 6000 = 160 kg > 150 kg: volume.
    // Express: 960,000 / 5000 = 192 kg > 150 kg: volume.
    const CASE = { cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' }] };

    it('gives the hand-checked figures, the steps and provenance of the two datasets', async () => {
      const { response, body } = await compute('cbm', CASE);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(outputs(body), {
        totalVolume: '0.96',
        perCartonVolume: '0.096',
        totalGrossWeight: '150',
        lclChargeable: '0.96',
        airVolumetric: '160',
        expressVolumetric: '192',
        airChargeable: '160',
        expressChargeable: '192',
        chargeable: '0.96',
        lclBy: 'volume',
        airBy: 'volume',
        expressBy: 'volume',
        // Billed exactly as computed: weightRounding is exact by default.
        airBilled: '160',
        expressBilled: '192',
      });
      assert.deepEqual(body.outputs.totalVolume, { kind: 'quantity', value: '0.96', unit: 'm3' });
      assert.deepEqual(
        body.steps.map((s: Answer) => s.id),
        ['cbm.row', 'cbm.total', 'cbm.lcl', 'cbm.air', 'cbm.billed_exact', 'cbm.express', 'cbm.billed_exact'],
      );
      assert.equal(
        body.steps[3].message,
        'Air volumetric weight = 960,000 cm3 ÷ 6000 cm3/kg = 160 kg; the greater of it and 150 kg gross is 160 kg, decided by volume.',
      );
      assert.deepEqual(body.warnings, []);
      assert.equal(body.normalized, undefined, 'nothing rewritten');
      assert.equal(
        body.links.page,
        'https://site.test/tools/cbm?cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10&lengthUnit=cm&weightUnit=kg&mode=lcl&divisorUnit=cm3%2Fkg&weightRounding=exact&dimensionRounding=exact&lang=en',
      );
      // The page an English answer links to opens in English.
      const opened = await suite.app().inject(body.links.page.replace('https://site.test', ''));
      assert.match(opened.body, /<html lang="en">/);
      assertProvenance(body, 'en');
      assert.deepEqual(
        body.provenance.datasets.map((d: Answer) => d.id),
        ['divisors', 'containers'],
      );
    });

    it('writes its sentences in the four languages, figures unchanged', async () => {
      const messages = new Set<string>();
      let figures: string | undefined;
      for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
        const { body } = await compute('cbm', CASE, lang);
        messages.add(body.steps[2].message);
        figures ??= JSON.stringify(body.outputs);
        assert.equal(JSON.stringify(body.outputs), figures);
      }
      assert.equal(messages.size, 4);
      assert.ok([...messages].some((m) => m.includes('由体积决定')));
    });

    it('lets the weight decide for a heavy carton, and mode picks the chargeable figure', async () => {
      // 20 cm cube = 8,000 cm³; 5 cartons of 30 kg: 0.04 m³ against 0.15 t; air 40,000 / 6000 = 6.67 kg against 150 kg.
      const { body } = await compute('cbm', {
        cartons: [{ length: '20', width: '20', height: '20', grossWeight: '30', quantity: '5' }],
        mode: 'air',
      });
      assert.deepEqual(
        [outputs(body).lclBy, outputs(body).airBy, outputs(body).airVolumetric, outputs(body).chargeable],
        ['weight', 'weight', '6.67', '150'],
      );
      assert.equal(body.outputs.chargeable.unit, 'kg');
    });

    it('converts other units exactly: mm, in, lb, g', async () => {
      const mm = await compute('cbm', {
        cartons: [{ length: '600', width: '400', height: '400', grossWeight: '15000', quantity: '10' }],
        lengthUnit: 'mm',
        weightUnit: 'g',
      });
      assert.equal(outputs(mm.body).totalVolume, '0.96');
      assert.equal(outputs(mm.body).totalGrossWeight, '150');
      // 10 in = 25.4 cm: 25.4³ = 16,387.064 cm³ = 0.016387064 m³; 2 lb = 0.90718474 kg.
      const inch = await compute('cbm', {
        cartons: [{ length: '10', width: '10', height: '10', grossWeight: '2', quantity: '1' }],
        lengthUnit: 'in',
        weightUnit: 'lb',
      });
      assert.equal(outputs(inch.body).perCartonVolume, '0.016387064');
      assert.equal(outputs(inch.body).totalGrossWeight, '0.90718474');
    });

    it('takes given divisors over the dataset’s', async () => {
      const { body } = await compute('cbm', { ...CASE, airDivisor: '5000', expressDivisor: 4000 });
      assert.deepEqual([outputs(body).airVolumetric, outputs(body).expressVolumetric], ['192', '240']);
    });

    it('hints at container loading when the volume is over one 20GP (33 m³ in the containers dataset)', async () => {
      const { body } = await compute('cbm', {
        cartons: [{ length: '100', width: '100', height: '100', grossWeight: '10', quantity: '34' }],
      });
      assert.deepEqual(
        body.warnings.map((w: Answer) => [w.code, w.level, w.next]),
        [['cbm.more_than_20gp', 'hint', 'container-load']],
      );
      assert.deepEqual(body.warnings[0].values, {
        totalVolume: { kind: 'quantity', value: '34', unit: 'm3' },
        gp20Volume: { kind: 'quantity', value: '33', unit: 'm3' },
      });
      const exactly = await compute('cbm', {
        cartons: [{ length: '100', width: '100', height: '100', grossWeight: '10', quantity: '33' }],
      });
      assert.deepEqual(exactly.body.warnings, []);
    });
  });

  describe('input reading', () => {
    const row = { length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' };

    it('reads every accepted spelling and lists each rewrite', async () => {
      const { response, body } = await compute('cbm', {
        cartons: [{ length: 60, width: '４０', height: '40', grossWeight: '1,500', quantity: '１０' }],
        lengthUnit: '厘米',
        weightUnit: 'KG',
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(body.normalized, [
        { path: 'cartons.0.length', given: '60', used: '60' },
        { path: 'cartons.0.width', given: '４０', used: '40' },
        { path: 'cartons.0.grossWeight', given: '1,500', used: '1500' },
        { path: 'cartons.0.quantity', given: '１０', used: '10' },
        { path: 'lengthUnit', given: '厘米', used: 'cm' },
        { path: 'weightUnit', given: 'KG', used: 'kg' },
      ]);
      assert.equal(outputs(body).totalGrossWeight, '15000');
      const blank = await compute('cbm', { cartons: [row], airDivisor: '', mode: '' });
      assert.equal(blank.response.statusCode, 200, 'an empty string counts as not given');
      assert.equal(outputs(blank.body).airVolumetric, '160');
    });

    it('refuses what it cannot read exactly, one issue per input, with the Chinese-then-English message', async () => {
      const bad = (value: unknown) => ({ cartons: [{ ...row, length: value }] });
      for (const value of [
        '12.',
        '.5',
        '1e3',
        '$12',
        '12 cm',
        '1,2345',
        '12,345,67',
        'NaN',
        '0x10',
        '+1',
        true,
        [],
        {},
      ]) {
        assertErrorAnswer(
          (await compute('cbm', bad(value))).response,
          400,
          'input.decimal_expected',
          'cartons.0.length',
        );
      }
      assertErrorAnswer((await compute('cbm', bad('0'))).response, 400, 'input.decimal_above', 'cartons.0.length');
      assertErrorAnswer((await compute('cbm', bad(1e41))).response, 400, 'input.number_too_long', 'cartons.0.length');
      assertErrorAnswer(
        (await compute('cbm', bad('1'.repeat(41)))).response,
        400,
        'input.number_too_long',
        'cartons.0.length',
      );
      assertErrorAnswer(
        (await compute('cbm', { cartons: [{ ...row, quantity: '1.5' }] })).response,
        400,
        'input.integer_expected',
        'cartons.0.quantity',
      );
      assertErrorAnswer(
        (await compute('cbm', { cartons: [{ ...row, quantity: 12345678901234567890 }] })).response,
        400,
        'input.number_too_long',
        'cartons.0.quantity',
      );
      assertErrorAnswer(
        (await compute('cbm', { cartons: [{ ...row, quantity: '0' }] })).response,
        400,
        'input.integer_range',
        'cartons.0.quantity',
      );
      assertErrorAnswer((await compute('cbm', { cartons: [] })).response, 400, 'input.rows_count', 'cartons');
      assertErrorAnswer((await compute('cbm', { cartons: {} })).response, 400, 'input.rows_expected', 'cartons');
      assertErrorAnswer((await compute('cbm', { cartons: [row, 'x'] })).response, 400, 'input.row_object', 'cartons.1');
      assertErrorAnswer(
        (await compute('cbm', { cartons: [row], lengthUnit: 'furlong' })).response,
        400,
        'input.unit',
        'lengthUnit',
      );
      assertErrorAnswer(
        (await compute('cbm', { cartons: [row], lengthUnit: 'kg' })).response,
        400,
        'input.unit',
        'lengthUnit',
      );
      assertErrorAnswer((await compute('cbm', { cartons: [row], mode: 'sea' })).response, 400, 'input.choice', 'mode');
      assertErrorAnswer(
        (await compute('cbm', { cartons: [row], colour: 'red' })).response,
        400,
        'input.unknown',
        'colour',
      );
      assertErrorAnswer((await compute('cbm', {})).response, 400, 'input.required', 'cartons');
      assertErrorAnswer((await compute('cbm', [])).response, 400, 'input.inputs_object', 'inputs');
      const noBody = await suite.app().inject({ method: 'POST', url: '/v1/tools/cbm/compute' });
      assertErrorAnswer(noBody, 400, 'input.inputs_object', 'inputs');
      const extra = await suite
        .app()
        .inject({ method: 'POST', url: '/v1/tools/cbm/compute', payload: { inputs: { cartons: [row] }, options: {} } });
      assertErrorAnswer(extra, 400, 'input.unknown', 'options');
    });

    it('gives several issues in one answer, with the tool and what was already normalised', async () => {
      const { response, body } = await compute('cbm', {
        cartons: [{ length: '６０', width: 'x', grossWeight: '-1' }],
        colour: 1,
      });
      assertErrorAnswer(response, 400, 'input.decimal_expected', 'cartons.0.width');
      assert.deepEqual(body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(), [
        'cartons.0.grossWeight input.decimal_min',
        'cartons.0.height input.required',
        'cartons.0.quantity input.required',
        'cartons.0.width input.decimal_expected',
        'colour input.unknown',
      ]);
      assert.equal(body.tool, 'cbm');
      assert.deepEqual(body.normalized, [{ path: 'cartons.0.length', given: '６０', used: '60' }]);
    });
  });

  describe('unit-convert', () => {
    it('converts by the exact international definitions', async () => {
      const cases: Array<[string, string, string, string]> = [
        ['1', 'in', 'cm', '2.54'],
        ['1', 'lb', 'kg', '0.45359237'],
        ['1', 'ft3', 'l', '28.316846592'],
        ['2.5', 'l', 'm3', '0.0025'],
        ['1', 'yd', 'ft', '3'],
        ['16', 'oz', 'lb', '1'],
        ['-3', 't', 'kg', '-3000'],
      ];
      for (const [value, from, to, result] of cases) {
        const { response, body } = await compute('unit-convert', { value, from, to });
        assert.equal(response.statusCode, 200, `${value} ${from} → ${to}`);
        assert.deepEqual(
          body.outputs.result,
          { kind: 'quantity', value: result, unit: to },
          `${value} ${from} → ${to}`,
        );
        assert.deepEqual(body.warnings, []);
        assert.deepEqual(body.provenance.datasets, []);
      }
    });

    it('rounds a conversion that does not come out, half-up to 10 decimals, and says so', async () => {
      // 1 cm = 1/2.54 in = 0.393700787401… in.
      const { body } = await compute('unit-convert', { value: '1', from: '厘米', to: 'in' }, 'zh-CN');
      assert.equal(body.outputs.result.value, '0.3937007874');
      assert.deepEqual(
        body.warnings.map((w: Answer) => [w.code, w.level]),
        [['unit-convert.rounded', 'note']],
      );
      assert.match(body.warnings[0].message, /10 位小数/);
    });

    it('refuses units of different kinds', async () => {
      const { response, body } = await compute('unit-convert', { value: '1', from: 'kg', to: 'm' });
      assertErrorAnswer(response, 400, 'input.units_incompatible', 'to');
      assert.deepEqual(body.issues[0].values, { from: 'kg', to: 'm' });
    });
  });

  describe('properties', () => {
    const positive = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
      .map(([a, b]) => `${a}.${b}`);
    it('any carton rows give 200 with decimal-string figures only', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              length: positive,
              width: positive,
              height: positive,
              grossWeight: positive,
              quantity: fc.integer({ min: 1, max: 5000 }).map(String),
            }),
            { minLength: 1, maxLength: 5 },
          ),
          fc.constantFrom('mm', 'cm', 'm', 'in', 'ft'),
          fc.constantFrom('g', 'kg', 't', 'lb', 'oz'),
          async (cartons, lengthUnit, weightUnit) => {
            const { response, body } = await compute('cbm', { cartons, lengthUnit, weightUnit });
            assert.equal(response.statusCode, 200, response.body);
            for (const figure of Object.values(body.outputs as Record<string, Answer>)) {
              if (figure.kind === 'quantity') assert.match(figure.value, /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/);
            }
          },
        ),
        { numRuns: 150 },
      );
    });

    it('no input makes any tool answer 5xx', async () => {
      const inputNames = [...new Set(TOOLS.flatMap((t) => t.inputs.map((input) => input.name)))];
      const anything = fc.oneof(fc.jsonValue(), fc.constantFrom('__proto__', '１２', '1,000', '厘米', ''));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...TOOLS.map((t) => t.id)),
          fc.dictionary(fc.constantFrom(...inputNames, 'x'), anything),
          async (tool, inputs) => {
            const { response } = await compute(tool, inputs);
            assert.ok(
              response.statusCode === 200 || response.statusCode === 400,
              `${response.statusCode} ${response.body}`,
            );
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});

describe('a tool whose dataset is not installed', () => {
  it('answers 503 naming the dataset', async () => {
    const store = loadStore(tempDataDir());
    const app = await testApp({ routes: toolRoutes(TOOLS, store, 'https://site.test') });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/tools/cbm/compute',
      payload: { inputs: { cartons: [{ length: '1', width: '1', height: '1', grossWeight: '1', quantity: '1' }] } },
    });
    const body = assertErrorAnswer(response, 503, 'tool.dataset_missing');
    assert.deepEqual((body.issues as Answer[])[0]?.values, { dataset: 'divisors' });
    await app.close();
  });
});
