/**
 * The provenance text is made once per site, language and versions read (src/http/provenance.ts):
 * two versions of one name whose manifests differ (a version imported again with its notice, or
 * two stores in one process) each keep their own text. The full suite found a page answering with
 * another store's provenance for a version of the same name.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ProvenanceEntry, provenanceJson } from '../../src/http/provenance.js';

const entry = (more: Partial<ProvenanceEntry>): ProvenanceEntry => ({
  id: 'refund-rates',
  version: '2026-06-10',
  published_at: '2026-06-10',
  origin: null,
  source: { 'zh-CN': '文库', en: 'library', ja: '文庫', ko: '문고' },
  publisher: { 'zh-CN': '税务总局', en: 'STA', ja: '税務総局', ko: '세무총국' },
  licenses: [],
  ...more,
});

describe('the provenance text of a version', () => {
  it('is its own manifest’s, never that of another version of the same name', () => {
    // A site of its own: the texts are kept per process, and no other test's answers may be made from these.
    const options = { site: 'https://provenance.test', lang: 'en' as const, now: new Date('2026-11-28T00:00:00Z') };
    const without = JSON.parse(provenanceJson({ ...options, datasets: [entry({})] }));
    const withNotice = JSON.parse(
      provenanceJson({
        ...options,
        datasets: [entry({ origin: 'https://example.test/library.zip', source_url: 'https://example.test/notice' })],
      }),
    );
    assert.equal(without.datasets[0].source_url, undefined);
    assert.equal(withNotice.datasets[0].source_url, 'https://example.test/notice');
    assert.equal(withNotice.datasets[0].origin, 'https://example.test/library.zip');
  });
});
