import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notSettlement } from '../write-path/write-path.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface Scope {
  accountId: string;
  currency: number;
  date: string;
}

/**
 * One side's uncleared rows of the account on or before the date, in its currency (or, `other`,
 * in any other), through the account's (account, date) indexes; a settlement between members
 * moves nothing there.
 */
function unclearedSide(
  db: Db,
  side: 'from' | 'to',
  { accountId, currency, date }: Scope,
  other = false,
) {
  const same = other ? '!=' : '=';
  const query = db.selectFrom('transactions').where('date', '<=', date);
  if (side === 'to') {
    return query
      .where('to_money_account_id', '=', accountId)
      .where('to_cleared', '=', 0)
      .where('to_currency', same, currency);
  }
  return query
    .where('money_account_id', '=', accountId)
    .where('cleared', '=', 0)
    .where('currency', same, currency)
    .where(notSettlement);
}

const latestFirst = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1;

/**
 * The latest `limit` uncleared rows of the account on or before the date in currencies other
 * than its own (its figures leave them out), each side with what it moves in its own currency.
 */
export async function otherCurrencyRows(db: Db, scope: Scope, limit: number) {
  const pick = async (side: 'from' | 'to') => {
    const [amount, currency] =
      side === 'from'
        ? (['amount', 'currency'] as const)
        : (['to_amount as amount', 'to_currency as currency'] as unknown as readonly [
            'amount',
            'currency',
          ]);
    const rows = await unclearedSide(db, side, scope, true)
      .select(['id', 'date', 'name', amount, currency])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      currency: Number(row.currency),
    }));
  };
  return [...(await pick('from')), ...(await pick('to'))].sort(latestFirst).slice(0, limit);
}

/** The latest `limit` uncleared rows (both sides), each with what it moves in the account. */
export async function unclearedRows(db: Db, scope: Scope, limit: number) {
  const pick = async (side: 'from' | 'to') => {
    const amount = side === 'from' ? 'amount' : ('to_amount as amount' as 'amount');
    const rows = await unclearedSide(db, side, scope)
      .select(['id', 'date', 'name', amount])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  };
  return [...(await pick('from')), ...(await pick('to'))].sort(latestFirst).slice(0, limit);
}

export async function unclearedCount(db: Db, scope: Scope): Promise<number> {
  const count = async (side: 'from' | 'to') => {
    const row = await unclearedSide(db, side, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return (await count('from')) + (await count('to'));
}

/** The account's latest checkpoint, and its latest reconciliation's date. */
export async function checkpointsOfAccount(db: Db, accountId: string) {
  const latest = await db
    .selectFrom('money_account_checkpoints')
    .select(['date', 'balance', 'source'])
    .where('money_account_id', '=', accountId)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const reconciled = await db
    .selectFrom('money_account_checkpoints')
    .select('date')
    .where('money_account_id', '=', accountId)
    .where('reconciled_at', 'is not', null)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { latest, lastReconciledDate: reconciled?.date ?? null };
}
