import { useEffect, useRef } from 'react';
import type { ListFilters } from '../list-filters.ts';

/** Some filters, or how to derive them from the last ones sent. */
export type FilterChange = Partial<ListFilters> | ((last: ListFilters) => Partial<ListFilters>);

/**
 * A way to send a change of the filters. Two changes can land before the address re-renders the
 * filters (a typed amount settling as a sort is picked): each builds on the last one sent, not
 * on the props of the render it came from.
 */
export function useFilterChanges(
  filters: ListFilters,
  onChange: (filters: ListFilters) => void,
): (change: FilterChange) => void {
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  return (change) => {
    const last = latest.current;
    latest.current = { ...last, ...(typeof change === 'function' ? change(last) : change) };
    onChange(latest.current);
  };
}
