// Dates as text, without zod: the screens check the dates in their addresses with these, and
// a screen that imported them from a file of schemas would download zod and build those schemas
// before its first paint (docs/performance.md, 'First screens').

/**
 * yyyy-MM-dd of a real date of the Gregorian calendar (years 0000-9999, February 29 in leap
 * years only), as a regular expression rather than a check in code, so that the OpenAPI document
 * states exactly which texts are dates.
 */
const MONTH_AND_DAY = [
  '(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])',
  '(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)',
  '02-(?:0[1-9]|1\\d|2[0-8])',
].join('|');
/** Divisible by 4 but not by 100, or by 400. */
const LEAP_YEAR = '\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00';
const CALENDAR_DATE_SOURCE = `\\d{4}-(?:${MONTH_AND_DAY})|(?:${LEAP_YEAR})-02-29`;
export const CALENDAR_DATE = new RegExp(`^(?:${CALENDAR_DATE_SOURCE})$`);

/** GET /budgets' datePoint: a date, an ISO timestamp whose date is what counts, or empty. */
export const DATE_POINT = new RegExp(`^(?:(?:${CALENDAR_DATE_SOURCE})(?:T.*)?)?$`);

/** A real calendar date written yyyy-MM-dd. */
export function isCalendarDate(text: string): boolean {
  return CALENDAR_DATE.test(text);
}
