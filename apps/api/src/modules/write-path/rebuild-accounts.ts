import type { MoneyAccountDaySumsTable } from '../../db/schema.ts';
import { accountFieldsOf, accountSides, type AccountDayKey } from './account-sums.ts';
import { runStatements, upsertStatements } from './derived.repository.ts';
import { compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { Rollup } from './rollup.ts';

const keyOf = (r: { money_account_id: string; currency: number; day: string }) =>
  `${r.money_account_id}|${r.currency}|${r.day}`;

/**
 * What each money account holds per currency and day, recomputed from the group's transactions
 * (both sides of a transfer, and what their cleared sides move), against the stored rows (docs/decisions.md, 'Money accounts');
 * rewritten when repairing.
 */
export async function checkAccountSums(trx: Trx, groupId: string, repair: boolean) {
  const found = await trx
    .selectFrom('transactions')
    .select([
      'transaction_type',
      'amount',
      'currency',
      'date',
      'money_account_id',
      'to_money_account_id',
      'to_amount',
      'to_currency',
      'cleared',
      'to_cleared',
    ])
    .where('group_id', '=', groupId)
    .execute();
  const sums = new Rollup<AccountDayKey>();
  for (const row of found) {
    const sides = accountSides({
      groupId,
      transactionType: Number(row.transaction_type),
      currency: Number(row.currency),
      date: row.date,
      amount: Number(row.amount),
      ...accountFieldsOf(row),
    });
    for (const side of sides) {
      sums.add(side.key, () => side.fields, [1, side.amount, side.clearedAmount]);
    }
  }
  const expected: MoneyAccountDaySumsTable[] = sums
    .entries()
    .map(({ fields, values: [n = 0, amount = 0, cleared = 0] }) => ({
      ...fields,
      transaction_count: n,
      amount,
      cleared_amount: cleared,
    }));
  const stored = await trx
    .selectFrom('money_account_day_sums')
    .selectAll()
    .where('group_id', '=', groupId)
    .execute();
  const values = (r: { transaction_count: number; amount: number; cleared_amount: number }) => [
    Number(r.transaction_count),
    Number(r.amount),
    Number(r.cleared_amount),
  ];
  const differences = compare(
    'money_account_day_sums',
    tableOf(stored, (r) => keyOf({ ...r, currency: Number(r.currency) }), values),
    tableOf(expected, keyOf, values),
  );
  if (repair && differences.length > 0) {
    await trx.deleteFrom('money_account_day_sums').where('group_id', '=', groupId).execute();
    const key = ['money_account_id', 'currency', 'day'] as const;
    await runStatements(
      trx,
      upsertStatements(
        'money_account_day_sums',
        expected,
        [...key],
        ['transaction_count', 'amount', 'cleared_amount'],
      ),
    );
  }
  return differences;
}
