import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Invitations to join a group, e-mailed to an address without an account (docs/decisions.md,
 * 'Invitations'). Only the SHA-256 of the mailed token is kept. An invitation is open
 * until it is accepted or revoked; at most one is open per group and address, so inviting the
 * same address again mails the open one anew instead of adding a second.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('group_invitations_token_hash')
    .on('group_invitations')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('group_invitations_group')
    .on('group_invitations')
    .column('group_id')
    .execute();
  await sql`create unique index group_invitations_open on group_invitations (group_id, email)
    where accepted_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('group_invitations_open').execute();
  await db.schema.dropIndex('group_invitations_group').execute();
  await db.schema.dropIndex('group_invitations_token_hash').execute();
  await db.schema.dropTable('group_invitations').execute();
}
