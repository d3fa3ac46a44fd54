import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { reportKeys, type ReportParams } from '@/lib/query-keys.ts';
import { reportQuery } from '../report-query.ts';

/**
 * GET /reports: totals, months, categories and the largest expenses of the groups over the
 * range, converted into one currency by the server.
 */
export function getReport(params: ReportParams, signal?: AbortSignal) {
  return apiClient.get('/reports', { query: reportQuery(params), signal });
}

export function reportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportKeys.report(params),
    queryFn: ({ signal }) => getReport(params, signal),
    // Another filter keeps the last report on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

/** Disabled until the group list is known, since it decides which group may be asked for. */
export function useReportQuery(params: ReportParams, enabled = true) {
  return useQuery({ ...reportQueryOptions(params), enabled });
}
