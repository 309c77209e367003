/**
 * container-load at HTTP level (api-v1 §2.5, §4.4): cartons of one size into the four
 * container types of the shipped containers dataset (Hapag-Lloyd inside sizes and payloads;
 * the 45HQ has no published payload there), worked by hand in millimetres and grams.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { assertErrorAnswer, assertProvenance } from '../helpers/app.js';
import { type Answer, assertDecimalFigures, valuesOf, toolSuite } from '../helpers/tools.js';

/** Inside sizes and payloads as the shipped dataset gives them (Hapag-Lloyd), mm and kg. */
const INSIDE = {
  '20GP': [5900, 2352, 2395],
  '40GP': [12032, 2352, 2395],
  '40HQ': [12032, 2350, 2700],
  '45HQ': [13556, 2347, 2696],
} as const;
const PAYLOAD_20GP_KG = 28130;
const TYPES = Object.keys(INSIDE) as Array<keyof typeof INSIDE>;

describe('container-load', () => {
  const suite = toolSuite();
  const compute = suite.compute;

  /** The common 60 × 40 × 40 cm carton of 15 kg. */
  const CARTON = { length: '60', width: '40', height: '40', grossWeight: '15' };
  const ofType = (body: Answer, type: string) =>
    Object.fromEntries(
      Object.entries(valuesOf(body))
        .filter(([name]) => name.endsWith(type))
        .map(([name, value]) => [name.slice(0, -type.length), value]),
    );

  it('the plain grid a 20GP takes, worked by hand (fill false)', async () => {
    // 600 mm along: 5,900/600 = 9 rows, 2,352/400 = 5 columns, 2,395/400 = 5 layers = 225; the
    // other turns give less (400 along, 600 across: 14 × 3 × 5 = 210). Reach 5,400 × 2,000 × 2,000.
    const { response, body } = await compute('container-load', { ...CARTON, containerType: '20GP', fill: false });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(ofType(body, '20GP'), {
      perContainer: '225',
      // Without the fill the answer is the plain grid itself.
      grid: '225',
      // The quick estimate: 33.234936 m³ ÷ 0.096 m³ = 346.19… → 346 (worked below).
      estimate: '346',
      rows: '9',
      columns: '5',
      layers: '5',
      // 9 × 5 × 5, the whole plan: nothing beside it (issue 43).
      mainBlock: '225',
      besideMain: '0',
      along: '600',
      across: '400',
      up: '400',
      // 225 × 0.096 m³ = 21.6 m³ of 5.9 × 2.352 × 2.395 = 33.234936 m³: 0.64992… → 0.6499.
      volumeUse: '0.6499',
      // 225 × 15 kg = 3,375 kg of 28,130 kg: 0.11997… → 0.1200, written without its trailing zeros.
      weightUse: '0.12',
      // No packing holds more than 292: pushed to the walls, cartons of 600 and 400 mm reach at most
      // 5,800 along, 2,200 across and 2,200 up (5,900, 2,352, 2,395 are no sums of them), and
      // 5.8 × 2.2 × 2.2 m³ ÷ 0.096 m³ = 292.4 (docs/tools/container-load.md, The bound).
      bound: '292',
      shortAtMost: '67',
      limit: 'space',
      rank: '1',
      spareLength: '500',
      spareWidth: '352',
      spareHeight: '395',
      // 500 mm = 19.685… in; 352 mm = 13.858… in; 395 mm = 15.551… in: two places, half-up.
      spareLengthIn: '19.69',
      spareWidthIn: '13.86',
      spareHeightIn: '15.55',
    });
    assert.equal(valuesOf(body).best, '20GP');
    assert.deepEqual(body.warnings, []);
    assert.deepEqual(
      body.provenance.datasets.map((d: Answer) => d.id),
      ['containers'],
    );
    assertProvenance(body, 'en');
  });

  it('takes a payload limit below the container’s, such as a road limit, and says when it binds (issue 16)', async () => {
    // oceanfreight.com, "How much can I load into a 20′/40′ container?": "legal over the road weight limits
    // which are 18 metric tons per 20′ container". Cartons of 100 kg: the 20GP's own 28,130 kg would take
    // 281, so space (280) binds; at 18,000 kg, 180 cartons, bound by the limit given, using all of it.
    const heavy = { ...CARTON, grossWeight: '100', containerType: '20GP' };
    const free = ofType((await compute('container-load', heavy)).body, '20GP');
    assert.deepEqual([free.perContainer, free.limit], ['280', 'space']);
    const { body } = await compute('container-load', { ...heavy, maxPayload: '18000' });
    const road = ofType(body, '20GP');
    assert.deepEqual([road.perContainer, road.limit, road.weightUse, road.grid], ['180', 'payload-limit', '1', '180']);
    assert.match(
      String((body.steps as Answer[])[0]?.message),
      /180 cartons a container, bound by the payload limit given\./,
    );
    // A limit below one gram loads nothing (whole grams, rounded down), answered, never a failure.
    const none = await compute('container-load', { ...heavy, maxPayload: '0.0001' });
    assert.equal(none.response.statusCode, 200);
    assert.deepEqual([ofType(none.body, '20GP').perContainer, ofType(none.body, '20GP').weightUse], ['0', undefined]);
    // A limit above the container's own changes nothing.
    assert.deepEqual(
      ofType((await compute('container-load', { ...heavy, maxPayload: '30000' })).body, '20GP').limit,
      'space',
    );
  });

  it('loads your own container or truck body beside the types asked (issue 16)', async () => {
    // accesslogistics.eu, "Useful Information": international trailers in Europe are 13.6 m long and usually
    // 2.45 m wide, and "each trailer will usually carry either 26 Standard Pallets or 33 Euro-Pallets single
    // stacked"; a UK standard pallet is 1.00 × 1.20 m, at most 2.20 m high. Pallets of 1.8 m, upright, one layer:
    // 1,000 mm along, ⌊13,600 / 1,000⌋ = 13 rows × ⌊2,450 / 1,200⌋ = 2 across = 26; the other way 11 × 2 = 22.
    const pallet = {
      length: '120',
      width: '100',
      height: '180',
      grossWeight: '500',
      upright: true,
      maxLayers: '1',
      containerType: '20GP',
    };
    const trailer = { length: '13.6', width: '2.45', height: '2.7', unit: 'm' };
    const { response, body } = await compute('container-load', { ...pallet, ownContainer: trailer });
    assert.equal(response.statusCode, 200);
    assert.match(
      String(body.links.page),
      /&ownContainer\.length=13\.6&ownContainer\.width=2\.45&ownContainer\.height=2\.7&ownContainer\.unit=m&/,
    );
    const own = ofType(body, 'Own');
    assert.deepEqual(
      [own.perContainer, own.grid, own.rows, own.columns, own.along, own.limit],
      ['26', '26', '13', '2', '1000', 'space'],
    );
    // Loaded beside the 20GP asked, and ranked with it: the trailer uses 26 × 2.16 = 56.16 m³ of 89.964 m³ = 0.62424… → 0.6242.
    // The 20GP takes 9: ⌊5,900 / 1,200⌋ = 4 × ⌊2,352 / 1,000⌋ = 2, and one turned in the 1,100 mm left.
    assert.equal(ofType(body, '20GP').perContainer, '9');
    assert.deepEqual([own.volumeUse, own.rank, valuesOf(body).best], ['0.6242', '1', 'own']);
    assert.equal(
      (body.steps as Answer[]).find((s) => s.id === 'container-load.type' && s.values.type.value === 'own')?.message,
      'Inside your container (13,600 mm × 2,450 mm × 2,700 mm): 26 cartons a container, bound by space.',
    );
    // No payload given: counted by space, and a note says so.
    assert.deepEqual(
      body.warnings.map((w: Answer) => w.code),
      ['container-load.own_no_payload'],
    );
    // A payload given binds as a dataset container's does: 12,000 kg ÷ 500 kg = 24 pallets.
    const weighed = ofType(
      (await compute('container-load', { ...pallet, ownContainer: { ...trailer, payload: '12000' } })).body,
      'Own',
    );
    assert.deepEqual([weighed.perContainer, weighed.limit, weighed.weightUse], ['24', 'weight', '1']);
    // A door lower than the pallets keeps them out; sizes are rounded down to the millimetre (never overfill).
    const door = await compute('container-load', { ...pallet, ownContainer: { ...trailer, doorHeight: '1.7999' } });
    assert.equal(ofType(door.body, 'Own').perContainer, '0');
    assert.deepEqual(
      door.body.warnings.map((w: Answer) => w.code),
      ['container-load.own_rounded', 'container-load.does_not_fit', 'container-load.own_no_payload'],
    );
    // A side under a millimetre, rounded down, leaves no room: answered, nothing loaded, no volume share.
    const tiny = await compute('container-load', { ...pallet, ownContainer: { ...trailer, length: '0.0001' } });
    assert.equal(tiny.response.statusCode, 200);
    assert.deepEqual([ofType(tiny.body, 'Own').perContainer, ofType(tiny.body, 'Own').volumeUse], ['0', undefined]);
    // A side over 100 m (beyond any container, trailer or wagon) is refused at its path, every one.
    const huge = await compute('container-load', {
      ...pallet,
      ownContainer: { ...trailer, length: '100.001', width: '100000' },
    });
    assertErrorAnswer(huge.response, 400, 'container-load.own_too_large', 'ownContainer.length');
    assert.deepEqual(
      huge.body.issues.map((i: Answer) => i.path),
      ['ownContainer.length', 'ownContainer.width'],
    );
    assert.match(huge.body.issues[0].message, /at most 100 m\.$/);
    // Each side of it is a checked input: a missing one is refused with its path.
    const missing = await compute('container-load', {
      ...pallet,
      ownContainer: { length: '13.6', width: '2.45', unit: 'm' },
    });
    assertErrorAnswer(missing.response, 400, 'input.required', 'ownContainer.height');
  });

  it('gives the quick textbook estimate, usable volume ÷ carton volume, labelled as an upper bound (issue 16)', async () => {
    // 20GP inside 5.9 × 2.352 × 2.395 = 33.234936 m³; a carton 0.6 × 0.4 × 0.4 = 0.096 m³: 346.19… → 346,
    // above the 280 that really go in. With three quarters of the inside counted usable: 24.926202 ÷ 0.096 = 259.64… → 259.
    const whole = await compute('container-load', { ...CARTON, containerType: '20GP' });
    assert.equal(ofType(whole.body, '20GP').estimate, '346');
    const step = (whole.body.steps as Answer[]).find((s) => s.id === 'container-load.estimate');
    assert.equal(
      step?.message,
      'The volume bound of 20GP, the quick estimate textbooks make: usable volume 33.234… m3 ÷ carton volume 0.096 m3 = 346 cartons, which ignores how the cartons fit.',
    );
    const share = await compute('container-load', { ...CARTON, containerType: '20GP', effectiveShare: '0.75' });
    assert.equal(ofType(share.body, '20GP').estimate, '259');
  });

  it('fills the space the grid leaves: 280 in a 20GP, and every type ranked by volume use', async () => {
    // The block heuristic (worked block by block in test/tools/packing.test.ts): 156 + 25 + 39 + 8 + 52 = 280.
    const { body } = await compute('container-load', CARTON);
    const figures = valuesOf(body);
    assert.deepEqual(
      TYPES.map((type) => figures[`perContainer${type}`]),
      ['280', '590', '700', '776'],
    );
    // Beside each, the plain grid a person can check by hand (issue 16): 225 in the 20GP, worked above,
    // with a step saying the filled figure is a hand-loading plan.
    assert.equal(figures.grid20GP, '225');
    const gridStep = (body.steps as Answer[]).find((s) => s.id === 'container-load.grid');
    assert.equal(
      gridStep?.message,
      'In 20GP the plain grid of one orientation, as textbooks and most online calculators count, holds 225 cartons; a hand-loading plan holds 280, turning cartons where that fits more.',
    );
    // 280 × 0.096 = 26.88 m³ of 33.234936 m³ = 0.80879… → 0.8088; 280 × 15 = 4,200 kg of 28,130 kg = 0.14930… → 0.1493.
    assert.deepEqual([figures.volumeUse20GP, figures.weightUse20GP], ['0.8088', '0.1493']);
    // 700 × 0.096 = 67.2 m³ of 12.032 × 2.35 × 2.7 = 76.34304 m³ = 0.88025… → 0.8802 (the best);
    // 776 × 0.096 = 74.496 of 85.77… → 0.8685; 590 × 0.096 = 56.64 of 67.77… → 0.8357.
    assert.deepEqual(
      TYPES.map((type) => [figures[`volumeUse${type}`], figures[`rank${type}`]]),
      [
        ['0.8088', '4'],
        ['0.8357', '3'],
        ['0.8802', '1'],
        ['0.8685', '2'],
      ],
    );
    assert.equal(figures.best, '40HQ');
    // Spare space is measured from the far edges of all blocks: 20GP reach 5,800 × 2,200 × 2,200.
    assert.deepEqual([figures.spareLength20GP, figures.spareWidth20GP, figures.spareHeight20GP], ['100', '152', '195']);
    assert.deepEqual(
      [figures.spareLengthIn20GP, figures.spareWidthIn20GP, figures.spareHeightIn20GP],
      ['3.94', '5.98', '7.68'],
    );
    // The 45HQ has no published payload in the dataset: no weightUse, and a note saying so.
    assert.equal(figures.weightUse45HQ, undefined);
    assert.deepEqual(
      body.warnings.map((w: Answer) => [w.code, w.level, w.values.type.value]),
      [['container-load.no_payload', 'note', '45HQ']],
    );
    assert.deepEqual(
      body.steps.map((s: Answer) => s.id),
      [
        ...Array(4)
          .fill([
            'container-load.type',
            'container-load.grid',
            'container-load.main_block',
            'container-load.bound',
            'container-load.estimate',
          ])
          .flat(),
        'container-load.best',
      ],
    );
    assert.equal(
      body.steps[0].message,
      'Inside 20GP (5,900 mm × 2,352 mm × 2,395 mm): 280 cartons a container, bound by space.',
    );
    assert.equal(
      body.links.page,
      'https://site.test/tools/container-load?length=60&width=40&height=40&grossWeight=15&lengthUnit=cm&weightUnit=kg&containerType=all&effectiveShare=1&fill=true&upright=false&lang=en',
    );
  });

  it('with a quantity: containers and the last container, ranked by fewest containers then the smaller type', async () => {
    // 1,000 cartons: 20GP 280 a container → 4, the last holding 1,000 − 3 × 280 = 160;
    // 40GP 590 → 2 (410); 40HQ 700 → 2 (300); 45HQ 776 → 2 (224). Three types need 2: the 40GP is the smallest.
    const { body } = await compute('container-load', { ...CARTON, quantity: '1000' });
    const figures = valuesOf(body);
    assert.deepEqual(
      TYPES.map((type) => [figures[`containers${type}`], figures[`lastContainer${type}`], figures[`rank${type}`]]),
      [
        ['4', '160', '4'],
        ['2', '410', '1'],
        ['2', '300', '2'],
        ['2', '224', '3'],
      ],
    );
    assert.equal(figures.best, '40GP');
    // The mix (issue 43): 2 containers at least (700 a 40HQ), none of them a 20GP (280 + 700 < 1,000),
    // and two 40GP hold the 1,000 (1,180): 2 × 40GP, as the ranking says.
    assert.deepEqual(
      [figures.mix20GP, figures.mix40GP, figures.mix40HQ, figures.mix45HQ],
      [undefined, '2', undefined, undefined],
    );
    // An exact multiple fills the last container.
    const exact = valuesOf(
      (await compute('container-load', { ...CARTON, containerType: '20GP', quantity: '560' })).body,
    );
    assert.deepEqual([exact.containers20GP, exact.lastContainer20GP], ['2', '280']);
  });

  it('proposes a mix of types for a quantity needing several containers, the 45HQ left out (issue 43)', async () => {
    // 1,500 cartons: 3 containers at least (⌈1,500 ÷ 700⌉), where 45HQ would do in 2. Of 3, one can be
    // a 20GP (280 + 2 × 700 = 1,680 ≥ 1,500), two cannot (2 × 280 + 700 = 1,260); two 40GP with it
    // hold 280 + 1,180 = 1,460 < 1,500, so the 40′ part is 40HQ: 2 × 40HQ + 1 × 20GP, not 3 × 40HQ.
    const { body } = await compute('container-load', { ...CARTON, quantity: '1500' });
    const figures = valuesOf(body);
    assert.deepEqual(
      TYPES.map((type) => figures[`mix${type}`]),
      ['1', undefined, '2', undefined],
    );
    const mix = (body.steps as Answer[]).filter((step) => step.id.startsWith('container-load.mix'));
    assert.deepEqual(
      mix.map((step) => step.message),
      [
        'For 1,500 cartons at least 3 containers are needed (the 45HQ left out); within that number the mix below takes as many 20GP as it can (fewest TEU) and 40′ containers for the rest (a 40GP where it will do), holding 1,680 cartons in all.',
        'In the mix: 2 × 40HQ, 700 cartons each.',
        'In the mix: 1 × 20GP, 280 cartons each.',
      ],
    );
    // One type asked, or one container enough: no mix.
    for (const inputs of [
      { ...CARTON, quantity: '1500', containerType: '40HQ' },
      { ...CARTON, quantity: '700' },
    ]) {
      const one = valuesOf((await compute('container-load', inputs)).body);
      assert.deepEqual(
        Object.keys(one).filter((name) => name.startsWith('mix')),
        [],
      );
    }
  });

  it('a heavy carton is bound by the payload', async () => {
    // 200 kg a carton: 28,130 / 200 = 140.65 → 140 cartons, though 280 would fit.
    const { body } = await compute('container-load', { ...CARTON, grossWeight: '200', containerType: '20GP' });
    const figures = ofType(body, '20GP');
    assert.deepEqual([figures.perContainer, figures.limit], ['140', 'weight']);
    // 140 × 200 = 28,000 kg of 28,130 = 0.99537… → 0.9954; 140 × 0.096 = 13.44 m³ of 33.234936 → 0.40439… → 0.4044.
    assert.deepEqual([figures.weightUse, figures.volumeUse], ['0.9954', '0.4044']);
    assert.equal(
      body.steps[0].message,
      `Inside 20GP (5,900 mm × 2,352 mm × 2,395 mm): 140 cartons a container, bound by weight.`,
    );
    assert.equal(Math.floor((PAYLOAD_20GP_KG * 1000) / 200_000), 140);
  });

  it('upright and maxLayers: the height stays vertical, no stack over the limit; sizes rounded up to the millimetre', async () => {
    // 60.01 cm = 600.1 mm → 601 mm (never overfill). Upright, at most 3 layers of 400 mm:
    // single grids 601 along 9 × 5 × 3 = 135, 400 along 14 × 3 × 3 = 126. With fills: main
    // 400 along, 601 across, 13 × 3 × 3 = 117 (5,200 × 1,803 × 1,200); beyond it 700 mm:
    // 1 × 5 × 3 = 15 with 601 along; beside it 549 mm: 8 × 1 × 3 = 24 with 400 across. 156.
    const { body } = await compute('container-load', {
      ...CARTON,
      length: '60.01',
      containerType: '20GP',
      upright: true,
      maxLayers: '3',
    });
    const figures = ofType(body, '20GP');
    assert.deepEqual(
      [figures.perContainer, figures.rows, figures.columns, figures.layers, figures.along, figures.across, figures.up],
      ['156', '13', '3', '3', '400', '601', '400'],
    );
    assert.equal(figures.spareHeight, '1195', '2,395 − 3 × 400');
    assert.deepEqual(
      body.warnings.map((w: Answer) => w.code),
      ['container-load.rounded_up'],
    );
    const grams = await compute('container-load', { ...CARTON, grossWeight: '15.0001', containerType: '20GP' });
    assert.deepEqual(
      grams.body.warnings.map((w: Answer) => w.code),
      ['container-load.rounded_up'],
      '15,000.1 g → 15,001 g',
    );
    // 60.09999995 cm = 600.9999995 mm → 601 mm: rounded too, however close to the next millimetre.
    const close = await compute('container-load', { ...CARTON, length: '60.09999995', containerType: '20GP' });
    assert.deepEqual(
      close.body.warnings.map((w: Answer) => w.code),
      ['container-load.rounded_up'],
    );
  });

  it('a carton that does not go into a type: a warning, no rank there, the others still ranked', async () => {
    // 7 m long: longer than the 20GP's 5,900 mm inside and taller or wider than it every other way.
    const { body } = await compute('container-load', { ...CARTON, length: '700' });
    const figures = valuesOf(body);
    assert.equal(figures.perContainer20GP, '0');
    assert.equal(figures.rank20GP, undefined);
    assert.equal(figures.rows20GP, undefined);
    assert.equal(body.warnings[0].code, 'container-load.does_not_fit');
    assert.equal(body.warnings[0].values.type.value, '20GP');
    assert.equal(body.warnings[0].level, undefined);
    assert.ok(['40GP', '40HQ', '45HQ'].includes(figures.best as string));
    const nowhere = await compute('container-load', { ...CARTON, length: '2000' });
    assert.equal(valuesOf(nowhere.body).best, undefined, 'no best when nothing fits');
    assert.equal(nowhere.body.warnings.filter((w: Answer) => w.code === 'container-load.does_not_fit').length, 4);
  });

  it('reads other units and spellings, and lists each rewrite', async () => {
    const { response, body } = await compute('container-load', {
      length: '600',
      width: '４００',
      height: 400,
      grossWeight: '33.0693393',
      lengthUnit: '毫米',
      weightUnit: 'LB',
      containerType: '20GP',
      fill: 'False',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body.normalized, [
      { path: 'width', given: '４００', used: '400' },
      { path: 'height', given: '400', used: '400' },
      { path: 'lengthUnit', given: '毫米', used: 'mm' },
      { path: 'weightUnit', given: 'LB', used: 'lb' },
      { path: 'fill', given: 'False', used: 'false' },
    ]);
    // 33.0693393 lb × 0.45359237 = 14,999.99… g → 15,000 g (rounded up): the plain grid, 225.
    assert.equal(valuesOf(body).perContainer20GP, '225');
  });

  it('writes its sentences in the four languages', async () => {
    const sentences = [];
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const { body } = await compute('container-load', { ...CARTON, grossWeight: '200', containerType: '20GP' }, lang);
      sentences.push(body.steps[0].message);
    }
    assert.equal(new Set(sentences).size, 4);
    assert.equal(sentences[0], '20GP（内部尺寸 5,900 mm × 2,352 mm × 2,395 mm）：每个集装箱可装 140 箱，受重量限制。');
  });

  it('refuses each bad input at its path, all in one answer', async () => {
    const refusals: Array<[Answer, string, string]> = [
      [{ length: '0' }, 'input.decimal_above', 'length'],
      [{ grossWeight: '-1' }, 'input.decimal_min', 'grossWeight'],
      [{ width: '100001' }, 'input.decimal_max', 'width'],
      [{ containerType: '20FT' }, 'input.choice', 'containerType'],
      [{ quantity: '0' }, 'input.integer_range', 'quantity'],
      [{ maxLayers: '1.5' }, 'input.integer_expected', 'maxLayers'],
      [{ fill: 'yes' }, 'input.boolean', 'fill'],
      [{ upright: 1 }, 'input.boolean', 'upright'],
      [{ lengthUnit: 'kg' }, 'input.unit', 'lengthUnit'],
      [{ weightUnit: 'cm' }, 'input.unit', 'weightUnit'],
      [{ pallets: '2' }, 'input.unknown', 'pallets'],
    ];
    for (const [change, code, path] of refusals) {
      assertErrorAnswer((await compute('container-load', { ...CARTON, ...change })).response, 400, code, path);
    }
    const { response, body } = await compute('container-load', { width: 'wide', maxLayers: '0', height: '40' });
    assertErrorAnswer(response, 400, 'input.required', 'length');
    assert.deepEqual(body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(), [
      'grossWeight input.required',
      'length input.required',
      'maxLayers input.integer_range',
      'width input.decimal_expected',
    ]);
  });

  it('any carton gives 200, decimal figures, and never more than the container holds', async () => {
    const size = fc
      .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 9 }))
      .map(([whole, tenth]) => `${whole}.${tenth}`);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          length: size,
          width: size,
          height: size,
          grossWeight: fc.integer({ min: 0, max: 30_000 }).map(String),
          lengthUnit: fc.constantFrom('mm', 'cm', 'in'),
          weightUnit: fc.constantFrom('kg', 'lb'),
          containerType: fc.constantFrom('all', ...TYPES),
          upright: fc.boolean(),
          quantity: fc.option(fc.integer({ min: 1, max: 100_000 }).map(String), { nil: undefined }),
          maxLayers: fc.option(fc.integer({ min: 1, max: 10 }).map(String), { nil: undefined }),
        }),
        async (inputs) => {
          const { response, body } = await compute('container-load', inputs);
          assert.equal(response.statusCode, 200, response.body);
          assertDecimalFigures(body);
          const figures = valuesOf(body);
          for (const type of TYPES) {
            for (const use of ['volumeUse', 'weightUse']) {
              const value = figures[`${use}${type}`];
              if (value !== undefined) assert.ok(Number(value) <= 1, `${use}${type} ${value}`);
            }
            const layers = figures[`layers${type}`];
            if (layers !== undefined && inputs.maxLayers !== undefined)
              assert.ok(Number(layers) <= Number(inputs.maxLayers));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
