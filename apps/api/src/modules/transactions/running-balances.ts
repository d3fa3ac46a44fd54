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
 * (docs/decisions.md, 'Money accounts').
 */
export async function withAccountFigures(
  db: Db,
  accountId: string,
  page: Transaction[],
  withBalance: boolean,
): Promise<Transaction[]> {
  const account = await repository.accountOf(db, accountId);
  if (!account || page.length === 0) return page;
  const currency = Number(account.currency);
  const days = [...new Set(page.map((t) => t.date))].sort();
  const stored = await repository.rowsOnDays(db, accountId, days);
  const sides = new Map(stored.map((row) => [row.id, sideIn(row, accountId)]));
  const after = new Map<string, number>();
  if (withBalance) {
    const first = days[0] as string;
    const last = days.at(-1) as string;
    const perDay = new Map<string, number>();
    for (const row of await repository.daySums(db, accountId, currency, first, last)) {
      perDay.set(row.day, Number(row.amount));
    }
    let base =
      Number(account.opening_balance) +
      (await repository.sumBefore(db, accountId, currency, first, {
        openingDate: account.opening_date,
        today: new Date().toISOString().slice(0, 10),
      }));
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
