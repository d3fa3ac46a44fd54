import { describe, expect, it } from 'vitest';
import { monthRange, recentMonths, wholeMonthOf } from './month-ranges.ts';

describe('month ranges', () => {
  it('runs from the first to the last day, leap years and year ends included', () => {
    expect(monthRange(2026, 2)).toEqual({ month: '2026-03', from: '2026-03-01', to: '2026-03-31' });
    expect(monthRange(2028, 1).to).toBe('2028-02-29');
    expect(monthRange(2026, 1).to).toBe('2026-02-28');
    expect(monthRange(2026, -1)).toEqual({
      month: '2025-12',
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('lists this month and the ones before it, newest first, across a new year', () => {
    const months = recentMonths(new Date(2026, 1, 15), 4).map((range) => range.month);
    expect(months).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('names the month a range covers exactly, and no other', () => {
    expect(wholeMonthOf('2026-03-01', '2026-03-31')).toBe('2026-03');
    expect(wholeMonthOf('2026-03-01', '2026-03-30')).toBeNull();
    expect(wholeMonthOf('2026-03-02', '2026-03-31')).toBeNull();
    expect(wholeMonthOf('', '')).toBeNull();
  });
});
