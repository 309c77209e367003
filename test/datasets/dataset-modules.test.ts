/**
 * One module per dataset (issue 17): every list of datasets is derived from the modules of
 * src/datasets/registry.ts, so each module is found in each of them, and a module's parts hold
 * together (its importer writes its id, its licence texts are in the catalogue in four languages).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runFetch } from '../../src/cli/fetch.js';
import { runImport } from '../../src/cli/import.js';
import { DATASET_IDS, DATASET_MODULES, datasetModule, findDataset, isDatasetId } from '../../src/datasets/registry.js';
import { CATALOGUE, isCopyKey } from '../../src/i18n/catalogue.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { bilingual } from '../../src/i18n/messages.js';
import { readinessOf } from '../../src/http/service.js';
import { loadStore } from '../../src/datasets/store.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { toolSuite } from '../helpers/tools.js';

async function printed(run: (print: (line: string) => void) => Promise<number>): Promise<string> {
  const lines: string[] = [];
  await run((line) => lines.push(line));
  return lines.join('\n');
}

describe('dataset modules', () => {
  // One service for every module's checks.
  const suite = toolSuite();

  it('are five, each id once, in the order of the spec', () => {
    assert.deepEqual(DATASET_IDS, ['central-parity', 'refund-rates', 'ports', 'containers', 'divisors']);
  });

  for (const module of DATASET_MODULES) {
    describe(module.id, () => {
      it('is found by its id, and nothing else is', () => {
        assert.ok(isDatasetId(module.id));
        assert.equal(findDataset(module.id), module);
        assert.equal(datasetModule(module.id), module);
        assert.equal(findDataset(`${module.id}x`), undefined);
      });

      it('brings its licence texts to the catalogue, in the four languages', () => {
        assert.ok(module.licenses.length > 0);
        for (const key of module.licenses) {
          assert.ok(isCopyKey(key), key);
          for (const lang of LANGUAGES) assert.ok(CATALOGUE[key][lang], `${key} ${lang}`);
        }
      });

      it('is named where the datasets are listed: the not-found sentence, the import usage, the dataset list and its row schema', async () => {
        assert.match(bilingual('dataset.not_found', { datasets: DATASET_IDS.join(', ') }), new RegExp(module.id));
        assert.match(await printed((print) => runImport([], print)), new RegExp(`^  ${module.id} `, 'm'));
        const app = suite.app();
        const list = (await app.inject('/v1/datasets')).json() as { datasets: { id: string }[] };
        assert.ok(list.datasets.some((entry) => entry.id === module.id));
        const document = (await app.inject('/v1/openapi.json')).json() as {
          components: { schemas: Record<string, { oneOf?: unknown[] }> };
        };
        const rowSchemas = Object.keys(document.components.schemas).filter((name) => name.endsWith('Row'));
        assert.equal(rowSchemas.length, DATASET_MODULES.length);
        const notFound = (await app.inject('/v1/datasets/nothing')).json() as { issues: { message: string }[] };
        assert.match(notFound.issues[0]?.message ?? '', new RegExp(module.id));
      });

      it('has an importer that writes its own id', async () => {
        assert.equal((await module.importer()).dataset, module.id);
      });

      it('is required for readiness exactly when it is shipped, and then says how data/ is made', () => {
        const report = readinessOf(loadStore(tempDataDir()), { state: () => 'memory' }, new Date());
        assert.equal(report.datasets.missing.includes(module.id), module.shipped);
        assert.equal(module.shippedImports.length > 0, module.shipped);
      });

      it('is fetched only where it says how', async () => {
        const usage = await printed((print) => runFetch([], print, {}));
        assert.equal(usage.includes(`${module.id} `), module.fetching !== undefined);
        if (module.fetching) assert.equal(typeof (await module.fetching.fetcher()).fetch, 'function');
        else
          await assert.rejects(
            runFetch([module.id], () => {}, {}),
            /npm run import/,
          );
      });
    });
  }
});
