/**
 * A typed client of the Export Trade Calculation and Reference Data API: openapi-fetch over the
 * types openapi-typescript generated from the service's own OpenAPI 3.1 document (schema.d.ts,
 * `npm run client` at the project root regenerates it). Each path, parameter, body and answer is
 * typed; a tool's outputs are its own named figures, each narrowed by `kind`.
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type Schemas = components['schemas'];
/** A typed figure (§2.1): a union told apart by `kind`. */
export type Figure = Schemas['Figure'];

/** The client: `GET`, `POST` … on the paths of /v1/, answers typed by status. */
export function createExportTradeClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}

export type ExportTradeClient = ReturnType<typeof createExportTradeClient>;
