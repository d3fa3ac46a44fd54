import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseTagsView, tagsViewSearch, type TagsView } from '../tags-view.ts';

/** The tags screen's current mode and a way to switch it (kept in the address). */
export function useTagsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseTagsView(params), [params]);
  const go = useCallback(
    // A finished form is replaced by the list, so Back does not reopen it.
    (next: TagsView, options: { replace?: boolean } = {}) =>
      void navigate({ search: tagsViewSearch(next) }, options),
    [navigate],
  );
  return { view, go };
}
