import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { GroupAccess } from '../src/modules/access/group-access.ts';
import { createSessionResolver, issueSession } from '../src/modules/sessions/sessions.service.ts';
import { insertFirstAccount, type WritePath } from '../src/modules/write-path/write-path.ts';

/** People and groups for the seed: accounts and memberships directly, money through the write path. */

const now = new Date().toISOString();

export async function user(
  db: Kysely<Database>,
  email: string,
  username: string,
  passwordHash: string,
) {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      username,
      username_normalized: username.toLowerCase(),
      email,
      first_name: null,
      last_name: null,
      password_hash: passwordHash,
      is_active: true,
      email_confirmed: true,
      locked_until: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}

/** Acts as the user, as the API would for a signed-in request. */
export async function accessOf(db: Kysely<Database>, userId: string): Promise<GroupAccess> {
  const { token } = await issueSession(db, userId, false);
  const session = await createSessionResolver(db)(token);
  if (!session) throw new Error('Could not open a session for the seeded user');
  return new GroupAccess(db, session);
}

/** A group with its members (the first is the Owner) and categories, made by the Owner. */
export async function group(
  db: Kysely<Database>,
  writes: WritePath,
  name: string,
  members: [string, number][],
  categoryNames: readonly string[],
) {
  const id = randomUUID();
  await db
    .insertInto('groups')
    .values({ id, name, description: `${name} (seeded)`, created_at: now, updated_at: now })
    .execute();
  for (const [userId, role] of members) {
    await db
      .insertInto('group_members')
      .values({ group_id: id, user_id: userId, role, joined_at: now })
      .execute();
  }
  // Every group holds its money in an account (docs/decisions.md, 'Money accounts').
  const firstAccountId = await db
    .transaction()
    .execute((trx) => insertFirstAccount(trx, id, { name: null, timeZone: 'UTC' }, now));
  const owner = await accessOf(db, members[0]?.[0] as string);
  const categoryIds: string[] = [];
  for (const categoryName of categoryNames) {
    const input = { name: categoryName, description: null, groupId: id };
    categoryIds.push(await writes.createCategory(owner, input));
  }
  return { id, owner, categoryIds, firstAccountId };
}
