/**
 * A refusal that quotes a dataset names it in provenance (issue 15): the missing fxRate naming
 * the parity of a day, a currency the parity does not quote (listing what it does), an export
 * day before the first installed publication. A refusal that quotes nothing names nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currentVersion, loadStore } from '../../src/datasets/store.js';
import { readConfig } from '../../src/http/config.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { assertErrorAnswer } from '../helpers/app.js';
import { type Answer, toolSuite } from '../helpers/tools.js';

const SHIPPED = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
const PARITY_VERSIONS = SHIPPED.versions.get('central-parity') ?? [];
const CURRENT = currentVersion(SHIPPED, 'central-parity')!.manifest.version;
const FIRST = PARITY_VERSIONS[PARITY_VERSIONS.length - 1]!.manifest;

const namedVersions = (body: Answer) =>
  (body.provenance.datasets as Answer[]).map((dataset) => `${dataset.id}@${dataset.version}`);

describe('the provenance of a refusal', () => {
  const suite = toolSuite();

  it('names the parity a missing fxRate quotes, in baojia and in the quote', async () => {
    const { response, body } = await suite.compute('baojia', {
      price: '10',
      quantity: '1',
      taxRate: '13',
      refundRate: '13',
      currency: 'KRW',
    });
    assertErrorAnswer(response, 400, 'baojia.fx_rate_needed', 'fxRate');
    assert.deepEqual(namedVersions(body), [`central-parity@${CURRENT}`]);
    assert.equal(
      body.provenance.datasets[0].source_url !== undefined || body.provenance.datasets[0].source !== undefined,
      true,
    );

    const quote = await suite.app().inject({
      method: 'POST',
      url: '/v1/quote',
      payload: { ...QUOTE_BODY, pricing: { ...QUOTE_BODY.pricing, currency: 'BRL' } },
    });
    const refused = assertErrorAnswer(quote, 400, 'baojia.fx_rate_needed_unpublished', 'pricing.fxRate');
    assert.deepEqual(namedVersions(refused), [`central-parity@${CURRENT}`]);
  });

  it('names the parity whose currencies a refused currency lists', async () => {
    const { response, body } = await suite.compute('fx-convert', { currency: 'BRL', amount: '100' });
    assertErrorAnswer(response, 400, 'parity.currency', 'currency');
    assert.deepEqual(namedVersions(body), [`central-parity@${CURRENT}`]);
    const receipts = await suite.compute('fx-cost', {
      receipts: [
        { amount: '1', currency: 'BRL' },
        { amount: '1', currency: 'ARS' },
      ],
    });
    assert.equal(receipts.response.statusCode, 400);
    assert.deepEqual(namedVersions(receipts.body), [`central-parity@${CURRENT}`], 'named once for two issues');
  });

  it('names the first publication an export day before it quotes', async () => {
    const row = { exportDate: '2001-03-05', taxRate: '13', refundRate: '13', fobAmount: '100', currency: 'USD' };
    const { response, body } = await suite.compute('tuishui', {
      enterpriseType: 'manufacturer',
      exports: [row],
      inputTax: '0',
    });
    assertErrorAnswer(response, 400, 'parity.before_data', 'exports.0.exportDate');
    assert.deepEqual(body.issues[0].values, { day: '2001-03-05', first: FIRST.published_at });
    assert.deepEqual(namedVersions(body), [`central-parity@${FIRST.version}`]);
  });

  it('names nothing when the refusal quotes no dataset', async () => {
    const { response, body } = await suite.compute('baojia', {
      price: '10',
      quantity: '1',
      taxRate: '13',
      refundRate: '14',
      fxRate: '7',
    });
    assertErrorAnswer(response, 400, 'baojia.refund_above_tax', 'refundRate');
    assert.deepEqual(body.provenance.datasets, []);
    assert.ok(!JSON.stringify(body).includes('"quotes"'), 'the quoted version is provenance, not a member of an issue');
  });
});
