/**
 * Every MCP tool's description in every language, graded by the checklist of test/helpers/mcp-rubric.ts
 * (Glama's dimensions: purpose, when to use, inputs, output, conciseness, 1 to 5 each) as a client
 * receives it from `tools/list` over HTTP: a title in the language, the read-only hints, a
 * when-to-use line naming another tool, a worked example that is JSON and fits the tool's input
 * schema, an output line, every input field described in the language, under
 * MOST_DESCRIPTION_CHARS characters, no sentence shared with another tool. Each tool scores 4.5 or
 * more, and no dimension of any tool below 4; the table of means and minimums is written as a
 * diagnostic (docs/mcp.md, Descriptions).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGES, type Lang } from '../../src/i18n/languages.js';
import { MOST_DESCRIPTION_CHARS } from '../../src/mcp/descriptions.js';
import { mcpWord } from '../../src/mcp/words.js';
import { TOOLS } from '../../src/tools/registry.js';
import { type ListeningMcp, listeningMcp } from '../helpers/mcp-listening.js';
import { DIMENSIONS, type Grade, type ListedTool, gradeTools } from '../helpers/mcp-rubric.js';

describe('MCP tool descriptions, graded', () => {
  let service: ListeningMcp;
  const listed = new Map<Lang, ListedTool[]>();

  before(async () => {
    service = await listeningMcp();
    for (const lang of LANGUAGES) listed.set(lang, (await (await service.connect(lang)).listTools()).tools);
  });
  after(() => service.close());

  const toolsIn = (lang: Lang) => listed.get(lang) ?? [];

  it('gives every tool its title in the language and the read-only hints', () => {
    for (const lang of LANGUAGES)
      for (const tool of toolsIn(lang)) {
        assert.ok(tool.title && tool.title !== tool.name, `${tool.name} ${lang}: a title`);
        assert.equal(tool.annotations?.title, tool.title, `${tool.name} ${lang}`);
        assert.deepEqual(
          { ...tool.annotations, title: undefined },
          { title: undefined, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
          `${tool.name} ${lang}`,
        );
      }
    // A calculator's title is its name on the site, in the language.
    const japanese = toolsIn('ja');
    for (const tool of TOOLS)
      assert.equal(japanese.find((listedTool) => listedTool.name === tool.id.replace(/-/g, '_'))?.title, tool.names.ja);
  });

  it('says in every description when to use the tool and which other fits better, with an example it takes', () => {
    for (const lang of LANGUAGES) {
      const tools = toolsIn(lang);
      for (const tool of tools) {
        const lines = String(tool.description).split('\n');
        const when = lines.find((line) => line.startsWith(mcpWord('mcp.when', lang)));
        assert.ok(when, `${tool.name} ${lang}: when to use it`);
        assert.match(when, /`[a-z_]+`/, `${tool.name} ${lang}: names another tool`);
        const example = lines.find((line) => line.startsWith(mcpWord('mcp.example', lang)));
        assert.ok(example, `${tool.name} ${lang}: an example`);
        assert.ok(
          lines.some((line) => line.startsWith(mcpWord('mcp.returns', lang))),
          `${tool.name} ${lang}: output`,
        );
        assert.ok(String(tool.description).length <= MOST_DESCRIPTION_CHARS, `${tool.name} ${lang}: too long`);
      }
      // A calculator's example is its definition's own.
      const cbm = tools.find((tool) => tool.name === 'cbm');
      const example = TOOLS.find((tool) => tool.id === 'cbm')?.example;
      assert.ok(String(cbm?.description).includes(`${mcpWord('mcp.example', lang)}${JSON.stringify(example)}`));
    }
  });

  it('describes every input field in the language of the list, kinds and bounds included', () => {
    const cbm = (lang: Lang) =>
      toolsIn(lang).find((tool) => tool.name === 'cbm')?.inputSchema as {
        properties: { cartons: { description: string; items: { properties: { quantity: { description: string } } } } };
      };
    assert.equal(cbm('ja').properties.cartons.description, 'カートンの明細（1行に1種類）：外寸、1箱の総重量、箱数。');
    assert.equal(
      cbm('zh-CN').properties.cartons.items.properties.quantity.description,
      '这种尺寸的箱数。整数，写成字符串，不小于 1，不大于 10000000。',
    );
    assert.match(cbm('en').properties.cartons.items.properties.quantity.description, /^Number of cartons/);
    const lookup = toolsIn('ko').find((tool) => tool.name === 'refund_rate_lookup')?.inputSchema as {
      properties: { code: { description: string } };
    };
    assert.match(lookup.properties.code.description, /^세관 상품 코드/);
  });

  it('grades every tool 4.5 or more in every language, no dimension below 4, none a boilerplate', (t) => {
    const table: string[] = ['| Language | Mean | Lowest tool | ' + DIMENSIONS.join(' | ') + ' |'];
    const failures: string[] = [];
    for (const lang of LANGUAGES) {
      const grades: Grade[] = gradeTools(toolsIn(lang), lang);
      assert.equal(grades.length, 15, 'every tool graded');
      for (const grade of grades) {
        if (grade.mean < 4.5 || DIMENSIONS.some((dimension) => grade.scores[dimension] < 4))
          failures.push(`${lang} ${grade.tool} ${grade.mean}: ${grade.failed.join('; ')}`);
        if (grade.failed.length > 0) t.diagnostic(`${lang} ${grade.tool}: ${grade.failed.join('; ')}`);
      }
      const mean = grades.reduce((sum, grade) => sum + grade.mean, 0) / grades.length;
      const lowest = grades.reduce((low, grade) => (grade.mean < low.mean ? grade : low));
      const byDimension = DIMENSIONS.map((dimension) => {
        const scores = grades.map((grade) => grade.scores[dimension]);
        return `${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(2)} (min ${Math.min(...scores)})`;
      });
      table.push(
        `| ${lang} | ${mean.toFixed(2)} | ${lowest.tool} ${lowest.mean.toFixed(2)} | ${byDimension.join(' | ')} |`,
      );
    }
    for (const row of table) t.diagnostic(row);
    assert.deepEqual(failures, []);
  });

  it('fails a description that falls back to one shared sentence', () => {
    // The calculators as they once were: one sentence for all, the tool's name and id apart.
    const tools = toolsIn('en').map((tool) =>
      TOOLS.some((calculator) => calculator.id.replace(/-/g, '_') === tool.name)
        ? {
            ...tool,
            description: `${tool.title}: runs the service’s ${tool.name} calculator with exact decimal arithmetic. Inputs as the schema says (decimals as strings); the answer gives typed figures with units.`,
          }
        : tool,
    );
    const cbm = gradeTools(tools, 'en').find((grade) => grade.tool === 'cbm');
    assert.ok(cbm && cbm.mean < 4, String(cbm?.mean));
    assert.ok(cbm.failed.includes('purpose: boilerplate'), cbm.failed.join('; '));
    // The same when-to-use line on two tools is boilerplate too, though each names another tool.
    const when = `${mcpWord('mcp.when', 'en')}Use it whenever cartons are concerned in any way at all, and for anything else use \`quote\`.`;
    const alike = toolsIn('en').map((tool) =>
      tool.name === 'cbm' || tool.name === 'maitou'
        ? { ...tool, description: String(tool.description).replace(/^When to use: .*$/m, when) }
        : tool,
    );
    const maitou = gradeTools(alike, 'en').find((grade) => grade.tool === 'maitou');
    assert.ok(maitou);
    assert.ok(maitou.failed.includes('when: boilerplate'), maitou.failed.join('; '));
    assert.ok(maitou.scores.when < 4, String(maitou.scores.when));
  });
});
