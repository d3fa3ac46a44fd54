import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  categoriesViewSearch,
  parseCategoriesView,
  type CategoriesView,
} from '../categories-view.ts';

/** The categories screen's current mode and a way to switch it (kept in the address). */
export function useCategoriesView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseCategoriesView(params), [params]);
  const go = useCallback(
    // A finished form is replaced by the list, so Back does not reopen it.
    (next: CategoriesView, options: { replace?: boolean } = {}) =>
      void navigate({ search: categoriesViewSearch(next) }, options),
    [navigate],
  );
  return { view, go };
}
