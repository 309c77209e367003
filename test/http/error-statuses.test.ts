/**
 * The status table (src/http/error-statuses.ts) and docs/contract.md's table of error answers say
 * the same: each code bound to a status is listed in that status's row, and nowhere else.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/http/api-error.js';
import { ERROR_STATUSES } from '../../src/http/error-statuses.js';
import { issue } from '../../src/core/issues.js';
import { projectRoot } from '../../src/project-root.js';

describe('the status of an error', () => {
  it('is its first issue’s code’s, 400 for a code not in the table', () => {
    assert.equal(new ApiError([issue('', 'tool.not_found')]).status, 404);
    assert.equal(new ApiError([issue('', 'api.busy'), issue('', 'tool.not_found')]).status, 503);
    assert.equal(new ApiError([issue('limit', 'param.integer_range', { min: 1, max: 5000 })]).status, 400);
  });

  it('is written in docs/contract.md, in its status’s row', () => {
    const contract = readFileSync(join(projectRoot(), 'docs', 'contract.md'), 'utf8');
    const rows = new Map(
      [...contract.matchAll(/^\| (\d{3}) \|[^\n]*\| ([^|\n]*) \|$/gm)].map(([, status, codes]) => [
        Number(status),
        codes ?? '',
      ]),
    );
    for (const [code, status] of Object.entries(ERROR_STATUSES)) {
      assert.ok(rows.get(status)?.includes(`\`${code}\``), `${code} in the ${status} row`);
      for (const [other, codes] of rows)
        if (other !== status) assert.ok(!codes.includes(`\`${code}\``), `${code} not in the ${other} row`);
    }
  });
});
