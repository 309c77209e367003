/**
 * `npm run fetch` against a local server that replays the publishers' recorded answers:
 * the CFETS CcprHisNew pages of ../shared/data-sources/central-parity/raw, answered by
 * page number as CFETS does, and the ccpr.json layout of SOURCES.md §2.3.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runFetch } from '../../src/cli/fetch.js';
import { loadStore } from '../../src/datasets/store.js';
import { projectRoot } from '../../src/project-root.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';

const RAW = join(projectRoot(), '..', 'shared', 'data-sources', 'central-parity', 'raw');
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
        if (request.url === '/CcprHisNew' && form.get('startDate') === '2026-06-01' && form.get('endDate') === '2026-08-31') {
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
    const code = await runFetch(['central-parity', '--data-dir', dir], (l) => lines.push(l), { CFETS_LATEST_URL: `${base}/ccpr.json` });
    assert.equal(code, 0);
    assert.match(lines[0] ?? '', /^imported central-parity 2026-02-06 sha256:[0-9a-f]{64}$/);
    const version = loadStore(dir).versions.get('central-parity')?.[0];
    assert.equal(version?.manifest.published_at, '2026-02-06T09:15:00+08:00');
  });

  it('pages through a history range and imports one version per day', async () => {
    const dir = tempDataDir();
    const lines: string[] = [];
    const code = await runFetch(['central-parity', '--from', '2026-06-01', '--to', '2026-08-31', '--data-dir', dir], (l) => lines.push(l), {
      CFETS_HISTORY_URL: `${base}/CcprHisNew`,
    });
    assert.equal(code, 0);
    assert.equal(lines.length, 65);
    assert.ok(requests.some((r) => r.includes('pageNum=2')), 'asked for page 2');
    assert.equal(loadStore(dir).versions.get('central-parity')?.length, 65);
  });

  it('refuses when the publisher cannot be reached or answers an error, writing nothing', async () => {
    const dir = tempDataDir();
    await assert.rejects(runFetch(['central-parity', '--data-dir', dir], () => {}, { CFETS_LATEST_URL: `${base}/missing` }), /answered 404/);
    await assert.rejects(
      runFetch(['central-parity', '--from', '2026-06-01', '--to', '2026-05-01', '--data-dir', dir], () => {}, {}),
      /from not after to/,
    );
    assert.equal(loadStore(dir).versions.get('central-parity')?.length, 0);
  });
});
