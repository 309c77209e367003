/**
 * The MCP server over streamable HTTP at POST /mcp (issue 19), on the same service: the contract
 * has run before the handler (CORS, the sender's bucket, the log line), so an assistant's calls
 * are rate limited like any client's, and a tool call pays what its HTTP route costs. Stateless:
 * each POST is one JSON-RPC message answered as JSON (no session, no event stream; GET /mcp is
 * the contract's 405); a batch (an array, removed from MCP in its 2025-06-18 revision) is refused.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type McpService, mcpServer } from '../mcp/server.js';
import { CACHE_CONTROL } from './cache-policy.js';
import { type RateLimitDeps, chargeUpTo } from './contract/rate-limit.js';

const MCP_PATH = '/mcp';

/** The contract's headers (CORS, RateLimit) on the answer the SDK writes itself, as they stand now. */
function copyHeaders(reply: FastifyReply): void {
  if (reply.raw.headersSent) return;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
}

export function registerMcp(app: FastifyInstance, service: McpService, rateLimit: RateLimitDeps): void {
  app.post(MCP_PATH, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL['no-store']);
    if (Array.isArray(request.body)) {
      // One message a POST, so that one POST is one call to charge and bound.
      return reply.code(400).send({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: ErrorCode.InvalidRequest,
          message:
            'Invalid Request: JSON-RPC batches are not supported (removed from MCP in 2025-06-18); send one message per POST',
        },
      });
    }
    reply.hijack();
    copyHeaders(reply);
    const charge = chargeUpTo(request, reply, rateLimit);
    const server = mcpServer(service, request.lang, async (tokens) => {
      try {
        await charge(tokens);
      } finally {
        copyHeaders(reply);
      }
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
