/**
 * The words a reader sees on every page (issue 32): no API field name written in camelCase
 * outside a `<code>` hint, in any of the four languages. The text checked is what a person reads
 * or hears: the page's text and its `title`, `aria-label`, `placeholder` and `alt` attributes;
 * `<code>`, scripts and styles are left out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';
import { inLanguage, readerText, sitePages } from '../helpers/site-pages.js';

const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g;

describe('the words a reader sees', () => {
  let app: FastifyInstance;
  let pages: string[] = [];
  before(async () => {
    app = await serviceApp({
      DATA_DIR: await siteDataDir(),
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
    });
    const ports = (await app.inject('/v1/datasets/ports')).json();
    pages = sitePages(String(ports.current ?? ''));
  });
  after(() => app.close());

  it('names no API field in camelCase outside a <code> hint, on any page, in any language', async () => {
    const found: string[] = [];
    for (const lang of LANGUAGES)
      for (const path of pages) {
        const response = await app.inject(inLanguage(path, lang));
        assert.ok(response.statusCode < 500, `${lang} ${path}`);
        const names = new Set(readerText(response.body).match(CAMEL_CASE) ?? []);
        if (names.size > 0) found.push(`${lang} ${path.slice(0, 40)}: ${[...names].join(', ')}`);
      }
    assert.deepEqual(found, []);
  });
});
