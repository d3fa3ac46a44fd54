import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

const MAIN_ACCOUNT = 'Main account';
const TRANSFER = 3;

/**
 * Money accounts inside a group (docs/decisions.md, 'Money accounts'). Every group gets one,
 * 'Main account' (current, in its settlement currency, else PLN; opening balance 0, opened on
 * the date of its first transaction, else today), and every transaction and recurring series
 * is put in it. A transfer between accounts is a Transfer whose `to_money_account_id`,
 * `to_amount` and `to_currency` name where it arrives. `money_account_day_sums` holds, per
 * account, currency and day, how many transactions touch the account and what they move in it
 * (kept by the write path; filled here from what exists).
 *
 * `money_account_id` is NOT NULL on both databases. SQLite cannot add a NOT NULL column without
 * a default, nor a foreign key with one, so there it is added with the default '' and filled
 * (the write path always names the account); PostgreSQL adds it nullable, fills it, then makes
 * it NOT NULL with a foreign key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('money_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('opening_balance', 'bigint', (c) => c.notNull())
    .addColumn('opening_date', 'text', (c) => c.notNull())
    .addColumn('bank_identifier', 'text')
    .addColumn('owner_user_id', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('money_accounts_group_name', ['group_id', 'name_normalized'])
    .execute();
  await createMainAccounts(db);
  await addAccountColumns(db, postgres);
  await db.schema
    .createTable('money_account_day_sums')
    .addColumn('money_account_id', 'text', (c) =>
      c.notNull().references('money_accounts.id').onDelete('cascade'),
    )
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_account_day_sums_pk', ['money_account_id', 'currency', 'day'])
    .execute();
  await sql`create index money_account_day_sums_group on money_account_day_sums (group_id)`.execute(
    db,
  );
  // Before any transfer between accounts exists, each transaction moves its own account only;
  // a settlement between members (a Transfer) moves no account's money.
  await sql`insert into money_account_day_sums
      (money_account_id, currency, day, group_id, transaction_count, amount)
    select money_account_id, currency, date, group_id, count(*),
      sum(case when transaction_type = ${TRANSFER} then 0 else amount end)
    from transactions group by money_account_id, currency, date, group_id`.execute(db);
  await analyzeIfAnalysed(db, postgres);
}

/** One 'Main account' per group, opened on its first transaction's date (else today). */
async function createMainAccounts(db: Kysely<any>): Promise<void> {
  const groups = await sql<{ id: string; currency: number | null; first: string | null }>`
    select g.id, g.settlement_currency as currency,
      (select min(t.date) from transactions t where t.group_id = g.id) as first
    from groups g`.execute(db);
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const rows = groups.rows.map((group) => ({
    id: randomUUID(),
    group_id: group.id,
    name: MAIN_ACCOUNT,
    name_normalized: MAIN_ACCOUNT.toLowerCase(),
    kind: 0,
    currency: Number(group.currency ?? 0),
    opening_balance: 0,
    opening_date: group.first ?? today,
    bank_identifier: null,
    owner_user_id: null,
    closed_at: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('money_accounts')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

async function addAccountColumns(db: Kysely<any>, postgres: boolean): Promise<void> {
  for (const table of ['transactions', 'recurring_series']) {
    await db.schema
      .alterTable(table)
      .addColumn('money_account_id', 'text', (c) => (postgres ? c : c.notNull().defaultTo('')))
      .execute();
    await sql`update ${sql.table(table)} set money_account_id =
      (select m.id from money_accounts m where m.group_id = ${sql.ref(`${table}.group_id`)})`.execute(
      db,
    );
    if (postgres) {
      await sql`alter table ${sql.table(table)} alter column money_account_id set not null`.execute(
        db,
      );
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_money_account_fk`)}
        foreign key (money_account_id) references money_accounts (id)`.execute(db);
    }
  }
  await db.schema
    .alterTable('transactions')
    .addColumn('to_money_account_id', 'text', (c) =>
      postgres ? c.references('money_accounts.id') : c,
    )
    .execute();
  await db.schema.alterTable('transactions').addColumn('to_amount', 'bigint').execute();
  await db.schema.alterTable('transactions').addColumn('to_currency', 'integer').execute();
  // An account's list reads its rows in date order, and the transfers arriving in it.
  await sql`create index transactions_money_account_date
    on transactions (money_account_id, date, id)`.execute(db);
  await sql`create index transactions_to_money_account_date
    on transactions (to_money_account_id, date, id) where to_money_account_id is not null`.execute(
    db,
  );
  await sql`create index recurring_series_money_account
    on recurring_series (money_account_id)`.execute(db);
}

/** As in 0012: an index without statistics on an analysed SQLite database misleads the planner. */
async function analyzeIfAnalysed(db: Kysely<any>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`analyze transactions`.execute(db);
    return;
  }
  const analysed = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) await sql`analyze transactions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('money_account_day_sums').execute();
  await db.schema.dropIndex('recurring_series_money_account').execute();
  await db.schema.dropIndex('transactions_to_money_account_date').execute();
  await db.schema.dropIndex('transactions_money_account_date').execute();
  for (const column of ['to_currency', 'to_amount', 'to_money_account_id', 'money_account_id']) {
    await db.schema.alterTable('transactions').dropColumn(column).execute();
  }
  await db.schema.alterTable('recurring_series').dropColumn('money_account_id').execute();
  await db.schema.dropTable('money_accounts').execute();
}
