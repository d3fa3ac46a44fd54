import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { formatDateField } from '@/components/date-picker.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useReportBudgetsQuery } from '../api/use-report-budgets-query.ts';
import { useReportMembersQuery } from '../api/use-report-members-query.ts';
import { useReportQuery } from '../api/use-report-query.ts';
import { useReportFilters } from '../hooks/use-report-filters.ts';
import { rangeText } from '../report-figures.ts';
import { withPreset, type DatePreset } from '../report-filters.ts';
import { exportHref, reportParams, reportToday } from '../report-query.ts';
import { BudgetsSection } from './budgets-section.tsx';
import { MembersSection } from './members-section.tsx';
import { NetWorthSection } from './net-worth-section.tsx';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import { ReportSkeleton } from './report-skeleton.tsx';
import { ReportView } from './report-view.tsx';

/**
 * /reports: where the money went over a date range, what the accounts were worth at each month's
 * end, who paid and whose share it was, and how the budgets held up. The page holds the filters; each part asks for its own figures, so the
 * arrival of one draws that part alone, not the filters or the other parts.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const session = useSession();
  const membership = useGroupMembership();
  const { displayCurrency } = usePreferences();
  const { filters, setFilters } = useReportFilters();
  // Presets are whole periods around today; the day (not the instant) keeps the params stable.
  const todayText = formatDateField(new Date());
  const today = useMemo(() => reportToday(todayText), [todayText]);
  const groupIds = useMemo(() => membership.groups.map((group) => group.id), [membership.groups]);
  const params = useMemo(
    () => reportParams(filters, { today, displayCurrency, groupIds }),
    [filters, today, displayCurrency, groupIds],
  );
  const onPresetChange = useCallback(
    (preset: DatePreset) => setFilters(withPreset(filters, preset, today)),
    [setFilters, filters, today],
  );
  // Which group may be asked for is known once the group list is. The route waits for both
  // already; standing alone (tests), the page waits as well.
  const ready = !session.isLoading && !membership.isLoading;

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button asChild variant="outline">
            <a href={exportHref(params)} download>
              <DownloadIcon aria-hidden="true" />
              {t('page.export')}
            </a>
          </Button>
        }
      />
      <ReportFiltersBar
        groups={membership.groups}
        groupId={params.groupIds[0] ?? null}
        filters={filters}
        currency={params.currency}
        onChange={setFilters}
        onPresetChange={onPresetChange}
      />
      <p
        className="-mt-2 flex min-h-5 items-center gap-2 text-sm text-muted-foreground"
        data-testid="report-range"
      >
        {rangeText(params)}
        <UpdatingStatus params={params} ready={ready} />
      </p>
      <ReportBody params={params} ready={ready} />
      <NetWorthSection params={params} ready={ready} />
      <MembersSection params={params} ready={ready} />
      <BudgetsSection params={params} ready={ready} />
    </div>
  );
}

/** 'Updating…' while any part still shows the figures of the filters before. */
function UpdatingStatus({ params, ready }: { params: ReportParams; ready: boolean }) {
  // Only isPlaceholderData is read, so TanStack Query draws this again only when it changes.
  const report = useReportQuery(params, ready).isPlaceholderData;
  const budgets = useReportBudgetsQuery(params, ready).isPlaceholderData;
  const members = useReportMembersQuery(params, ready).isPlaceholderData;
  const updating = report || budgets || members;
  const { t } = useTranslation('reports');
  return (
    <span role="status" className="inline-flex items-center gap-1.5">
      {updating ? (
        <>
          <Spinner />
          {t('page.updating')}
        </>
      ) : null}
    </span>
  );
}

/** The report's figures, or why they are not there yet. */
function ReportBody({ params, ready }: { params: ReportParams; ready: boolean }) {
  const { t } = useTranslation('reports');
  const report = useReportQuery(params, ready);
  // Drawn in a render React interrupts for the browser (charts and tables are the page's
  // heaviest work), rather than at once as the query's store would have it.
  const shown = useDeferredValue(report.data);
  if (report.isError && !report.data) {
    return <LoadErrorAlert title={t('page.loadError')} onRetry={() => void report.refetch()} />;
  }
  if (!shown) return <ReportSkeleton />;
  return <ReportView report={shown} updating={report.isPlaceholderData} />;
}
