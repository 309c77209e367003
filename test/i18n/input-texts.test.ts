/**
 * Tool descriptions in the asked language (issue 15): every input of every tool, and every field
 * of its rows, is described in Chinese, Japanese and Korean as well as English (the declaration's
 * own words), through GET /v1/tools/{id}?lang=…; completeness is also a compile-time property of
 * each tool's input-texts.ts (src/tools/kit/input-texts.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../src/i18n/languages.js';
import type { InputSpec } from '../../src/tools/kit/input-spec.js';
import { TOOLS } from '../../src/tools/registry.js';
import { serviceApp } from '../helpers/app.js';

interface Described {
  name: string;
  description: string;
  fields?: Described[];
}

/** The script each language is written in (the input names and codes inside stay Latin). */
const SCRIPT: Record<string, RegExp> = {
  'zh-CN': /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
};

function flatten(inputs: readonly Described[], prefix = ''): Array<[string, string]> {
  return inputs.flatMap((input) => [
    [`${prefix}${input.name}`, input.description] as [string, string],
    ...flatten(input.fields ?? [], `${prefix}${input.name}.`),
  ]);
}
function declared(specs: readonly InputSpec[], prefix = ''): Array<[string, string]> {
  return specs.flatMap((spec) => [
    [`${prefix}${spec.name}`, spec.description] as [string, string],
    ...('fields' in spec ? declared(spec.fields, `${prefix}${spec.name}.`) : []),
  ]);
}

describe('tool input descriptions in four languages', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());

  it('are the declarations’ own in English, and written in each other language’s script', async () => {
    for (const tool of TOOLS) {
      const english = new Map(declared(tool.inputs));
      for (const lang of LANGUAGES) {
        const response = await app.inject(`/v1/tools/${tool.id}?lang=${lang}`);
        assert.equal(response.statusCode, 200);
        const described = flatten(response.json().tool.inputs);
        assert.deepEqual(
          described.map(([path]) => path),
          [...english.keys()],
          `${tool.id} ${lang}: every input and field`,
        );
        for (const [path, text] of described) {
          if (lang === 'en') {
            assert.equal(text, english.get(path), `${tool.id} ${path}`);
            continue;
          }
          assert.notEqual(text, english.get(path), `${tool.id} ${path} ${lang} is not the English`);
          assert.match(text, SCRIPT[lang]!, `${tool.id} ${path} ${lang}: ${text}`);
          // No English sentence left: at most three Latin words in a row (names, codes and units stay Latin).
          assert.doesNotMatch(text, /(?:\b[A-Za-z]{2,}\b[ ,]+){4}[A-Za-z]{2,}/, `${tool.id} ${path} ${lang}: ${text}`);
        }
      }
    }
  });

  it('give each language its own ETag, and the same one again', async () => {
    const tags = new Set<string>();
    for (const lang of LANGUAGES) tags.add(String((await app.inject(`/v1/tools/baojia?lang=${lang}`)).headers.etag));
    assert.equal(tags.size, LANGUAGES.length);
    assert.ok(tags.has(String((await app.inject('/v1/tools/baojia?lang=ja')).headers.etag)));
  });
});
