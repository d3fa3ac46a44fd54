import { useMemo } from 'react';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { DEFAULT_FILTERS } from '../list-filters.ts';
import type { TransactionsView } from '../transactions-view.ts';

/**
 * The group and filters the list shows: the address's, less what is not the user's. `listReady`
 * is false while the lists must wait for the categories to know.
 */
export function useShownFilters(view: TransactionsView, isMember: (groupId: string) => boolean) {
  // A link naming a group the user is not in shows all groups rather than a refusal.
  const groupId = view.groupId && isMember(view.groupId) ? view.groupId : null;
  const addressed = view.filters ?? DEFAULT_FILTERS;
  // Categories named in the address that are gone (or of another group) are left out, rather
  // than making the server refuse the whole list.
  const categories = useCategoriesQuery(groupId ? [groupId] : []);
  const filters = useMemo(() => {
    if (addressed.categoryIds.length === 0 || !categories.data) return addressed;
    const known = new Set(categories.data.map((category) => category.id));
    return { ...addressed, categoryIds: addressed.categoryIds.filter((id) => known.has(id)) };
  }, [addressed, categories.data]);
  const listReady = addressed.categoryIds.length === 0 || !categories.isPending;
  return { groupId, filters, listReady };
}
