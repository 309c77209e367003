/**
 * A calculator's inputs through an HTML form and back (src/site/form-values.ts): dotted names as
 * links.page writes them, blanks as inputs not given, rows by index with no hole left by a blank
 * row (nor an array sized by a large index); and, as a property, any inputs written as fields
 * read back as the same inputs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formFields, formValue, inputsFromForm } from '../../src/site/form-values.js';

describe('form values', () => {
  it('reads dotted names into rows and objects, leaving blanks out', () => {
    const inputs = inputsFromForm([
      ['mode', 'lcl'],
      ['lengthUnit', ' '],
      ['cartons.1.length', '50'],
      ['cartons.0.length', '60'],
      ['cartons.0.width', ''],
      ['cartons.2.width', ''],
      ['premium.rate', '0.5'],
    ]);
    assert.deepEqual(inputs, { mode: 'lcl', cartons: [{ length: '60' }, { length: '50' }], premium: { rate: '0.5' } });
  });

  it('orders rows by their number, not their text (row 10 after row 9)', () => {
    const fields: Array<[string, string]> = Array.from({ length: 11 }, (_, i) => [`rows.${10 - i}.x`, String(10 - i)]);
    const rows = inputsFromForm(fields).rows;
    assert.ok(Array.isArray(rows));
    assert.deepEqual(
      rows.map((row) => row.x),
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
  });

  it('reads a row number of any length as an order only, numbering the rows again from 0', () => {
    const rows = inputsFromForm([
      ['rows.99999999999999999999999.x', 'c'],
      ['rows.100000.x', 'b'],
      ['rows.99999999999999999999998.x', 'b2'],
      ['rows.9.x', 'a'],
    ]).rows;
    assert.deepEqual(rows, [{ x: 'a' }, { x: 'b' }, { x: 'b2' }, { x: 'c' }]);
  });

  it('writes a tool’s example as fields, values as text', () => {
    assert.deepEqual(formFields({ cartons: '25', lines: [{ text: 'ABC CO.' }], capitals: true }), [
      ['cartons', '25'],
      ['lines.0.text', 'ABC CO.'],
      ['capitals', 'true'],
    ]);
    assert.equal(formValue({ lines: [{ text: 'A' }] }, 'lines.0.text'), 'A');
    assert.equal(formValue({ lines: [{ text: 'A' }] }, 'lines.3.text'), '');
  });

  it('leaves out a name that would reach an object’s prototype', () => {
    const inputs = inputsFromForm([
      ['__proto__.polluted', 'yes'],
      ['constructor.prototype.polluted', 'yes'],
      ['rows.0.__proto__', 'yes'],
    ]);
    assert.deepEqual(inputs, {});
    assert.equal(Object.getOwnPropertyNames(Object.prototype).includes('polluted'), false);
  });

  it('reads back any inputs it wrote (property)', () => {
    const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/).filter((text) => text !== 'prototype');
    const value = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
    const row = fc.dictionary(name, value, { minKeys: 1, maxKeys: 4, noNullPrototype: true });
    const input = fc.oneof(value, fc.array(row, { minLength: 1, maxLength: 12 }), row);
    fc.assert(
      fc.property(fc.dictionary(name, input, { maxKeys: 6, noNullPrototype: true }), (inputs) => {
        assert.deepEqual(inputsFromForm(formFields(inputs)), inputs);
      }),
    );
  });
});
