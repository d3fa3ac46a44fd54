import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Files attached to transactions (docs/decisions.md, 'Attachments'). A row goes with its
 * transaction by cascade, whichever write deletes it (one row, a series, an import's undo, the
 * group, an account's groups); a trigger notes each gone row's id in `attachment_removals`, so
 * the files are removed from storage after the commit by whoever finds them there. The count on
 * the transaction lets its answer say how many it has without counting per row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('attachment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('has_thumbnail', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachments_transaction')
    .on('attachments')
    .columns(['transaction_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('attachment_removals')
    .addColumn('attachment_id', 'text', (c) => c.primaryKey())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function attachments_removed() returns trigger language plpgsql as $$
      begin
        insert into attachment_removals (attachment_id) values (old.id) on conflict do nothing;
        return old;
      end $$`.execute(db);
    await sql`create trigger attachments_removed after delete on attachments
      for each row execute function attachments_removed()`.execute(db);
    return;
  }
  await sql`create trigger attachments_removed after delete on attachments begin
    insert or ignore into attachment_removals (attachment_id) values (old.id);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachments').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function attachments_removed()`.execute(db);
  }
  await db.schema.dropTable('attachment_removals').execute();
  await db.schema.alterTable('transactions').dropColumn('attachment_count').execute();
}
