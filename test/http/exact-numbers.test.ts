/**
 * A JSON number is read exactly as the client wrote it (issue 15, api-v1 §2.5 "never guessed"):
 * bodies are sent here as raw text, since JSON.stringify in this test would itself round a
 * number through a double before it left.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertErrorAnswer } from '../helpers/app.js';
import { toolSuite } from '../helpers/tools.js';

describe('exact JSON numbers', () => {
  const suite = toolSuite();
  const post = async (tool: string, inputs: string) => {
    const response = await suite.app().inject({
      method: 'POST',
      url: `/v1/tools/${tool}/compute`,
      headers: { 'content-type': 'application/json' },
      payload: `{"inputs":${inputs}}`,
    });
    return { response, body: response.json() };
  };

  it('reads a number with more digits than a double holds, and lists it as sent', async () => {
    const { response, body } = await post('unit-convert', '{"value":0.12345678901234567890,"from":"m","to":"mm"}');
    assert.equal(response.statusCode, 200);
    assert.equal(body.outputs.result.value, '123.4567890123456789');
    assert.deepEqual(body.normalized, [
      { path: 'value', given: '0.12345678901234567890', used: '0.12345678901234567890' },
    ]);
    const one = await post('unit-convert', '{"value":1.00000000000000001,"from":"m","to":"mm"}');
    assert.equal(one.body.outputs.result.value, '1000.00000000000001');
  });

  it('never takes an exactly read number for an object: where a row or the inputs belong, it is refused there', async () => {
    // 2.0 and 1e3 are not a double's shortest text, so the body is read exactly (lossless-json.ts).
    const inputs = await post('cbm', '2.0');
    assert.equal(inputs.response.statusCode, 400);
    assert.deepEqual(
      inputs.body.issues.map((issue: { path: string; code: string }) => [issue.path, issue.code]),
      [['inputs', 'input.inputs_object']],
    );
    const row = await post(
      'maitou',
      '{"cartons":"10","length":"50","width":"40","height":"30","grossWeight":"12","netWeight":"10","lines":[1e3]}',
    );
    assert.equal(row.response.statusCode, 400);
    assert.deepEqual(
      row.body.issues.map((issue: { path: string; code: string }) => [issue.path, issue.code]),
      [['lines.0', 'input.row_object']],
    );
  });

  it('accepts an exponent form that is exact, and lists the plain text it was read as', async () => {
    // JSON.stringify(0.0000001) is "1e-7" in every JavaScript client.
    const { response, body } = await post('unit-convert', '{"value":1e-7,"from":"m","to":"mm"}');
    assert.equal(response.statusCode, 200);
    assert.equal(body.outputs.result.value, '0.0001');
    assert.deepEqual(body.normalized, [{ path: 'value', given: '1e-7', used: '0.0000001' }]);
    const big = await post('unit-convert', '{"value":1.5E+3,"from":"m","to":"m"}');
    assert.deepEqual(big.body.normalized, [{ path: 'value', given: '1.5E+3', used: '1500' }]);
  });

  it('reads 2.0 as the whole number 2 and refuses 10.5 as not whole, either way it is sent', async () => {
    const row = '"length":"60","width":"40","height":"40","grossWeight":"15"';
    for (const quantity of ['"2.0"', '2.0', '2.000']) {
      const { response, body } = await post('cbm', `{"cartons":[{${row},"quantity":${quantity}}]}`);
      assert.equal(response.statusCode, 200, quantity);
      assert.deepEqual(body.normalized, [
        { path: 'cartons.0.quantity', given: quantity.replaceAll('"', ''), used: '2' },
      ]);
    }
    assertErrorAnswer(
      (
        await post(
          'maitou',
          '{"cartons":10.5,"length":"60","width":"40","height":"40","grossWeight":"15","netWeight":"13"}',
        )
      ).response,
      400,
      'input.integer_expected',
      'cartons',
    );
    assertErrorAnswer(
      (await post('cbm', `{"cartons":[{${row},"quantity":"2.5"}]}`)).response,
      400,
      'input.integer_expected',
      'cartons.0.quantity',
    );
  });

  it('refuses numbers too long to be a quantity, as too long', async () => {
    assertErrorAnswer(
      (await post('unit-convert', '{"value":1e400,"from":"m","to":"mm"}')).response,
      400,
      'input.number_too_long',
      'value',
    );
    assertErrorAnswer(
      (await post('unit-convert', '{"value":1e-50,"from":"m","to":"mm"}')).response,
      400,
      'input.number_too_long',
      'value',
    );
    const row = '"length":"60","width":"40","height":"40","grossWeight":"15"';
    assertErrorAnswer(
      (await post('cbm', `{"cartons":[{${row},"quantity":12345678901234567890}]}`)).response,
      400,
      'input.number_too_long',
      'cartons.0.quantity',
    );
  });

  it('still refuses malformed JSON and prototype keys, whatever numbers the body holds', async () => {
    assertErrorAnswer(
      (await post('unit-convert', '{"value":1.00000000000000001,}')).response,
      400,
      'api.malformed_json',
    );
    assertErrorAnswer(
      (await post('unit-convert', '{"value":1.00000000000000001,"__proto__":{"x":1}}')).response,
      400,
      'api.malformed_json',
    );
  });
});
