import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * A name as duplicates are compared: in JavaScript on both sides, not the database's lower()
 * (SQLite's lowers ASCII only, so 'ŻABKA' would match on PostgreSQL and not on SQLite).
 */
export const lookalikeName = (name: string) => name.normalize('NFC').toLowerCase();

/** The group's data version, which every write to its money bumps (write-path/catalog.repository.ts). */
export async function dataVersion(db: Db, groupId: string): Promise<number | null> {
  const row = await db
    .selectFrom('groups')
    .select('data_version')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row ? Number(row.data_version) : null;
}

/** A transaction's side on a date: what it moves in which money account. */
interface OnDate {
  id: string;
  /** 0: where the transaction is kept; 1: where a transfer arrives. */
  side: 0 | 1;
  date: string;
  amount: number;
  currency: number;
  name: string;
  accountId: string;
  /** This side is cleared already (an import confirms only what is not). */
  cleared: boolean;
}

/**
 * The group's transactions on these dates (date, amount, currency and name); `typedOnly`: only
 * those that came from no file (no bank id, no import: typed by hand or written by a series),
 * which a bank's file may list again. A transfer between accounts is there twice, as the money
 * leaves one account and as it arrives in the other: the card's own file lists the repayment
 * the current account's file listed as a payment.
 */
async function onDates(db: Db, groupId: string, dates: string[], typedOnly: boolean) {
  const found: OnDate[] = [];
  const unique = [...new Set(dates)];
  for (let i = 0; i < unique.length; i += 400) {
    let query = db
      .selectFrom('transactions')
      .select(['id', 'date', 'amount', 'currency', 'name', 'money_account_id'])
      .select(['to_amount', 'to_currency', 'to_money_account_id', 'cleared', 'to_cleared'])
      .where('group_id', '=', groupId)
      .where('date', 'in', unique.slice(i, i + 400));
    if (typedOnly) query = query.where('bank_id', 'is', null).where('import_batch_id', 'is', null);
    for (const { id, date, name, ...row } of await query.execute()) {
      const { money_account_id: accountId, to_money_account_id: toAccountId } = row;
      found.push({
        id,
        side: 0,
        date,
        name,
        amount: Number(row.amount),
        currency: Number(row.currency),
        accountId,
        cleared: Number(row.cleared) === 1,
      });
      if (row.to_amount !== null && row.to_currency !== null && toAccountId !== null)
        found.push({
          id,
          side: 1,
          date,
          name,
          amount: Number(row.to_amount),
          currency: Number(row.to_currency),
          accountId: toAccountId,
          cleared: Number(row.to_cleared) === 1,
        });
    }
  }
  return found;
}

/** Keys (date|amount|currency|name by lookalikeName) of the group's transactions on these dates. */
export async function lookalikeKeys(db: Db, groupId: string, dates: string[]) {
  const rows = await onDates(db, groupId, dates, false);
  return new Set(
    rows.map((row) => `${row.date}|${row.amount}|${row.currency}|${lookalikeName(row.name)}`),
  );
}

/** The group's transactions on these dates that came from no file (`onDates`). */
export const enteredOnDates = (db: Db, groupId: string, dates: string[]) =>
  onDates(db, groupId, dates, true);

/** How many typed transactions each batch marked cleared (write-path/import-confirmations.ts). */
const clearedCount = (eb: ExpressionBuilder<Database, 'import_batches'>) =>
  eb
    .selectFrom('import_confirmed as c')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('c.import_batch_id', '=', 'import_batches.id')
    .as('cleared_count');

export async function listBatches(db: Db, groupId: string) {
  return db
    .selectFrom('import_batches')
    .leftJoin('users as u', 'u.id', 'import_batches.created_by')
    .selectAll('import_batches')
    .select(['u.email', 'u.username', 'u.first_name', 'u.last_name', clearedCount])
    .where('import_batches.group_id', '=', groupId)
    .orderBy('import_batches.created_at', 'desc')
    .orderBy('import_batches.id')
    .execute();
}

export async function findBatch(db: Db, id: string) {
  return db
    .selectFrom('import_batches')
    .leftJoin('users as u', 'u.id', 'import_batches.created_by')
    .selectAll('import_batches')
    .select(['u.email', 'u.username', 'u.first_name', 'u.last_name', clearedCount])
    .where('import_batches.id', '=', id)
    .executeTakeFirst();
}

/** The CSV mapping the group last used for files with this header, as stored JSON. */
export async function rememberedMapping(db: Db, groupId: string, signature: string) {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('group_id', '=', groupId)
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row?.mapping ?? null;
}

export async function rememberMapping(db: Db, groupId: string, signature: string, json: string) {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('import_mappings')
    .values({ group_id: groupId, signature, mapping: json, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict
        .columns(['group_id', 'signature'])
        .doUpdateSet({ mapping: json, updated_at: updatedAt }),
    )
    .execute();
}

/** The group's categories by their name in lower case, for mapping a file's categories. */
export async function categoriesByName(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name_normalized'])
    .where('group_id', '=', groupId)
    .execute();
  return new Map(rows.map((row) => [row.name_normalized, row.id]));
}

/** The ids of the group's open money accounts. */
export async function openAccountIds(db: Db, groupId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('money_accounts')
    .select('id')
    .where('group_id', '=', groupId)
    .where('closed_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The group's open money accounts that have a bank identifier, by it (the oldest when two do). */
export async function accountsByIdentifier(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('money_accounts')
    .select(['id', 'bank_identifier'])
    .where('group_id', '=', groupId)
    .where('closed_at', 'is', null)
    .where('bank_identifier', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.bank_identifier as string, row.id]));
}

/**
 * The checkpoints an import recorded, each with its account's currency and balance at the end of
 * its day (the opening balance plus the day sums up to it, in the account's currency).
 */
export async function checkpointsOfBatch(db: Db, importBatchId: string) {
  return db
    .selectFrom('money_account_checkpoints as c')
    .innerJoin('money_accounts as a', 'a.id', 'c.money_account_id')
    .select((eb) => [
      'c.money_account_id',
      'c.date',
      'c.balance',
      'a.currency',
      sql<number | string>`${eb.ref('a.opening_balance')} + ${eb.fn.coalesce(
        eb
          .selectFrom('money_account_day_sums as s')
          .select((sums) => sums.fn.sum<number>('s.amount').as('amount'))
          .whereRef('s.money_account_id', '=', 'c.money_account_id')
          .whereRef('s.currency', '=', 'a.currency')
          .whereRef('s.day', '<=', 'c.date'),
        sql.lit(0),
      )}`.as('account_balance'),
    ])
    .where('c.import_batch_id', '=', importBatchId)
    .orderBy('c.date')
    .orderBy('a.name')
    .execute();
}
