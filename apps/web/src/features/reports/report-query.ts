import { API_BASE_PATH } from '@budget/contract';
import type { CallQuery } from '@/lib/api-client.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { format, parseISO } from 'date-fns';
import { toQueryString } from '@/lib/query-string.ts';
import { rangeOf, type ReportFilters } from './report-filters.ts';

/**
 * What the report is asked for: the filters' group (a group the user is not in, e.g. from an
 * old bookmark, counts as all groups), their dates as of today, and their currency or else the
 * user's display currency.
 */
export function reportParams(
  filters: ReportFilters,
  options: { today: Date; displayCurrency: number; groupIds: readonly string[] },
): ReportParams {
  const groupId =
    filters.groupId && options.groupIds.includes(filters.groupId) ? filters.groupId : null;
  const { from, to } = rangeOf(filters, options.today);
  return {
    groupIds: groupId ? [groupId] : [],
    from,
    to,
    currency: filters.currency ?? options.displayCurrency,
  };
}

/**
 * Today at local midnight: presets are whole periods around the day, not the instant, so the
 * report's params stay the same all day.
 */
export function reportToday(todayText = format(new Date(), 'yyyy-MM-dd')): Date {
  return parseISO(todayText);
}

/** The query of GET /reports, /reports/budgets and /reports/export (open ends are left out). */
export function reportQuery(params: ReportParams): CallQuery<'GET /reports'> {
  return {
    groupIds: params.groupIds,
    from: params.from,
    to: params.to,
    currency: params.currency,
  };
}

/** The CSV download: a plain link, so the browser's session cookie goes along. */
export function exportHref(params: ReportParams): string {
  return `${API_BASE_PATH}/reports/export${toQueryString(reportQuery(params))}`;
}
