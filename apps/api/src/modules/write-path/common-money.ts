import { TransactionType } from '@budget/contract';
import type { Trx } from './group-lock.ts';
import { checkMemberSums } from './rebuild-members.ts';
import { NOT_SHARED, type Sharing } from './splits.ts';

// An account of the household's common money (docs/decisions.md, 'Money accounts'): what is
// spent from it or paid into it belongs to everyone, so nobody paid it for the others.

/** The types a common-money account leaves unshared: a settlement (a Transfer) keeps its payer. */
const UNSHARED_TYPES = [TransactionType.Expense, TransactionType.Income];

export const isCommonMoney = (account: { common_money: number | string }) =>
  Number(account.common_money) === 1;

/** The sharing a row is written with in `account`: none in common money, else `sharing`. */
export function sharingIn(
  account: { common_money: number | string },
  transactionType: number,
  sharing: Sharing,
): Sharing {
  const unshared = UNSHARED_TYPES.some((type) => type === Number(transactionType));
  return unshared && isCommonMoney(account) ? NOT_SHARED : sharing;
}

/**
 * Under the group's lock, as an account becomes common money: its incomes and expenses, and its
 * series' next occurrences, stop being shared, and the members' sums are counted again.
 */
export async function unshareAccount(trx: Trx, groupId: string, accountId: string) {
  const changed = await trx
    .updateTable('transactions')
    .set({ paid_by: null, split: null })
    .where('money_account_id', '=', accountId)
    .where('transaction_type', 'in', UNSHARED_TYPES)
    .where('paid_by', 'is not', null)
    .executeTakeFirst();
  await trx
    .updateTable('recurring_series')
    .set({ paid_by: null, split: null })
    .where('money_account_id', '=', accountId)
    .where('transaction_type', 'in', UNSHARED_TYPES)
    .execute();
  if (Number(changed.numUpdatedRows) > 0) await checkMemberSums(trx, groupId, true);
}
