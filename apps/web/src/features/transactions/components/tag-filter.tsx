import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select.tsx';
import { useTagsOf } from '@/lib/api/get-tags.ts';
import { FilterField } from './filter-fields.tsx';
import type { GroupIdsFilterProps } from './filter-props.ts';

/** The groups whose tags the filter offers: the filter's group, or all the user's. */
export function tagGroupIds(groups: readonly Group[], groupId: string | null): string[] {
  return groupId ? [groupId] : groups.map((group) => group.id);
}

/**
 * The tags of the filter's group (of all groups when none, each named with its group), any number
 * of them: a transaction with any of them shows (docs/decisions.md, 'Tags').
 */
export function TagsFilterField({ id, groups, groupId, value, onChange }: GroupIdsFilterProps) {
  const { t } = useTranslation('transactions');
  const groupIds = useMemo(() => tagGroupIds(groups, groupId), [groups, groupId]);
  const tags = useTagsOf(groupIds);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const options = tags.tags.map((tag) => ({
    value: tag.id,
    label: groupIds.length < 2 ? tag.name : `${tag.name} (${groupNames.get(tag.groupId) ?? ''})`,
  }));
  return (
    <FilterField id={id} label={t('filters.tags')}>
      <MultiSelect
        id={id}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={t(tags.isPending ? 'filters.loadingTags' : 'filters.anyTag')}
        chosenLabel={t('filters.chosenTags')}
      />
    </FilterField>
  );
}
