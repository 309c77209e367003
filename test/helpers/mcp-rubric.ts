/**
 * A small rubric for MCP tool descriptions, after the dimensions of Glama's Tool Definition Quality
 * Score (purpose, when to use, inputs, output, conciseness; 1 to 5 each), graded from what a
 * client receives in `tools/list`: a checklist per dimension, each failed check costing points.
 * A description that falls back to a sentence shared by several tools (their names masked) loses
 * two points in the dimension concerned. test/mcp/mcp-descriptions.test.ts holds every tool to it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Lang } from '../../src/i18n/languages.js';
import { MOST_DESCRIPTION_CHARS, TOOL_ANNOTATIONS } from '../../src/mcp/descriptions.js';
import { mcpWord } from '../../src/mcp/words.js';

export interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export const DIMENSIONS = ['purpose', 'when', 'inputs', 'output', 'conciseness'] as const;
type Dimension = (typeof DIMENSIONS)[number];

export interface Grade {
  tool: string;
  scores: Record<Dimension, number>;
  mean: number;
  /** Each check failed, said. */
  failed: string[];
}

/** Descriptions up to this long are concise (5); up to MOST_DESCRIPTION_CHARS, 4; longer, 2. */
const CONCISE_CHARS = 1_000;
/** Shorter than this, a description says too little to choose by (3). */
const THIN_CHARS = 80;
/** Characters of the language's own script: a description in Japanese has kana or kanji, and so on. */
const SCRIPT: Record<Lang, RegExp> = {
  'zh-CN': /[\u4e00-\u9fff]/,
  en: /[A-Za-z]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** The line that begins with `label`, without it. */
function line(lines: readonly string[], label: string): string | undefined {
  return lines.find((candidate) => candidate.startsWith(label))?.slice(label.length);
}

/** A text's sentences with every tool's name and title masked: two tools saying one alike but for them share boilerplate. */
function sentences(text: string, tools: readonly ListedTool[]): string[] {
  const masked = tools
    .flatMap((tool) => [tool.name, tool.name.replace(/_/g, '-'), ...(tool.title ? [tool.title] : [])])
    .sort((a, b) => b.length - a.length)
    .reduce((said, name) => said.split(name).join('#'), text);
  return masked.split(/(?<=[.。;；])\s*/).map((sentence) => sentence.trim());
}

/**
 * The descriptions of every property of a schema, and of their properties and items' at any depth;
 * not those a relation between members names (`allOf`, `not`: required, with no schema of its own).
 */
function propertyDescriptions(schema: unknown): Array<string | undefined> {
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties, items } = schema as { properties?: unknown; items?: unknown };
  const inner = typeof properties === 'object' && properties !== null ? Object.values(properties) : [];
  return [
    ...inner.flatMap((property: { description?: unknown }) => [
      typeof property.description === 'string' ? property.description : undefined,
      ...propertyDescriptions(property),
    ]),
    ...propertyDescriptions(items),
  ];
}

/** Whether a sentence of `tool`'s part, long enough to say something, is also another tool's. */
function shared(
  of: (tool: ListedTool) => string | undefined,
  tool: ListedTool,
  all: readonly ListedTool[],
  lang: Lang,
): boolean {
  const least = lang === 'en' ? 40 : 20;
  const own = sentences(of(tool) ?? '', all).filter((sentence) => sentence.length >= least);
  return all.some((other) => other !== tool && sentences(of(other) ?? '', all).some((said) => own.includes(said)));
}

/** Every tool of one language's list, graded. */
export function gradeTools(tools: readonly ListedTool[], lang: Lang): Grade[] {
  const parts = (tool: ListedTool) => {
    const lines = (tool.description ?? '').split('\n');
    return {
      purpose: lines[0],
      when: line(lines, mcpWord('mcp.when', lang)),
      example: line(lines, mcpWord('mcp.example', lang)),
      output: line(lines, mcpWord('mcp.returns', lang)),
    };
  };
  return tools.map((tool) => {
    const failed: string[] = [];
    /** Notes a failed check; gives `points`: the cost taken from the dimension, or its score when the part is missing. */
    const fail = (check: string, points: number) => {
      failed.push(check);
      return points;
    };
    const own = parts(tool);
    const description = tool.description ?? '';
    const short = lang === 'en' ? 60 : 25;

    let purpose = 5;
    if (shared((other) => parts(other).purpose, tool, tools, lang)) purpose -= fail('purpose: boilerplate', 2);
    if ((own.purpose ?? '').length < short) purpose -= fail('purpose: too short', 1);
    if (!tool.title || tool.title === tool.name) purpose -= fail('purpose: no title', 1);
    const hints = tool.annotations ?? {};
    if (Object.entries(TOOL_ANNOTATIONS).some(([hint, value]) => hints[hint] !== value))
      purpose -= fail('purpose: annotations', 1);

    let when = 5;
    if (own.when === undefined) when = fail('when: no when-to-use line', 1);
    else {
      const named = [...own.when.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
      if (!named.some((name) => name !== tool.name && tools.some((other) => other.name === name)))
        when -= fail('when: names no other tool', 2);
      if (shared((other) => parts(other).when, tool, tools, lang)) when -= fail('when: boilerplate', 2);
    }

    let inputs = 5;
    if (own.example === undefined) inputs = fail('inputs: no example', 2);
    else {
      let example: unknown;
      try {
        example = JSON.parse(own.example);
      } catch {
        inputs = fail('inputs: the example is not JSON', 2);
      }
      if (example !== undefined && !ajv.validate(tool.inputSchema, example))
        inputs -= fail(`inputs: the example breaks the schema ${ajv.errorsText()}`, 2);
    }
    const words = propertyDescriptions(tool.inputSchema);
    if (words.some((text) => text === undefined || !SCRIPT[lang].test(text)))
      inputs -= fail('inputs: a field not described in the language', 1);

    let output = 5;
    if (own.output === undefined) output = fail('output: no output line', 1);
    else {
      if (shared((other) => parts(other).output, tool, tools, lang)) output -= fail('output: boilerplate', 2);
      if (own.output.length < (lang === 'en' ? 30 : 12)) output -= fail('output: too short', 1);
    }

    const conciseness =
      description.length > MOST_DESCRIPTION_CHARS
        ? fail(`conciseness: over ${MOST_DESCRIPTION_CHARS} characters`, 2)
        : description.length < THIN_CHARS
          ? fail('conciseness: too thin', 3)
          : description.length > CONCISE_CHARS
            ? 4
            : 5;

    const scores = {
      purpose: Math.max(1, purpose),
      when: Math.max(1, when),
      inputs: Math.max(1, inputs),
      output: Math.max(1, output),
      conciseness,
    };
    const mean = DIMENSIONS.reduce((sum, dimension) => sum + scores[dimension], 0) / DIMENSIONS.length;
    return { tool: tool.name, scores, mean, failed };
  });
}
