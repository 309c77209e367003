/**
 * Every step and warning sentence of the calculators, in the four languages, against written
 * expectations (issue 16). TEST FIXTURE test/fixtures/reviewed-sentences.json holds, for each
 * step id or warning code a calculation can give, one input that gives it (a worked example, a
 * recorded generated input, or a case written for it) and the sentence in zh-CN, en, ja and ko
 * as reread: the English by the author, the Chinese, Japanese and Korean each by a reviewer
 * reading every sentence beside the English for its meaning, its terms (免抵退税额, 口銭, 징수율…),
 * one sentence, counters and measure words, and Korean particles that hold for any value; what
 * they found was fixed in the copy before the sentences were written down. A sentence that
 * changes is reread and its expectation changed by hand, never re-recorded.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { projectRoot } from '../../src/project-root.js';
import { TOOLS } from '../../src/tools/registry.js';
import { type Answer, toolSuite } from '../helpers/tools.js';

interface Reviewed {
  id: string;
  tool: string;
  inputs: Record<string, unknown>;
  texts: Record<string, string>;
}

const REVIEWED = JSON.parse(
  readFileSync(join(projectRoot(), 'test', 'fixtures', 'reviewed-sentences.json'), 'utf8'),
) as Reviewed[];

describe('reviewed sentences of every step and warning (issue 16)', () => {
  const suite = toolSuite();

  it('covers every step and warning a calculator declares, but for the refund-library flags and a few unreachable ones', () => {
    const reviewed = new Set(REVIEWED.map((entry) => entry.id));
    // Reached only with an installed refund library or with data missing, and tested where they are reached.
    const elsewhere = new Set([
      'tuishui.code_choose',
      'tuishui.code_taxed',
      'tuishui.code_exempt',
      'tuishui.code_flagged',
      'tuishui.code_narrower',
      'tuishui.code_not_listed',
      'tuishui.code_not_found',
      'tuishui.refund_rate_differs',
      'tuishui.tax_rate_differs',
      'tuishui.input_tax_missing_declared',
      'cbm.no_divisor',
      'container-load.own_no_payload',
      'baojia.rate_parity',
      'baojia.port_unchecked',
      'baojia.margin_on_cost',
      'parity.earlier_day',
      // Said only when a load plan's budget is spent, about 1.5 s of CPU a language.
      'load-plan.budget',
    ]);
    for (const tool of TOOLS) {
      for (const key of [...tool.steps, ...tool.warnings]) {
        if (!reviewed.has(key) && !elsewhere.has(key)) assert.fail(`${tool.id}: ${key} has no reviewed sentence`);
      }
    }
    for (const entry of REVIEWED) {
      // A step or warning a calculation gives is declared by its tool (and so published in its description).
      const tool = TOOLS.find((candidate) => candidate.id === entry.tool);
      assert.ok(
        tool && [...tool.steps, ...tool.warnings].some((key) => key === entry.id),
        `${entry.tool} does not declare ${entry.id}`,
      );
      for (const lang of LANGUAGES) assert.ok(entry.texts[lang], `${entry.id} ${lang}`);
    }
  });

  for (const entry of REVIEWED) {
    it(`${entry.tool} ${entry.id}`, async () => {
      for (const lang of LANGUAGES) {
        const { response, body } = await suite.compute(entry.tool, entry.inputs, lang);
        assert.equal(response.statusCode, 200, `${lang} ${JSON.stringify(body.issues)}`);
        const said = [...(body.steps as Answer[]), ...(body.warnings as Answer[])].find(
          (item) => (item.id ?? item.code) === entry.id,
        );
        assert.equal(said?.message, entry.texts[lang], lang);
      }
    });
  }
});
