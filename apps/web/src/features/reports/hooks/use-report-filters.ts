import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseReportFilters, reportFiltersSearch, type ReportFilters } from '../report-filters.ts';

/** The report's filters, read from and written to the address. */
export function useReportFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseReportFilters(params), [params]);
  // Each change replaces the entry: Back leaves the screen rather than undoing filters one by one.
  const setFilters = useCallback(
    (next: ReportFilters) =>
      void navigate({ search: reportFiltersSearch(next) }, { replace: true }),
    [navigate],
  );
  return { filters, setFilters };
}
