/**
 * The MCP tools, each an HTTP route of the service answered in-process: its input
 * schema is the route's own (a calculator's is the `inputs` schema its OpenAPI request body
 * uses, a lookup's its query parameters), plus `lang`; its answer is the route's JSON.
 */
import type { JsonSchema } from '../core/json-schema.js';
import { DATASET_IDS } from '../datasets/registry.js';
import type { Lang } from '../i18n/languages.js';
import { paramSchema } from '../http/params.js';
import type { RouteCall } from '../http/route-answer.js';
import type { RouteSpec } from '../http/route-spec.js';
import type { ToolDefinition } from '../tools/kit/definition.js';
import { TOOLS } from '../tools/registry.js';
import { computeOperationId } from '../http/routes/tools.js';
import { inputsSchema } from '../tools/kit/input-schema.js';
import { modelSchema } from './model-schema.js';
import { outputSchemaOf } from './output-schema.js';
import { type AnswerSummary, calculationSummary, summaries } from './summaries.js';
import { type McpWord, mcpWord } from './words.js';

type Arguments = Readonly<Record<string, unknown>>;

export interface McpTool {
  name: string;
  description(lang: Lang): string;
  inputSchema: JsonSchema;
  /** What its structured content may be (output-schema.ts). */
  outputSchema: JsonSchema;
  /** The route that answers, and the call made of the arguments (lang apart). */
  route(args: Arguments): { spec: RouteSpec; call: Omit<RouteCall, 'lang'> };
  summary: AnswerSummary;
}

const LANG_SCHEMA: JsonSchema = { type: 'string', enum: ['zh-CN', 'en', 'ja', 'ko'] };

/** A tool's schema as a model reads it (model-schema.ts), with `lang`. */
function withLang(full: JsonSchema, lang: Lang): JsonSchema {
  const schema = modelSchema(full);
  const properties = typeof schema.properties === 'object' && schema.properties !== null ? schema.properties : {};
  return {
    ...schema,
    type: 'object',
    properties: { ...properties, lang: { ...LANG_SCHEMA, description: mcpWord('mcp.lang', lang) } },
  };
}

/** The arguments as a route's path and query: each declared parameter from its argument. */
function paramsOf(spec: RouteSpec, args: Arguments): Pick<RouteCall, 'path' | 'query'> {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (name === 'lang') continue;
    const declared = spec.params?.find((param) => param.name === name);
    (declared?.in === 'path' ? path : query)[name] = value;
  }
  return { path, query };
}

/** A GET route's parameters as the properties of one object schema. */
function paramsSchema(specs: readonly RouteSpec[], required: readonly string[] = []): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const spec of specs)
    for (const param of spec.params ?? [])
      properties[param.name] = { ...paramSchema(param), description: param.description };
  return { type: 'object', properties, required: [...required], additionalProperties: false };
}

function withoutLang(args: Arguments): Record<string, unknown> {
  const { lang: _lang, ...rest } = args;
  return rest;
}

/** `getRefundRate` and the like, by operationId; a route this build lacks makes no tool. */
type Routes = ReadonlyMap<string, RouteSpec>;

function described(key: McpWord) {
  return (lang: Lang) => mcpWord(key, lang);
}

/**
 * A calculator's conditions on its inputs (in its OpenAPI request body they are JSON Schema
 * if/then at the top, which assistants' function calling refuses), said in its description as
 * compact JSON instead; the calculation refuses a call that breaks one, as it always did.
 */
function conditionsLine(tool: ToolDefinition, lang: Lang): string {
  if (tool.conditions.length === 0 && tool.exclusive.length === 0) return '';
  const conditions = JSON.stringify({
    ...(tool.conditions.length > 0 ? { when: tool.conditions } : {}),
    ...(tool.exclusive.length > 0 ? { atMostOneOf: tool.exclusive } : {}),
  });
  return ` ${mcpWord('mcp.conditions', lang, { conditions })}`;
}

function calculatorTool(tool: ToolDefinition, spec: RouteSpec, lang: Lang): McpTool {
  return {
    name: tool.id.replace(/-/g, '_'),
    description: (asked) =>
      mcpWord('mcp.calculator', asked, { name: tool.names[asked], id: tool.id }) + conditionsLine(tool, asked),
    // The schema of `inputs` in the tool's OpenAPI request body, but for its conditions (conditionsLine).
    inputSchema: withLang(inputsSchema(tool.inputs, [], true, []), lang),
    outputSchema: outputSchemaOf([spec]),
    route: (args) => ({ spec, call: { body: { inputs: withoutLang(args) } } }),
    summary: (json) => calculationSummary(json, new Set(tool.detailSteps ?? [])),
  };
}

export function mcpTools(routes: readonly RouteSpec[], lang: Lang): McpTool[] {
  const byId: Routes = new Map(routes.map((route) => [route.operationId, route]));
  const tools: McpTool[] = [];
  // Tools whose arguments are one GET route's query parameters.
  const queryTool = (
    name: McpWord & `mcp.${string}`,
    operationId: string,
    required: string[],
    summary: AnswerSummary,
  ) => {
    const spec = byId.get(operationId);
    if (spec)
      tools.push({
        name: name.slice('mcp.'.length),
        description: described(name),
        inputSchema: withLang(paramsSchema([spec], required), lang),
        outputSchema: outputSchemaOf([spec]),
        route: (args) => ({ spec, call: paramsOf(spec, args) }),
        summary,
      });
  };
  queryTool('mcp.refund_rate_lookup', 'getRefundRate', ['code'], summaries.lookup);
  queryTool('mcp.refund_rate_search', 'searchRefundRates', ['q'], summaries.search);
  for (const tool of TOOLS) {
    const spec = byId.get(computeOperationId(tool.id));
    if (spec) tools.push(calculatorTool(tool, spec, lang));
  }
  const day = byId.get('getCentralParity');
  const series = byId.get('getCentralParitySeries');
  if (day && series)
    tools.push({
      name: 'central_parity',
      description: described('mcp.central_parity'),
      inputSchema: withLang(paramsSchema([day, series]), lang),
      outputSchema: outputSchemaOf([day, series]),
      route: (args) => {
        const spec = args.currency === undefined ? day : series;
        return { spec, call: paramsOf(spec, args) };
      },
      summary: summaries.parity,
    });
  const list = byId.get('listDatasets');
  if (list)
    tools.push({
      name: 'datasets_list',
      description: described('mcp.datasets_list'),
      inputSchema: withLang({ type: 'object', properties: {}, additionalProperties: false }, lang),
      outputSchema: outputSchemaOf([list]),
      // Its arguments go to the route, which refuses any it does not know (param.unknown).
      route: (args) => ({ spec: list, call: paramsOf(list, args) }),
      summary: summaries.datasets,
    });
  const current = byId.get('getCurrentRows');
  const named = byId.get('getVersionRows');
  if (current && named) {
    const schema = paramsSchema([named], ['id']);
    tools.push({
      name: 'dataset_rows',
      description: described('mcp.dataset_rows'),
      inputSchema: withLang(
        {
          ...schema,
          properties: {
            ...(typeof schema.properties === 'object' ? schema.properties : {}),
            id: { type: 'string', enum: [...DATASET_IDS] },
            version: { type: 'string', description: 'A version name, or current (the default).' },
          },
        },
        lang,
      ),
      outputSchema: outputSchemaOf([current, named]),
      route: (args) => {
        const spec = args.version === undefined || args.version === 'current' ? current : named;
        const { version, ...rest } = args;
        return { spec, call: paramsOf(spec, spec === current ? rest : { ...rest, version }) };
      },
      summary: summaries.rows,
    });
  }
  const quote = byId.get('buildQuote');
  if (quote?.requestBody) {
    // The relations between members (lines or pricing, a line's one price…) are allOf at the top
    // of the route's schema; the description says them (mcp.quote), the route refuses as always.
    const { allOf: _relations, ...members } = quote.requestBody.schema;
    tools.push({
      name: 'quote',
      description: described('mcp.quote'),
      inputSchema: withLang(members, lang),
      outputSchema: outputSchemaOf([quote]),
      route: (args) => ({ spec: quote, call: { body: withoutLang(args) } }),
      summary: summaries.quote,
    });
  }
  return tools;
}
