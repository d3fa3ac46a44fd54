import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The browsers each user turned push notifications on in (docs/decisions.md, 'Push
 * notifications'): the push service's endpoint (one row per browser: a browser that another
 * account turns them on in moves to it) and the keys its messages are encrypted for. Removed
 * with the account, when turned off, or when the push service says the subscription is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // The language the browser was read in when it subscribed: a user who chose none in
    // Settings is notified in it.
    .addColumn('language', 'text')
    // The browser, from its User-Agent, to tell a user's devices apart.
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
