/**
 * The MCP sessions over HTTP (docs/mcp.md, Sessions; docs/operations.md, Limits and abuse): a
 * client that initialises is given one (`Mcp-Session-Id`), so that the resources it subscribes to
 * can be said updated on its event stream (GET /mcp). Sessions are held in memory, bounded in
 * number: room for a new one is made by closing one idle past `idleMs`, else the one seen least
 * recently among those without an open stream; when every session has its stream open, the
 * client is answered without a session (its tools work; subscribing is not offered). A session
 * with no request and no open stream for `idleMs` is closed by the sweep.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RouteCall } from './route-answer.js';

export const MCP_SESSION_LIMITS = {
  /** Sessions held at once, open streams included: a session is a server and its handlers, a few kilobytes. */
  most: 64,
  /** A session with no request and no open stream is closed after this long. */
  idleMs: 10 * 60_000,
};

export interface McpSession {
  readonly id: string;
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** The URIs it subscribed to (src/mcp/resources.ts). */
  readonly subscriptions: Set<string>;
  /** The POST being answered for it: a tool call pays its route's price from that POST's sender. */
  charge: RouteCall['charge'] | null;
  /** Its GET event streams open now (the transport keeps one; a second is refused while the first is open). */
  streams: number;
  /** When it was last asked anything, or its stream last closed (ms). */
  seen: number;
}

export class McpSessions {
  /** In the order they were last seen, least recently first. */
  readonly #sessions = new Map<string, McpSession>();

  constructor(
    private readonly limits: typeof MCP_SESSION_LIMITS = MCP_SESSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#sessions.size;
  }

  /** The sessions, to tell each of them something. */
  all(): IterableIterator<McpSession> {
    return this.#sessions.values();
  }

  /** The session `id` names, marked as seen now; undefined for one never given or closed. */
  find(id: string): McpSession | undefined {
    const session = this.#sessions.get(id);
    if (session) this.#seen(session);
    return session;
  }

  add(session: McpSession): void {
    this.#sessions.set(session.id, session);
    this.#seen(session);
  }

  /** A stream of `session` opened; `close` says it closed. */
  streamOpened(session: McpSession): () => void {
    session.streams += 1;
    return () => {
      session.streams -= 1;
      this.#seen(session);
    };
  }

  /** Forgets `id` (its transport closed). */
  remove(id: string): void {
    this.#sessions.delete(id);
  }

  /**
   * Whether a new session may be added: the idle are closed first; at the bound, the one seen
   * least recently without an open stream is closed; false when every session has its stream open.
   */
  makeRoom(): boolean {
    this.sweep();
    if (this.#sessions.size < this.limits.most) return true;
    for (const session of this.#sessions.values())
      if (session.streams === 0) {
        this.#close(session);
        return true;
      }
    return false;
  }

  /** Closes every session with no request and no open stream for `idleMs`; says how many. */
  sweep(): number {
    const before = this.now() - this.limits.idleMs;
    const idle = [...this.#sessions.values()].filter((session) => session.streams === 0 && session.seen <= before);
    for (const session of idle) this.#close(session);
    return idle.length;
  }

  /** Closes them all (the service stops): their streams end. */
  async closeAll(): Promise<void> {
    const sessions = [...this.#sessions.values()];
    this.#sessions.clear();
    await Promise.all(sessions.map((session) => close(session)));
  }

  #seen(session: McpSession): void {
    session.seen = this.now();
    // Last in the map's order: the least recently seen stay first.
    this.#sessions.delete(session.id);
    this.#sessions.set(session.id, session);
  }

  #close(session: McpSession): void {
    this.#sessions.delete(session.id);
    void close(session);
  }
}

/** Its server closes its transport, which ends its stream. */
const close = (session: McpSession): Promise<void> => session.server.close();
