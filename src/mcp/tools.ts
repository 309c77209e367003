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
import { QUOTE_LINES_SPECS, QUOTE_ONE_SPECS } from '../quote/request-schema.js';
import { CALCULATOR_GUIDES } from './calculator-guides.js';
import { DATA_TOOL_GUIDES } from './data-tool-guides.js';
import { describedTool } from './descriptions.js';
import { modelSchema } from './model-schema.js';
import { outputSchemaOf } from './output-schema.js';
import { QUOTE_TEXTS } from './quote-texts.js';
import { inputsInLanguage, paramsInLanguage } from './schema-language.js';
import { type AnswerSummary, calculationSummary, summaries } from './summaries.js';
import { mcpWord } from './words.js';

type Arguments = Readonly<Record<string, unknown>>;

export interface McpTool {
  name: string;
  /** Its name for people (a client's list shows it). */
  title(lang: Lang): string;
  description(lang: Lang): string;
  inputSchema: JsonSchema;
  /** What its structured content may be (output-schema.ts). */
  outputSchema: JsonSchema;
  /** The route that answers, and the call made of the arguments (lang apart). */
  route(args: Arguments): { spec: RouteSpec; call: Omit<RouteCall, 'lang'> };
  summary: AnswerSummary;
}

const LANG_SCHEMA: JsonSchema = { type: 'string', enum: ['zh-CN', 'en', 'ja', 'ko'] };

/** A tool's schema as a model reads it (model-schema.ts), its fields described in `lang` (`inLanguage`), with `lang`. */
function withLang(full: JsonSchema, lang: Lang, inLanguage = (schema: JsonSchema) => schema): JsonSchema {
  const schema = inLanguage(modelSchema(full));
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

type DataTool = keyof typeof DATA_TOOL_GUIDES;

/** A tool that is not a calculator: its name, title and description from its guide, its arguments in `lang`. */
function dataTool(
  name: DataTool,
  lang: Lang,
): Pick<McpTool, 'name' | 'title' | 'description'> & {
  inLanguage: (schema: JsonSchema) => JsonSchema;
} {
  const guide = DATA_TOOL_GUIDES[name];
  return {
    name,
    title: (asked) => guide.title[asked],
    description: (asked) => describedTool(guide, guide.example, asked),
    inLanguage: (schema) => paramsInLanguage(schema, guide.params, lang),
  };
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
  return mcpWord('mcp.conditions', lang, { conditions });
}

function calculatorTool(tool: ToolDefinition, spec: RouteSpec, lang: Lang): McpTool {
  const guide = CALCULATOR_GUIDES[tool.id];
  // Every calculator says when it fits and when another does: none falls back to a shared sentence.
  if (!guide) throw new Error(`The calculator ${tool.id} has no guide in src/mcp/calculator-guides.ts.`);
  return {
    name: tool.id.replace(/-/g, '_'),
    title: (asked) => tool.names[asked],
    description: (asked) => describedTool(guide, tool.example, asked, conditionsLine(tool, asked)),
    // The schema of `inputs` in the tool's OpenAPI request body, but for its conditions (conditionsLine).
    inputSchema: withLang(inputsSchema(tool.inputs, [], true, []), lang, (schema) =>
      inputsInLanguage(schema, tool.inputs, tool.inputTexts, lang),
    ),
    outputSchema: outputSchemaOf([spec]),
    route: (args) => ({ spec, call: { body: { inputs: withoutLang(args) } } }),
    summary: (json) => calculationSummary(json, new Set(tool.detailSteps ?? [])),
  };
}

/** The quote's members, of both its forms (src/quote/request-schema.ts): those they share are the same. */
const QUOTE_SPECS = [
  ...QUOTE_LINES_SPECS,
  ...QUOTE_ONE_SPECS.filter((spec) => !QUOTE_LINES_SPECS.some((lines) => lines.name === spec.name)),
];

export function mcpTools(routes: readonly RouteSpec[], lang: Lang): McpTool[] {
  const byId: Routes = new Map(routes.map((route) => [route.operationId, route]));
  const tools: McpTool[] = [];
  // Tools whose arguments are one GET route's query parameters.
  const queryTool = (name: DataTool, operationId: string, required: string[], summary: AnswerSummary) => {
    const spec = byId.get(operationId);
    const { inLanguage, ...named } = dataTool(name, lang);
    if (spec)
      tools.push({
        ...named,
        inputSchema: withLang(paramsSchema([spec], required), lang, inLanguage),
        outputSchema: outputSchemaOf([spec]),
        route: (args) => ({ spec, call: paramsOf(spec, args) }),
        summary,
      });
  };
  queryTool('refund_rate_lookup', 'getRefundRate', ['code'], summaries.lookup);
  queryTool('refund_rate_search', 'searchRefundRates', ['q'], summaries.search);
  for (const tool of TOOLS) {
    const spec = byId.get(computeOperationId(tool.id));
    if (spec) tools.push(calculatorTool(tool, spec, lang));
  }
  const day = byId.get('getCentralParity');
  const series = byId.get('getCentralParitySeries');
  if (day && series) {
    const { inLanguage, ...named } = dataTool('central_parity', lang);
    tools.push({
      ...named,
      inputSchema: withLang(paramsSchema([day, series]), lang, inLanguage),
      outputSchema: outputSchemaOf([day, series]),
      route: (args) => {
        const spec = args.currency === undefined ? day : series;
        return { spec, call: paramsOf(spec, args) };
      },
      summary: summaries.parity,
    });
  }
  const list = byId.get('listDatasets');
  if (list) {
    // No arguments to describe but `lang`.
    const { inLanguage: _none, ...named } = dataTool('datasets_list', lang);
    tools.push({
      ...named,
      inputSchema: withLang({ type: 'object', properties: {}, additionalProperties: false }, lang),
      outputSchema: outputSchemaOf([list]),
      // Its arguments go to the route, which refuses any it does not know (param.unknown).
      route: (args) => ({ spec: list, call: paramsOf(list, args) }),
      summary: summaries.datasets,
    });
  }
  const current = byId.get('getCurrentRows');
  const named = byId.get('getVersionRows');
  if (current && named) {
    const schema = paramsSchema([named], ['id']);
    const { inLanguage, ...tool } = dataTool('dataset_rows', lang);
    tools.push({
      ...tool,
      inputSchema: withLang(
        {
          ...schema,
          properties: {
            ...(typeof schema.properties === 'object' ? schema.properties : {}),
            id: { type: 'string', enum: [...DATASET_IDS], description: 'The dataset.' },
            version: { type: 'string', description: 'A version name, or current (the default).' },
          },
        },
        lang,
        inLanguage,
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
    const { inLanguage: _params, ...named } = dataTool('quote', lang);
    tools.push({
      ...named,
      inputSchema: withLang(members, lang, (schema) => inputsInLanguage(schema, QUOTE_SPECS, QUOTE_TEXTS, lang)),
      outputSchema: outputSchemaOf([quote]),
      route: (args) => ({ spec: quote, call: { body: withoutLang(args) } }),
      summary: summaries.quote,
    });
  }
  return tools;
}
