import { PeriodType } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { firstIndexFrom, occurrenceDate, occurrencesThrough } from './recurrence.ts';

const monthly = { anchorDate: '2026-01-31', periodType: PeriodType.Monthly, endDate: null };

describe('occurrence dates', () => {
  it('keep the 31st of a monthly series, clamped to shorter months', () => {
    const dates = occurrencesThrough(monthly, 0, '2026-07-31').map((o) => o.date);
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
    expect(occurrenceDate({ ...monthly, anchorDate: '2027-12-31' }, 2)).toBe('2028-02-29');
  });

  it('step daily and weekly series exactly, and keep Feb 29 of a yearly one as Feb 28', () => {
    const weekly = { anchorDate: '2026-12-29', periodType: PeriodType.Weekly, endDate: null };
    expect(occurrencesThrough(weekly, 0, '2027-01-12').map((o) => o.date)).toEqual([
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    const daily = { anchorDate: '2028-02-28', periodType: PeriodType.Daily, endDate: null };
    expect(occurrenceDate(daily, 2)).toBe('2028-03-01');
    const yearly = { anchorDate: '2024-02-29', periodType: PeriodType.Yearly, endDate: null };
    expect(occurrenceDate(yearly, 1)).toBe('2025-02-28');
    expect(occurrenceDate(yearly, 4)).toBe('2028-02-29');
  });

  it('stop at the end date and at the limit, and start from any index', () => {
    const ending = { ...monthly, endDate: '2026-04-29' };
    expect(occurrencesThrough(ending, 0, '2030-01-01').map((o) => o.index)).toEqual([0, 1, 2]);
    expect(occurrenceDate(ending, 3)).toBeNull();
    expect(occurrencesThrough(monthly, 2, '2030-01-01', 2)).toEqual([
      { index: 2, date: '2026-03-31' },
      { index: 3, date: '2026-04-30' },
    ]);
    expect(occurrencesThrough(monthly, 0, '2025-12-31')).toEqual([]);
  });

  it('find the first occurrence on or after a date', () => {
    expect(firstIndexFrom(monthly, '2025-06-01')).toBe(0);
    expect(firstIndexFrom(monthly, '2026-01-31')).toBe(0);
    expect(firstIndexFrom(monthly, '2026-02-28')).toBe(1);
    expect(firstIndexFrom(monthly, '2026-03-01')).toBe(2);
    expect(firstIndexFrom(monthly, '2026-03-31')).toBe(2);
  });
});
