/**
 * The tools (docs/tools/README.md): the list, one tool's description, and one compute route per
 * tool, each documented with its own inputs. A compute answer has the shape of docs/tools/README.md, The answer: outputs,
 * steps and warnings with their sentences in the asked language, what was normalised, the
 * page link with the inputs filled in, and provenance naming the dataset versions read.
 */
import { createHash } from 'node:crypto';
import { calculatedAfterReading, calculatedLaterAfterReading, issue } from '../../core/issues.js';
import { SITE_PAGES } from '../../core/site-pages.js';
import type { DatasetStore } from '../../datasets/store.js';
import { prepareSentences } from '../../i18n/figure-text.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { refundLibraryOf } from '../../refund-rate/library.js';
import { writeCalculation } from '../../tools/kit/answer-writer.js';
import { datasetReaderOf } from '../../tools/kit/dataset-reader.js';
import type { DatasetReader, ToolDefinition, ToolResult } from '../../tools/kit/definition.js';
import { IN_PROCESS } from '../../work/in-process.js';
import type { Work } from '../../work/tasks.js';
import { describeTool } from '../../tools/kit/describe.js';
import { compileToolReader } from '../../tools/kit/input-reader.js';
import { pageLink } from '../../tools/kit/page-link.js';
import { toolRefusals } from '../../tools/kit/refusals.js';
import { ApiError } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { ParamSpec } from '../params.js';
import type { RouteContext, RouteSpec } from '../route-spec.js';
import { TOOL_DESCRIPTION, TOOL_INPUT, TOOL_LIST, answerComponents, answerRef, requestSchema } from './tool-schemas.js';

const toolPath = (id: string) => `/v1/tools/${id}`;

/** What a compute path takes: its POST, and the CORS preflight. */
const COMPUTE_ALLOW = 'POST, OPTIONS';

/** container-load → computeContainerLoad. */
export function computeOperationId(toolId: string): string {
  return `compute${toolId.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}`;
}

function computeRoute(tool: ToolDefinition, reader: DatasetReader, work: Work, siteUrl: string): RouteSpec {
  // Compiled once: the input reader, the sentences, the tool's page address and its id as JSON.
  const readInputs = compileToolReader(tool);
  prepareSentences([...tool.steps, ...tool.warnings]);
  const page = `${siteUrl}${SITE_PAGES.tool(tool.slug)}`;
  const toolJson = JSON.stringify(tool.id);
  return {
    operationId: computeOperationId(tool.id),
    method: 'POST',
    path: `/v1/tools/${tool.id}/compute`,
    summary: `Run ${tool.names.en}`,
    description: `Reads: ${tool.datasets.join(', ') || 'no dataset'}. Refusals list every bad input with its dotted path.`,
    tag: 'tools',
    tool: tool.id,
    ...(tool.cost ? { bodyCost: tool.cost } : {}),
    refusals: toolRefusals(tool),
    requestBody: {
      description: 'The inputs, as docs/tools/README.md, Reading inputs describes them.',
      schema: requestSchema(tool),
      example: { inputs: tool.example },
    },
    responses: {
      200: {
        description: 'The calculation answer (docs/tools/README.md, The answer), with the tool’s own outputs.',
        schema: answerRef(tool),
      },
    },
    components: answerComponents(tool),
    handle: (context) => {
      const { values, normalized } = readInputs(context.body);
      const answer = (result: ToolResult) => ({
        written: writeCalculation({
          toolJson,
          result,
          lang: context.lang,
          normalized,
          page: pageLink(page, values, context.lang),
        }),
        datasets: result.read.map(provenanceEntryOf),
      });
      const result = calculatedAfterReading(normalized, () => tool.compute(values, reader, work));
      // Most calculations answer at once; one that asked for heavy work answers when it is done.
      return result instanceof Promise ? calculatedLaterAfterReading(normalized, result).then(answer) : answer(result);
    },
  };
}

function toolOf(tools: readonly ToolDefinition[], context: RouteContext): ToolDefinition {
  const tool = tools.find((candidate) => candidate.id === context.params.id);
  if (!tool) throw new ApiError([issue('id', 'tool.not_found')]);
  return tool;
}

/**
 * `library` is the refund library built once for the service; by default it is built here. `work`
 * runs the calculations' heavy work: the service's pool; on the caller's thread by default (tests).
 */
export function toolRoutes(
  tools: readonly ToolDefinition[],
  store: DatasetStore,
  siteUrl: string,
  library = refundLibraryOf(store),
  work: Work = IN_PROCESS,
): RouteSpec[] {
  const reader = datasetReaderOf(store, library);
  // Tool descriptions change only with the code: their digest, in every language, is their content identity.
  const digest = createHash('sha256')
    .update(JSON.stringify(tools.flatMap((tool) => LANGUAGES.map((lang) => describeTool(tool, lang, '')))))
    .digest('hex');
  const idParam: ParamSpec = {
    name: 'id',
    in: 'path',
    kind: 'text',
    maxLength: 40,
    known: tools.map((t) => t.id),
    description: 'Tool id; an unknown one is a 404.',
  };
  const page = (tool: ToolDefinition) => `${siteUrl}${SITE_PAGES.tool(tool.slug)}`;
  return [
    {
      operationId: 'listTools',
      method: 'GET',
      path: '/v1/tools',
      summary: 'All tools: ids, names, data read',
      tag: 'tools',
      cachePolicy: () => ({ lifetime: 'descriptions', parts: [digest] }),
      responses: { 200: { description: 'The tools.', schema: TOOL_LIST } },
      handle: (context) => ({
        body: {
          tools: tools.map((tool) => ({
            id: tool.id,
            name: tool.names[context.lang],
            datasets: [...tool.datasets],
            page: page(tool),
            links: { self: toolPath(tool.id), compute: `${toolPath(tool.id)}/compute` },
          })),
        },
      }),
    },
    {
      operationId: 'getTool',
      method: 'GET',
      path: '/v1/tools/{id}',
      summary: 'One tool: names, inputs, outputs, datasets read',
      tag: 'tools',
      params: [idParam],
      refusals: { 404: ['tool.not_found'] },
      cachePolicy: (context) => ({ lifetime: 'descriptions', parts: [digest, toolOf(tools, context).id] }),
      responses: {
        200: {
          description: 'The tool.',
          schema: {
            type: 'object',
            required: ['tool', 'provenance'],
            properties: { tool: TOOL_DESCRIPTION, provenance: { $ref: '#/components/schemas/Provenance' } },
          },
        },
      },
      components: { ToolInput: TOOL_INPUT },
      handle: (context) => {
        const tool = toolOf(tools, context);
        return { body: { tool: describeTool(tool, context.lang, page(tool)) } };
      },
    },
    ...tools.map((tool) => computeRoute(tool, reader, work, siteUrl)),
    {
      operationId: 'computeUnknownTool',
      method: 'POST',
      path: '/v1/tools/{id}/compute',
      summary: 'A tool this build does not have, by any method; or a tool it has, by another method than POST',
      tag: 'tools',
      documented: false,
      everyMethod: true,
      params: [idParam],
      responses: {},
      handle: (context) => {
        // A tool this build has reaches here only by another method: its POST is its own route.
        toolOf(tools, context);
        throw new ApiError(
          [issue('', 'api.method_not_allowed', { allow: COMPUTE_ALLOW })],
          {},
          { allow: COMPUTE_ALLOW },
        );
      },
    },
  ];
}
