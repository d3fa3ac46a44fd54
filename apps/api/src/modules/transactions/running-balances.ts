import type { Transaction } from '@budget/contract';
import type { Kysely, Transaction as DbTransaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { accountFieldsOf, accountSides } from '../write-path/write-path.ts';
import * as repository from './account-balances.repository.ts';

type Db = Kysely<Database> | DbTransaction<Database>;
type StoredRow = Awaited<ReturnType<typeof repository.rowsOnDays>>[number];

/** What a stored row moves in the account: its side there (a transfer has two), or none. */
function sideIn(row: StoredRow, accountId: string) {
  const sides = accountSides({
    groupId: row.group_id,
    transactionType: Number(row.transaction_type),
    currency: Number(row.currency),
    date: row.date,
    amount: Number(row.amount),
    ...accountFieldsOf(row),
  });
  return sides.find((side) => side.fields.money_account_id === accountId);
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A page of one account's list with what each row moves in the account (`accountAmount`) and,
 * `withBalance`, the account's balance in its currency after it (`runningBalance`): the opening
 * balance, the day sums of the days before the row's, and the account's rows of the row's day
 * up to it (date, then id, the list's own order), whatever else the list filters by. Costs the
 * account's day rows before the page and the rows of the page's days, never its whole history
 * (docs/decisions.md, 'Money accounts'). The account's opening balance and currency come from
 * the list's check of the account: no write moves a day sum by changing them.
 */
export async function withAccountFigures(
  db: Db,
  account: repository.StatementAccount,
  page: Transaction[],
  withBalance: boolean,
): Promise<Transaction[]> {
  if (page.length === 0) return page;
  const { id: accountId, currency } = account;
  const days = [...new Set(page.map((t) => t.date))].sort();
  const stored = await repository.rowsOnDays(db, accountId, days);
  const sides = new Map(stored.map((row) => [row.id, sideIn(row, accountId)]));
  const after = new Map<string, number>();
  if (withBalance) {
    const perDay = new Map<string, number>();
    let base = account.opening_balance;
    const today = new Date().toISOString().slice(0, 10);
    const range = { first: days[0] as string, last: days.at(-1) as string, today };
    for (const row of await repository.balanceDays(db, account, range)) {
      if (row.day === null) base += Number(row.amount);
      else perDay.set(row.day, Number(row.amount));
    }
    const rowsOf = new Map<string, StoredRow[]>();
    for (const row of stored) rowsOf.set(row.date, [...(rowsOf.get(row.date) ?? []), row]);
    for (const day of [...new Set([...perDay.keys(), ...days])].sort()) {
      let running = base;
      for (const row of (rowsOf.get(day) ?? []).sort(byId)) {
        const side = sides.get(row.id);
        if (side && side.fields.currency === currency) running += side.amount;
        after.set(row.id, running);
      }
      base += perDay.get(day) ?? 0;
    }
  }
  return page.map((transaction) => {
    const side = sides.get(transaction.id);
    const balance = after.get(transaction.id);
    return {
      ...transaction,
      accountAmount: fromMinorUnits(side?.amount ?? 0),
      ...(withBalance && balance !== undefined ? { runningBalance: fromMinorUnits(balance) } : {}),
    };
  });
}
