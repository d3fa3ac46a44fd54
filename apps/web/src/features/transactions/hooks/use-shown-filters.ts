import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { useTagsOf } from '@/lib/api/get-tags.ts';
import { DEFAULT_FILTERS } from '../list-filters.ts';
import type { TransactionsView } from '../transactions-view.ts';

/** Of `ids`, those `known` holds; `ids` itself while there is nothing to leave out. */
function knownOnly(ids: string[], known: readonly { id: string }[] | undefined): string[] {
  if (ids.length === 0 || !known) return ids;
  const kept = new Set(known.map((item) => item.id));
  return ids.filter((id) => kept.has(id));
}

/**
 * The group and filters the list shows: the address's, less what is not the user's. `listReady`
 * is false while the lists must wait for the categories and tags to know.
 */
export function useShownFilters(
  view: TransactionsView,
  isMember: (groupId: string) => boolean,
  groups: readonly Group[],
) {
  // A link naming a group the user is not in shows all groups rather than a refusal.
  const groupId = view.groupId && isMember(view.groupId) ? view.groupId : null;
  const addressed = view.filters ?? DEFAULT_FILTERS;
  // Categories and tags named in the address that are gone (or of another group) are left out,
  // rather than making the server refuse the whole list.
  const categories = useCategoriesQuery(groupId ? [groupId] : []);
  const tagGroups = useMemo(
    () => (addressed.tagIds.length === 0 ? [] : groupId ? [groupId] : groups.map((g) => g.id)),
    [addressed.tagIds.length, groupId, groups],
  );
  const tags = useTagsOf(tagGroups);
  const tagsKnown = tags.isPending ? undefined : tags.tags;
  const filters = useMemo(() => {
    const categoryIds = knownOnly(addressed.categoryIds, categories.data);
    const tagIds = knownOnly(addressed.tagIds, tagsKnown);
    if (categoryIds === addressed.categoryIds && tagIds === addressed.tagIds) return addressed;
    return { ...addressed, categoryIds, tagIds };
  }, [addressed, categories.data, tagsKnown]);
  const listReady =
    (addressed.categoryIds.length === 0 || !categories.isPending) &&
    (addressed.tagIds.length === 0 || !tags.isPending);
  return { groupId, filters, listReady };
}
