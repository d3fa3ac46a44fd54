import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A group's categorisation rules (docs/decisions.md, 'Rules'): a name unique per group by its
 * key (`nameKey`, as tags and categories compare names), their order (`position`), whether they
 * run, whether all or any of their conditions must hold, and the conditions and actions as JSON
 * the contract checks. They go with their group by cascade.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('match_mode', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rules_group_name', ['group_id', 'name_normalized'])
    .execute();
  // A group's rules in their order straight off an index (not unique: a reorder rewrites them).
  await db.schema
    .createIndex('rules_group_position')
    .on('rules')
    .columns(['group_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rules').execute();
}
