/** Calendar days: the Beijing day, real days, and day numbers counted without a Date. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addDays, beijingDay, dayNumber, daysBetween, isRealDay, nextWeekdayAt } from '../../src/core/calendar.js';

describe('the Beijing day', () => {
  it('turns at 16:00 UTC and is kept only within its own day', () => {
    assert.equal(beijingDay(new Date('2026-11-24T15:59:59.999Z')), '2026-11-24');
    assert.equal(beijingDay(new Date('2026-11-24T16:00:00.000Z')), '2026-11-25');
    assert.equal(beijingDay(new Date('2026-11-24T15:59:59.999Z')), '2026-11-24');
    assert.equal(beijingDay(new Date('2026-11-23T16:00:00.000Z')), '2026-11-24');
    assert.equal(beijingDay(new Date('2026-11-23T15:59:59.999Z')), '2026-11-23');
  });

  it('reads real days only', () => {
    assert.ok(isRealDay('2024-02-29'));
    assert.ok(!isRealDay('2026-02-29'));
  });
});

describe('day numbers', () => {
  it('count days as Date does, over leap years and centuries (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -800, max: 800 }),
        (at, shift) => {
          const day = at.toISOString().slice(0, 10);
          const other = new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
          assert.equal(dayNumber(day), Date.parse(`${day}T00:00:00Z`) / 86_400_000);
          if (/^\d{4}-/.test(other)) {
            assert.equal(daysBetween(day, other), shift);
            assert.equal(addDays(day, shift), other);
          }
        },
      ),
    );
    assert.equal(daysBetween('2024-02-28', '2024-03-01'), 2);
    assert.equal(daysBetween('2100-02-28', '2100-03-01'), 1);
  });
});

describe('the next weekday at a Beijing time', () => {
  it('is later the same weekday, the next weekday, or Monday after a weekend', () => {
    const at920 = 9 * 60 + 20;
    // Thursday 2026-09-03, 08:00 and 09:30 in Beijing.
    assert.equal(nextWeekdayAt(new Date('2026-09-03T00:00:00Z'), at920).toISOString(), '2026-09-03T01:20:00.000Z');
    assert.equal(nextWeekdayAt(new Date('2026-09-03T01:30:00Z'), at920).toISOString(), '2026-09-04T01:20:00.000Z');
    // Friday after the time, Saturday, and Sunday late (Beijing) all give Monday.
    for (const now of ['2026-09-04T01:20:00Z', '2026-09-05T12:00:00Z', '2026-09-06T15:59:00Z'])
      assert.equal(nextWeekdayAt(new Date(now), at920).toISOString(), '2026-09-07T01:20:00.000Z', now);
  });
});
