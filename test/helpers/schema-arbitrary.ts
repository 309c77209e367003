/**
 * Request bodies generated from a JSON Schema, as a schema-driven fuzzer makes them (issue 15):
 * for the subset the OpenAPI document writes request bodies in (object, array, string with
 * pattern, enum, format date, boolean, if/then/else and anyOf under allOf). Optional members
 * are sent or left out at random, those a condition may require more often; bodies the schema's
 * conditions refuse are then filtered out by the caller's validator.
 */
import fc from 'fast-check';

type Schema = { [keyword: string]: unknown };

const asSchema = (value: unknown): Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : {};
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every property name some `then`, `else` or `anyOf` of `schema` requires, at any depth. */
export function conditionallyRequired(schema: unknown, found = new Set<string>()): Set<string> {
  const node = asSchema(schema);
  for (const key of ['then', 'else']) {
    const branch = asSchema(node[key]);
    for (const name of names(branch.required)) found.add(name);
    for (const option of Array.isArray(branch.anyOf) ? branch.anyOf : [])
      for (const name of names(asSchema(option).required)) found.add(name);
    for (const inner of Object.values(asSchema(branch.properties))) {
      const items = asSchema(asSchema(inner).items);
      for (const name of names(items.required)) found.add(name);
      for (const option of Array.isArray(items.oneOf) ? items.oneOf : [])
        for (const name of names(asSchema(option).required)) found.add(name);
    }
  }
  for (const value of Object.values(node))
    if (value !== null && typeof value === 'object') conditionallyRequired(value, found);
  return found;
}

/** Days the shipped data may know of (central parity from 2016; the refund library's editions). */
const DAYS = fc
  .date({ min: new Date('2016-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));

export function arbitraryOf(schema: unknown, always: ReadonlySet<string>): fc.Arbitrary<unknown> {
  const node = asSchema(schema);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if (node.const !== undefined) return fc.constant(node.const);
  switch (node.type) {
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (node.format === 'date') return DAYS;
      if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern));
      return fc.string({ maxLength: typeof node.maxLength === 'number' ? node.maxLength : 20 });
    }
    case 'array':
      return fc.array(arbitraryOf(node.items, always), {
        minLength: typeof node.minItems === 'number' ? node.minItems : 0,
        maxLength: Math.min(typeof node.maxItems === 'number' ? node.maxItems : 3, 3),
      });
    case 'object': {
      const properties = asSchema(node.properties);
      const required = new Set(names(node.required));
      const members = Object.fromEntries(
        Object.entries(properties).map(([name, member]) => [name, arbitraryOf(member, always)]),
      );
      // Members a condition may ask for are sent nine times in ten, the others half the time.
      const present = (name: string) =>
        required.has(name)
          ? fc.constant(true)
          : always.has(name)
            ? fc.integer({ min: 0, max: 9 }).map((n) => n > 0)
            : fc.boolean();
      const keys = Object.keys(members);
      return fc
        .tuple(fc.tuple(...keys.map((name) => present(name))), fc.record(members))
        .map(([sent, values]) =>
          Object.fromEntries(keys.flatMap((name, index) => (sent[index] ? [[name, values[name]]] : []))),
        );
    }
    default:
      throw new Error(`no generator for ${JSON.stringify(node).slice(0, 120)}`);
  }
}
