/** The copy catalogue: every key in four languages, the same placeholders, sentences that end. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGUE } from '../../src/i18n/catalogue.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { bilingual, placeholdersOf } from '../../src/i18n/messages.js';

describe('copy catalogue', () => {
  for (const [key, texts] of Object.entries(CATALOGUE)) {
    it(key, () => {
      assert.match(key, /^[a-z0-9_-]+(\.[a-z0-9_.-]+)+$/, 'a dotted key');
      assert.deepEqual(Object.keys(texts).sort(), [...LANGUAGES].sort());
      const expected = placeholdersOf(texts.en);
      for (const lang of LANGUAGES) {
        const text = texts[lang];
        assert.ok(text.trim().length > 0, `${lang} text`);
        assert.deepEqual(placeholdersOf(text), expected, `${lang} uses the same values as en`);
      }
      assert.match(texts['zh-CN'], /\p{Script=Han}/u);
      assert.match(texts.ja, /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
      assert.match(texts.ko, /\p{Script=Hangul}/u);
      if (key.startsWith('code.') || key.startsWith('unit.')) return; // a word filled into sentences
      assert.match(texts['zh-CN'], /^[^。]+。$/, 'one Chinese sentence');
      assert.match(texts.en, /^[A-Z].*\.$/, 'one English sentence');
      assert.match(texts.ja, /。$/);
      assert.match(texts.ko, /[.。]$/);
      // A refusal of the contract is one sentence in every language (api-v1 §7); notes may be longer.
      if (/^(api|param|input|dataset|tool)\./.test(key) || key === 'refund_rate.library_missing') {
        assert.match(texts.ja, /^[^。]+。$/, 'one Japanese sentence');
        assert.doesNotMatch(texts.ko, /[.](\s)/, 'one Korean sentence');
        assert.doesNotMatch(texts.en, /[.](\s)\S/, 'one English sentence');
      }
      assert.equal(bilingual(key as keyof typeof CATALOGUE, {}), `${texts['zh-CN']} ${texts.en}`);
    });
  }
});
