/**
 * Query and path parameters, declared once: the same declaration reads a request (strictly:
 * unknown or repeated parameters are refused, nothing is coerced by guessing) and describes
 * the parameter in the OpenAPI documents.
 */
import { isRealDay } from '../core/calendar.js';
import { type Issue, issue } from '../core/issues.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { JsonSchema } from '../core/json-schema.js';
import { CONTRACT_QUERY } from './contract/query.js';

interface ParamBase {
  name: string;
  in: 'query' | 'path';
  description: string;
  required?: boolean;
}
interface IntegerParam extends ParamBase {
  kind: 'integer';
  min: number;
  max?: number;
  default?: number;
}
interface ChoiceParam extends ParamBase {
  kind: 'choice';
  choices: readonly string[];
  default?: string;
}
interface TextParam extends ParamBase {
  kind: 'text';
  /** Anchored pattern the text must match; its source is published as the OpenAPI pattern. */
  pattern?: RegExp;
  maxLength?: number;
  default?: string;
  /** Values listed in the OpenAPI documents; any other is the route's 404, not a refusal. */
  known?: readonly string[];
  /** Reads the text into the value used (null: refused with `refusal`). */
  read?: (raw: string) => string | null;
  refusal?: CopyKey;
}
/** A calendar day written YYYY-MM-DD that exists. */
interface DateParam extends ParamBase {
  kind: 'date';
}
export type ParamSpec = IntegerParam | ChoiceParam | TextParam | DateParam;
export type ParamValue = string | number | undefined;

const WHOLE_NUMBER = /^[0-9]+$/;

function readOne(spec: ParamSpec, raw: string): { value?: ParamValue; issue?: Issue } {
  switch (spec.kind) {
    case 'integer': {
      if (!WHOLE_NUMBER.test(raw) || raw.length > 15) return { issue: issue(spec.name, 'param.integer_expected') };
      const value = Number(raw);
      if (value < spec.min || (spec.max !== undefined && value > spec.max)) {
        return {
          issue:
            spec.max === undefined
              ? issue(spec.name, 'param.integer_min', { min: spec.min })
              : issue(spec.name, 'param.integer_range', { min: spec.min, max: spec.max }),
        };
      }
      return { value };
    }
    case 'choice':
      return spec.choices.includes(raw) ? { value: raw } : { issue: issue(spec.name, 'param.choice_expected') };
    case 'text': {
      if ((spec.maxLength !== undefined && raw.length > spec.maxLength) || (spec.pattern && !spec.pattern.test(raw))) {
        return { issue: issue(spec.name, spec.refusal ?? 'param.pattern_mismatch') };
      }
      const value = spec.read ? spec.read(raw) : raw;
      return value === null ? { issue: issue(spec.name, spec.refusal ?? 'param.pattern_mismatch') } : { value };
    }
    case 'date':
      return isRealDay(raw) ? { value: raw } : { issue: issue(spec.name, 'param.date_invalid') };
  }
}

/**
 * The codes readOne and readParams refuse a parameter with, for the OpenAPI document's unions of
 * refusal codes (openapi/refusals.ts): kept beside the reader so that the two change together.
 */
export function paramRefusals(spec: ParamSpec): CopyKey[] {
  const missing: CopyKey[] = spec.in === 'query' && spec.required ? ['param.required'] : [];
  switch (spec.kind) {
    case 'integer':
      return [
        ...missing,
        'param.integer_expected',
        spec.max === undefined ? 'param.integer_min' : 'param.integer_range',
      ];
    case 'choice':
      return [...missing, 'param.choice_expected'];
    case 'date':
      return [...missing, 'param.date_invalid'];
    case 'text':
      return spec.pattern || spec.maxLength !== undefined || spec.read
        ? [...missing, spec.refusal ?? 'param.pattern_mismatch']
        : missing;
  }
}

/** The contract's own query parameters (`lang`, `_`), read by the contract, not by a route. */
const CONTRACT_NAMES: ReadonlySet<string> = new Set(CONTRACT_QUERY);

/**
 * Reads declared parameters from the parsed path and query. Every problem becomes an issue;
 * the caller refuses the request when there is any.
 */
export function readParams(
  specs: readonly ParamSpec[],
  path: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
): { values: Record<string, ParamValue>; issues: Issue[] } {
  const values: Record<string, ParamValue> = {};
  const issues: Issue[] = [];
  const declared = new Set<string>(specs.filter((s) => s.in === 'query').map((s) => s.name));
  for (const name of Object.keys(query)) {
    // The contract's own are read by it: `_` ignored, `lang` refused once there (contract/query.ts).
    if (CONTRACT_NAMES.has(name)) continue;
    if (!declared.has(name)) issues.push(issue(name, 'param.unknown'));
    else if (Array.isArray(query[name])) issues.push(issue(name, 'param.repeated'));
  }
  for (const spec of specs) {
    const source = spec.in === 'path' ? path : query;
    const raw = source[spec.name];
    if (Array.isArray(raw)) continue;
    if (raw === undefined || raw === '') {
      if (spec.required) issues.push(issue(spec.name, 'param.required'));
      else values[spec.name] = 'default' in spec ? spec.default : undefined;
      continue;
    }
    const read = readOne(spec, String(raw));
    if (read.issue) issues.push(read.issue);
    else values[spec.name] = read.value;
  }
  return { values, issues };
}

/** A parameter as JSON Schema (the OpenAPI documents, the MCP tools' arguments). */
export function paramSchema(spec: ParamSpec): JsonSchema {
  switch (spec.kind) {
    case 'integer':
      return {
        type: 'integer',
        minimum: spec.min,
        ...(spec.max === undefined ? {} : { maximum: spec.max }),
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    case 'choice':
      return {
        type: 'string',
        enum: [...spec.choices],
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    case 'date':
      return { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };
    case 'text':
      return {
        type: 'string',
        ...(spec.known ? { enum: [...spec.known] } : {}),
        ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
        // A path segment is never empty (/v1/datasets/ports//rows.json is another path).
        ...(spec.in === 'path' ? { minLength: 1 } : {}),
        ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }),
      };
  }
}
