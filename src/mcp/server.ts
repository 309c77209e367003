/**
 * The service as an MCP server, on the official SDK's low-level Server: the tools
 * (tools.ts) answer through the routes in-process (http/route-answer.ts), so an assistant gets
 * the HTTP answer's JSON as structured content, with a short summary in the asked language; a
 * refusal is a tool error carrying its issues. Resources (resources.ts): each dataset's current
 * version and its versions, which a session may subscribe to, and the OpenAPI document.
 * Transports: stdio (cli/mcp.ts) and streamable HTTP at /mcp (http/mcp-route.ts), which goes
 * through the contract like any request.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { issue } from '../core/issues.js';
import { nextTurn } from '../core/next-turn.js';
import type { JsonSchema } from '../core/json-schema.js';
import { type Lang, readLang } from '../i18n/languages.js';
import { ApiError } from '../http/api-error.js';
import {
  type InProcessDeps,
  type RouteAnswer,
  type RouteCall,
  answerRoute,
  errorAnswer,
} from '../http/route-answer.js';
import type { RouteSpec } from '../http/route-spec.js';
import { projectVersion } from '../project-version.js';
import { TOOL_ANNOTATIONS } from './descriptions.js';
import { listedPrompts, promptOf } from './prompts.js';
import { registerResources } from './resources.js';
import { provenanceLines, refusalLines } from './summaries.js';
import { type McpTool, mcpTools } from './tools.js';
import { mcpWord } from './words.js';

/**
 * A call naming no tool: JSON-RPC's invalid params. Not an McpError, whose message
 * already holds "MCP error -32602:", which the client's McpError then writes a second time.
 */
class InvalidParams extends Error {
  readonly code = ErrorCode.InvalidParams;
}

export interface McpService {
  /** The feature routes the tools answer through. */
  routes: readonly RouteSpec[];
  deps: InProcessDeps;
  /** The OpenAPI 3.1 document the HTTP service serves. */
  openApi: () => JsonSchema;
}

interface Made {
  tools: McpTool[];
  byName: Map<string, McpTool>;
  routeById: Map<string, RouteSpec>;
}

/** The tools of a set of routes, made once per language: over HTTP a server is made for every POST. */
const MADE = new WeakMap<readonly RouteSpec[], Map<Lang, Made>>();

function toolsOf(routes: readonly RouteSpec[], lang: Lang): Made {
  let byLang = MADE.get(routes);
  if (!byLang) MADE.set(routes, (byLang = new Map()));
  let made = byLang.get(lang);
  if (!made) {
    const tools = mcpTools(routes, lang);
    made = {
      tools,
      byName: new Map(tools.map((tool) => [tool.name, tool])),
      routeById: new Map(routes.map((route) => [route.operationId, route])),
    };
    byLang.set(lang, made);
  }
  return made;
}

/**
 * The most an answer may carry, in bytes of its JSON: past it, a tool error says how to ask for
 * less. A page of 5,000 port rows was 3.8 MB, sent twice.
 */
const MOST_ANSWER_BYTES = 1_000_000;
/** An answer up to this size is also sent as JSON text, for clients that read only `content`; a larger one only as structured content. */
const TEXT_COPY_BYTES = 16 * 1024;

/**
 * The refusal of an answer over MOST_ANSWER_BYTES, said where the caller can act: a page by the
 * rows that fit (from the size of the `items` rows it held, with a tenth to spare).
 */
function tooLarge(answer: RouteAnswer, bytes: number): ApiError {
  const size = (bytes / 1_000_000).toFixed(1);
  const max = String(MOST_ANSWER_BYTES / 1_000_000);
  if (!answer.items) return new ApiError([issue('', 'api.mcp_answer_too_large_whole', { size, max })]);
  const limit = Math.max(1, Math.floor((answer.items * MOST_ANSWER_BYTES * 0.9) / bytes));
  return new ApiError([issue('limit', 'api.mcp_answer_too_large', { size, max, limit })]);
}

/**
 * A server for one exchange, or one session; `lang` is the language of the tool descriptions
 * (answers take each call's `lang`); `charge`, over HTTP, takes a call's cost from the sender's
 * bucket; `subscriptions`, a session's, the resources it subscribes to (resources.ts).
 */
export function mcpServer(
  service: McpService,
  lang: Lang,
  charge?: RouteCall['charge'],
  subscriptions?: Set<string>,
): Server {
  const server = new Server(
    { name: 'export-trade-api', version: projectVersion() },
    { capabilities: { tools: {}, resources: {} } },
  );
  const { tools, byName, routeById } = toolsOf(service.routes, lang);

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title(lang),
      description: tool.description(lang),
      inputSchema: { ...tool.inputSchema, type: 'object' as const },
      outputSchema: { ...tool.outputSchema, type: 'object' as const },
      // The title here too, where clients of the 2025-03-26 revision read it.
      annotations: { title: tool.title(lang), ...TOOL_ANNOTATIONS },
    })),
  }));

  // The prompts (prompts.ts): the questions asked most, as the order of tools that answer them.
  server.registerCapabilities({ prompts: {} });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: listedPrompts(lang) }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const prompt = promptOf(request.params.name, request.params.arguments ?? {}, lang);
    if ('refused' in prompt) throw new InvalidParams(prompt.refused);
    return prompt.result;
  });

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new InvalidParams(`No tool named ${request.params.name}.`);
    const args = request.params.arguments ?? {};
    // `lang` as the HTTP query reads it: absent is the server's, anything but a known tag refused.
    const asked = args.lang === undefined ? lang : typeof args.lang === 'string' ? readLang(args.lang) : null;
    const { spec, call } = tool.route(args);
    const answerLang = asked ?? lang;
    let answer = await answerRoute(
      spec,
      {
        ...call,
        lang: answerLang,
        ...(asked === null ? { langIssue: issue('lang', 'param.lang_unsupported') } : {}),
        ...(charge ? { charge } : {}),
      },
      service.deps,
    );
    const bytes = Buffer.byteLength(answer.json);
    if (bytes > MOST_ANSWER_BYTES) answer = errorAnswer(tooLarge(answer, bytes), spec, answerLang, service.deps);
    // A long answer is parsed after a turn: others go between making it and reading it back.
    else if (bytes > TEXT_COPY_BYTES) await nextTurn();
    const structured: Record<string, unknown> = JSON.parse(answer.json);
    // A code not listed is an answer (404 with its nearest codes), not a refusal to correct.
    const refused = answer.status >= 400 && !('lookup' in structured);
    // A 5xx (no library installed, a dataset missing) is the service's condition, not the caller's mistake.
    const summary = refused
      ? refusalLines(answer.json, answerLang, answer.status >= 500)
      : tool.summary(answer.json, answerLang);
    const copy = Buffer.byteLength(answer.json) <= TEXT_COPY_BYTES;
    return {
      content: [
        {
          type: 'text',
          text: [
            ...summary,
            ...provenanceLines(answer.json),
            ...(copy ? [] : [mcpWord('mcp.summary.structured_only', answerLang, { kb: Math.ceil(bytes / 1024) })]),
          ].join('\n'),
        },
        ...(copy ? [{ type: 'text' as const, text: answer.json }] : []),
      ],
      structuredContent: structured,
      ...(refused ? { isError: true } : {}),
    };
  });

  registerResources(server, { routeById, deps: service.deps, openApi: service.openApi }, lang, subscriptions);
  return server;
}
