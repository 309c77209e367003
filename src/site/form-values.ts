/**
 * A calculator's inputs as an HTML form carries them: one field per value, named by its dotted
 * path (`cartons.0.length`), as `links.page` writes its query (tools/kit/page-link.ts). Read back,
 * a blank field is an input not given, and a row left wholly blank is no row.
 */
export type FormInputs = { [name: string]: FormInput };
type FormInput = string | FormInputs | FormInputs[];

/**
 * A row's number: it only orders the rows, which are numbered again from 0, so that no number,
 * `cartons.100000` or longer, sizes an array. Rows are as many as the fields that name them.
 */
const ROW_NUMBER = /^(0|[1-9][0-9]*)$/;

/** Row numbers in numeric order without reading them as numbers (a long one would lose digits). */
const byRowNumber = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Names no input has, which would reach an object's prototype if followed: such a field is left out. */
const UNSAFE_SEGMENT = /(^|\.)(__proto__|constructor|prototype)(\.|$)/;

/** The values by dotted name as nested inputs: rows as arrays, objects as objects. */
export function inputsFromForm(fields: Iterable<readonly [string, string]>): FormInputs {
  const root: FormInputs = {};
  // Rows are gathered by number first, so that a blank row leaves no hole.
  const rows = new Map<string, Map<string, FormInputs>>();
  for (const [name, value] of fields) {
    if (value.trim() === '' || UNSAFE_SEGMENT.test(name)) continue;
    const [head, second, ...rest] = name.split('.');
    if (!head) continue;
    if (second !== undefined && ROW_NUMBER.test(second) && rest.length > 0) {
      const byNumber = rows.get(head) ?? new Map<string, FormInputs>();
      rows.set(head, byNumber);
      const row = byNumber.get(second) ?? {};
      byNumber.set(second, row);
      setPath(row, rest, value);
    } else {
      setPath(root, second === undefined ? [head] : [head, second, ...rest], value);
    }
  }
  for (const [name, byNumber] of rows) root[name] = [...byNumber].sort(byRowNumber).map(([, row]) => row);
  return root;
}

function setPath(target: FormInputs, path: readonly string[], value: string): void {
  const [first, ...rest] = path;
  if (first === undefined) return;
  if (rest.length === 0) {
    target[first] = value;
    return;
  }
  const inner = target[first];
  const object = typeof inner === 'object' && !Array.isArray(inner) ? inner : {};
  target[first] = object;
  setPath(object, rest, value);
}

/** The inverse: every value by its dotted name (a form's fields, a page link's query), from inputs or a tool's example. */
export function formFields(inputs: object, prefix = ''): Array<[string, string]> {
  return Object.entries(inputs).flatMap(([name, value]): Array<[string, string]> => {
    if (Array.isArray(value)) return value.flatMap((row, i) => formFields(Object(row), `${prefix}${name}.${i}.`));
    if (typeof value === 'object' && value !== null) return formFields(value, `${prefix}${name}.`);
    return value === undefined || value === null ? [] : [[`${prefix}${name}`, String(value)]];
  });
}

/** A value of the form by its dotted name ('' when not given). */
export function formValue(inputs: FormInputs, name: string): string {
  let value: FormInput | undefined = inputs;
  for (const segment of name.split('.')) {
    if (value === undefined || typeof value === 'string') return '';
    value = Array.isArray(value) ? value[Number(segment)] : value[segment];
  }
  return typeof value === 'string' ? value : '';
}
