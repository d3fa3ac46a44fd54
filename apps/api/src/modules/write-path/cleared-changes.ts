import { accountFieldsOf, accountSides, type AccountDayKey } from './account-sums.ts';
import { upsertStatements } from './derived.repository.ts';
import type * as repository from './reconcile.repository.ts';
import { Rollup, type Tally } from './rollup.ts';

/** A transaction with the columns of both of its sides (reconcile.repository.ts, `rowsOfIds`). */
export type StoredRow = Awaited<ReturnType<typeof repository.rowsOfIds>>[number];

const sidesOf = (row: StoredRow) =>
  accountSides({
    groupId: row.group_id,
    transactionType: Number(row.transaction_type),
    currency: Number(row.currency),
    date: row.date,
    amount: Number(row.amount),
    ...accountFieldsOf(row),
  });

/**
 * What the rows' sides in the account change in its cleared sums: each side's cleared amount
 * leaves and comes back as the new state says; counts and amounts stay.
 */
export function clearedChanges(rows: StoredRow[], accountId: string, cleared: boolean) {
  const sums = new Rollup<AccountDayKey>();
  const totals = new Rollup<Omit<AccountDayKey, 'day'>>();
  for (const row of rows) {
    const side = sidesOf(row).find((s) => s.fields.money_account_id === accountId);
    if (!side) continue;
    const change = [(cleared ? side.amount : 0) - side.clearedAmount];
    sums.add(side.key, () => side.fields, change);
    const { money_account_id, currency, group_id } = side.fields;
    totals.add(`${currency}`, () => ({ money_account_id, currency, group_id }), change);
  }
  const changed = <F extends object>({ fields, values: [change = 0] }: Tally<F>) => ({
    ...fields,
    transaction_count: 0,
    amount: 0,
    cleared_amount: change,
  });
  return [
    ...upsertStatements(
      'money_account_day_sums',
      sums.entries().map(changed),
      ['money_account_id', 'currency', 'day'],
      ['transaction_count', 'amount', 'cleared_amount'],
    ),
    ...upsertStatements(
      'money_account_totals',
      totals.entries().map(changed),
      ['money_account_id', 'currency'],
      ['transaction_count', 'amount', 'cleared_amount'],
    ),
  ];
}
