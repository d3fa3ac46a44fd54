import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { reportKeys, type ReportParams } from '@/lib/query-keys.ts';
import { reportQuery } from '../report-query.ts';

/**
 * GET /reports/members: who paid and received how much of the shared expenses and incomes over
 * the range, and each member's share, converted into the report's currency. Under the reports'
 * key, so every transaction write makes it out of date with the rest of the report.
 */
export function getReportMembers(params: ReportParams, signal?: AbortSignal) {
  return apiClient.get('/reports/members', { query: reportQuery(params), signal });
}

export const reportMembersKey = (params: ReportParams) =>
  [...reportKeys.all, 'members', { ...params, groupIds: [...params.groupIds].sort() }] as const;

export function reportMembersQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportMembersKey(params),
    queryFn: ({ signal }) => getReportMembers(params, signal),
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useReportMembersQuery(params: ReportParams, enabled = true) {
  return useQuery({ ...reportMembersQueryOptions(params), enabled });
}
