/**
 * A publisher's file bounded while its bytes arrive (issue 41), against a loopback publisher: a
 * gzip bomb is refused once its decoded bytes pass the limit, having inflated no more than that; a
 * body declared larger than the limit is refused unread, one sent larger at the first chunk past
 * it. The bytes counted at the refusal show what was inflated and held, not the time it took.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { runFetch } from '../../src/cli/fetch.js';
import { CFETS_LIMITS } from '../../src/datasets/central-parity/fetch.js';
import { download } from '../../src/datasets/download.js';
import { LIBRARY_LIMITS } from '../../src/datasets/refund-rates/archive.js';
import { TooLarge } from '../../src/datasets/size-limit.js';
import { gzipBomb } from '../fixtures/bombs.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { type Loopback, loopbackPublisher } from '../helpers/scheduled.js';

const MIB = 1024 * 1024;
/** What a refusal may have counted past its limit: the chunk that crossed it (zlib gives 16 KiB) and a stream buffer. */
const ONE_CHUNK = 64 * 1024;
const BOMB_64_MIB = gzipBomb(64);
const BOMB_1_GIB = gzipBomb(1024);

const ANSWERS: Record<string, (response: ServerResponse) => void> = {
  '/bomb.json': (response) =>
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(BOMB_64_MIB),
  '/bomb-1gib.rar': (response) =>
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }).end(BOMB_1_GIB),
  '/declared.rar': (response) =>
    response.writeHead(200, { 'content-length': String(2 * MIB) }).end(Buffer.alloc(2 * MIB)),
  '/chunked.rar': (response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    for (let i = 0; i < 32; i += 1) response.write(Buffer.alloc(64 * 1024));
    response.end();
  },
  '/small.json': (response) =>
    response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.from('{"ok":true}'))),
  '/moved': (response) => response.writeHead(302, { location: '/small.json' }).end(),
  '/busy': (response) => response.writeHead(503).end('busy'),
};

function refusal(check: (error: TooLarge) => void): (error: unknown) => boolean {
  return (error) => {
    assert.ok(error instanceof TooLarge, String(error));
    check(error);
    return true;
  };
}

describe('a download bounded as its bytes arrive (issue 41)', () => {
  let publisher: Loopback;
  before(async () => {
    publisher = await loopbackPublisher((request: IncomingMessage, response) => {
      const answer = ANSWERS[request.url ?? ''];
      if (answer) answer(response);
      else response.writeHead(404).end();
    });
  });
  after(() => publisher.close());

  it('refuses a gzip bomb once its decoded bytes pass the limit, having inflated no more than that', async () => {
    await assert.rejects(
      download(`${publisher.origin}/bomb.json`, { wire: MIB, inflated: MIB }),
      refusal((error) => {
        assert.match(error.message, /bomb\.json answered more than its limit of 1 MiB once gzip is undone$/);
        assert.ok(
          error.counted.inflated > MIB && error.counted.inflated <= MIB + ONE_CHUNK,
          `${error.counted.inflated}`,
        );
      }),
    );
  });

  it('holds the default limits against a 1 GiB bomb (1 MB sent): CFETS’s 4 MiB, the refund archive’s 64 MiB', async () => {
    await assert.rejects(
      runFetch(['central-parity', '--data-dir', tempDataDir()], () => {}, {
        CFETS_LATEST_URL: `${publisher.origin}/bomb-1gib.rar`,
      }),
      refusal((error) => {
        assert.match(error.message, /more than its limit of 4 MiB once gzip is undone/);
        assert.ok(error.counted.inflated <= CFETS_LIMITS.inflated + ONE_CHUNK, `${error.counted.inflated}`);
      }),
    );
    const archive = { wire: LIBRARY_LIMITS.archive, inflated: LIBRARY_LIMITS.archive };
    await assert.rejects(
      download(`${publisher.origin}/bomb-1gib.rar`, archive),
      refusal((error) => {
        assert.match(error.message, /more than its limit of 64 MiB once gzip is undone/);
        assert.ok(error.counted.inflated <= 64 * MIB + ONE_CHUNK, `${error.counted.inflated}`);
        // Stopped reading too: a fraction of the megabyte sent.
        assert.ok(error.counted.wire < BOMB_1_GIB.length / 2, `${error.counted.wire}`);
      }),
    );
    // The refund fetcher says it of the address, and the refusal stays a refusal of the file.
    await assert.rejects(
      runFetch(
        ['refund-rates', '--url', `${publisher.origin}/bomb-1gib.rar`, '--data-dir', tempDataDir()],
        () => {},
        {},
      ),
      refusal((error) => assert.match(error.message, /^no address gave the refund library: .*64 MiB/)),
    );
  });

  it('refuses a body past the wire limit: from its Content-Length unread, else at the first chunk past it', async () => {
    const limits = { wire: MIB, inflated: 4 * MIB };
    await assert.rejects(
      download(`${publisher.origin}/declared.rar`, limits),
      refusal((error) => {
        assert.match(error.message, /declared\.rar declares 2097152 bytes, more than its limit of 1 MiB$/);
        assert.equal(error.counted.wire, 0);
      }),
    );
    await assert.rejects(
      download(`${publisher.origin}/chunked.rar`, limits),
      refusal((error) => {
        assert.match(error.message, /chunked\.rar sent more than its limit of 1 MiB$/);
        assert.ok(error.counted.wire > MIB && error.counted.wire <= MIB + ONE_CHUNK, `${error.counted.wire}`);
      }),
    );
  });

  it('decodes a gzip answer within its limits and follows a redirect; a 503 is a passing failure, not a refusal', async () => {
    const body = await download(`${publisher.origin}/moved`, { wire: 1024, inflated: 1024 });
    assert.equal(body.toString(), '{"ok":true}');
    await assert.rejects(download(`${publisher.origin}/busy`, CFETS_LIMITS), (error: Error) => {
      assert.ok(!(error instanceof TooLarge));
      assert.match(error.message, /busy answered 503$/);
      return true;
    });
  });
});
