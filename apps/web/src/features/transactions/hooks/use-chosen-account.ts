import type { MoneyAccount } from '@budget/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import { currencyForAccount } from '../account-currency.ts';
import { formAccounts } from '../account-rows.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

type FormParts = Pick<
  UseFormReturn<TransactionFormInput, unknown, TransactionFormOutput>,
  'control' | 'getValues' | 'setValue' | 'getFieldState'
>;

/**
 * The group's accounts the form offers; once they are known, the choice is one of them: the
 * remembered one while it is still open there, else the first (the server's default too). Each
 * account chosen, by the user or for them, brings its currency as `currencyForAccount` says.
 */
export function useChosenAccount(
  { control, getValues, setValue, getFieldState }: FormParts,
  groupId: string,
  {
    keepAccountId,
    currencyFromAccount,
  }: {
    /** The edited transaction's account: offered even when closed. */
    keepAccountId: string | undefined;
    /** A new transaction: the first account's currency replaces the one it opened with. */
    currencyFromAccount: boolean;
  },
): MoneyAccount[] {
  const accountsQuery = useMoneyAccountsQuery(groupId);
  const accounts = useMemo(
    () => formAccounts(accountsQuery.data, keepAccountId),
    [accountsQuery.data, keepAccountId],
  );
  const chosenId = useWatch({ control, name: 'moneyAccountId' });
  // Kept across a change of group: whether the currency was the old group's account's decides
  // whether the new group's account brings its own.
  const previous = useRef<MoneyAccount | undefined>(undefined);

  useEffect(() => {
    if (!accountsQuery.data) return;
    const chosen = accounts.find((account) => account.id === chosenId);
    if (!chosen) {
      // The effect runs again with the account set here.
      setValue('moneyAccountId', accounts[0]?.id ?? '');
      return;
    }
    if (chosen.id === previous.current?.id) return;
    const currency = getValues('currency');
    const next = currencyForAccount({
      currency,
      previous: previous.current,
      next: chosen,
      // A currency picked while the accounts were loading is the user's, not a stale one.
      firstFollows: currencyFromAccount && !getFieldState('currency').isDirty,
    });
    previous.current = chosen;
    if (next !== currency) setValue('currency', next, { shouldDirty: true });
  }, [
    accountsQuery.data,
    accounts,
    chosenId,
    currencyFromAccount,
    getFieldState,
    getValues,
    setValue,
  ]);
  return accounts;
}
