import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { groupsViewSearch, parseGroupsView, type GroupsView } from '../groups-view.ts';

/** The groups screen's current mode and a way to switch it (kept in the address). */
export function useGroupsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseGroupsView(params), [params]);
  const go = useCallback(
    // A finished form is replaced by the screen it returns to, so Back does not reopen it.
    (next: GroupsView, options: { replace?: boolean } = {}) =>
      void navigate({ search: groupsViewSearch(next) }, options),
    [navigate],
  );
  return { view, go };
}
