/**
 * The datasets this build serves, one module each (src/datasets/<id>/dataset.ts), in the order
 * the dataset list shows them. Every list of datasets is derived from this one: the ids, the
 * credits and licences, the row schemas of the OpenAPI documents, the importers and fetchers of
 * the CLI, the recipe of the shipped data, the not-found sentence. A 6th dataset is a folder, its
 * id in ids.ts and its module here; a module missing a part, or a list that differs from the ids,
 * does not compile.
 */
import { centralParity } from './central-parity/dataset.js';
import { DATASET_IDS, type DatasetId } from './ids.js';
import { containers } from './containers/dataset.js';
import { divisors } from './divisors/dataset.js';
import { ports } from './ports/dataset.js';
import { refundRates } from './refund-rates/dataset.js';

export const DATASET_MODULES = [centralParity, refundRates, ports, containers, divisors] as const;

export type DatasetModuleOf = (typeof DATASET_MODULES)[number];

/** The modules' ids, in order, are the literal list of ids.ts: a difference is a compile error. */
type IdsOf<T> = { [K in keyof T]: T[K] extends { id: infer Id } ? Id : never };
type ModuleIds = IdsOf<typeof DATASET_MODULES>;
const SAME_IDS: ModuleIds extends typeof DATASET_IDS ? (typeof DATASET_IDS extends ModuleIds ? true : never) : never =
  true;
void SAME_IDS;

export { DATASET_IDS, type DatasetId };

const BY_ID = new Map<string, DatasetModuleOf>(DATASET_MODULES.map((module) => [module.id, module]));

export function isDatasetId(text: string): text is DatasetId {
  return BY_ID.has(text);
}

/** The module of a dataset id; undefined for a text that names none. */
export function findDataset(id: string): DatasetModuleOf | undefined {
  return BY_ID.get(id);
}

/** The module of a known id. */
export function datasetModule(id: DatasetId): DatasetModuleOf {
  const module = BY_ID.get(id);
  if (module === undefined) throw new Error(`no module for dataset ${id}`);
  return module;
}

type Union<T> = (T extends unknown ? (each: T) => void : never) extends (all: infer I) => void ? I : never;

/** Every dataset's licence texts, for the copy catalogue. */
export const DATASET_LICENCE_COPY: Union<DatasetModuleOf['licenceTexts']> = Object.assign(
  {},
  ...DATASET_MODULES.map((module) => module.licenceTexts),
);
