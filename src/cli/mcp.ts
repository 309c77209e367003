/**
 * `npm run mcp`: the service as an MCP server over stdio, for desktop assistants (docs/mcp.md).
 * It reads DATA_DIR and SITE_URL as the HTTP service does, answers through the same routes, and
 * writes nothing but the protocol to standard output. MCP_LANG (zh-CN, en, ja, ko; Chinese by
 * default) is the language of the tool descriptions; each call may ask its own with `lang`.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadStore } from '../datasets/store.js';
import { openApiDocumentOf } from '../http/app.js';
import { answerCache } from '../http/cache-policy.js';
import { readConfig } from '../http/config.js';
import { featureRoutes } from '../http/service.js';
import { DEFAULT_LANG, readLang } from '../i18n/languages.js';
import { mcpServer } from '../mcp/server.js';
import { WorkPool } from '../work/pool.js';

const config = readConfig();
const store = loadStore(config.dataDir);
// Packing runs in worker threads here too: an assistant's long call does not hold the others.
const { routes, quotedVersion } = featureRoutes(store, config.siteUrl, undefined, undefined, new WorkPool());
let document: ReturnType<typeof openApiDocumentOf> | null = null;
const server = mcpServer(
  {
    routes,
    deps: {
      site: config.siteUrl,
      clock: () => new Date(),
      bodyLimitBytes: config.bodyLimitBytes,
      quotedVersion,
      // Standard output carries the protocol alone.
      cache: answerCache(),
      logInternal: (error, place) =>
        process.stderr.write(`${place.operationId} failed: ${error instanceof Error ? error.stack : String(error)}\n`),
    },
    openApi: () => (document ??= openApiDocumentOf(routes, config.siteUrl)),
  },
  readLang(process.env.MCP_LANG ?? '') ?? DEFAULT_LANG,
);
await server.connect(new StdioServerTransport());
