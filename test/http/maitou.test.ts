/**
 * maitou at HTTP level (api-v1 §2.5, §2.6): the shipping mark line by line, worked by hand,
 * with the caller's main mark, carton numbers and side mark, the fit of each line to A4 paper
 * and to a 100 × 150 mm label (docs/tools/maitou.md), every refusal, and the four languages.
 *
 * The main mark of the first case is the example of the standard shipping mark in UN/CEFACT
 * Recommendation No. 15, "Simpler Shipping Marks" (UNECE, ECE/TRADE/243): consignee initials
 * ABC, reference 1234, destination BOMBAY, packages numbered up to 25. The carton (60 × 40 × 40
 * cm, 15 kg gross, 13.5 kg net) is ours, worked by hand below.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../src/core/decimal.js';
import { assertErrorAnswer, assertProvenance } from '../helpers/app.js';
import { type Answer, assertDecimalFigures, toolSuite } from '../helpers/tools.js';

/** The printed lines of an answer, in order (every mark-line step carries its `text`). */
const printed = (body: Answer): string[] => (body.steps as Answer[]).filter((s) => s.texts).map((s) => s.texts.text);
const warned = (body: Answer): string[] =>
  (body.warnings as Answer[]).map((w) => `${w.values.layout.value} ${w.values.line.value} ${w.values.width.value}`);

describe('maitou', () => {
  const suite = toolSuite();
  const compute = suite.compute;

  const CARTON = { cartons: '25', length: '60', width: '40', height: '40', grossWeight: '15', netWeight: '13.5' };
  const lines = (...texts: string[]) => texts.map((text) => ({ text }));

  it('the whole mark, worked by hand: main mark, C/NO. 1-25, G.W., N.W., MEAS., both layouts', async () => {
    const { response, body } = await compute('maitou', { ...CARTON, lines: lines('ABC', '1234', 'BOMBAY') });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body.outputs, {}, 'no named figures (§2.5)');
    assert.equal(body.normalized, undefined);
    assert.deepEqual(printed(body), [
      'ABC',
      '1234',
      'BOMBAY',
      'C/NO. 1-25',
      'G.W. 15 kg',
      'N.W. 13.5 kg',
      'MEAS. 60 x 40 x 40 cm',
    ]);
    assert.deepEqual(
      body.steps.map((s: Answer) => s.id),
      [
        'maitou.main_line',
        'maitou.main_line',
        'maitou.main_line',
        'maitou.numbering',
        'maitou.gross_weight',
        'maitou.net_weight',
        'maitou.measurement',
        'maitou.layout',
        'maitou.layout',
      ],
    );
    // Every printed line is numbered in print order and its text is a code figure of the literal line.
    assert.deepEqual(
      body.steps.slice(0, 7).map((s: Answer) => s.values.line),
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ kind: 'count', value: String(n) })),
    );
    assert.deepEqual(
      [body.steps[0].texts, body.steps[0].values.text],
      [{ text: 'ABC' }, undefined],
      'the line is quoted text, not a figure',
    );
    assert.deepEqual(body.steps[3].values, {
      line: { kind: 'count', value: '4' },
      from: { kind: 'count', value: '1' },
      to: { kind: 'count', value: '25' },
    });
    assert.deepEqual(body.steps[3].texts, { text: 'C/NO. 1-25' });
    assert.deepEqual(body.steps[4].values.grossWeight, { kind: 'quantity', value: '15', unit: 'kg' });
    assert.deepEqual(body.steps[5].values.netWeight, { kind: 'quantity', value: '13.5', unit: 'kg' });
    // 60 × 40 × 40 = 96,000 cm³ = 0.096 m³ (× 10⁻⁶, exact).
    const meas = body.steps[6].values;
    assert.deepEqual(
      [meas.length.value, meas.width.value, meas.height.value, meas.volume.value, meas.volume.unit],
      ['60', '40', '40', '0.096', 'm3'],
    );
    assert.deepEqual(
      body.steps.slice(0, 7).map((s: Answer) => s.message),
      [
        'Line 1, main mark: “ABC”.',
        'Line 2, main mark: “1234”.',
        'Line 3, main mark: “BOMBAY”.',
        'Line 4, carton numbers 1 to 25: “C/NO. 1-25”.',
        'Line 5, side mark, gross weight of one carton 15 kg: “G.W. 15 kg”.',
        'Line 6, side mark, net weight of one carton 13.5 kg: “N.W. 13.5 kg”.',
        'Line 7, side mark, carton measurement 60 cm × 40 cm × 40 cm, 0.096 m3: “MEAS. 60 x 40 x 40 cm”.',
      ],
    );
    // A4: 210 − 2 × 15 = 180 mm a line; type 10 mm, so 180 ÷ 5 = 36 half-width or 18 full-width;
    // 297 − 30 = 267 mm high at a 12.5 mm pitch: 21 lines. Label: 100 − 10 = 90 mm; type 6 mm,
    // 90 ÷ 3 = 30 and 15; 140 mm high at 7.5 mm: 18 lines. The longest line, MEAS., is 21 characters.
    assert.equal(
      body.steps[7].message,
      "On A4 paper the type is 10 mm: a line of 180 mm holds 36 half-width or 18 full-width characters, and the mark uses 7 of the page's 21 lines.",
    );
    assert.equal(
      body.steps[8].message,
      "On a 100 × 150 mm label the type is 6 mm: a line of 90 mm holds 30 half-width or 15 full-width characters, and the mark uses 7 of the page's 18 lines.",
    );
    assert.deepEqual(body.steps[8].values.layout, { kind: 'code', value: 'label-100x150' });
    assert.deepEqual(body.warnings, []);
    assert.deepEqual(body.provenance.datasets, [], 'reads no dataset');
    assertProvenance(body, 'en');
    assert.equal(
      body.links.page,
      'https://site.test/tools/maitou?cartons=25&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lengthUnit=cm&weightUnit=kg&lines.0.text=ABC&lines.1.text=1234&lines.2.text=BOMBAY&capitals=false&lang=en',
    );
  });

  it('without lines the mark is the numbering and the side mark', async () => {
    const { body } = await compute('maitou', CARTON);
    assert.deepEqual(printed(body), ['C/NO. 1-25', 'G.W. 15 kg', 'N.W. 13.5 kg', 'MEAS. 60 x 40 x 40 cm']);
    assert.deepEqual(printed((await compute('maitou', { ...CARTON, lines: [] })).body), printed(body));
  });

  it('capitals: every letter that has a capital (full-width Latin, Greek, Cyrillic too), Chinese as written', async () => {
    const texts = ['abc', 'hamburg 汉堡', 'straße', 'ｓｏ-１２', 'café', 'αβγ москва'];
    const { body } = await compute('maitou', { ...CARTON, lines: lines(...texts), capitals: true });
    // ß has no single capital in Unicode's case mapping: it becomes SS.
    assert.deepEqual(printed(body).slice(0, 6), ['ABC', 'HAMBURG 汉堡', 'STRASSE', 'ＳＯ-１２', 'CAFÉ', 'ΑΒΓ МОСКВА']);
    const plain = await compute('maitou', { ...CARTON, lines: lines(...texts) });
    assert.deepEqual(printed(plain.body).slice(0, 6), texts, 'capitals default to false');
    // The fixed side-mark words are capitals already; unit symbols stay as SI writes them.
    assert.deepEqual(printed(body).slice(6), printed(plain.body).slice(6));
    assert.match(body.links.page, /lines\.0\.text=abc&.*capitals=true&lang=en$/, 'the page gets the lines as given');
  });

  it('numbers the cartons from 1 to N', async () => {
    for (const [cartons, text] of [
      ['1', 'C/NO. 1-1'],
      ['100000', 'C/NO. 1-100000'],
    ]) {
      const { body } = await compute('maitou', { ...CARTON, cartons });
      const step = body.steps.find((s: Answer) => s.id === 'maitou.numbering');
      assert.deepEqual([step.values.from.value, step.values.to.value, step.texts.text], ['1', cartons, text]);
    }
    const { body } = await compute('maitou', { ...CARTON, cartons: '1,000' });
    assert.deepEqual(body.normalized, [{ path: 'cartons', given: '1,000', used: '1000' }]);
    assert.equal(printed(body)[0], 'C/NO. 1-1000');
  });

  it('the side mark in kg and cm, converted exactly from other units', async () => {
    // 600 mm = 60 cm; 15,000 g = 15 kg; 13,500 g = 13.5 kg.
    const metric = await compute('maitou', {
      ...CARTON,
      length: '600',
      width: '400',
      height: '400',
      grossWeight: '15000',
      netWeight: '13500',
      lengthUnit: 'mm',
      weightUnit: '克',
    });
    assert.deepEqual(printed(metric.body), ['C/NO. 1-25', 'G.W. 15 kg', 'N.W. 13.5 kg', 'MEAS. 60 x 40 x 40 cm']);
    assert.deepEqual(metric.body.normalized, [{ path: 'weightUnit', given: '克', used: 'g' }]);
    // 1 lb = 0.45359237 kg: 10 lb = 4.5359237 kg, 8 lb = 3.62873896 kg; 1 in = 2.54 cm: 10, 12, 8 in =
    // 25.4, 30.48, 20.32 cm; 25.4 × 30.48 × 20.32 = 15,731.58144 cm³ = 0.01573158144 m³. No rounding.
    const imperial = await compute('maitou', {
      ...CARTON,
      length: '10',
      width: '12',
      height: '8',
      grossWeight: '10',
      netWeight: '8',
      lengthUnit: 'in',
      weightUnit: 'lb',
    });
    assert.deepEqual(printed(imperial.body), [
      'C/NO. 1-25',
      'G.W. 4.5359237 kg',
      'N.W. 3.62873896 kg',
      'MEAS. 25.4 x 30.48 x 20.32 cm',
    ]);
    const meas = imperial.body.steps.find((s: Answer) => s.id === 'maitou.measurement');
    assert.deepEqual(meas.values.volume, { kind: 'quantity', value: '0.01573158144', unit: 'm3' });
    // Net equal to gross, and nothing inside (net 0 kg), are both marks that can be printed.
    const same = await compute('maitou', { ...CARTON, grossWeight: '13.5', netWeight: '13.5' });
    assert.deepEqual(printed(same.body).slice(1, 3), ['G.W. 13.5 kg', 'N.W. 13.5 kg']);
    const empty = await compute('maitou', { ...CARTON, grossWeight: '1.2', netWeight: '0' });
    assert.deepEqual(printed(empty.body).slice(1, 3), ['G.W. 1.2 kg', 'N.W. 0 kg']);
    // The most decimals taken, in the unit with the longest factor: 10⁻¹⁰ oz = 28.349523125 × 10⁻¹⁰ g
    // = 0.0000000000028349523125 kg, 22 places, printed in full (this threw, a 500, before the limit).
    const fine = await compute('maitou', {
      ...CARTON,
      grossWeight: '0.0000000001',
      netWeight: '0.0000000001',
      weightUnit: 'oz',
    });
    assert.equal(fine.response.statusCode, 200);
    assert.deepEqual(printed(fine.body).slice(1, 3), [
      'G.W. 0.0000000000028349523125 kg',
      'N.W. 0.0000000000028349523125 kg',
    ]);
  });

  it('warns when a line is wider than a layout allows, naming the line and the layout', async () => {
    // Half-width characters are half the type size wide (label 3 mm, A4 5 mm), full-width ones the
    // whole size (6 mm, 10 mm). 30 letters = 90 mm: exactly the label's line, no warning;
    // 31 = 93 mm on the label (A4: 155 mm of 180); 37 = 111 mm and 185 mm: both layouts.
    // 15 Chinese characters = 90 mm fits the label; 16 = 96 mm does not; 19 = 190 mm on A4 neither.
    // A combining accent has no width: E + U+0301 thirty times is 30 half ems, 90 mm.
    const texts = [
      'X'.repeat(30),
      'X'.repeat(31),
      'X'.repeat(37),
      '唛'.repeat(15),
      '唛'.repeat(16),
      '唛'.repeat(19),
      'E\u0301'.repeat(30),
      'ABC 汉堡 ＳＯ',
    ];
    const { body } = await compute('maitou', { ...CARTON, lines: lines(...texts) });
    assert.equal(body.steps.length, 8 + 4 + 2);
    assert.deepEqual(warned(body), [
      'a4 3 185',
      'a4 6 190',
      'label-100x150 2 93',
      'label-100x150 3 111',
      'label-100x150 5 96',
      'label-100x150 6 114',
    ]);
    const warning = body.warnings[2];
    assert.equal(warning.code, 'maitou.line_too_long');
    assert.equal(warning.level, undefined, 'a real warning');
    assert.deepEqual(warning.values, {
      line: { kind: 'count', value: '2' },
      layout: { kind: 'code', value: 'label-100x150' },
      width: { kind: 'quantity', value: '93', unit: 'mm' },
      available: { kind: 'quantity', value: '90', unit: 'mm' },
    });
    assert.deepEqual(warning.texts, { text: 'X'.repeat(31) });
    assert.equal(
      warning.message,
      `Line 2 (${'X'.repeat(31)}) is 93 mm wide in this type, more than the 90 mm a line has on a 100 × 150 mm label.`,
    );
    // The side mark is measured too: 1,000 m = 100,000 cm; "MEAS. 100000 x 100000 x 100000 cm" is
    // 33 characters, 99 mm on the label (line 4 of a mark without main lines), 165 mm on A4.
    const wide = await compute('maitou', { ...CARTON, length: '1000', width: '1000', height: '1000', lengthUnit: 'm' });
    assert.deepEqual(warned(wide.body), ['label-100x150 4 99']);
  });

  it('emoji are full width wherever their block; right-to-left letters are kept as given', async () => {
    // 🚢 (U+1F6A2) and ☔ (U+2614) are emoji by default: one em each. ❤ (U+2764) is text by
    // default, half an em, and VS16 (U+FE0F) makes it an emoji, one em. 15 = 90 mm fits the
    // label; 16 = 96 mm does not.
    const texts = [
      '🚢'.repeat(15),
      '🚢'.repeat(16),
      '☔'.repeat(16),
      '\u2764\uFE0F'.repeat(15),
      '\u2764\uFE0F'.repeat(16),
      '\u2764'.repeat(30),
      'شركة دبي للتجارة',
    ];
    const { response, body } = await compute('maitou', { ...CARTON, lines: lines(...texts), capitals: true });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(warned(body), ['label-100x150 2 96', 'label-100x150 3 96', 'label-100x150 5 96']);
    // Arabic has no capitals: printed as given, in logical order, at 3 mm a character on the label.
    assert.equal(printed(body)[6], 'شركة دبي للتجارة');
  });

  it('shows a line in its step sentence as written, even when it spells a catalogue code word', async () => {
    const { body } = await compute('maitou', { ...CARTON, lines: lines('volume', 'a4') }, 'zh-CN');
    assert.deepEqual(printed(body).slice(0, 2), ['volume', 'a4'], 'the figure is literal already');
    assert.deepEqual(
      [body.steps[0].message, body.steps[1].message],
      ['第 1 行（主唛）：“volume”。', '第 2 行（主唛）：“a4”。'],
    );
  });

  it('writes its sentences in the four languages', async () => {
    const messages: Record<string, string[]> = {};
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const { body } = await compute('maitou', { ...CARTON, lines: lines('ABC', 'X'.repeat(31)) }, lang);
      messages[lang] = [body.steps[0].message, body.steps[2].message, body.steps[7].message, body.warnings[0].message];
      assert.equal(body.provenance.language, lang);
    }
    assert.deepEqual(messages['zh-CN'], [
      '第 1 行（主唛）：“ABC”。',
      '第 3 行（箱号 1 至 25）：“C/NO. 1-25”。',
      '100 × 150 mm 标签：字高 6 mm，每行宽 90 mm，可排 30 个半角字符或 15 个全角字符，唛头占全页 18 行中的 6 行。',
      `第 2 行“${'X'.repeat(31)}”按此字号宽 93 mm，超出 100 × 150 mm 标签每行可用的 90 mm。`,
    ]);
    assert.deepEqual(messages.ja?.slice(0, 2), [
      '1 行目（メインマーク）：「ABC」。',
      '3 行目（箱番号 1～25）：「C/NO. 1-25」。',
    ]);
    assert.deepEqual(messages.ko?.slice(0, 2), ['1행(메인 마크): “ABC”.', '3행(상자 번호 1~25): “C/NO. 1-25”.']);
    for (const index of [0, 1, 2, 3]) {
      assert.equal(
        new Set(Object.values(messages).map((m) => m[index])).size,
        4,
        `sentence ${index} differs by language`,
      );
    }
  });

  it('refuses each bad input at its path', async () => {
    const refusals: Array<[Answer, string, string]> = [
      [{ cartons: undefined }, 'input.required', 'cartons'],
      [{ length: undefined }, 'input.required', 'length'],
      [{ width: '' }, 'input.required', 'width'],
      [{ height: null }, 'input.required', 'height'],
      [{ grossWeight: undefined }, 'input.required', 'grossWeight'],
      [{ netWeight: undefined }, 'input.required', 'netWeight'],
      [{ cartons: '0' }, 'input.integer_range', 'cartons'],
      [{ cartons: '100001' }, 'input.integer_range', 'cartons'],
      [{ cartons: '2.5' }, 'input.integer_expected', 'cartons'],
      [{ length: '0' }, 'input.decimal_above', 'length'],
      [{ height: '100001' }, 'input.decimal_max', 'height'],
      [{ grossWeight: '-1' }, 'input.decimal_above', 'grossWeight'],
      [{ grossWeight: '0', netWeight: '0' }, 'input.decimal_above', 'grossWeight'],
      [{ netWeight: '-0.1' }, 'input.decimal_min', 'netWeight'],
      [{ width: '40.00000000001' }, 'input.decimal_places', 'width'],
      [
        { grossWeight: '0.00000000000000000001', netWeight: '0', weightUnit: 'oz' },
        'input.decimal_places',
        'grossWeight',
      ],
      [{ netWeight: 'heavy' }, 'input.decimal_expected', 'netWeight'],
      [{ lengthUnit: 'kg' }, 'input.unit', 'lengthUnit'],
      [{ weightUnit: 'cm' }, 'input.unit', 'weightUnit'],
      [{ capitals: 'yes' }, 'input.boolean', 'capitals'],
      [{ lines: 'ABC' }, 'input.rows_expected', 'lines'],
      [{ lines: lines(...Array.from({ length: 11 }, (_, i) => `LINE ${i + 1}`)) }, 'input.rows_count', 'lines'],
      [{ lines: ['ABC'] }, 'input.row_object', 'lines.0'],
      [{ lines: [{ text: 'ABC' }, {}] }, 'input.required', 'lines.1.text'],
      [{ lines: [{ text: 'ABC', size: '12' }] }, 'input.unknown', 'lines.0.size'],
      [{ lines: [{ text: 12 }] }, 'input.text', 'lines.0.text'],
      [{ lines: lines('X'.repeat(61)) }, 'input.text', 'lines.0.text'],
      [{ lines: lines('ABC\nDEF') }, 'maitou.line_unprintable', 'lines.0.text'],
      [{ lines: lines('OK', 'TAB\tHERE') }, 'maitou.line_unprintable', 'lines.1.text'],
      [{ lines: lines('   ') }, 'maitou.line_unprintable', 'lines.0.text'],
      [{ lines: lines('ABC\u202E123') }, 'maitou.line_unprintable', 'lines.0.text'],
      [{ lines: lines('\u2067شركة\u2069 1234') }, 'maitou.line_unprintable', 'lines.0.text'],
      [{ lines: lines('\uD800ABC') }, 'maitou.line_unprintable', 'lines.0.text'],
      [{ netWeight: '15.01' }, 'maitou.net_above_gross', 'netWeight'],
      [{ colour: 'red' }, 'input.unknown', 'colour'],
    ];
    for (const [change, code, path] of refusals) {
      const { response, body } = await compute('maitou', { ...CARTON, ...change });
      assertErrorAnswer(response, 400, code, path);
      assert.equal(body.tool, 'maitou');
      assert.equal(body.issues.length, 1, JSON.stringify(body.issues));
    }
    // Ten lines of sixty characters are the most a mark takes.
    const most = await compute('maitou', {
      ...CARTON,
      lines: lines(...Array.from({ length: 10 }, () => 'X'.repeat(60))),
    });
    assert.equal(most.response.statusCode, 200);
    assert.equal(most.body.steps.find((s: Answer) => s.id === 'maitou.layout').values.lines.value, '14');
  });

  it('names the weights in the net-above-gross refusal', async () => {
    const { response, body } = await compute('maitou', { ...CARTON, grossWeight: '15', netWeight: '16' });
    assertErrorAnswer(response, 400, 'maitou.net_above_gross', 'netWeight');
    assert.deepEqual(body.issues[0].values, { netWeight: '16', grossWeight: '15', unit: 'kg' });
    assert.equal(
      body.issues[0].message,
      "每箱净重 16 kg 大于毛重 15 kg，净重不能超过毛重。 The net weight of 16 kg is more than the gross weight of 15 kg, and a carton's net weight cannot exceed its gross weight.",
    );
  });

  it('gives every bad input in one answer', async () => {
    const first = await compute('maitou', {
      length: '0',
      width: '40',
      grossWeight: '15',
      netWeight: '13.5',
      lines: [{ text: 'X'.repeat(61) }, { text: 'OK', font: 'bold' }],
      capitals: 'no',
    });
    assertErrorAnswer(first.response, 400, 'input.required', 'cartons');
    assert.deepEqual(first.body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(), [
      'capitals input.boolean',
      'cartons input.required',
      'height input.required',
      'length input.decimal_above',
      'lines.0.text input.text',
      'lines.1.font input.unknown',
    ]);
    // Once every input reads, what cannot be printed: all of it together.
    const second = await compute('maitou', {
      ...CARTON,
      netWeight: '20',
      lines: lines('ABC', 'TWO\r\nLINES', '', '\u3000'),
    });
    assert.deepEqual(
      second.body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(),
      ['lines.2.text input.required'],
      'an empty line is not given, so the reader refuses it before the rest',
    );
    const third = await compute('maitou', {
      ...CARTON,
      netWeight: '20',
      lines: lines('ABC', 'TWO\r\nLINES', '\u3000'),
    });
    assertErrorAnswer(third.response, 400, 'maitou.net_above_gross', 'netWeight');
    assert.deepEqual(third.body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(), [
      'lines.1.text maitou.line_unprintable',
      'lines.2.text maitou.line_unprintable',
      'netWeight maitou.net_above_gross',
    ]);
  });

  it('any inputs give 200 or a 400 refusal, never 5xx; figures are decimal strings; A4 warns only where the label does', async () => {
    // Up to 12 decimals, past the 10 taken, so that the decimal limit is crossed in every unit.
    const decimals = fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.stringMatching(/^[0-9]{0,12}$/))
      .map(([whole, part]) => (part ? `${whole}.${part}` : String(whole)));
    const size = decimals.filter((text) => dec(text).gt(dec('0')));
    const weights = fc
      .tuple(decimals, decimals)
      .map(([a, b]) => (dec(a).gte(dec(b)) ? [a, b] : [b, a]) as [string, string]);
    // Hostile pieces: controls, bidi controls and RTL letters, emoji sequences, lone surrogates, placeholders.
    const hostile = fc.constantFrom(
      '\u0000',
      '\u001B[2J',
      '\u202E',
      '\u2067',
      '\u200F',
      'שלום',
      'مرحبا',
      '👨\u200D👩\u200D👧',
      '🇨🇳',
      '\u2764\uFE0F',
      '\uD83D',
      '{text}',
      '$&',
      'volume',
      '\u3000',
      '\u00AD',
      'e\u0301',
    );
    const mixed = fc
      .array(fc.oneof(hostile, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join('').slice(0, 60))
      .filter((t) => t.length > 0);
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 }),
      mixed,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          cartons: fc.integer({ min: 1, max: 100_000 }).map(String),
          length: size,
          width: size,
          height: size,
          weights,
          lengthUnit: fc.constantFrom('mm', 'cm', 'm', 'in', 'ft', 'yd'),
          weightUnit: fc.constantFrom('g', 'kg', 't', 'oz', 'lb'),
          lines: fc.array(
            text.map((t) => ({ text: t })),
            { maxLength: 10 },
          ),
          capitals: fc.boolean(),
        }),
        async ({ weights: [grossWeight, netWeight], ...inputs }) => {
          const { response, body } = await compute('maitou', { ...inputs, grossWeight, netWeight });
          if (response.statusCode === 400) {
            for (const item of body.issues as Answer[])
              assert.ok(
                ['maitou.line_unprintable', 'input.required', 'input.text', 'input.decimal_places'].includes(item.code),
                JSON.stringify(item),
              );
            return;
          }
          assert.equal(response.statusCode, 200, response.body);
          assertDecimalFigures(body);
          assert.deepEqual(body.outputs, {});
          assert.equal(printed(body).length, inputs.lines.length + 4);
          // The lines as given (or in capitals), one step each, in order.
          const given = inputs.lines.map(({ text }) => (inputs.capitals ? text.toUpperCase() : text));
          assert.deepEqual(printed(body).slice(0, given.length), given);
          for (const warning of body.warnings as Answer[])
            assert.ok(dec(warning.values.width.value).gt(dec(warning.values.available.value)));
          const byLayout = (layout: string) =>
            (body.warnings as Answer[]).filter((w) => w.values.layout.value === layout).map((w) => w.values.line.value);
          const label = new Set(byLayout('label-100x150'));
          for (const line of byLayout('a4'))
            assert.ok(label.has(line), `line ${line} is too wide for A4 but not for the label`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
