/**
 * The MCP server over streamable HTTP at /mcp, on the same service: the contract has run before
 * the handler (CORS, the sender's bucket, the log line), so an assistant's calls are rate limited
 * like any client's, and a tool call pays what its HTTP route costs. One JSON-RPC message a POST,
 * answered as JSON; a batch (an array, removed from MCP in its 2025-06-18 revision) is refused.
 *
 * Sessions (mcp-sessions.ts, docs/mcp.md): an `initialize` is given an `Mcp-Session-Id` while the
 * bound has room, and its client's later POSTs name it; its event stream, GET /mcp with that id,
 * carries `notifications/resources/updated` for the resources it subscribed to when a dataset's
 * current version changes (datasets/current-changes.ts). A POST naming no session is answered
 * statelessly, as before sessions: its own server for that one message. DELETE is the contract's
 * 405 (MCP lets a server refuse it): a session ends idle.
 */
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WorkGate } from '../core/work-gate.js';
import type { CurrentVersionChanges } from '../datasets/current-changes.js';
import type { DatasetId } from '../datasets/registry.js';
import { type McpService, mcpServer } from '../mcp/server.js';
import { updatedUris } from '../mcp/resources.js';
import { ApiError } from './api-error.js';
import { CACHE_CONTROL } from './cache-policy.js';
import { type RateLimitDeps, chargeUpTo } from './contract/rate-limit.js';
import { type McpSession, McpSessions } from './mcp-sessions.js';

const MCP_PATH = '/mcp';
const SESSION_HEADER = 'mcp-session-id';
/** JSON-RPC's server errors, as the SDK's transport answers with them: any, and a session it does not know. */
const SERVER_ERROR = -32000;
const SESSION_NOT_FOUND = -32001;

/**
 * POSTs answered at once, and waiting: a call's work is done in one piece (a page of 5,000 rows
 * is about 40 ms of CPU), so calls from several senders are taken one at a time, with other
 * requests answered between them; past the queue, 503 with Retry-After.
 */
const MCP_LIMITS = { running: 1, waiting: 16, retryAfterSeconds: 1 };

interface McpOptions {
  /** How often an open event stream is sent a comment (the socket's idle timeout would close it). */
  keepAliveMs: number;
  /** Said when a dataset's current version changes; none over a store that never changes. */
  changes?: CurrentVersionChanges;
  sessions?: McpSessions;
}

/** The contract's headers (CORS, RateLimit) on the answer the SDK writes itself, as they stand now. */
function copyHeaders(reply: FastifyReply): void {
  if (reply.raw.headersSent) return;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
}

/** A JSON-RPC error answered by this route, as the SDK's transport answers its own. */
function rpcError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.code(status).send({ jsonrpc: '2.0', id: null, error: { code, message } });
}

const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const id = request.headers[SESSION_HEADER];
  return typeof id === 'string' ? id : undefined;
};

/** Tells each session the resources of `datasets` it subscribed to are updated, and every session that the list changed. */
async function tell(session: McpSession, datasets: readonly DatasetId[]): Promise<void> {
  for (const uri of updatedUris(session.subscriptions, datasets)) await session.server.sendResourceUpdated({ uri });
  // The list names each dataset's current version.
  await session.server.sendResourceListChanged();
}

export function registerMcp(
  app: FastifyInstance,
  service: McpService,
  rateLimit: RateLimitDeps,
  options: McpOptions,
): void {
  const gate = new WorkGate(MCP_LIMITS);
  const sessions = options.sessions ?? new McpSessions();
  const sweeping = setInterval(() => sessions.sweep(), 60_000).unref();
  const stopListening = options.changes?.listen((datasets) => {
    // A session whose stream is gone meanwhile is not told: nothing is kept to send later.
    for (const session of sessions.all()) tell(session, datasets).catch(() => undefined);
  });
  app.addHook('preClose', async () => {
    clearInterval(sweeping);
    stopListening?.();
    await sessions.closeAll();
  });

  app.post(MCP_PATH, async (request, reply) => {
    // `lang` names the language of the tool descriptions: one the service does not speak is
    // refused, as on every route, rather than answered in another (docs/mcp.md).
    if (request.langIssue) throw new ApiError([request.langIssue]);
    reply.header('cache-control', CACHE_CONTROL['no-store']);
    if (Array.isArray(request.body)) {
      // One message a POST, so that one POST is one call to charge and bound.
      return rpcError(
        reply,
        400,
        ErrorCode.InvalidRequest,
        'Invalid Request: JSON-RPC batches are not supported (removed from MCP in 2025-06-18); send one message per POST',
      );
    }
    const id = sessionIdOf(request);
    const session = id === undefined ? undefined : sessions.find(id);
    if (id !== undefined && !session) return rpcError(reply, 404, SESSION_NOT_FOUND, 'Session not found');
    // Busy (the queue full) is thrown before the answer is the SDK's: the contract answers it.
    await gate.run(async () => {
      reply.hijack();
      copyHeaders(reply);
      const charge = chargeUpTo(request, reply, rateLimit);
      const paying = async (tokens: number) => {
        try {
          await charge(tokens);
        } finally {
          copyHeaders(reply);
        }
      };
      if (session) return answerInSession(session, request, reply, paying);
      if (isInitializeRequest(request.body) && sessions.makeRoom())
        return openSession(request, reply, paying, service, sessions, options.keepAliveMs);
      return answerAlone(request, reply, paying, service);
    });
  });

  // The session's event stream: notifications the server sends of itself.
  app.get(MCP_PATH, async (request, reply) => {
    if (request.langIssue) throw new ApiError([request.langIssue]);
    reply.header('cache-control', CACHE_CONTROL['no-store']);
    const id = sessionIdOf(request);
    // As the SDK's transport with sessions answers it: a stream is a session's.
    if (id === undefined) return rpcError(reply, 400, SERVER_ERROR, 'Bad Request: Mcp-Session-Id header is required');
    const session = sessions.find(id);
    if (!session) return rpcError(reply, 404, SESSION_NOT_FOUND, 'Session not found');
    if (request.method === 'HEAD') return reply.code(200).type('text/event-stream').send();
    reply.hijack();
    copyHeaders(reply);
    reply.raw.once('close', sessions.streamOpened(session));
    await session.transport.handleRequest(request.raw, reply.raw);
  });
}

async function answerInSession(
  session: McpSession,
  request: FastifyRequest,
  reply: FastifyReply,
  charge: NonNullable<McpSession['charge']>,
): Promise<void> {
  session.charge = charge;
  try {
    await session.transport.handleRequest(request.raw, reply.raw, request.body);
  } finally {
    session.charge = null;
  }
}

/** An initialize given a session: its server and transport kept for its later requests. */
async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  charge: NonNullable<McpSession['charge']>,
  service: McpService,
  sessions: McpSessions,
  keepAliveMs: number,
): Promise<void> {
  const subscriptions = new Set<string>();
  let session: McpSession | undefined;
  const server = mcpServer(
    service,
    request.lang,
    (tokens) => session?.charge?.(tokens) ?? Promise.resolve(),
    subscriptions,
  );
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: randomUUID,
    enableJsonResponse: true,
    keepAliveMs,
    onsessioninitialized: (id) => {
      session = { id, transport, server, subscriptions, charge, streams: 0, seen: 0 };
      sessions.add(session);
    },
  });
  transport.onclose = () => {
    if (session) sessions.remove(session.id);
  };
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
  // An initialize the transport refused opened no session: nothing keeps its server.
  if (session) session.charge = null;
  else await server.close();
}

/** A message naming no session: its own server and transport for that one message. */
async function answerAlone(
  request: FastifyRequest,
  reply: FastifyReply,
  charge: NonNullable<McpSession['charge']>,
  service: McpService,
): Promise<void> {
  const server = mcpServer(service, request.lang, charge);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request.raw, reply.raw, request.body);
}
