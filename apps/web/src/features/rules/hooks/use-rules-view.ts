import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseRulesView, rulesViewSearch, type RulesView } from '../rules-view.ts';

/** The rules screen's current mode and a way to switch it (kept in the address). */
export function useRulesView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseRulesView(params), [params]);
  const go = useCallback(
    // A finished form is replaced by the list, so Back does not reopen it.
    (next: RulesView, options: { replace?: boolean } = {}) =>
      void navigate({ search: rulesViewSearch(next) }, options),
    [navigate],
  );
  return { view, go };
}
