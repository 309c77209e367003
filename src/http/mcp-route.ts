/**
 * The MCP server over streamable HTTP at POST /mcp (issue 19), on the same service: the contract
 * has run before the handler (CORS, the sender's bucket, the log line), so an assistant's calls
 * are rate limited like any client's. Stateless: each POST is one JSON-RPC exchange answered as
 * JSON (no session, no event stream; GET /mcp is the contract's 405).
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { type McpService, mcpServer } from '../mcp/server.js';
import { CACHE_CONTROL } from './cache-policy.js';

const MCP_PATH = '/mcp';

export function registerMcp(app: FastifyInstance, service: McpService): void {
  app.post(MCP_PATH, async (request, reply) => {
    // The SDK writes the answer itself: the contract's headers (CORS, RateLimit) go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('cache-control', CACHE_CONTROL['no-store']);
    const server = mcpServer(service, request.lang);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
