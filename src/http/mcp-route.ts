/**
 * The MCP server over streamable HTTP at POST /mcp, on the same service: the contract
 * has run before the handler (CORS, the sender's bucket, the log line), so an assistant's calls
 * are rate limited like any client's, and a tool call pays what its HTTP route costs. Stateless:
 * each POST is one JSON-RPC message answered as JSON (no session, no event stream; GET /mcp is
 * the contract's 405); a batch (an array, removed from MCP in its 2025-06-18 revision) is refused.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WorkGate } from '../core/work-gate.js';
import { type McpService, mcpServer } from '../mcp/server.js';
import { ApiError } from './api-error.js';
import { CACHE_CONTROL } from './cache-policy.js';
import { type RateLimitDeps, chargeUpTo } from './contract/rate-limit.js';

const MCP_PATH = '/mcp';

/**
 * POSTs answered at once, and waiting: a call's work is done in one piece (a page of 5,000 rows
 * is about 40 ms of CPU), so calls from several senders are taken one at a time, with other
 * requests answered between them; past the queue, 503 with Retry-After.
 */
const MCP_LIMITS = { running: 1, waiting: 16, retryAfterSeconds: 1 };

/** The contract's headers (CORS, RateLimit) on the answer the SDK writes itself, as they stand now. */
function copyHeaders(reply: FastifyReply): void {
  if (reply.raw.headersSent) return;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
}

export function registerMcp(app: FastifyInstance, service: McpService, rateLimit: RateLimitDeps): void {
  const gate = new WorkGate(MCP_LIMITS);
  app.post(MCP_PATH, async (request, reply) => {
    // `lang` names the language of the tool descriptions: one the service does not speak is
    // refused, as on every route, rather than answered in another (docs/mcp.md).
    if (request.langIssue) throw new ApiError([request.langIssue]);
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
    // Busy (the queue full) is thrown before the answer is the SDK's: the contract answers it.
    await gate.run(async () => {
      reply.hijack();
      copyHeaders(reply);
      await answerMcp(request, reply, service, rateLimit);
    });
  });
}

async function answerMcp(
  request: FastifyRequest,
  reply: FastifyReply,
  service: McpService,
  rateLimit: RateLimitDeps,
): Promise<void> {
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
}
