/**
 * Reading JSON the site did not write itself (a quote carried in a shared link) into the types its
 * pages draw: each check returns the value typed, or undefined when it is not of that shape. A
 * digest only shows a document was not altered, not who wrote it, so a page draws nothing it has
 * not checked this way. Members a check does not name are left out of what it returns.
 */
export type Check<T> = (value: unknown) => T | undefined;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const text: Check<string> = (value) => (typeof value === 'string' ? value : undefined);

export const yesNo: Check<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** An object of texts only (a party, a product, a bank): other members are refused. */
export const texts: Check<Record<string, string>> = (value) => {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [name, member] of Object.entries(value)) {
    if (typeof member !== 'string') return undefined;
    out[name] = member;
  }
  return out;
};

export function list<T>(item: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const each of value) {
      const read = item(each);
      if (read === undefined) return undefined;
      out.push(read);
    }
    return out;
  };
}

/** Marks a member that may be absent: absent stays absent, present must pass. */
interface Optional<T> {
  optional: Check<T>;
}

export const optional = <T>(check: Check<T>): Optional<T> => ({ optional: check });

type Shape = Readonly<Record<string, Check<unknown> | Optional<unknown>>>;
type Required<S extends Shape> = { [K in keyof S as S[K] extends Check<unknown> ? K : never]: S[K] };
type Optionals<S extends Shape> = { [K in keyof S as S[K] extends Optional<unknown> ? K : never]: S[K] };
type Read<S extends Shape> = { [K in keyof Required<S>]: Required<S>[K] extends Check<infer T> ? T : never } & {
  [K in keyof Optionals<S>]?: Optionals<S>[K] extends Optional<infer T> ? T : never;
};

/** An object with the members `shape` names: each required one present and of its shape, each optional one absent or of its shape. */
export function object<S extends Shape>(shape: S): Check<Read<S>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [name, rule] of Object.entries(shape)) {
      const member = value[name];
      if (typeof rule !== 'function') {
        if (member === undefined) continue;
        const read = rule.optional(member);
        if (read === undefined) return undefined;
        out[name] = read;
        continue;
      }
      const read = rule(member);
      if (read === undefined) return undefined;
      out[name] = read;
    }
    return readAs<Read<S>>(out);
  };
}

/**
 * The object built member by member above has each member `shape` names, checked: the one place
 * the checks' types meet a value built at run time.
 */
function readAs<T>(value: Record<string, unknown>): T {
  return value as T;
}

/** A record whose values all pass `item` (the titles of a document by language). */
export function recordOf<T>(item: Check<T>): Check<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const out: Record<string, T> = {};
    for (const [name, member] of Object.entries(value)) {
      const read = item(member);
      if (read === undefined) return undefined;
      out[name] = read;
    }
    return out;
  };
}
