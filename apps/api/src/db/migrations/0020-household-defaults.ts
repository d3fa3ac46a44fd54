import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * How a group shares costs when no split is chosen (docs/decisions.md, 'Splits'). `equal_among`:
 * with no default split, new entries are shared equally among the members who pay ('payers':
 * Owners and Members) or among every member ('everyone': Viewers too). `split_incomes`: whether
 * an income is shared like an expense (1) or stays its receiver's (0). New groups share among
 * the payers and keep incomes unshared; the groups that exist keep what they did until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('equal_among', 'text', (c) => c.notNull().defaultTo('payers'))
    .execute();
  await db.schema
    .alterTable('groups')
    .addColumn('split_incomes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update groups set equal_among = 'everyone', split_incomes = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('split_incomes').execute();
  await db.schema.alterTable('groups').dropColumn('equal_among').execute();
}
