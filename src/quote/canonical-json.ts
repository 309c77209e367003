/**
 * The JSON Canonicalization Scheme (RFC 8785) for the values a quote holds, so that a buyer
 * can recompute its digest with any JCS library: object members sorted by their names'
 * UTF-16 code units, no whitespace, strings and numbers written as ECMAScript's
 * JSON.stringify writes them. A quote holds no fractional or non-finite number (figures are
 * decimal strings), so those are refused rather than written in a way a verifier might not.
 */
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`a quote holds only safe integers, not ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    // The default sort compares UTF-16 code units, which is what RFC 8785 §3.2.3 asks for.
    const names = Object.keys(value)
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .sort();
    return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`).join(',')}}`;
  }
  throw new TypeError(`no JSON form for a ${typeof value}`);
}

/** `sha256:` and the hex SHA-256 of the canonical JSON of `value` (UTF-8). */
export function canonicalDigest(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex')}`;
}
