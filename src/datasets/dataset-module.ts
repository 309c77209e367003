/**
 * A dataset as one module: everything the service knows of it whatever the version,
 * in its own folder (src/datasets/<id>/dataset.ts), from which every list of datasets is
 * derived (registry.ts). Its importer and fetcher load only when asked: the service never
 * imports (the CLI does), and their libraries (pinyin, rar) stay out of its start-up.
 */
import type { JsonSchema } from '../core/json-schema.js';
import type { Texts } from '../i18n/texts.js';
import type { Importer } from './model.js';
import type { SizeRefusals } from './size-limit.js';

/** The texts of a dataset's underlying licences, by copy key, in the four languages. */
export type LicenceTexts = Readonly<Record<`license.underlying.${string}`, Texts>>;

export type Env = Readonly<Record<string, string | undefined>>;

/** What `npm run fetch` downloaded into a scratch folder, for `npm run import` to read. */
interface Fetched {
  /** The file or folder to import. */
  target: string;
  /** The address the publication came from, where one address gave it all. */
  origin?: string;
}

export interface Fetcher {
  /** The options fetch reads itself, not passed on to the import. */
  consumes: readonly string[];
  fetch(request: {
    options: Readonly<Record<string, string>>;
    env: Env;
    folder: string;
    print: (line: string) => void;
    /**
     * A scheduled job's addresses refused for their size since its last scheduled run: passed over,
     * and those refused now added. Absent for `npm run fetch`, which tries every address it is given.
     */
    sizeRefused?: SizeRefusals;
  }): Promise<Fetched>;
}

/** One `npm run import` of the shipped data: the words after `npm run import --`. */
type ShippedImport = (places: { sources: string; root: string; scratch: string }) => readonly string[];

export interface DatasetModule<Id extends string, Licences extends LicenceTexts> {
  id: Id;
  /** What the dataset is, for people, in the four languages (GET /v1/datasets `name`, the site). */
  names: Texts;
  publisher: Texts;
  /** The credit line callers quote (provenance.datasets[].source). */
  source: Texts;
  licenceTexts: Licences;
  /** Its licence copy keys, in the order provenance lists them. */
  licenses: readonly (keyof Licences & string)[];
  /** True until the reuse terms of the underlying data are confirmed. */
  draft: boolean;
  /** Whether the origin (file or page) may be shown; false gives `origin: null`. */
  originShown: boolean;
  /**
   * Shipped with the service, so the service is not ready without a version of it; false for a
   * dataset its users import themselves (the refund library cannot be downloaded everywhere).
   */
  shipped: boolean;
  /** The JSON Schema of one row as its importer writes it (docs/datasets.md, A version on disk), for OpenAPI and the tests. */
  rowSchema: JsonSchema;
  /** What `<path>` of `npm run import -- <id> <path>` is, and its own options, for the usage text. */
  importUsage: string;
  importer(): Promise<Importer>;
  /** `npm run fetch -- <id>`: its options for the usage text, and the fetcher; absent where nothing can be fetched. */
  fetching?: { usage: string; fetcher(): Promise<Fetcher> };
  /**
   * Where the publisher keeps a calendar: the day of the newest publication that should be
   * installed at `now` (GET /v1/datasets says a dataset is stale when its newest is older).
   * Absent for publishers without one (a library edition comes with a notice, not on a day).
   */
  publicationDue?: (now: Date) => string | null;
  /** How `scripts/ship-data.ts` rebuilds its versions in data/, in order; empty when it is not shipped. */
  shippedImports: readonly ShippedImport[];
}
