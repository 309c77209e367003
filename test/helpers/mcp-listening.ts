/**
 * The service listening on a free port, and the official SDK's client connected to its /mcp over
 * streamable HTTP in one language each (the language of the tool list and the prompts).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import type { Lang } from '../../src/i18n/languages.js';

// Idle connections kept a minute, as in test/mcp/mcp.test.ts: a loaded machine may otherwise
// close a socket the client's keep-alive is about to use.
const ENV = { SITE_URL: 'https://site.test', RATE_LIMIT_BURST: '100000', KEEP_ALIVE_TIMEOUT_MS: '60000' };

export interface ListeningMcp {
  app: FastifyInstance;
  /** A client connected in `lang`; closed with the others by `close`. */
  connect(lang: Lang): Promise<Client>;
  close(): Promise<void>;
}

export async function listeningMcp(): Promise<ListeningMcp> {
  const { app } = await buildService(readConfig(ENV), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const clients: Client[] = [];
  return {
    app,
    connect: async (lang) => {
      const client = new Client({ name: 'export-trade-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp?lang=${lang}`)));
      clients.push(client);
      return client;
    },
    close: async () => {
      for (const client of clients) await client.close();
      await app.close();
    },
  };
}
