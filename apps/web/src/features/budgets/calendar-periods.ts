import { PeriodType, type WeekStart } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';

// A budget repeats from its start date (docs/decisions.md, 'Budgets'): started on a period's first
// day of the calendar, every period of it is a calendar month, week or year.

const DAY_MS = 86_400_000;
/** 'on Monday', by the day's number (Sunday 0); Polish says 'w poniedziałek'. */
const ON_WEEKDAYS = [
  'weekday.0',
  'weekday.1',
  'weekday.2',
  'weekday.3',
  'weekday.4',
  'weekday.5',
  'weekday.6',
] as const;

/**
 * The first day (yyyy-MM-dd) of the calendar period of a type holding a day: the 1st of its
 * month, 1 January of its year, the first day of its week (the user's), or the day itself.
 */
export function calendarPeriodStart(day: string, periodType: number, weekStart: WeekStart): string {
  switch (periodType) {
    case PeriodType.Monthly:
      return `${day.slice(0, 7)}-01`;
    case PeriodType.Yearly:
      return `${day.slice(0, 4)}-01-01`;
    case PeriodType.Weekly: {
      // Read as UTC midnight: whole days, which no time zone or summer time moves.
      const date = new Date(`${day}T00:00:00Z`);
      const back = (date.getUTCDay() - weekStart + 7) % 7;
      return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    }
    default:
      return day;
  }
}

/**
 * What aligning does for a period type, in the interface's language, e.g. 'Weekly periods start
 * on Monday, your first day of the week.'
 */
export function alignmentNote(periodType: number, weekStart: WeekStart): string {
  const ns = 'budgets';
  switch (periodType) {
    case PeriodType.Monthly:
      return i18next.t('align.monthly', { ns });
    case PeriodType.Yearly:
      return i18next.t('align.yearly', { ns });
    case PeriodType.Weekly:
      return i18next.t('align.weekly', {
        ns,
        day: i18next.t(ON_WEEKDAYS[weekStart] ?? 'weekday.1', { ns }),
      });
    default:
      return i18next.t('align.daily', { ns });
  }
}
