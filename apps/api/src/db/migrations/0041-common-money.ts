import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A money account the household spends from together (a joint current account, the cash in the
 * kitchen drawer) is marked as common money (docs/decisions.md, 'Money accounts'): its incomes
 * and expenses have no payer and no split, so they move no balance between members. 1: common
 * money; every account that exists stays as it was (0).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('money_accounts')
    .addColumn('common_money', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('money_accounts').dropColumn('common_money').execute();
}
