import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { reportKeys, type ReportParams } from '@/lib/query-keys.ts';
import { reportQuery } from '../report-query.ts';

/**
 * GET /reports/net-worth: the money accounts' assets, liabilities and net at each month's end of
 * the range. Under the reports' key, so every write makes it out of date with the rest.
 */
export function getReportNetWorth(params: ReportParams, signal?: AbortSignal) {
  return apiClient.get('/reports/net-worth', { query: reportQuery(params), signal });
}

export const reportNetWorthKey = (params: ReportParams) =>
  [...reportKeys.all, 'net-worth', { ...params, groupIds: [...params.groupIds].sort() }] as const;

export function reportNetWorthQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportNetWorthKey(params),
    queryFn: ({ signal }) => getReportNetWorth(params, signal),
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useReportNetWorthQuery(params: ReportParams, enabled = true) {
  return useQuery({ ...reportNetWorthQueryOptions(params), enabled });
}
