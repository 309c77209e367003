/** The curated tables (curated/*.csv): each figure as published beside its normalised value. */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { curatedImporter } from '../../src/datasets/curated/importer.js';
import { projectRoot } from '../../src/project-root.js';

const CONTAINERS = join(projectRoot(), 'curated', 'containers.csv');
const DIVISORS = join(projectRoot(), 'curated', 'divisors.csv');

function variant(source: string, edit: (text: string) => string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'curated-')), 'table.csv');
  writeFileSync(path, edit(readFileSync(source, 'utf8')));
  return path;
}

describe('curated tables', () => {
  it('containers: one row per published figure, with its source page', async () => {
    const [version] = await curatedImporter('containers').read(CONTAINERS, { published: '2026-11-22' });
    const row = version?.rows.find((r) => r.id === '20GP.hapag-lloyd.length');
    assert.deepEqual(row, {
      id: '20GP.hapag-lloyd.length',
      type: '20GP',
      length_mm: '5900',
      published: { figure: '5,900', form: 'inside length', unit: 'mm' },
      source: "Hapag-Lloyd, 20' Standard",
      source_url: 'https://www.hapag-lloyd.com/en/services-information/cargo-fleet/container/20-standard.html',
    });
    const types = new Set(version?.rows.map((r) => r.type));
    assert.deepEqual([...types].sort(), ['20GP', '40GP', '40HQ', '45HQ']);
    assert.ok(version?.columns.includes('published.figure'));
  });

  it('divisors: air 6000, express 5000, sea W/M 1000 cm3 per kg; express 139 in3 per lb', async () => {
    const [version] = await curatedImporter('divisors').read(DIVISORS, { published: '2026-11-25' });
    const figures = version?.rows.map(
      (r) => `${r.mode} ${r.cm3_per_kg ?? ''}${r.in3_per_lb ?? ''} ${r.cm3_per_kg ? 'cm3/kg' : 'in3/lb'}`,
    );
    assert.deepEqual(figures, ['air 6000 cm3/kg', 'express 5000 cm3/kg', 'lcl 1000 cm3/kg', 'express 139 in3/lb']);
    // The imperial figure is DHL's own sentence: "139 for inches/pounds or 5,000 for centimeters/kilograms".
    assert.match(JSON.stringify(version?.rows[3]), /139 for inches\/pounds/);
  });

  it('refuses a value that is not the published figure unless a note says how it was derived', async () => {
    const path = variant(CONTAINERS, (text) => text.replace('length_mm,5900,"5,900"', 'length_mm,5901,"5,900"'));
    await assert.rejects(
      curatedImporter('containers').read(path, { published: '2026-11-22' }),
      /not the published figure/,
    );
  });

  it('refuses a duplicate id, a missing --published and a wrong header', async () => {
    const doubled = variant(DIVISORS, (text) => text + text.split('\n')[1] + '\n');
    await assert.rejects(curatedImporter('divisors').read(doubled, { published: '2026-11-22' }), /appears twice/);
    await assert.rejects(curatedImporter('divisors').read(DIVISORS, {}), /--published/);
    const header = variant(DIVISORS, (text) => text.replace('published_unit', 'unit'));
    await assert.rejects(curatedImporter('divisors').read(header, { published: '2026-11-22' }), /header/);
  });
});
