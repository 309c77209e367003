/**
 * The JSON Schema subset the OpenAPI documents are written in: written once in 2020-12 form
 * (OpenAPI 3.1) and lowered mechanically to OpenAPI 3.0 by http/openapi/downgrade.ts. In core:
 * the calculators describe their own inputs with it.
 */
export type JsonSchema = { [keyword: string]: unknown };

/** A reference to a shared schema in components.schemas. */
export function ref(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** `schema` or null (3.1: a type list; 3.0 gets `nullable`). */
export function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

export function object(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = Object.keys(properties),
): JsonSchema {
  // OpenAPI 3.0 forbids an empty `required`: a schema with nothing required leaves it out.
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required: [...required] } : {}),
    additionalProperties: false,
  };
}

export const STRING: JsonSchema = { type: 'string' };
export const DECIMAL_STRING: JsonSchema = { type: 'string', pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$' };
