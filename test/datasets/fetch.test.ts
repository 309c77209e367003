/**
 * `npm run fetch` against a local server that replays the publishers' recorded answers:
 * the CFETS CcprHisNew pages of sources/central-parity/raw, answered by
 * page number as CFETS does, and the ccpr.json layout of SOURCES.md §2.3.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type Server, createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadStore } from '../../src/datasets/store.js';
import { sourcesDir } from '../../src/project-root.js';
import { datasetRoutes } from '../../src/http/routes/datasets.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { runFetch } from '../../src/cli/fetch.js';
import { REFUND_LIBRARY_URLS, refundLibraryUrls } from '../../src/datasets/refund-rates/fetch.js';
import { encodeFixtureText, storedRar, writeLibraryFixture, zipWithGbkFolder } from '../fixtures/refund-library.js';
import { testApp } from '../helpers/app.js';

const RAW = join(sourcesDir(), 'central-parity', 'raw');
const CCPR = JSON.stringify({
  head: { version: '2.0', provider: 'CWAP', rep_code: '200' },
  data: { lastDate: '2026-02-06 9:15' },
  records: [
    { vrtEName: 'USD/CNY', price: '6.9590' },
    { vrtEName: '100JPY/CNY', price: '4.4367' },
  ],
});

describe('fetch from a local stand-in for the publishers', () => {
  let server: Server;
  let base = '';
  const requests: string[] = [];

  before(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push(`${request.method} ${request.url} ${body}`);
        if (request.url === '/ccpr.json') return response.end(CCPR);
        const form = new URLSearchParams(body);
        if (
          request.url === '/CcprHisNew' &&
          form.get('startDate') === '2026-06-01' &&
          form.get('endDate') === '2026-08-31'
        ) {
          return response.end(readFileSync(join(RAW, `CcprHisNew_2026-06-01_2026-08-31_p${form.get('pageNum')}.json`)));
        }
        response.statusCode = 404;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => server.close());

  it('imports the latest fixing from ccpr.json', async () => {
    const dir = tempDataDir();
    const lines: string[] = [];
    const code = await runFetch(['central-parity', '--data-dir', dir], (l) => lines.push(l), {
      CFETS_LATEST_URL: `${base}/ccpr.json`,
    });
    assert.equal(code, 0);
    assert.match(lines[0] ?? '', /^imported central-parity 2026-02-06 sha256:[0-9a-f]{64}$/);
    const version = loadStore(dir).versions.get('central-parity')?.[0];
    assert.equal(version?.manifest.published_at, '2026-02-06T09:15:00+08:00');
  });

  it('pages through a history range and imports one version per day', async () => {
    const dir = tempDataDir();
    const lines: string[] = [];
    const code = await runFetch(
      ['central-parity', '--from', '2026-06-01', '--to', '2026-08-31', '--data-dir', dir],
      (l) => lines.push(l),
      {
        CFETS_HISTORY_URL: `${base}/CcprHisNew`,
      },
    );
    assert.equal(code, 0);
    assert.equal(lines.length, 65);
    assert.ok(
      requests.some((r) => r.includes('pageNum=2')),
      'asked for page 2',
    );
    assert.equal(loadStore(dir).versions.get('central-parity')?.length, 65);
  });

  it('refuses when the publisher cannot be reached or answers an error, writing nothing', async () => {
    const dir = tempDataDir();
    await assert.rejects(
      runFetch(['central-parity', '--data-dir', dir], () => {}, { CFETS_LATEST_URL: `${base}/missing` }),
      /answered 404/,
    );
    await assert.rejects(
      runFetch(['central-parity', '--from', '2026-06-01', '--to', '2026-05-01', '--data-dir', dir], () => {}, {}),
      /from not after to/,
    );
    assert.equal(loadStore(dir).versions.get('central-parity')?.length, 0);
  });
});

describe('fetch and serve the refund library', () => {
  it('downloads a zipped library, imports it with the notice, and serves it', async () => {
    // TEST FIXTURE: a two-record library in the official layout (not real rates).
    const written = writeLibraryFixture(mkdtempSync(join(tmpdir(), 'lib-')), [
      {
        CODE: '0102290010',
        ST_DATE: '20250101',
        END_DATE: '20991231',
        NAME: 'fixture',
        UNIT: '千克',
        DWCODE: '035',
        SZ: '1',
        ZSSL_SET: '9,13',
        CLDE: '0',
        CJDL: '0',
        TSL: '9',
        NOTE: '',
      },
      {
        CODE: '0201100010',
        ST_DATE: '20250101',
        END_DATE: '20251231',
        NAME: 'fixture',
        UNIT: '千克',
        DWCODE: '035',
        SZ: '1',
        ZSSL_SET: '13',
        CLDE: '0',
        CJDL: '0',
        TSL: '13',
        NOTE: '',
      },
    ]);
    const zip = zipWithGbkFolder('出口退税率文库', {
      'cmcode.DBF': readFileSync(written.files.cmcode),
      'stdcm.dbf': readFileSync(written.files.stdcm),
      'STDCM.FPT': readFileSync(written.files.fpt),
    });
    const server = createServer((_request, response) => response.end(zip));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/library.zip`;
    const dir = tempDataDir();
    try {
      const lines: string[] = [];
      const notice = [
        '--notice-number',
        '税总货劳函〔2026〕86号',
        '--notice-title',
        'fixture title',
        '--notice-day',
        '2026-06-08',
        '--notice-url',
        'https://fgk.chinatax.gov.cn/zcfgk/c102424/c5250255/content.html',
      ];
      const code = await runFetch(
        ['refund-rates', '--url', url, '--published', '2026-06-10', '--edition', '2026B', ...notice, '--data-dir', dir],
        (l) => lines.push(l),
        {},
      );
      assert.equal(code, 0, lines.join('\n'));
      const store = loadStore(dir);
      const manifest = store.versions.get('refund-rates')?.[0]?.manifest;
      assert.equal(manifest?.edition, '2026B');
      assert.equal(manifest?.origin, url);
      assert.equal(manifest?.source_url, 'https://fgk.chinatax.gov.cn/zcfgk/c102424/c5250255/content.html');
      const app = await testApp({ routes: datasetRoutes(store) });
      const page = (await app.inject('/v1/datasets/refund-rates/current')).json();
      assert.equal(page.edition, '2026B');
      assert.equal(page.notice.number, '税总货劳函〔2026〕86号');
      assert.deepEqual(
        page.data.map((r: { code: string; refund_rate: string; to: string | null }) => [r.code, r.refund_rate, r.to]),
        [
          ['0102290010', '9', null],
          ['0201100010', '13', '2025-12-31'],
        ],
      );
      assert.deepEqual(page.data[0].vat_rates, ['9', '13']);
      assert.equal(
        page.provenance.datasets[0].source_url,
        'https://fgk.chinatax.gov.cn/zcfgk/c102424/c5250255/content.html',
      );
      await app.close();
    } finally {
      server.close();
    }
  });
});

describe('fetch the refund library from the published addresses, in order', () => {
  // TEST FIXTURE: a one-record library in the official layout (not a real rate).
  const written = writeLibraryFixture(mkdtempSync(join(tmpdir(), 'lib-')), [
    {
      CODE: '9901010010',
      ST_DATE: '20260101',
      END_DATE: '20991231',
      NAME: 'fixture',
      ZSSL_SET: '13',
      TSL: '13',
      NOTE: '',
    },
  ]);
  const parts = {
    'cmcode.DBF': readFileSync(written.files.cmcode),
    'stdcm.dbf': readFileSync(written.files.stdcm),
    'STDCM.FPT': readFileSync(written.files.fpt),
  };
  const gbkFolder = encodeFixtureText('出口退税率文库CMCODE2026B').toString('latin1');
  // Recorded answers, by path: what a moved page, a missing file and the two archives look like.
  const answers: Record<string, { status: number; type: string; body: Buffer }> = {
    '/moved.rar': {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: Buffer.from('<!DOCTYPE html><html><body>页面不存在</body></html>'),
    },
    '/missing.rar': { status: 404, type: 'text/html', body: Buffer.from('<html>404</html>') },
    '/library.rar': {
      status: 200,
      type: 'application/octet-stream',
      body: storedRar(
        Object.fromEntries(Object.entries(parts).map(([name, bytes]) => [`${gbkFolder}/${name}`, bytes])),
      ),
    },
    '/library.zip': { status: 200, type: 'application/zip', body: zipWithGbkFolder('出口退税率文库', parts) },
  };
  let server: Server;
  let base = '';
  before(async () => {
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''];
      response.writeHead(answer?.status ?? 404, { 'content-type': answer?.type ?? 'text/plain' });
      response.end(answer?.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => server.close());

  it('knows the tax bureaus’ download addresses as defaults, and takes --url or REFUND_LIBRARY_URL instead', () => {
    assert.deepEqual(refundLibraryUrls({}, {}), REFUND_LIBRARY_URLS);
    assert.ok(REFUND_LIBRARY_URLS.every((url) => /^https:\/\/[a-z]+\.chinatax\.gov\.cn\/.+\.rar$/.test(url)));
    assert.deepEqual(refundLibraryUrls({}, { REFUND_LIBRARY_URL: ' http://a/x.rar , http://b/y.zip,' }), [
      'http://a/x.rar',
      'http://b/y.zip',
    ]);
    assert.deepEqual(refundLibraryUrls({ url: 'http://c/z.rar' }, { REFUND_LIBRARY_URL: 'http://a/x.rar' }), [
      'http://c/z.rar',
    ]);
  });

  it('passes over an address that answers an error or an HTML page, and imports from the next (RAR, GBK folder name)', async () => {
    const dir = tempDataDir();
    const lines: string[] = [];
    const env = { REFUND_LIBRARY_URL: `${base}/missing.rar,${base}/moved.rar,${base}/library.rar,${base}/library.zip` };
    const code = await runFetch(
      ['refund-rates', '--published', '2026-06-10', '--strict', '--data-dir', dir],
      (l) => lines.push(l),
      env,
    );
    assert.equal(code, 0, lines.join('\n'));
    assert.deepEqual(lines.slice(0, 3), [
      `passed over ${base}/missing.rar: answered 404`,
      `passed over ${base}/moved.rar: answered ${answers['/moved.rar']?.body.length} bytes that are neither a zip nor a rar archive`,
      `downloaded ${base}/library.rar (rar, ${answers['/library.rar']?.body.length} bytes)`,
    ]);
    assert.match(lines[3] ?? '', /^imported refund-rates 2026-06-10 sha256:/);
    const version = loadStore(dir).versions.get('refund-rates')?.[0];
    assert.equal(version?.manifest.origin, `${base}/library.rar`);
    assert.equal(version?.rows[0]?.code, '9901010010');
    assert.equal(version?.manifest.inputs.at(-1)?.name, 'library.rar');
  });

  it('takes a zip whose folder name is GBK', async () => {
    const dir = tempDataDir();
    const lines: string[] = [];
    const code = await runFetch(
      ['refund-rates', '--url', `${base}/library.zip`, '--published', '2026-06-10', '--data-dir', dir],
      (l) => lines.push(l),
      {},
    );
    assert.equal(code, 0);
    assert.equal(lines[0], `downloaded ${base}/library.zip (zip, ${answers['/library.zip']?.body.length} bytes)`);
    assert.equal(loadStore(dir).versions.get('refund-rates')?.[0]?.rows.length, 1);
  });

  it('refuses, naming every address and why, and writes nothing when none gives an archive', async () => {
    const dir = tempDataDir();
    const env = { REFUND_LIBRARY_URL: `${base}/missing.rar,${base}/moved.rar,http://127.0.0.1:9/closed.rar` };
    await assert.rejects(
      runFetch(['refund-rates', '--published', '2026-06-10', '--data-dir', dir], () => {}, env),
      (error: Error) => {
        assert.match(error.message, /^no address gave the refund library: /);
        assert.match(
          error.message,
          /missing\.rar: answered 404; .*moved\.rar: answered \d+ bytes that are neither a zip nor a rar archive; http:\/\/127\.0\.0\.1:9\/closed\.rar: could not be reached/,
        );
        return true;
      },
    );
    assert.equal(loadStore(dir).versions.get('refund-rates')?.length, 0);
  });
});
