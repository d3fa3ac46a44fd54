import { TransactionType, type Transaction } from '@budget/contract';
import { isAccountTransfer } from '@/lib/account-transfers.ts';

/**
 * Where a transaction on the dashboard leads, using the addresses the screens already read
 * (features/transactions/transactions-view.ts and list-filters.ts; /balances?groupId=):
 * - an income or expense of a group the user may write in: its edit form, the transaction
 *   carried in the history entry as the transactions list carries it;
 * - a recorded payment between members (a Transfer, which cannot be edited): the group's
 *   balances, where recorded payments are listed;
 * - anything else (a Viewer's group, money moved between two of the group's accounts): the
 *   transactions list of its group on its day, where a transfer is edited.
 */
export function transactionLink(
  transaction: Transaction,
  canWrite: boolean,
): { to: string; state?: { transaction: Transaction } } {
  const group = new URLSearchParams({ groupId: transaction.groupId });
  if (transaction.transactionType === TransactionType.Transfer && !isAccountTransfer(transaction))
    return { to: `/balances?${group.toString()}` };
  const editable =
    transaction.transactionType === TransactionType.Income ||
    transaction.transactionType === TransactionType.Expense;
  if (canWrite && editable) {
    const params = new URLSearchParams({ action: 'edit', transactionId: transaction.id });
    return { to: `/transactions?${params.toString()}`, state: { transaction } };
  }
  const day = new URLSearchParams({
    groupId: transaction.groupId,
    from: transaction.date,
    to: transaction.date,
  });
  return { to: `/transactions?${day.toString()}` };
}

/** The path a link leads to, for checking the screen exists. */
export function pathOf(to: string): string {
  return to.split('?')[0] ?? to;
}
