/**
 * The website's words (src/i18n/site-words.ts) and the MCP server's (src/mcp/words.ts): each in
 * the four languages, with the same placeholders in each, and each used (a word nothing shows is
 * dead text).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { placeholdersOf } from '../../src/i18n/messages.js';
import { SITE_WORDS, siteWord } from '../../src/i18n/site-words.js';
import { MCP_WORDS } from '../../src/mcp/words.js';
import { projectRoot } from '../../src/project-root.js';

/** The TypeScript of a folder, but for the file that defines the words. */
function sources(folder: string, apart = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name), apart)
      : entry.name.endsWith('.ts') && entry.name !== apart
        ? [readFileSync(join(folder, entry.name), 'utf8')]
        : [],
  );
}

describe('site and MCP words', () => {
  it('are written in every language with the same placeholders', () => {
    for (const [key, texts] of [...Object.entries(SITE_WORDS), ...Object.entries(MCP_WORDS)]) {
      const english = placeholdersOf(texts.en);
      for (const lang of LANGUAGES) {
        assert.ok(texts[lang].trim().length > 0, `${key} ${lang}`);
        assert.deepEqual(placeholdersOf(texts[lang]), english, `${key} ${lang}`);
      }
    }
  });

  it('are each used: the site’s by a page, the MCP server’s by a tool or a summary', () => {
    const site = sources(join(projectRoot(), 'src', 'site')).join('\n');
    for (const key of Object.keys(SITE_WORDS)) assert.ok(site.includes(`'${key}'`), `${key} is used`);
    const mcp = sources(join(projectRoot(), 'src', 'mcp'), 'words.ts').join('\n');
    for (const key of Object.keys(MCP_WORDS)) assert.ok(mcp.includes(`('${key}'`), `${key} is used`);
  });

  it('fill their values', () => {
    assert.equal(siteWord('site.refund.chapter', 'en', { chapter: '85' }), 'Chapter 85');
    assert.equal(siteWord('site.refund.chapter', 'zh-CN', { chapter: '85' }), '第 85 章');
  });
});
