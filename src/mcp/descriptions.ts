/**
 * A tool's description as the tool list gives it, from its guide: what it does; when to use it and
 * which tool fits better otherwise; one worked example input as compact JSON; its answer in one
 * line; and a calculator's conditions on its inputs. One line each, so that a model (and the
 * checklist test, test/mcp/mcp-descriptions.test.ts) finds each part. With the hints every tool
 * shares: all of them read the installed data and change nothing.
 */
import type { Lang } from '../i18n/languages.js';
import type { ToolGuide } from './calculator-guides.js';
import { mcpWord } from './words.js';

/**
 * The most characters a description may have, the example and conditions included: the tool list
 * is context an assistant pays for on every turn (docs/mcp.md, Descriptions).
 */
export const MOST_DESCRIPTION_CHARS = 1_500;

/** Read-only and idempotent; not open-world: the tools answer from the installed data, not from the web. */
export const TOOL_ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

export function describedTool(
  guide: ToolGuide,
  example: Readonly<Record<string, unknown>>,
  lang: Lang,
  conditions = '',
): string {
  return [
    guide.does[lang],
    `${mcpWord('mcp.when', lang)}${guide.when[lang]}`,
    `${mcpWord('mcp.example', lang)}${JSON.stringify(example)}`,
    `${mcpWord('mcp.returns', lang)}${guide.returns[lang]}`,
    ...(conditions ? [conditions] : []),
  ].join('\n');
}
