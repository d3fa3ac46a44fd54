import { MemberRole, TransactionType } from '@budget/contract';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MoneyAccountsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type MoneyAccountRow = Selectable<MoneyAccountsTable>;

/** The group's accounts, oldest first (the first open one is where money goes by default). */
export async function accountsOfGroup(trx: Db, groupId: string): Promise<MoneyAccountRow[]> {
  return trx
    .selectFrom('money_accounts')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The group's accounts of common money (write-path/common-money.ts). */
export async function commonAccountIds(db: Db, groupId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('money_accounts')
    .select('id')
    .where('group_id', '=', groupId)
    .where('common_money', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function groupOfAccount(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('money_accounts')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

export async function insertAccount(trx: Trx, row: Insertable<MoneyAccountsTable>) {
  await trx.insertInto('money_accounts').values(row).execute();
}

export async function updateAccount(
  trx: Trx,
  id: string,
  changes: Partial<Omit<MoneyAccountsTable, 'id' | 'group_id' | 'created_at'>>,
) {
  await trx.updateTable('money_accounts').set(changes).where('id', '=', id).execute();
}

/** Deletes the account; the settlements it kept go to `heir`, another account of its group. */
export async function deleteAccount(trx: Trx, id: string, heir: string) {
  await trx
    .updateTable('transactions')
    .set({ money_account_id: heir })
    .where('money_account_id', '=', id)
    .where('transaction_type', '=', TransactionType.Transfer)
    .where('to_money_account_id', 'is', null)
    .execute();
  await trx.deleteFrom('money_accounts').where('id', '=', id).execute();
}

/**
 * A settlement between members sits in an account but moves nothing there (account-sums.ts):
 * what an account holds leaves it out.
 */
const MOVES_MONEY = sql`(transaction_type <> ${TransactionType.Transfer}
  or to_money_account_id is not null)`;

/** Whether any transaction or recurring series is in the account (either side of a transfer). */
export async function accountInUse(trx: Trx, id: string): Promise<boolean> {
  const found = await sql<{ one: number }>`
    select 1 as one
    where exists (select 1 from transactions where money_account_id = ${id} and ${MOVES_MONEY})
      or exists (select 1 from transactions where to_money_account_id = ${id})
      or exists (select 1 from recurring_series where money_account_id = ${id})`.execute(trx);
  return found.rows.length > 0;
}

/** The currencies of what the account holds: its rows' own, and the transfers arriving. */
export async function currenciesHeld(trx: Trx, id: string): Promise<number[]> {
  const found = await sql<{ currency: number }>`
    select distinct currency from transactions where money_account_id = ${id} and ${MOVES_MONEY}
    union select distinct to_currency from transactions where to_money_account_id = ${id}
    union select distinct currency from recurring_series where money_account_id = ${id}`.execute(
    trx,
  );
  return found.rows.map((row) => Number(row.currency));
}

/** Whether a reconciliation recorded a balance of the account (a checkpoint with reconciled_at). */
export async function wasReconciled(trx: Trx, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('money_account_checkpoints')
    .select('id')
    .where('money_account_id', '=', id)
    .where('reconciled_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isMember(trx: Trx, groupId: string, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user is an Owner or Member of the group (one who pays: not a Viewer). */
export async function paysIn(trx: Trx, groupId: string, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('role', '!=', MemberRole.Viewer)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another account of the group (open or closed) has this bank identifier. */
export async function identifierTaken(
  trx: Trx,
  groupId: string,
  identifier: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = trx
    .selectFrom('money_accounts')
    .select('id')
    .where('group_id', '=', groupId)
    .where('bank_identifier', '=', identifier);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function timeZoneOf(trx: Trx, groupId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('groups')
    .select('time_zone')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}
