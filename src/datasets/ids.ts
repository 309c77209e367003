/**
 * The ids of the datasets this build serves, in the order the dataset list shows them: a literal
 * list with no imports, so that the model and the importers can name a dataset without importing
 * the registry of modules (which imports them). registry.ts checks that its modules are exactly these.
 */
export const DATASET_IDS = ['central-parity', 'refund-rates', 'ports', 'containers', 'divisors'] as const;

export type DatasetId = (typeof DATASET_IDS)[number];
