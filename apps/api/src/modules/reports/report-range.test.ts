import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../../lib/periods.ts';
import {
  FIRST_DAY,
  LAST_DAY,
  lastDayOf,
  monthsBetween,
  splitRange,
  type DayRange,
  type RangeParts,
} from './report-range.ts';

const NOTHING_TAKEN = { minusMonths: [], minusDays: [] };

/** How many times each day of the parts is counted (years and months as their days). */
function countedDays(parts: RangeParts): Map<string, number> {
  const counted = new Map<string, number>();
  const count = (from: string, to: string, sign: number) => {
    for (let day = from; day <= to; day = addDays(day, 1))
      counted.set(day, (counted.get(day) ?? 0) + sign);
  };
  const months = (r: DayRange, sign: number) => count(`${r.from}-01`, lastDayOf(r.to), sign);
  for (const r of parts.years) count(`${r.from}-01-01`, `${r.to}-12-31`, 1);
  for (const r of parts.months) months(r, 1);
  for (const r of parts.days) count(r.from, r.to, 1);
  for (const r of parts.minusMonths) months(r, -1);
  for (const r of parts.minusDays) count(r.from, r.to, -1);
  return counted;
}

describe('report ranges', () => {
  it('splits into whole years, whole months and the days at the ends', () => {
    expect(splitRange({ from: '2022-03-15', to: '2025-02-10' }, true)).toEqual({
      years: [{ from: '2023', to: '2024' }],
      months: [
        { from: '2022-04', to: '2022-12' },
        { from: '2025-01', to: '2025-01' },
      ],
      days: [
        { from: '2022-03-15', to: '2022-03-31' },
        { from: '2025-02-01', to: '2025-02-10' },
      ],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: '2024-01-15', to: '2024-02-15' }, true)).toEqual({
      years: [],
      months: [],
      days: [
        { from: '2024-01-15', to: '2024-01-31' },
        { from: '2024-02-01', to: '2024-02-15' },
      ],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: '2024-02-01', to: '2024-02-29' }, true)).toEqual({
      years: [],
      months: [{ from: '2024-02', to: '2024-02' }],
      days: [],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: '2023-02-01', to: '2023-02-28' }, false).months).toEqual([
      { from: '2023-02', to: '2023-02' },
    ]);
  });

  it('keeps months when years are not asked for, and reaches the calendar ends', () => {
    expect(splitRange({ from: '2023-01-01', to: '2024-12-31' }, false)).toEqual({
      years: [],
      months: [{ from: '2023-01', to: '2024-12' }],
      days: [],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: FIRST_DAY, to: LAST_DAY }, true)).toEqual({
      years: [{ from: '0000', to: '9999' }],
      months: [],
      days: [],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: '9999-12-15', to: LAST_DAY }, true)).toEqual({
      years: [],
      months: [],
      days: [{ from: '9999-12-15', to: LAST_DAY }],
      ...NOTHING_TAKEN,
    });
    expect(splitRange({ from: '2024-05-02', to: '2024-05-01' }, true)).toEqual({
      years: [],
      months: [],
      days: [],
      ...NOTHING_TAKEN,
    });
  });

  it('lists the months between two, across years', () => {
    expect(monthsBetween('2023-11', '2024-02')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('reads a range ending at the horizon as whole months and years, less what lies beyond', () => {
    const horizon = '2026-11-24';
    expect(splitRange({ from: '2016-11-24', to: horizon }, { years: true, horizon })).toEqual({
      years: [{ from: '2017', to: '2026' }],
      months: [{ from: '2016-12', to: '2016-12' }],
      days: [{ from: '2016-11-24', to: '2016-11-30' }],
      minusMonths: [{ from: '2026-12', to: '2026-12' }],
      minusDays: [{ from: '2026-11-25', to: '2026-11-30' }],
    });
  });

  it('counts every day of the range once and no other, whatever the split', () => {
    const day = fc
      .integer({ min: dayNumber('2022-01-01'), max: dayNumber('2025-12-31') })
      .map((n) => addDays('2022-01-01', n - dayNumber('2022-01-01')));
    fc.assert(
      fc.property(day, day, fc.option(day), fc.boolean(), (a, b, horizon, years) => {
        const range = a <= b ? { from: a, to: b } : { from: b, to: a };
        const parts = splitRange(range, { years, horizon: horizon ?? undefined });
        if (!years) expect(parts.years).toEqual([]);
        if (horizon === null) expect([parts.minusMonths, parts.minusDays]).toEqual([[], []]);
        const counted = countedDays(parts);
        for (const [day, times] of counted) {
          expect(times, day).toBe(day >= range.from && day <= range.to ? 1 : 0);
        }
        for (let d = range.from; d <= range.to; d = addDays(d, 1))
          expect(counted.get(d), d).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});
