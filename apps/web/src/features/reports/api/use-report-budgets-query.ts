import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { reportKeys, type ReportParams } from '@/lib/query-keys.ts';
import { reportQuery } from '../report-query.ts';

/**
 * GET /reports/budgets: each budget of the groups against what its periods overlapping the range
 * spent, in the budget's own currency (the report's currency does not apply).
 */
export function getReportBudgets(params: ReportParams, signal?: AbortSignal) {
  return apiClient.get('/reports/budgets', { query: reportQuery(params), signal });
}

export function reportBudgetsQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: reportKeys.budgets(params),
    queryFn: ({ signal }) => getReportBudgets(params, signal),
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useReportBudgetsQuery(params: ReportParams, enabled = true) {
  return useQuery({ ...reportBudgetsQueryOptions(params), enabled });
}
