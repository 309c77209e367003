/**
 * The lookup's listing rules as properties over generated libraries (TEST FIXTURE rows: codes
 * drawn from a few 8-digit base codes so that base codes, 10-digit codes and specific codes
 * meet; made-up rates): a code is found exactly when its own rows, its base code's rows or finer
 * codes cover it; every rate given belongs to the code answered or a code under the code asked;
 * a rate in force is one of the periods given. Nothing is invented.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Row } from '../../src/datasets/model.js';
import { buildLibraryIndex } from '../../src/refund-rate/library-index.js';
import { lookupCode } from '../../src/refund-rate/lookup.js';
import type { PeriodRow } from '../../src/refund-rate/period.js';

const BASES = ['99010100', '99010200', '99020100'];
const suffix = (length: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '9'), minLength: length, maxLength: length });
const code = fc.oneof(
  fc.constantFrom(...BASES),
  fc.tuple(fc.constantFrom(...BASES), suffix(2)).map(([base, tail]) => base + tail),
  fc.tuple(fc.constantFrom(...BASES), suffix(3)).map(([base, tail]) => base + tail),
);
const year = fc.integer({ min: 2024, max: 2027 });
const row = fc.record({ code, year, open: fc.boolean(), rate: fc.constantFrom('0', '9', '13') }).map(
  ({ code: c, year: y, open, rate }): Row => ({
    code: c,
    name: `fixture ${c}`,
    refund_rate: rate,
    vat_rates: ['13'],
    from: `${y}-01-01`,
    to: open ? null : `${y}-12-31`,
    tsflag: '',
    note: '',
  }),
);
const asked = fc.oneof(
  fc.constantFrom(...BASES),
  fc.tuple(fc.constantFrom(...BASES), suffix(2)).map(([base, tail]) => base + tail),
);
const day = year.chain((y) => fc.constantFrom(`${y}-03-01`, `${y}-12-31`));

describe('refund-rate lookup, properties', () => {
  it('finds exactly what covers the code, and gives only rates of the code answered or codes under the code asked', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), asked, day, (rows, wanted, when) => {
        const index = buildLibraryIndex(rows);
        const lookup = lookupCode(index, wanted, { day: when, basis: 'export_date' }, when);
        const codes = new Set(rows.map((r) => String(r.code)));
        const own = codes.has(wanted);
        const base = wanted.length === 10 && codes.has(wanted.slice(0, 8));
        const finer = [...codes].some((c) => c.length > wanted.length && c.startsWith(wanted));
        assert.equal(lookup.found, own || base || finer);
        if (!lookup.found) {
          for (const near of lookup.nearest) assert.equal(near.code.slice(0, 6), wanted.slice(0, 6));
          return;
        }
        assert.equal(lookup.listing, own ? 'own' : base ? 'heading' : 'narrower');
        assert.equal(lookup.listed_at, own || !base ? wanted : wanted.slice(0, 8));
        for (const period of lookup.periods) assert.equal(period.code, lookup.listed_at);
        for (const split of lookup.splits)
          assert.ok(split.code.length > wanted.length && split.code.startsWith(wanted), split.code);
        const given = [...lookup.periods, ...lookup.splits];
        const isGiven = (p: PeriodRow) =>
          given.some((g) => g.code === p.code && g.from === p.from && g.refund_percent === p.refund_percent);
        const inForce = lookup.in_force;
        const shown =
          inForce.status === 'rate'
            ? [inForce.period]
            : inForce.status === 'choose'
              ? [...(inForce.general ? [inForce.general] : []), ...inForce.splits]
              : inForce.status === 'narrower'
                ? inForce.periods
                : [];
        for (const period of shown) {
          assert.ok(isGiven(period), `${period.code} ${period.from} is among the periods given`);
          assert.ok(period.from <= when && (period.to === null || when <= period.to), 'in force on the day');
        }
      }),
      { numRuns: 300 },
    );
  });
});
