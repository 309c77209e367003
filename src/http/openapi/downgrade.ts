/**
 * OpenAPI 3.1 to 3.0, for importers that cannot read 3.1. The 3.1 document is written in a
 * subset with exactly four differences to lower: the version line, `type: [T, 'null']` and a
 * `{type: 'null'}` choice (3.0: `nullable: true`), `const` (3.0: a one-value `enum`) and the conditional requirements
 * `if`/`then`/`else`, which 3.0 has no words for: they are left out (an `allOf` of nothing else
 * with them), and the 3.0 edition is that much looser. The tests validate both.
 */
import type { JsonSchema } from '../../core/json-schema.js';

/** 2020-12 keywords 3.0 has no words for: conditions, and the explicit `unevaluatedProperties: true` beside them. */
const CONDITIONAL = new Set(['if', 'then', 'else', 'unevaluatedProperties']);
/** Members whose keys are names chosen by the document, never keywords. */
const NAMED_MEMBERS = new Set(['properties', 'paths', 'schemas', 'responses', 'headers', 'mapping', 'examples']);
/** Members that are data, taken as they are. */
const DATA_MEMBERS = new Set(['example', 'default', 'enum', 'x-provenance']);
const isNullType = (node: unknown) =>
  node !== null && typeof node === 'object' && 'type' in node && node.type === 'null';
const asObject = (node: unknown): Record<string, unknown> =>
  node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...node } : {};
const isEmpty = (node: unknown) =>
  node !== null && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length === 0;

/** `node` lowered; `named` when its keys are names (properties, paths, examples), not keywords. */
function lower(node: unknown, named = false): unknown {
  if (Array.isArray(node)) return node.map((item) => lower(item));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (named) {
      out[key] = lower(value);
    } else if (DATA_MEMBERS.has(key)) {
      out[key] = value;
    } else if (CONDITIONAL.has(key)) {
      continue;
    } else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value) && value.some(isNullType)) {
      // 3.0 has no null type: the other choices are nullable instead.
      out[key] = value
        .filter((item) => !isNullType(item))
        .map((item) => ({ ...asObject(lower(item)), nullable: true }));
    } else if (key === 'allOf' && Array.isArray(value)) {
      const kept = value.map((item) => lower(item)).filter((item) => !isEmpty(item));
      if (kept.length > 0) out.allOf = kept;
    } else if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      if (types.length !== 1) throw new Error(`cannot lower type list ${JSON.stringify(value)} to OpenAPI 3.0`);
      out.type = types[0];
      if (types.length !== value.length) out.nullable = true;
    } else if (key === 'const' && (value === null || typeof value !== 'object')) {
      out.enum = [value];
    } else {
      out[key] = lower(value, NAMED_MEMBERS.has(key));
    }
  }
  return out;
}

export function downgradeTo30(document: JsonSchema): JsonSchema {
  const lowered = lower(document) as JsonSchema;
  return { ...lowered, openapi: '3.0.3' };
}
