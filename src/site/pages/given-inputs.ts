/** The inputs a tool page's query gives, read as the form names them (form-values.ts). */
import { type FormInputs, inputsFromForm } from '../form-values.js';
import type { InputDescription } from '../../tools/kit/describe.js';
import { SENT_FIELD } from './tool-form.js';

/** The query names a page reads itself, not inputs: its language, the API names switch, the form's mark of being sent. */
const PAGE_QUERY = new Set(['lang', 'api', '_', SENT_FIELD]);

/**
 * The inputs a page's query gives. A name that is not an input but a field of the tool's one
 * rows input fills that field of the first row: the refund lookup links to tuishui with `hsCode`.
 */
export function givenInputs(query: Readonly<Record<string, string>>, inputs: readonly InputDescription[]): FormInputs {
  const rows = inputs.filter((input) => input.type === 'rows');
  const known = new Set(inputs.map((input) => input.name));
  const fields = Object.entries(query).flatMap(([name, value]): Array<[string, string]> => {
    if (PAGE_QUERY.has(name)) return [];
    const [only] = rows;
    const isRowField =
      rows.length === 1 && only && !known.has(name) && only.fields?.some((field) => field.name === name);
    return [[isRowField ? `${only.name}.0.${name}` : name, value]];
  });
  return inputsFromForm(fields);
}

/** Whether the page's query is its form as sent (the hidden SENT_FIELD), not a link that fills a part of it. */
export function formSent(query: Readonly<Record<string, string>>): boolean {
  return Object.hasOwn(query, SENT_FIELD);
}

/**
 * Every required input given, and every required field of a required object: then a page asks
 * the API (a calculator, the quote), and a form only partly filled by a link waits.
 */
export function requiredGiven(inputs: readonly InputDescription[], given: FormInputs): boolean {
  return inputs.every((input) => {
    if (!input.required) return true;
    const value = given[input.name];
    if (value === undefined) return false;
    if (input.type !== 'object') return true;
    return typeof value === 'object' && !Array.isArray(value) && requiredGiven(input.fields ?? [], value);
  });
}
