import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select.tsx';
import { useMoneyAccountsOf } from '@/lib/api/get-money-accounts.ts';
import { FilterField } from './filter-fields.tsx';
import type { GroupIdsFilterProps } from './filter-props.ts';

/**
 * The money accounts of the filter's group (of all groups when none), any number of them; one
 * alone shows its statement. Closed accounts are offered too: their transactions stay.
 */
export function AccountsField({ id, groups, groupId, value, onChange }: GroupIdsFilterProps) {
  const { t } = useTranslation('transactions');
  const groupIds = useMemo(
    () => (groupId ? [groupId] : groups.map((group) => group.id)),
    [groupId, groups],
  );
  const accounts = useMoneyAccountsOf(groupIds);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const options = [...accounts.byId.values()].map((account) => ({
    value: account.id,
    label:
      groupIds.length < 2
        ? account.name
        : `${account.name} (${groupNames.get(account.groupId) ?? ''})`,
  }));
  return (
    <FilterField id={id} label={t('filters.accounts')}>
      <MultiSelect
        id={id}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={t(accounts.isPending ? 'filters.loadingAccounts' : 'filters.anyAccount')}
        chosenLabel={t('filters.chosenAccounts')}
      />
    </FilterField>
  );
}
