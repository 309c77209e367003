/**
 * A tool's input schema as a model reads it, smaller (the tool list is context an
 * assistant pays for on every turn): the same properties, types, enums, bounds, defaults and
 * required members, without what serves people and generated clients only. Left out: `title`
 * (the label; the description names the field), the long number patterns (the description says
 * "a decimal string, above 0" and the service checks the rest), and the notes on the other
 * spellings the reader also takes (a model writes the canonical form).
 */
import type { JsonSchema } from '../core/json-schema.js';
import { TOLERANCE_NOTES } from '../tools/kit/input-schema.js';

/** A pattern longer than this is a number's bounds written as a regular expression. */
const LONGEST_PATTERN_KEPT = 24;

function plain(description: string): string {
  return TOLERANCE_NOTES.reduce<string>((text, note) => text.replace(note, ''), description);
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function modelSchema(schema: JsonSchema): JsonSchema {
  const kept: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'title') continue;
    if (key === 'pattern' && typeof value === 'string' && value.length > LONGEST_PATTERN_KEPT) continue;
    if (key === 'description' && typeof value === 'string') kept.description = plain(value);
    else if (key === 'properties' && isSchema(value))
      kept.properties = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, isSchema(inner) ? modelSchema(inner) : inner]),
      );
    else if (key === 'items' && isSchema(value)) kept.items = modelSchema(value);
    else kept[key] = value;
  }
  return kept;
}
