/** One importer per dataset, each reading its publisher's own format. */
import type { DatasetId, Importer } from '../model.js';
import { centralParityImporter } from './central-parity.js';
import { curatedImporter } from './curated.js';

export const IMPORTERS: Partial<Record<DatasetId, Importer>> = {
  'central-parity': centralParityImporter,
  containers: curatedImporter('containers'),
  divisors: curatedImporter('divisors'),
};
