/** One importer per dataset, each reading its publisher's own format. */
import type { DatasetId, Importer } from '../model.js';
import { centralParityImporter } from './central-parity.js';
import { curatedImporter } from './curated.js';
import { portsImporter } from './ports.js';

export const IMPORTERS: Partial<Record<DatasetId, Importer>> = {
  'central-parity': centralParityImporter,
  ports: portsImporter,
  containers: curatedImporter('containers'),
  divisors: curatedImporter('divisors'),
};
