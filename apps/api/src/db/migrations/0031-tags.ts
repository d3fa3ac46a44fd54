import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Tags of a group, many per transaction (docs/decisions.md, 'Tags'): a name unique per group by
 * its key (`nameKey`, as categories compare names), and the links, which go with their
 * transaction, their tag or (through both) their group by cascade.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tags_group_name', ['group_id', 'name_normalized'])
    .execute();
  await db.schema
    .createTable('transaction_tags')
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('transaction_tags_pk', ['transaction_id', 'tag_id'])
    .execute();
  // A tag's transactions (filter, merge, delete) straight off an index.
  await db.schema
    .createIndex('transaction_tags_tag')
    .on('transaction_tags')
    .columns(['tag_id', 'transaction_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transaction_tags').execute();
  await db.schema.dropTable('tags').execute();
}
