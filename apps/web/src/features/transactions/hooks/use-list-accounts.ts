import type { Group } from '@budget/contract';
import { useMemo } from 'react';
import { useMoneyAccountsOf } from '@/lib/api/get-money-accounts.ts';
import type { StatementOf } from '../account-rows.ts';
import { statementAccount, type ListFilters } from '../list-filters.ts';

/**
 * The money accounts of the groups the list shows (naming the rows' accounts), and the
 * statement's account when the filter names exactly one: its balance column needs the date sort.
 */
export function useListAccounts(
  groups: readonly Group[],
  groupId: string | null,
  filters: ListFilters,
) {
  const shownGroups = useMemo(
    () => (groupId ? [groupId] : groups.map((group) => group.id)),
    [groupId, groups],
  );
  const accounts = useMoneyAccountsOf(shownGroups);
  const statementId = statementAccount(filters);
  const account = statementId === null ? undefined : accounts.byId.get(statementId);
  const statement = useMemo(
    (): StatementOf | null =>
      account
        ? {
            moneyAccountId: account.id,
            currency: account.currency,
            balance: account.balance,
            withBalance: filters.sort === 'date',
          }
        : null,
    [account, filters.sort],
  );
  /** A statement is asked for, and the accounts that say whose are still loading. */
  const waiting = statementId !== null && accounts.isPending;
  return { accounts: accounts.byId, statement, waiting };
}
