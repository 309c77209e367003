/**
 * The website's words (src/i18n/site-words.ts): each in the four languages, with the same
 * placeholders in each, and each used by a page (a word no page shows is dead text).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { placeholdersOf } from '../../src/i18n/messages.js';
import { SITE_WORDS, siteWord } from '../../src/i18n/site-words.js';
import { projectRoot } from '../../src/project-root.js';

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(join(folder, entry.name), 'utf8')]
        : [],
  );
}

describe('site words', () => {
  it('are written in every language with the same placeholders', () => {
    for (const [key, texts] of Object.entries(SITE_WORDS)) {
      const english = placeholdersOf(texts.en);
      for (const lang of LANGUAGES) {
        assert.ok(texts[lang].trim().length > 0, `${key} ${lang}`);
        assert.deepEqual(placeholdersOf(texts[lang]), english, `${key} ${lang}`);
      }
    }
  });

  it('are each shown by a page', () => {
    const site = sources(join(projectRoot(), 'src', 'site')).join('\n');
    for (const key of Object.keys(SITE_WORDS)) assert.ok(site.includes(`'${key}'`), `${key} is used`);
  });

  it('fill their values', () => {
    assert.equal(siteWord('site.refund.chapter', 'en', { chapter: '85' }), 'Chapter 85');
    assert.equal(siteWord('site.refund.chapter', 'zh-CN', { chapter: '85' }), '第 85 章');
  });
});
