import type { MoneyAccount, Transaction } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';

/** Money accounts by id, for naming a row's account. */
export type AccountNames = ReadonlyMap<string, Pick<MoneyAccount, 'name' | 'currency'>>;

/** The list shows one account's statement: each row as it moves that account. */
export interface StatementOf {
  moneyAccountId: string;
  /** The account's currency, the running balance's. */
  currency: number;
  /** Its balance now. */
  balance: number;
  /** Sorted by date: the balance after each row is known (Balance instead of Account). */
  withBalance: boolean;
}

function nameOf(accounts: AccountNames, id: string | null): string {
  return (id === null ? undefined : accounts.get(id)?.name) ?? '';
}

/** A transfer's two accounts by name, or null for anything else. */
export function transferSides(
  transaction: Transaction,
  accounts: AccountNames,
): { from: string; to: string } | null {
  if (transaction.toMoneyAccountId === null) return null;
  return {
    from: nameOf(accounts, transaction.moneyAccountId),
    to: nameOf(accounts, transaction.toMoneyAccountId),
  };
}

/**
 * The row's money account, as the Money account column and the phone's card show it: its name,
 * or for a transfer between accounts 'Transfer: Current → Savings' (written when drawn).
 */
export function accountText(transaction: Transaction, accounts: AccountNames): string {
  const from = nameOf(accounts, transaction.moneyAccountId);
  if (transaction.toMoneyAccountId === null) return from;
  return i18next.t('row.transfer', {
    ns: 'transactions',
    from,
    to: nameOf(accounts, transaction.toMoneyAccountId),
  });
}

/**
 * What the row moves: in a statement, the amount in that account (a transfer in positive, in
 * the destination's currency); elsewhere the amount as stored.
 */
export function shownAmount(
  transaction: Transaction,
  statement: StatementOf | null,
): { amount: number; currency: number } {
  if (statement === null || transaction.accountAmount === undefined) {
    return { amount: transaction.amount, currency: transaction.currency };
  }
  const incoming =
    transaction.toMoneyAccountId === statement.moneyAccountId && transaction.toCurrency !== null;
  return {
    amount: transaction.accountAmount,
    currency: incoming ? (transaction.toCurrency ?? transaction.currency) : transaction.currency,
  };
}

/**
 * The accounts a transaction form offers in its group: the open ones, and the edited
 * transaction's own account even when closed (it may stay where it is).
 */
export function formAccounts(
  accounts: readonly MoneyAccount[] | undefined,
  keepId: string | undefined,
): MoneyAccount[] {
  return (accounts ?? []).filter((account) => !account.closed || account.id === keepId);
}
