/**
 * OpenAPI 3.1 to 3.0, for importers that cannot read 3.1. The 3.1 document is written in a
 * subset with exactly three differences to lower: the version line, `type: [T, 'null']`
 * (3.0: `nullable: true`) and `const` (3.0: a one-value `enum`). The tests validate both.
 */
import type { JsonSchema } from '../../core/json-schema.js';

function lower(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(lower);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      if (types.length !== 1) throw new Error(`cannot lower type list ${JSON.stringify(value)} to OpenAPI 3.0`);
      out.type = types[0];
      if (types.length !== value.length) out.nullable = true;
    } else if (key === 'const' && (value === null || typeof value !== 'object')) {
      out.enum = [value];
    } else {
      out[key] = lower(value);
    }
  }
  return out;
}

export function downgradeTo30(document: JsonSchema): JsonSchema {
  const lowered = lower(document) as JsonSchema;
  return { ...lowered, openapi: '3.0.3' };
}
