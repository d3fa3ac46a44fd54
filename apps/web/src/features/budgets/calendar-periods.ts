import { PeriodType, type WeekStart } from '@budget/contract';

// A budget repeats from its start date (docs/decisions.md, 'Budgets'): started on a period's first
// day of the calendar, every period of it is a calendar month, week or year.

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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

/** What aligning does for a period type, e.g. 'Weekly periods start on Monday.' */
export function alignmentNote(periodType: number, weekStart: WeekStart): string {
  switch (periodType) {
    case PeriodType.Monthly:
      return 'Monthly periods run from the 1st to the end of the month.';
    case PeriodType.Yearly:
      return 'Yearly periods run from 1 January to 31 December.';
    case PeriodType.Weekly:
      return `Weekly periods start on ${WEEKDAYS[weekStart]}, your first day of the week.`;
    default:
      return 'Daily periods are calendar days.';
  }
}
