import type { MoneyAccount } from '@budget/contract';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
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
    accountForType,
  }: {
    /** The edited transaction's account: offered even when closed. */
    keepAccountId: string | undefined;
    /** A new transaction: the first account's currency replaces the one it opened with. */
    currencyFromAccount: boolean;
    /** A new transaction: where a change of type moves an account the user has not picked. */
    accountForType?: (groupId: string, type: number) => string | null;
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
  // The account last chosen for the user (opened with, or set here): any other was their pick.
  const chosenForUserRef = useRef(getValues('moneyAccountId'));

  useEffect(() => {
    if (!accountsQuery.data) return;
    const chosen = accounts.find((account) => account.id === chosenId);
    if (!chosen) {
      // The effect runs again with the account set here.
      chosenForUserRef.current = accounts[0]?.id ?? '';
      setValue('moneyAccountId', chosenForUserRef.current);
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
  useTypeAccount(
    { control, setValue, getValues },
    { groupId, accounts, chosenForUserRef },
    accountForType,
  );
  return accounts;
}

/**
 * On a change of type, an account the user has not picked follows it: to the account the last
 * transaction of that type went to, else the group's first (docs/decisions.md, 'Quick add').
 */
function useTypeAccount(
  { control, setValue, getValues }: Pick<FormParts, 'control' | 'setValue' | 'getValues'>,
  {
    groupId,
    accounts,
    chosenForUserRef,
  }: { groupId: string; accounts: MoneyAccount[]; chosenForUserRef: RefObject<string> },
  accountForType: ((groupId: string, type: number) => string | null) | undefined,
) {
  const type = useWatch({ control, name: 'transactionType' });
  const shownType = useRef(type);
  useEffect(() => {
    if (type === shownType.current) return;
    shownType.current = type;
    if (!accountForType || accounts.length === 0) return;
    // Not react-hook-form's dirty state: the select reports a value set here as a change.
    if (getValues('moneyAccountId') !== chosenForUserRef.current) return;
    const wanted = accountForType(groupId, Number(type));
    const next = accounts.find((account) => account.id === wanted) ?? accounts[0];
    if (!next) return;
    chosenForUserRef.current = next.id;
    setValue('moneyAccountId', next.id);
  }, [type, accounts, accountForType, groupId, getValues, setValue, chosenForUserRef]);
}
