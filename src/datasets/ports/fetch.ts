/**
 * `npm run fetch -- ports`: the ports' files as they are (the World Port Index, sea-ports, the
 * UN/LOCODE and country tables, the curated names: --sources, by default sources/ports
 * in the repository), and Wikidata's names of every place with a UN/LOCODE, asked in one SPARQL
 * query (wikidata-query.ts; address WIKIDATA_SPARQL_URL). The answer is recorded in the folder as
 * <folder>/wikidata/port-labels.json, so the new version lists it among its sources with its hash.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sourcesDir } from '../../project-root.js';
import { projectVersion } from '../../project-version.js';
import type { Fetcher } from '../dataset-module.js';
import { type DownloadLimits, download } from '../download.js';
import { ImportError } from '../model.js';
import { WIKIDATA_FILE } from './importer.js';
import { WIKIDATA_SPARQL_URL, portLabelsRequest } from './wikidata-query.js';

/**
 * What Wikidata's answer may weigh, as sent and decoded: 128 MiB. The answer is not kept in
 * sources/; were every UN/LOCODE location (over 100,000) on Wikidata with all five labels, about 500
 * bytes of SPARQL JSON each, it would be some 60 MB: the limit is twice that, the query's largest answer.
 */
const WIKIDATA_LIMITS: DownloadLimits = { wire: 128 * 1024 * 1024, inflated: 128 * 1024 * 1024 };

export const portsFetcher: Fetcher = {
  consumes: ['sources'],
  async fetch({ options, env, folder, print }) {
    const sources = resolve(options.sources ?? join(sourcesDir(), 'ports'));
    if (!existsSync(join(sources, 'port-names.csv'))) {
      throw new ImportError(`${sources} is not a ports folder (no port-names.csv): give it with --sources`);
    }
    cpSync(sources, folder, { recursive: true });
    const endpoint = env.WIKIDATA_SPARQL_URL || WIKIDATA_SPARQL_URL;
    const userAgent = `export-trade-api/${projectVersion()} (port names by UN/LOCODE for an export trade reference service)`;
    const { url, init } = portLabelsRequest(endpoint, userAgent);
    print(`asking ${endpoint} for the labels of every item with a UN/LOCODE (P1937)`);
    const answer = await download(url, WIKIDATA_LIMITS, init);
    const target = join(folder, WIKIDATA_FILE[0]);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, answer);
    // No `origin`: the version is made of the local files as much as of Wikidata's answer.
    return { target: folder };
  },
};
