/**
 * GET /v1/datasets/{id}/feed.atom (issue 46): each dataset's versions as an Atom feed, read by a
 * strict XML parser and held to RFC 4287 (test/helpers/atom-feed.ts), over the shipped data: one
 * entry per version, newest first, the newest FEED_ENTRIES of the 74 central parity days; each
 * entry named by its content hash, linked to its page and downloads; an ETag, 304, CORS and one
 * token as every GET; a dataset nothing was imported of is an empty feed, an unknown one a 404.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FEED_ENTRIES } from '../../src/http/routes/dataset-feed.js';
import { readAtomFeed } from '../helpers/atom-feed.js';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';

interface Listed {
  current: string | null;
  versions: Array<{ version: string; content_hash: string; imported_at: string; rows: number }>;
}

/** A content hash as the feed names it: RFC 6920's ni URI of the same bytes. */
const hashName = (hash: string) =>
  `ni:///sha-256;${Buffer.from(hash.replace('sha256:', ''), 'hex').toString('base64url')}`;

describe('a dataset’s versions as an Atom feed', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000', RATE_LIMIT_PER_MINUTE: '1' });
  });
  after(() => app.close());

  it('lists the newest versions first, each named by its content hash, as GET /v1/datasets/{id} lists them', async () => {
    const listed: Listed = (await app.inject('/v1/datasets/central-parity?lang=en')).json();
    assert.ok(listed.versions.length > FEED_ENTRIES, 'more versions than a feed lists');
    const response = await app.inject('/v1/datasets/central-parity/feed.atom?lang=en');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/atom+xml; charset=utf-8');
    const feed = readAtomFeed(response.body);
    assert.equal(feed.lang, 'en');
    assert.equal(feed.id, 'https://site.test/v1/datasets/central-parity/feed.atom');
    assert.deepEqual(
      feed.links.map((link) => [link.rel, link.type, link.href]),
      [
        ['self', 'application/atom+xml', 'https://site.test/v1/datasets/central-parity/feed.atom'],
        ['alternate', 'application/json', 'https://site.test/v1/datasets/central-parity'],
      ],
    );
    const shown = listed.versions.slice(0, FEED_ENTRIES);
    assert.deepEqual(
      feed.entries.map((entry) => entry.id),
      shown.map((version) => hashName(version.content_hash)),
    );
    const [newest] = feed.entries;
    const [current] = shown;
    assert.ok(newest && current);
    assert.equal(current.version, listed.current);
    assert.equal(newest.title, `RMB central parity rates ${current.version} (published ${current.version})`);
    assert.equal(newest.updated, current.imported_at);
    assert.equal(newest.published, `${current.version}T00:00:00+08:00`);
    const page = `https://site.test/v1/datasets/central-parity/${current.version}`;
    assert.deepEqual(
      newest.links.map((link) => [link.rel, link.type, link.href]),
      [
        ['alternate', 'application/json', page],
        ['related', 'application/json', `${page}/rows.json`],
        ['related', 'text/csv', `${page}/rows.csv`],
      ],
    );
    assert.match(
      newest.summary ?? '',
      new RegExp(`^${current.rows} rows\\. Source: .*CFETS.*\\. Content hash: sha256:`),
    );
    // The feed changed when its latest import did.
    const latest = listed.versions.map((version) => version.imported_at).sort((a, b) => Date.parse(b) - Date.parse(a));
    assert.equal(feed.updated, latest[0]);
  });

  it('speaks the asked language, Chinese by default', async () => {
    const feed = readAtomFeed((await app.inject('/v1/datasets/ports/feed.atom')).body);
    assert.equal(feed.lang, 'zh-CN');
    assert.match(feed.title, /^港口：数据版本$/);
    assert.match(feed.entries[0]?.summary ?? '', /^\d+ 行。来源：/);
  });

  it('answers as every GET: an ETag and 304, CORS, one token, the Link to the page that carries provenance', async () => {
    const first = await app.inject('/v1/datasets/containers/feed.atom?lang=en');
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"/);
    assert.equal(first.headers['cache-control'], 'public, max-age=60');
    assert.equal(first.headers['access-control-allow-origin'], '*');
    assert.equal(first.headers.link, '</v1/datasets/containers>; rel="describedby"');
    assert.equal(first.headers['content-disposition'], undefined, 'a feed is read, not saved');
    const again = await app.inject({
      url: '/v1/datasets/containers/feed.atom?lang=en',
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(Number(first.headers['ratelimit-remaining']) - Number(again.headers['ratelimit-remaining']), 1);
    // Another language is another answer, with its own tag.
    const chinese = await app.inject('/v1/datasets/containers/feed.atom');
    assert.notEqual(chinese.headers.etag, etag);
  });

  it('is an empty feed for a dataset nothing was imported of, and a 404 for an unknown one', async () => {
    const empty = await app.inject('/v1/datasets/refund-rates/feed.atom?lang=en');
    assert.equal(empty.statusCode, 200);
    const feed = readAtomFeed(empty.body);
    assert.deepEqual(feed.entries, []);
    assert.equal(feed.updated, '1970-01-01T00:00:00Z');
    const unknown = await app.inject('/v1/datasets/nope/feed.atom');
    assertErrorAnswer(unknown, 404, 'dataset.not_found', 'id');
  });

  it('stops a reader at malformed XML (the check this file relies on)', () => {
    assert.throws(() => readAtomFeed('<feed xmlns="http://www.w3.org/2005/Atom"><id>x</feed>'));
    assert.throws(
      () =>
        readAtomFeed(
          '<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><updated>2026-01-01</updated></feed>',
        ),
      /RFC 3339/,
    );
  });
});
