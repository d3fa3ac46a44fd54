import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { useMoneyAccountsOf } from '@/lib/api/get-money-accounts.ts';
import { useTagsOf } from '@/lib/api/get-tags.ts';
import { memberLabels } from '@/lib/member-labels.ts';
import type { RuleNames } from '../rule-summary.ts';

/** What the rules of these groups name, by id: their categories, tags, members and accounts. */
export function useRuleNames(groups: readonly Group[]): RuleNames {
  const groupIds = useMemo(() => groups.map((group) => group.id), [groups]);
  const categories = useCategoriesQuery(groupIds, { enabled: groupIds.length > 0 });
  const tags = useTagsOf(groupIds);
  const accounts = useMoneyAccountsOf(groupIds);
  return useMemo(
    () => ({
      categories: new Map((categories.data ?? []).map((category) => [category.id, category.name])),
      tags: new Map(tags.tags.map((tag) => [tag.id, tag.name])),
      // A user in several groups is one member, named once.
      members: memberLabels([
        ...new Map(
          groups.flatMap((group) => group.groupMembers).map((member) => [member.userId, member]),
        ).values(),
      ]),
      accounts: new Map([...accounts.byId].map(([id, account]) => [id, account.name])),
    }),
    [categories.data, tags.tags, groups, accounts.byId],
  );
}
