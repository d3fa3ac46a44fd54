import { PeriodType, WeekStart } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { alignmentNote, calendarPeriodStart } from './calendar-periods.ts';

describe('calendarPeriodStart', () => {
  it('starts a month on the 1st and a year on 1 January', () => {
    expect(calendarPeriodStart('2026-11-28', PeriodType.Monthly, WeekStart.Sunday)).toBe(
      '2026-11-01',
    );
    expect(calendarPeriodStart('2024-02-29', PeriodType.Monthly, WeekStart.Sunday)).toBe(
      '2024-02-01',
    );
    expect(calendarPeriodStart('2026-11-28', PeriodType.Yearly, WeekStart.Sunday)).toBe(
      '2026-01-01',
    );
    expect(calendarPeriodStart('2026-11-28', PeriodType.Daily, WeekStart.Monday)).toBe(
      '2026-11-28',
    );
  });

  it("starts a week on the user's first day of the week, the day itself when it is that day", () => {
    // 2026-11-28 is a Saturday.
    expect(calendarPeriodStart('2026-11-28', PeriodType.Weekly, WeekStart.Sunday)).toBe(
      '2026-11-22',
    );
    expect(calendarPeriodStart('2026-11-28', PeriodType.Weekly, WeekStart.Monday)).toBe(
      '2026-11-23',
    );
    expect(calendarPeriodStart('2026-11-28', PeriodType.Weekly, WeekStart.Saturday)).toBe(
      '2026-11-28',
    );
    // Across a month's and a year's end.
    expect(calendarPeriodStart('2027-01-01', PeriodType.Weekly, WeekStart.Monday)).toBe(
      '2026-12-28',
    );
  });

  it('starts every day of a week on the same day, a weekday named by the note', () => {
    for (const weekStart of [WeekStart.Sunday, WeekStart.Monday, WeekStart.Saturday]) {
      const starts = new Set<string>();
      for (let day = 22; day <= 28; day++) {
        const start = calendarPeriodStart(`2026-11-${day}`, PeriodType.Weekly, weekStart);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(weekStart);
        starts.add(start);
      }
      expect(starts.size).toBeLessThanOrEqual(2);
    }
    expect(alignmentNote(PeriodType.Weekly, WeekStart.Saturday)).toContain('Saturday');
  });

  it('says in Polish which day a week starts on, as Polish names it', async () => {
    await setLanguage('pl');
    try {
      expect(alignmentNote(PeriodType.Weekly, WeekStart.Monday)).toBe(
        'Okresy tygodniowe zaczynają się w poniedziałek, czyli w Twoim pierwszym dniu tygodnia.',
      );
      expect(alignmentNote(PeriodType.Weekly, WeekStart.Sunday)).toContain('w niedzielę');
      expect(alignmentNote(PeriodType.Monthly, WeekStart.Monday)).toBe(
        'Okresy miesięczne trwają od 1. dnia do końca miesiąca.',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
