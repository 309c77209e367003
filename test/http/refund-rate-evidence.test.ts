/**
 * The lookup over the rows that public readers of the real 2026B library attest
 * (test/fixtures/refund-evidence-library.ts, from sources/refund-rates/
 * real-evidence.csv, high confidence): the real codes answer with their real rates, a
 * declaration code is answered through its 8-digit base code, a specific code is found under
 * its 10-digit code, and TSFLAG comes with its meaning and a tuishui warning.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { refundLibraryOf } from '../../src/refund-rate/library.js';
import { refundRateRoutes } from '../../src/http/routes/refund-rate.js';
import { toolRoutes } from '../../src/http/routes/tools.js';
import { TOOLS } from '../../src/tools/registry.js';
import { EVIDENCE_NAMES, evidenceLibraryStore } from '../fixtures/refund-evidence-library.js';
import { testApp } from '../helpers/app.js';
import { type Answer, toolCaller } from '../helpers/tools.js';

describe('refund-rate lookup over the attested real rows (TEST FIXTURE)', () => {
  let app: FastifyInstance;
  before(async () => {
    const store = await evidenceLibraryStore();
    app = await testApp({
      routes: [...refundRateRoutes(refundLibraryOf(store)), ...toolRoutes(TOOLS, store, 'https://site.test')],
      env: { RATE_LIMIT_BURST: '100000' },
    });
  });
  after(() => app.close());

  const lookup = async (query: string) => {
    const response = await app.inject(`/v1/refund-rate?${query}`);
    return { status: response.statusCode, lookup: response.json().lookup };
  };

  it('answers the declaration code 8504319000 through its listed base code 85043190 (13 %)', async () => {
    const { status, lookup: found } = await lookup('code=8504319000&export_date=2026-07-07');
    assert.equal(status, 200);
    assert.equal(found.listing, 'heading');
    assert.equal(found.listed_at, '85043190');
    assert.equal(found.in_force.status, 'rate');
    assert.equal(found.in_force.period.code, '85043190');
    assert.equal(found.in_force.period.name, EVIDENCE_NAMES['85043190']);
    assert.deepEqual(found.in_force.period.refund_rate, { kind: 'ratio', value: '0.13' });
    assert.deepEqual(
      found.periods.map((p: Answer) => p.code),
      ['85043190'],
    );
    assert.deepEqual([found.children, found.children_total, found.splits], [[], 0, []]);
  });

  it('answers the base code 85043190 itself as its own listing', async () => {
    const { lookup: found } = await lookup('code=8504.3190&export_date=2026-07-07');
    assert.equal(found.listing, 'own');
    assert.equal(found.in_force.period.refund_percent, '13.00');
  });

  it('gives 8541430000 9 % until 2026-03-31, and 0 % with TSFLAG 1 and its meaning from 2026-04-01', async () => {
    const before = await lookup('code=8541430000&export_date=2026-03-31');
    assert.equal(before.lookup.in_force.period.refund_percent, '9.00');
    assert.equal(before.lookup.in_force.period.tsflag, null);
    const after = await lookup('code=8541430000&export_date=2026-04-01&lang=en');
    const period = after.lookup.in_force.period;
    assert.deepEqual([period.refund_percent, period.from, period.to, period.tsflag], ['0.00', '2026-04-01', null, '1']);
    assert.match(period.tsflag_meaning, /^Special goods flag 1: the export is taxed/);
    assert.equal(after.lookup.periods.length, 2);
  });

  it('gives 7108110000 0 % with TSFLAG 2, its meaning in the asked language', async () => {
    const { lookup: found } = await lookup('code=7108110000&export_date=2026-07-07');
    assert.equal(found.in_force.period.tsflag, '2');
    assert.match(found.in_force.period.tsflag_meaning, /^特殊商品标志 2：出口免税/);
  });

  it('answers 0210990090 as narrower, through its 11-digit specific code 02109900902 (13 %)', async () => {
    const { status, lookup: found } = await lookup('code=0210990090&export_date=2026-07-07');
    assert.equal(status, 200);
    assert.equal(found.listing, 'narrower');
    assert.deepEqual(found.children, [{ code: '02109900902', name: '' }]);
    assert.equal(found.in_force.status, 'narrower');
    assert.deepEqual(
      found.in_force.periods.map((p: Answer) => [p.code, p.refund_percent]),
      [['02109900902', '13.00']],
    );
    const heading = await lookup('code=02109900&export_date=2026-07-07');
    assert.equal(heading.lookup.listing, 'narrower');
    assert.deepEqual(heading.lookup.children, [{ code: '0210990090', name: null }]);
  });

  it('answers 8479899990 with its own 13 %, and 404 for a code nothing covers', async () => {
    const own = await lookup('code=8479899990&export_date=2026-07-07');
    assert.equal(own.lookup.in_force.period.name, EVIDENCE_NAMES['8479899990']);
    assert.equal(own.lookup.in_force.period.refund_percent, '13.00');
    const missing = await lookup('code=8479899991&export_date=2026-07-07');
    assert.equal(missing.status, 404);
    assert.deepEqual(
      missing.lookup.nearest.map((c: Answer) => c.code),
      ['8479899990'],
    );
  });

  it('tuishui warns when the export row’s code is flagged on the export day, and not before', async () => {
    const compute = toolCaller(app);
    const row = (hsCode: string, exportDate: string, refundRate: string) => ({
      hsCode,
      exportDate,
      taxRate: '13',
      refundRate,
      invoiceAmount: '1000',
    });
    const taxed = await compute('tuishui', {
      enterpriseType: 'trading',
      exports: [row('8541430000', '2026-05-06', '0')],
    });
    assert.deepEqual(
      taxed.body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_taxed'],
    );
    const exempt = await compute('tuishui', {
      enterpriseType: 'trading',
      exports: [row('7108110000', '2026-05-06', '0')],
    });
    assert.deepEqual(
      exempt.body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_exempt'],
    );
    const earlier = await compute('tuishui', {
      enterpriseType: 'trading',
      exports: [row('8541430000', '2026-03-02', '9')],
    });
    assert.deepEqual(earlier.body.warnings, []);
  });
});
