/**
 * Telling clients when data changes, over MCP (issue 46): the official SDK's client connects over
 * streamable HTTP, is given a session, subscribes to a dataset's resources, and receives
 * `notifications/resources/updated` on its session's event stream when a new version becomes
 * current (a scan of DATA_DIR swaps it in, as a scheduled fetch's does); a client subscribed to
 * another dataset, or no longer to this one, is told only that the list changed. The Atom feed names the new version too.
 * Over the shipped central parity with its newest day held back, and the shipped containers.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { readAtomFeed } from '../helpers/atom-feed.js';

const NEWEST = '2026-09-04';
const PARITY = 'export-trade://datasets/central-parity/current';
const PARITY_VERSIONS = 'export-trade://datasets/central-parity/versions';
const CONTAINERS = 'export-trade://datasets/containers/current';

/** A listening client, what it was told, and when its session's event stream opened (seen by its fetch). */
interface Listener {
  client: Client;
  told: string[];
  streamOpen: Promise<void>;
  /** Resolves at the next notification of `method`. */
  next(method: string): Promise<void>;
}

async function listener(base: string): Promise<Listener> {
  const told: string[] = [];
  const waiting: Array<{ method: string; resolve: () => void }> = [];
  const note = (said: string, method: string) => {
    told.push(said);
    for (const wait of waiting.splice(0))
      if (wait.method === method) wait.resolve();
      else waiting.push(wait);
  };
  let opened: () => void = () => undefined;
  const streamOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const client = new Client({ name: 'export-trade-subscriber', version: '1.0.0' });
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) =>
    note(`updated ${notification.params.uri}`, notification.method),
  );
  client.setNotificationHandler(ResourceListChangedNotificationSchema, (notification) =>
    note('list changed', notification.method),
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp?lang=en`), {
    // The session's stream is the GET the client opens once initialised.
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      if (init?.method === 'GET' && response.status === 200) opened();
      return response;
    },
  });
  await client.connect(transport);
  return {
    client,
    told,
    streamOpen,
    next: (method) => new Promise((resolve) => waiting.push({ method, resolve })),
  };
}

describe('MCP resources a client subscribes to, told when a new version becomes current', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-subscribe-'));
  const dataDir = join(scratch, 'data');
  const heldBack = join(scratch, 'held-back');
  let service: Service;
  let base = '';
  let parity: Listener;
  let containers: Listener;

  before(async () => {
    for (const dataset of ['central-parity', 'containers'])
      cpSync(join(projectRoot(), 'data', dataset), join(dataDir, dataset), { recursive: true });
    renameSync(join(dataDir, 'central-parity', NEWEST), heldBack);
    service = await buildService(
      readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://site.test', FETCH: 'off', RATE_LIMIT_BURST: '100000' }),
      { logger: false },
    );
    base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    [parity, containers] = await Promise.all([listener(base), listener(base)]);
  });
  after(async () => {
    await parity?.client.close();
    await containers?.client.close();
    await service?.app.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('offers subscriptions to a client with a session, and lists each dataset’s current version and versions', async () => {
    assert.deepEqual(parity.client.getServerCapabilities()?.resources, { subscribe: true, listChanged: true });
    const { resources } = await parity.client.listResources();
    assert.deepEqual(
      resources.filter((resource) => resource.uri.includes('central-parity')).map((resource) => resource.name),
      ['central-parity 2026-09-03', 'central-parity versions'],
    );
    await assert.rejects(
      parity.client.subscribeResource({ uri: 'export-trade://datasets/nope/current' }),
      /No resource/,
    );
  });

  it('sends notifications/resources/updated to the subscribers of a dataset whose new version becomes current', async () => {
    await parity.client.subscribeResource({ uri: PARITY });
    await parity.client.subscribeResource({ uri: PARITY_VERSIONS });
    await containers.client.subscribeResource({ uri: CONTAINERS });
    // Subscribed, then unsubscribed: not told.
    await containers.client.subscribeResource({ uri: PARITY });
    await containers.client.unsubscribeResource({ uri: PARITY });
    await Promise.all([parity.streamOpen, containers.streamOpen]);
    const feedBefore = await fetch(`${base}/v1/datasets/central-parity/feed.atom?lang=en`);
    await feedBefore.arrayBuffer();

    const told = Promise.all([
      parity.next('notifications/resources/list_changed'),
      containers.next('notifications/resources/list_changed'),
    ]);
    cpSync(heldBack, join(dataDir, 'central-parity', NEWEST), { recursive: true });
    assert.deepEqual((await service.rescan())?.added, [`central-parity ${NEWEST}`]);
    await told;

    // Each resource subscribed to, then the list (which names each current version) changed.
    assert.deepEqual(parity.told, [`updated ${PARITY}`, `updated ${PARITY_VERSIONS}`, 'list changed']);
    // Subscribed to another dataset (and no longer to this one): told only that the list changed.
    assert.deepEqual(containers.told, ['list changed']);

    const read = await parity.client.readResource({ uri: PARITY });
    const [content] = read.contents;
    assert.ok(content && 'text' in content);
    const current = JSON.parse(content.text) as { version: string };
    assert.equal(current.version, NEWEST);
    // The feed names it first, under a new tag.
    const feedAfter = await fetch(`${base}/v1/datasets/central-parity/feed.atom?lang=en`);
    assert.notEqual(feedAfter.headers.get('etag'), feedBefore.headers.get('etag'));
    assert.match(readAtomFeed(await feedAfter.text()).entries[0]?.title ?? '', new RegExp(`${NEWEST} \\(published`));
  });
});
