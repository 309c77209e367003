/** JSON Schemas of the cells that several datasets' rows share (each module's rowSchema, docs/datasets.md, A version on disk). */
import { type JsonSchema, STRING, object } from '../core/json-schema.js';

export const DAY: JsonSchema = { type: 'string', format: 'date' };
export const CURRENCY: JsonSchema = { type: 'string', pattern: '^[A-Z]{3}$' };
export const TEXTS: JsonSchema = { type: 'array', items: STRING };
/** A cell of a column the publisher's file adds beyond those the importer knows (the refund library's extra fields). */
export const ANY_CELL: JsonSchema = { anyOf: [STRING, { type: 'boolean' }, { type: 'null' }] };
/** A text by language, where the source gives it. */
export const BY_LANGUAGE: JsonSchema = object({ 'zh-CN': STRING, en: STRING, ja: STRING, ko: STRING }, []);
