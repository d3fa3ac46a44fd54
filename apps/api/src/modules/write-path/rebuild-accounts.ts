import type { MoneyAccountDaySumsTable, MoneyAccountTotalsTable } from '../../db/schema.ts';
import { accountFieldsOf, accountSides, type AccountDayKey } from './account-sums.ts';
import { runStatements, upsertStatements } from './derived.repository.ts';
import { compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { Rollup } from './rollup.ts';

const keyOf = (r: { money_account_id: string; currency: number; day?: string }) =>
  `${r.money_account_id}|${r.currency}|${r.day ?? ''}`;

/**
 * What each money account holds per currency and day, recomputed from the group's transactions
 * (both sides of a transfer, and what their cleared sides move), and over all days, against the
 * stored rows (docs/decisions.md, 'Money accounts'); rewritten when repairing.
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
  const totals = new Rollup<Omit<AccountDayKey, 'day'>>();
  for (const row of expected) {
    const { money_account_id, currency, group_id } = row;
    totals.add(
      `${money_account_id}|${currency}`,
      () => ({ money_account_id, currency, group_id }),
      [row.transaction_count, row.amount, row.cleared_amount],
    );
  }
  const expectedTotals: MoneyAccountTotalsTable[] = totals
    .entries()
    .map(({ fields, values: [n = 0, amount = 0, cleared = 0] }) => ({
      ...fields,
      transaction_count: n,
      amount,
      cleared_amount: cleared,
    }));
  return [
    ...(await compareTable(trx, groupId, 'money_account_day_sums', expected, repair)),
    ...(await compareTable(trx, groupId, 'money_account_totals', expectedTotals, repair)),
  ];
}

type AccountTable = 'money_account_day_sums' | 'money_account_totals';
type AccountRow = Omit<MoneyAccountDaySumsTable, 'day'> & { day?: string };

/** The stored rows of one of the accounts' tables against the expected; rewritten when repairing. */
async function compareTable(
  trx: Trx,
  groupId: string,
  table: AccountTable,
  expected: AccountRow[],
  repair: boolean,
) {
  const stored = (await trx
    .selectFrom(table)
    .selectAll()
    .where('group_id', '=', groupId)
    .execute()) as AccountRow[];
  const values = (r: AccountRow) => [
    Number(r.transaction_count),
    Number(r.amount),
    Number(r.cleared_amount),
  ];
  const differences = compare(
    table,
    tableOf(stored, (r) => keyOf({ ...r, currency: Number(r.currency) }), values),
    tableOf(expected, keyOf, values),
  );
  if (repair && differences.length > 0) {
    await trx.deleteFrom(table).where('group_id', '=', groupId).execute();
    const key = table === 'money_account_day_sums' ? (['day'] as const) : [];
    await runStatements(
      trx,
      upsertStatements(
        table,
        expected,
        ['money_account_id', 'currency', ...key],
        ['transaction_count', 'amount', 'cleared_amount'],
      ),
    );
  }
  return differences;
}
