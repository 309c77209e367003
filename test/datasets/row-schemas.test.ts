/**
 * Every row of every shipped version, and of the refund library as imported from files in the
 * publisher's layout (the fixture), matches its dataset's row schema (issue 15): what the
 * OpenAPI documents promise for pages of rows and rows.json is what the importers write.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import type { Row } from '../../src/datasets/model.js';
import { DATASET_IDS, type DatasetId, datasetModule } from '../../src/datasets/registry.js';
import { loadStore } from '../../src/datasets/store.js';
import { readConfig } from '../../src/http/config.js';
import { EVIDENCE_RECORDS } from '../fixtures/refund-evidence-library.js';
import { generateLibrary, writeLibraryFixture } from '../fixtures/refund-library.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = Object.fromEntries(DATASET_IDS.map((id) => [id, ajv.compile(datasetModule(id).rowSchema)]));

function assertRows(dataset: DatasetId, rows: readonly Row[], where: string): void {
  const validate = validators[dataset]!;
  for (const [index, row] of rows.entries()) {
    if (!validate(row))
      assert.fail(`${where} row ${index} ${JSON.stringify(row).slice(0, 200)}: ${ajv.errorsText(validate.errors)}`);
  }
}

describe('row schemas', () => {
  it('hold every row of every shipped version', () => {
    const store = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    let checked = 0;
    for (const [dataset, versions] of store.versions) {
      for (const version of versions) {
        assertRows(dataset, version.rows, `${dataset}@${version.manifest.version}`);
        checked += version.rows.length;
      }
    }
    assert.ok(checked > 1000, `${checked} rows`);
  });

  it('hold the refund library as imported from files in the publisher’s layout', async () => {
    for (const written of [
      writeLibraryFixture(mkdtempSync(join(tmpdir(), 'row-schema-evidence-')), EVIDENCE_RECORDS),
      generateLibrary(mkdtempSync(join(tmpdir(), 'row-schema-generated-')), { codes: 200, periods: 600 }),
    ]) {
      const [version] = await refundRatesImporter.read(written.folder, {
        published: '2026-06-10',
        edition: 'ROW-SCHEMA-FIXTURE',
      });
      assert.ok(version && version.rows.length > 0);
      assertRows('refund-rates', version.rows, written.folder);
    }
  });

  it('refuse what no importer writes: a JSON number, an unknown column of a known layout', () => {
    assert.equal(
      validators['central-parity']!({
        id: 'USD/CNY',
        date: '2026-09-04',
        currency: 'USD',
        base: 'USD',
        quote: 'CNY',
        per: '1',
        value: 6.7787,
      }),
      false,
    );
    assert.equal(
      validators.ports!({
        id: 'cnsha',
        code: 'CNSHA',
        codes: ['CNSHA'],
        name: { en: 'Shanghai' },
        country: 'CN',
        country_name: {},
        search: { zh: [], pinyin: [], en: [] },
        sources: [],
        berths: '3',
      }),
      false,
    );
  });
});
