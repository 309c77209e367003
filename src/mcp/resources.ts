/**
 * The MCP server's resources (docs/mcp.md, Resources): each dataset's current version and its
 * versions, read through the dataset routes in-process, and the OpenAPI document. A server with a
 * session (over HTTP, src/http/mcp-sessions.ts) also takes `resources/subscribe` to a dataset's
 * resources: its session is then sent `notifications/resources/updated` when the dataset's current
 * version changes (`updatedUris`). Without a session (stdio, or HTTP past the sessions' bound)
 * there is nothing to send notifications on, so subscribing is not offered.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { JsonSchema } from '../core/json-schema.js';
import { DATASET_IDS, type DatasetId, isDatasetId } from '../datasets/registry.js';
import type { Lang } from '../i18n/languages.js';
import { type InProcessDeps, answerRoute } from '../http/route-answer.js';
import type { RouteSpec } from '../http/route-spec.js';

/**
 * A call naming no resource: JSON-RPC's invalid params. Not an McpError, whose message already
 * holds "MCP error -32602:", which the client's McpError then writes a second time.
 */
class NoResource extends Error {
  readonly code = ErrorCode.InvalidParams;
}

const OPENAPI_URI = 'export-trade://openapi/v1/openapi.json';
/** A dataset's resources: its current version, and its versions newest first. */
type DatasetPart = 'current' | 'versions';
const datasetUri = (id: DatasetId, part: DatasetPart) => `export-trade://datasets/${id}/${part}`;

function datasetOfUri(uri: string): { id: DatasetId; part: DatasetPart } | null {
  const [, id = '', part] = /^export-trade:\/\/datasets\/([a-z-]+)\/(current|versions)$/.exec(uri) ?? [];
  return isDatasetId(id) && (part === 'current' || part === 'versions') ? { id, part } : null;
}

/** The resources of `subscribed` that name one of `datasets`: those to say are updated. */
export function updatedUris(subscribed: ReadonlySet<string>, datasets: readonly DatasetId[]): string[] {
  return [...subscribed].filter((uri) => {
    const named = datasetOfUri(uri);
    return named !== null && datasets.includes(named.id);
  });
}

interface ResourceSource {
  routeById: ReadonlyMap<string, RouteSpec>;
  deps: InProcessDeps;
  openApi: () => JsonSchema;
}

/**
 * The resource handlers of `server`; with `subscriptions`, the set of URIs its session subscribed
 * to, `resources/subscribe` and `unsubscribe` too, any dataset's (one not installed yet included:
 * its first version is an update).
 */
export function registerResources(
  server: Server,
  source: ResourceSource,
  lang: Lang,
  subscriptions?: Set<string>,
): void {
  const { routeById, deps } = source;
  // No resource is addressed by a template: every one is listed with its own URI.
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const list = routeById.get('listDatasets');
    const datasets: { datasets?: Array<{ id: DatasetId; current: string | null }> } = list
      ? JSON.parse((await answerRoute(list, { lang }, deps)).json)
      : {};
    return {
      resources: [
        ...(datasets.datasets ?? [])
          .filter((dataset) => dataset.current !== null)
          .flatMap((dataset) => [
            {
              uri: datasetUri(dataset.id, 'current'),
              name: `${dataset.id} ${dataset.current}`,
              mimeType: 'application/json',
            },
            { uri: datasetUri(dataset.id, 'versions'), name: `${dataset.id} versions`, mimeType: 'application/json' },
          ]),
        { uri: OPENAPI_URI, name: 'OpenAPI 3.1', mimeType: 'application/json' },
      ],
    };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    if (uri === OPENAPI_URI)
      return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(source.openApi()) }] };
    const named = datasetOfUri(uri);
    const dataset = routeById.get('getDataset');
    if (named === null || !dataset) throw new NoResource(`No resource ${uri}.`);
    const answer = await answerRoute(dataset, { path: { id: named.id }, lang }, deps);
    if (answer.status !== 200) throw new NoResource(`No resource ${uri}.`);
    if (named.part === 'versions') return { contents: [{ uri, mimeType: 'application/json', text: answer.json }] };
    const described: { current: string | null; versions: Array<{ version: string }> } = JSON.parse(answer.json);
    const current = described.versions.find((version) => version.version === described.current);
    return {
      contents: [{ uri, mimeType: 'application/json', text: JSON.stringify({ dataset: named.id, ...current }) }],
    };
  });

  if (!subscriptions) return;
  server.registerCapabilities({ resources: { subscribe: true, listChanged: true } });
  server.setRequestHandler(SubscribeRequestSchema, ({ params: { uri } }) => {
    if (datasetOfUri(uri) === null)
      throw new NoResource(
        `No resource ${uri} to subscribe to: ${DATASET_IDS.map((id) => datasetUri(id, 'current')).join(', ')} and their versions are.`,
      );
    subscriptions.add(uri);
    return {};
  });
  server.setRequestHandler(UnsubscribeRequestSchema, ({ params: { uri } }) => {
    subscriptions.delete(uri);
    return {};
  });
}
