import { PeriodType } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfDay,
  dayNumber,
  nearestPeriod,
  periodAt,
  periodContaining,
  type Period,
  type Schedule,
} from './periods.ts';

const { Daily, Weekly, Monthly, Yearly } = PeriodType;
const schedule = (
  startDate: string,
  periodType: number,
  endDate: string | null = null,
): Schedule => ({
  startDate,
  periodType,
  endDate,
});

describe('budget periods', () => {
  it.each([
    // [start, type, index, period start, period end]
    ['2026-03-10', Daily, 0, '2026-03-10', '2026-03-10'],
    ['2026-03-10', Daily, 25, '2026-04-04', '2026-04-04'],
    ['2026-12-31', Daily, 1, '2027-01-01', '2027-01-01'],
    ['2026-03-02', Weekly, 0, '2026-03-02', '2026-03-08'],
    ['2026-03-02', Weekly, 5, '2026-04-06', '2026-04-12'],
    ['2026-12-28', Weekly, 1, '2027-01-04', '2027-01-10'],
    ['2026-01-15', Monthly, 0, '2026-01-15', '2026-02-14'],
    ['2026-01-15', Monthly, 11, '2026-12-15', '2027-01-14'],
    ['2026-01-31', Monthly, 0, '2026-01-31', '2026-02-27'],
    ['2026-01-31', Monthly, 1, '2026-02-28', '2026-03-30'],
    ['2026-01-31', Monthly, 2, '2026-03-31', '2026-04-29'],
    ['2028-01-31', Monthly, 1, '2028-02-29', '2028-03-30'],
    ['2026-03-31', Monthly, 1, '2026-04-30', '2026-05-30'],
    ['2026-01-01', Monthly, 1, '2026-02-01', '2026-02-28'],
    ['2026-01-01', Yearly, 0, '2026-01-01', '2026-12-31'],
    ['2026-07-01', Yearly, 2, '2028-07-01', '2029-06-30'],
    ['2028-02-29', Yearly, 0, '2028-02-29', '2029-02-27'],
    ['2028-02-29', Yearly, 1, '2029-02-28', '2030-02-27'],
    ['2028-02-29', Yearly, 4, '2032-02-29', '2033-02-27'],
  ])('%s, type %i, period %i runs %s to %s', (start, type, index, from, to) => {
    expect(periodAt(schedule(start, type), index)).toEqual({ start: from, end: to });
  });

  it('cuts the last period short at the end date and stops after it', () => {
    const s = schedule('2026-01-15', Monthly, '2026-03-01');
    expect(periodAt(s, 1)).toEqual({ start: '2026-02-15', end: '2026-03-01' });
    expect(periodAt(s, 2)).toBeNull();
    expect(periodContaining(s, '2026-03-01')).toEqual({ start: '2026-02-15', end: '2026-03-01' });
    expect(periodContaining(s, '2026-03-02')).toBeNull();
  });

  it.each([
    [Daily, '2026-05-17', '2026-05-17', '2026-05-17'],
    [Weekly, '2026-05-17', '2026-05-11', '2026-05-17'],
    [Weekly, '2026-05-18', '2026-05-18', '2026-05-24'],
    [Monthly, '2026-05-17', '2026-05-11', '2026-06-10'],
    [Monthly, '2026-06-10', '2026-05-11', '2026-06-10'],
    [Monthly, '2026-06-11', '2026-06-11', '2026-07-10'],
    [Yearly, '2027-05-10', '2026-05-11', '2027-05-10'],
    [Yearly, '2027-05-11', '2027-05-11', '2028-05-10'],
  ])('type %i: the period containing %s runs %s to %s', (type, date, from, to) => {
    expect(periodContaining(schedule('2026-05-11', type), date)).toEqual({ start: from, end: to });
  });

  it('finds the period of month-end starts on both sides of a short month', () => {
    const s = schedule('2026-01-31', Monthly);
    expect(periodContaining(s, '2026-02-27')).toEqual({ start: '2026-01-31', end: '2026-02-27' });
    expect(periodContaining(s, '2026-02-28')).toEqual({ start: '2026-02-28', end: '2026-03-30' });
    expect(periodContaining(s, '2026-03-31')).toEqual({ start: '2026-03-31', end: '2026-04-29' });
  });

  it('has no period at a date point before the start or after the end', () => {
    const s = schedule('2026-05-11', Weekly, '2026-06-30');
    expect(periodContaining(s, '2026-05-10')).toBeNull();
    expect(periodContaining(s, '2026-07-01')).toBeNull();
  });

  it('falls back to the nearest period outside the range', () => {
    const s = schedule('2026-05-11', Weekly, '2026-06-30');
    expect(nearestPeriod(s, '2020-01-01')).toEqual({ start: '2026-05-11', end: '2026-05-17' });
    expect(nearestPeriod(s, '2030-01-01')).toEqual({ start: '2026-06-29', end: '2026-06-30' });
    expect(nearestPeriod(s, '2026-06-01')).toEqual({ start: '2026-06-01', end: '2026-06-07' });
  });

  it('counts the years 1-99 as themselves, not as 1901-1999', () => {
    const s = schedule('0001-01-01', Weekly);
    expect(periodContaining(s, '0001-01-05')).toEqual({ start: '0001-01-01', end: '0001-01-07' });
    expect(periodContaining(schedule('0004-01-31', Monthly), '0004-02-29')).toEqual({
      start: '0004-02-29',
      end: '0004-03-30',
    });
    expect(periodContaining(s, '1899-06-01')).not.toBeNull();
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    // Year 0 is a leap year of the proleptic Gregorian calendar (1900, as Date.UTC read it, is not).
    expect(periodContaining(schedule('0000-01-31', Monthly), '0000-02-29')).toEqual({
      start: '0000-02-29',
      end: '0000-03-30',
    });
  });

  it('ends the last periods of the calendar on 9999-12-31, a date it can write', () => {
    const last = { start: '9999-12-31', end: '9999-12-31' };
    expect(periodContaining(schedule('2026-01-31', Monthly), '9999-12-31')).toEqual(last);
    expect(periodContaining(schedule('9999-12-27', Weekly), '9999-12-31')).toEqual({
      start: '9999-12-27',
      end: '9999-12-31',
    });
    expect(nearestPeriod(schedule('9999-12-31', Yearly), '2026-01-01')).toEqual(last);
    // No period begins after it: a series or budget started at the calendar's end has no next one.
    for (const type of [Daily, Weekly, Monthly, Yearly]) {
      expect(periodAt(schedule('9999-12-31', type), 1)).toBeNull();
    }
    expect(periodAt(schedule('9999-12-25', Weekly), 1)).toBeNull();
  });

  it('treats every date as a calendar day, whatever the time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Kiritimati', 'America/Adak', 'UTC']) {
        process.env.TZ = tz;
        expect(periodContaining(schedule('2026-03-29', Daily), '2026-03-29')).toEqual({
          start: '2026-03-29',
          end: '2026-03-29',
        });
        expect(periodAt(schedule('2026-10-25', Weekly), 0)).toEqual({
          start: '2026-10-25',
          end: '2026-10-31',
        });
      }
    } finally {
      // Assigning undefined would set the text 'undefined'.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('spans consecutive periods without gaps or overlaps for ten years', () => {
    for (const type of [Daily, Weekly, Monthly, Yearly]) {
      for (const start of ['2024-01-31', '2024-02-29', '2025-08-30', '2026-03-01']) {
        const s = schedule(start, type);
        let previous = periodAt(s, 0);
        const count = type === Daily ? 3660 : type === Weekly ? 530 : type === Monthly ? 121 : 11;
        for (let i = 1; i < count; i++) {
          const next = periodAt(s, i) as Period;
          expect(next.start).toBe(addDays((previous as Period).end, 1));
          expect(periodContaining(s, next.start)).toEqual(next);
          expect(periodContaining(s, (previous as Period).end)).toEqual(previous);
          previous = next;
        }
      }
    }
  });

  it('writes the date of every day number from 0000-01-01 to 9999-12-31 as Date does, and reads it back', () => {
    const [first, last] = [dayNumber('0000-01-01'), dayNumber('9999-12-31')];
    expect([first, last]).toEqual([-719_528, 2_932_896]);
    expect([dateOfDay(first), dateOfDay(last)]).toEqual(['0000-01-01', '9999-12-31']);
    for (let day = first - 3; day <= last + 3; day++) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dateOfDay(day) !== expected) expect(dateOfDay(day)).toBe(expected);
      if (day >= first && day <= last && dayNumber(expected) !== day) {
        expect(dayNumber(expected)).toBe(day);
      }
    }
  });
});
