import { TransactionType } from '@budget/contract';
import { isoNow } from '../../lib/time.ts';
import type { Difference } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { paysIn } from './money-accounts.repository.ts';
import { checkMemberSums } from './rebuild-members.ts';
import { NOT_SHARED, type Sharing } from './splits.ts';

// An account of the household's common money (docs/decisions.md, 'Money accounts'): what is
// spent from it or paid into it belongs to everyone, so nobody paid it for the others.

/**
 * Who pays a new entry in `account` unless the request names someone: its holder when they are
 * an Owner or Member of the group ('Anna's card' pays for what Bartek types in), else the one
 * who enters it (docs/decisions.md, 'Money accounts').
 */
export async function defaultPayer(
  trx: Trx,
  account: { group_id: string; owner_user_id: string | null },
  enteredBy: string,
): Promise<string> {
  const holder = account.owner_user_id;
  if (holder === null || holder === enteredBy) return enteredBy;
  return (await paysIn(trx, account.group_id, holder)) ? holder : enteredBy;
}

/** The types a common-money account leaves unshared: a settlement (a Transfer) keeps its payer. */
const UNSHARED_TYPES = [TransactionType.Expense, TransactionType.Income];

export const isCommonMoney = (account: { common_money: number | string }) =>
  Number(account.common_money) === 1;

/** Whether a row of this type in `account` has no payer and no split: common money's. */
export function unsharedIn(account: { common_money: number | string }, transactionType: number) {
  return isCommonMoney(account) && UNSHARED_TYPES.some((type) => type === Number(transactionType));
}

/** The sharing a row is written with in `account`: none in common money, else `sharing`. */
export function sharingIn(
  account: { common_money: number | string },
  transactionType: number,
  sharing: Sharing,
): Sharing {
  return unsharedIn(account, transactionType) ? NOT_SHARED : sharing;
}

/**
 * The doctor's check (rebuild.ts): an expense or income of common money with a payer, which
 * only a write outside the write path leaves; a repair unshares it (before the members' sums
 * are checked, which then count it out).
 */
export async function checkCommonMoney(
  trx: Trx,
  groupId: string,
  repair: boolean,
): Promise<Difference[]> {
  const shared = await trx
    .selectFrom('transactions')
    .innerJoin('money_accounts', 'money_accounts.id', 'transactions.money_account_id')
    .select(['transactions.id', 'transactions.paid_by'])
    .where('transactions.group_id', '=', groupId)
    .where('money_accounts.common_money', '=', 1)
    .where('transactions.transaction_type', 'in', UNSHARED_TYPES)
    .where('transactions.paid_by', 'is not', null)
    .execute();
  if (repair && shared.length > 0) {
    await trx
      .updateTable('transactions')
      .set({ paid_by: null, split: null })
      .where(
        'id',
        'in',
        shared.map((row) => row.id),
      )
      .execute();
  }
  return shared.map((row) => ({
    table: 'transactions.paid_by (common money)',
    key: row.id,
    stored: row.paid_by,
    expected: null,
  }));
}

/**
 * Under the group's lock, as an account becomes common money: its incomes and expenses, and its
 * series' next occurrences, stop being shared, and the members' sums are counted again.
 */
export async function unshareAccount(trx: Trx, groupId: string, accountId: string) {
  // Stamped as changed: an undo of rules applied before must not share them again.
  const now = isoNow();
  const changed = await trx
    .updateTable('transactions')
    .set({ paid_by: null, split: null, updated_at: now })
    .where('money_account_id', '=', accountId)
    .where('transaction_type', 'in', UNSHARED_TYPES)
    .where('paid_by', 'is not', null)
    .executeTakeFirst();
  await trx
    .updateTable('recurring_series')
    .set({ paid_by: null, split: null, updated_at: now })
    .where('money_account_id', '=', accountId)
    .where('transaction_type', 'in', UNSHARED_TYPES)
    .execute();
  if (Number(changed.numUpdatedRows) > 0) await checkMemberSums(trx, groupId, true);
}
