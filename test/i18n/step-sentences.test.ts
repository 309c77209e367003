/**
 * Steps as people read them (issue 16): a number and its word agree in English (1 carton, 10
 * cartons; 1 piece, 544 sets), and a counted unit is written with the language's own word or
 * measure word (544 套, 544 セット, 544 세트) rather than the code "set". Written expectations,
 * sentence by sentence, in the four languages.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Answer, toolSuite } from '../helpers/tools.js';

describe('step sentences', () => {
  const suite = toolSuite();
  const step = async (tool: string, inputs: Record<string, unknown>, lang: string, id: string) => {
    const { body } = await suite.compute(tool, inputs, lang);
    return String((body.steps as Answer[]).find((s) => s.id === id)?.message);
  };

  it('agrees a carton count with its word in English', async () => {
    const carton = (quantity: string) => ({
      cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity }],
    });
    assert.equal(
      await step('cbm', carton('1'), 'en', 'cbm.row'),
      'Row 1: each carton 60 cm × 40 cm × 40 cm = 0.096 m3; 1 carton: 0.096 m3 and 15 kg gross.',
    );
    assert.equal(
      await step('cbm', carton('10'), 'en', 'cbm.row'),
      'Row 1: each carton 60 cm × 40 cm × 40 cm = 0.096 m3; 10 cartons: 0.96 m3 and 150 kg gross.',
    );
    assert.equal(
      await step('cbm', carton('10'), 'zh-CN', 'cbm.row'),
      '第 1 行：每箱 60 cm × 40 cm × 40 cm = 0.096 m3，10 箱共 0.96 m3，毛重共 150 kg。',
    );
  });

  it('writes a counted unit as each language does', async () => {
    const lot = (quantity: string, unit: string) => ({
      price: '152',
      quantity,
      unit,
      taxRate: '13',
      refundRate: '13',
      fxRate: '7',
    });
    const expected: Record<string, string> = {
      'zh-CN': '含税采购：544 套 × 单价 152 CNY = 82,688.00 CNY。',
      en: 'Purchase including VAT: 544 sets at 152 CNY a unit = 82,688.00 CNY.',
      ja: '税込仕入：544 セット × 単価 152 CNY = 82,688.00 CNY。',
      ko: '부가세 포함 매입: 544 세트 × 단가 152 CNY = 82,688.00 CNY.',
    };
    for (const [lang, sentence] of Object.entries(expected))
      assert.equal(await step('baojia', lot('544', 'set'), lang, 'baojia.purchase'), sentence, lang);
    assert.equal(
      await step('baojia', lot('1', 'pc'), 'en', 'baojia.purchase'),
      'Purchase including VAT: 1 piece at 152 CNY a unit = 152.00 CNY.',
    );
    assert.equal(
      await step('baojia', lot('2', 'pair'), 'ja', 'baojia.purchase'),
      '税込仕入：2 組 × 単価 152 CNY = 304.00 CNY。',
    );
    // A measured unit keeps its symbol in every language.
    assert.equal(
      await step('baojia', lot('2.5', 't'), 'ko', 'baojia.purchase'),
      '부가세 포함 매입: 2.5 t × 단가 152 CNY = 380.00 CNY.',
    );
  });
});

describe('tuishui steps name the rates they use (issue 16)', () => {
  const suite = toolSuite();
  // The 税务师(CTA)题库 case of test/http/tuishui.test.ts: exports 200万 at 17 % / 13 %, 100万 of duty-free materials.
  const cta = {
    enterpriseType: 'manufacturer',
    exports: [{ exportDate: '2019-05-15', taxRate: '17', refundRate: '13', fobAmount: '2000000' }],
    outputTax: '170000',
    inputTax: '340000',
    carriedCredit: '60000',
    dutyFreeMaterials: '1000000',
  };
  const messages = async (inputs: Record<string, unknown>, lang: string) =>
    Object.fromEntries(
      ((await suite.compute('tuishui', inputs, lang)).body.steps as Answer[]).map((s) => [s.id, s.message]),
    );

  it('says the levy and refund rates, not an amount where a rate is', async () => {
    const en = await messages(cta, 'en');
    assert.equal(
      en['tuishui.non_creditable'],
      'Non-creditable tax: exports of 2,000,000.00 CNY × (levy rate 17% − refund rate 13%) = 80,000.00 CNY, less the offset of 40,000.00 CNY, is 40,000.00 CNY.',
    );
    assert.equal(
      en['tuishui.exemption'],
      'Exemption, credit and refund amount: exports of 2,000,000.00 CNY × the refund rate of 13% = 260,000.00 CNY, less its offset of 130,000.00 CNY, is 130,000.00 CNY.',
    );
    const zh = await messages(cta, 'zh-CN');
    assert.equal(
      zh['tuishui.exemption'],
      '免抵退税额 = 出口额 2,000,000.00 CNY × 退税率 13% = 260,000.00 CNY，减去免抵退税额抵减额 130,000.00 CNY，得 130,000.00 CNY。',
    );
  });

  it('says each row’s rates when the rows differ', async () => {
    const rows = [
      { exportDate: '2019-05-15', taxRate: '13', refundRate: '13', fobAmount: '100000' },
      { exportDate: '2019-05-15', taxRate: '13', refundRate: '9', fobAmount: '100000' },
    ];
    const en = await messages({ enterpriseType: 'manufacturer', exports: rows, inputTax: '0' }, 'en');
    assert.equal(
      en['tuishui.exemption_rows'],
      'Exemption, credit and refund amount: each row’s exports × its refund rate, 22,000.00 CNY in all on exports of 200,000.00 CNY, less its offset of 0.00 CNY, is 22,000.00 CNY.',
    );
  });
});
