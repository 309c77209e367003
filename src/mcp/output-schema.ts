/**
 * A tool's `outputSchema`: what its structured content may be, from the OpenAPI
 * answers of the routes it answers through (their 200, and a documented 404 such as the lookup's
 * not-listed answer) or an error answer, since a refusal's structured content is the error
 * answer and clients check it against this schema too. The document's shared schemas it refers to
 * come along under `$defs`, so the schema stands alone.
 */
import { type JsonSchema, ref } from '../core/json-schema.js';
import { SCHEMAS } from '../http/openapi/components.js';
import type { RouteSpec } from '../http/route-spec.js';

const COMPONENT = '#/components/schemas/';

/**
 * Words for people that a schema checked by a client needs not carry: the answer's members are
 * described in the tool's description and the OpenAPI document; the tool list is context an
 * assistant pays for on every turn (docs/mcp.md, A smaller tool list).
 */
const LEFT_OUT = new Set(['description', 'title', 'example', 'examples']);

/** The schema with its references pointing into `$defs`, and the names it refers to. */
function rewritten(value: unknown, names: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewritten(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(LEFT_OUT.has(key) && typeof inner !== 'object'))
      .map(([key, inner]) => {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT)) {
          const name = inner.slice(COMPONENT.length);
          names.add(name);
          return [key, `#/$defs/${name}`];
        }
        return [key, rewritten(inner, names)];
      }),
  );
}

export function outputSchemaOf(specs: readonly RouteSpec[]): JsonSchema {
  const components: Record<string, JsonSchema> = { ...SCHEMAS };
  for (const spec of specs) Object.assign(components, spec.components ?? {});
  const answers = specs.flatMap((spec) =>
    [200, 404].flatMap((status) => {
      const schema = spec.responses[status]?.schema;
      return schema ? [schema] : [];
    }),
  );
  const names = new Set<string>();
  const anyOf = rewritten([...answers, ref('ErrorAnswer')], names);
  // Every shared schema referred to, and those they refer to in turn.
  const defs: Record<string, unknown> = {};
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in defs) continue;
    const found = new Set<string>();
    defs[name] = rewritten(components[name] ?? {}, found);
    pending.push(...[...found].filter((next) => !(next in defs)));
  }
  return { type: 'object', anyOf, $defs: defs };
}
