import type { BootData } from '@budget/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForFirstScreen } from '@/lib/query-client.ts';
import { parseReportFilters } from '../report-filters.ts';
import { reportParams, reportToday } from '../report-query.ts';
import { reportBudgetsQueryOptions } from './use-report-budgets-query.ts';
import { reportMembersQueryOptions } from './use-report-members-query.ts';
import { reportNetWorthQueryOptions } from './use-report-net-worth-query.ts';
import { reportQueryOptions } from './use-report-query.ts';

/**
 * The calls /reports makes when it opens at `url`, started with the page (app/first-screen.ts):
 * the same params the page computes from the address, today, the display currency and the
 * groups, so the page's queries find them under their own keys.
 */
export function prefetchReportsScreen(client: QueryClient, boot: BootData, url: URL): void {
  const params = reportParams(parseReportFilters(url.searchParams), {
    today: reportToday(),
    displayCurrency: boot.preferences.displayCurrency,
    groupIds: (boot.groups ?? []).map((group) => group.id),
  });
  prefetchForFirstScreen(client, reportQueryOptions(params));
  prefetchForFirstScreen(client, reportNetWorthQueryOptions(params));
  prefetchForFirstScreen(client, reportMembersQueryOptions(params));
  prefetchForFirstScreen(client, reportBudgetsQueryOptions(params));
}
