import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { budgetsViewSearch, parseBudgetsView, type BudgetsView } from '../budgets-view.ts';

/** The budgets screen's view and date point, and a way to switch them (kept in the address). */
export function useBudgetsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseBudgetsView(params), [params]);
  const go = useCallback(
    (next: BudgetsView, options: { replace?: boolean } = {}) =>
      void navigate({ search: budgetsViewSearch(next) }, options),
    [navigate],
  );
  return { view, go };
}
