/** One importer per dataset, each reading its publisher's own format. */
import type { DatasetId, Importer } from '../model.js';
import { centralParityImporter } from './central-parity.js';
import { curatedImporter } from './curated.js';
import { portsImporter } from './ports.js';
import { refundRatesImporter } from './refund-rates.js';

export const IMPORTERS: Partial<Record<DatasetId, Importer>> = {
  'central-parity': centralParityImporter,
  'refund-rates': refundRatesImporter,
  ports: portsImporter,
  containers: curatedImporter('containers'),
  divisors: curatedImporter('divisors'),
};
