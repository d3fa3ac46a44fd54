import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database, GroupMembersTable, GroupsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type GroupRow = Selectable<GroupsTable>;

/** What both group lists read of a group. */
const GROUP_COLUMNS = [
  'groups.id',
  'groups.name',
  'groups.description',
  'groups.time_zone',
  'groups.created_at',
  'groups.updated_at',
] as const;

/** Every group of the user with the user's role, newest first. */
export const listGroupsOfUser = prepared((db, userId: string) =>
  db
    .selectFrom('groups')
    .innerJoin('group_members', 'group_members.group_id', 'groups.id')
    .select([...GROUP_COLUMNS, 'group_members.role'])
    .where('group_members.user_id', '=', userId)
    .orderBy('groups.created_at', 'desc')
    .orderBy('groups.id'),
);

/**
 * Every group of the user with the user's role and every member of each (e-mail, role, when they
 * joined): one statement, a row per group and member, groups newest first, members oldest first.
 */
export const listGroupsWithMembers = prepared((db, userId: string) =>
  db
    .selectFrom('group_members as mine')
    .innerJoin('groups', 'groups.id', 'mine.group_id')
    .innerJoin('group_members as member', 'member.group_id', 'groups.id')
    .innerJoin('users', 'users.id', 'member.user_id')
    .select([
      ...GROUP_COLUMNS,
      'mine.role as my_role',
      'member.group_id',
      'member.user_id',
      'member.role',
      'member.joined_at',
      'users.email',
      'users.username',
      'users.first_name',
      'users.last_name',
    ])
    .where('mine.user_id', '=', userId)
    .orderBy('groups.created_at', 'desc')
    .orderBy('groups.id')
    .orderBy('member.joined_at')
    .orderBy('users.email'),
);

export async function findGroup(db: Db, groupId: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
}

/** Members of the groups with their e-mail, oldest first; one query for any number of groups. */
export async function listMembers(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'group_members.group_id',
      'group_members.user_id',
      'group_members.role',
      'group_members.joined_at',
      'users.email',
      'users.username',
      'users.first_name',
      'users.last_name',
    ])
    .where('group_members.group_id', 'in', groupIds)
    .orderBy('group_members.joined_at')
    .orderBy('users.email')
    .execute();
}

export async function insertGroup(db: Db, group: Insertable<GroupsTable>): Promise<void> {
  await db.insertInto('groups').values(group).execute();
}

export async function insertMember(db: Db, member: GroupMembersTable): Promise<void> {
  await db.insertInto('group_members').values(member).execute();
}

/**
 * The group's membership changed: its updatedAt moves, and its data version too, as the cached
 * group list (GET /groups) shows every member with their role (docs/decisions.md, 'One write
 * path'). Every change of members or roles calls this in its own transaction.
 */
export async function touchGroup(db: Db, groupId: string, now: string): Promise<void> {
  await db
    .updateTable('groups')
    .set({ updated_at: now, data_version: sql`data_version + 1` })
    .where('id', '=', groupId)
    .execute();
}

/**
 * Holds the group's row until the transaction ends, so changes of one group's members queue
 * instead of each acting on what it read before the other committed. SQLite's transactions
 * already queue (BEGIN IMMEDIATE). False: the group is gone.
 */
export async function lockGroupRow(db: Transaction<Database>, groupId: string): Promise<boolean> {
  let query = db.selectFrom('groups').select('id').where('id', '=', groupId);
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The groups the user is a member of, in id order (the order groups are locked in). */
export async function groupIdsOfMember(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .orderBy('group_id')
    .execute();
  return rows.map((row) => row.group_id);
}

export async function updateRole(db: Db, groupId: string, userId: string, role: number) {
  await db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Db, groupId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** Users by e-mail who may join a group: registered, active, not deleted. */
export async function findUsersByEmail(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_confirmed'])
    .where('email', 'in', emails)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Groups that show any of these people: as members, or as former members whose figures their
 * balances and reports still hold (member_day_sums). Each group is probed by its own key's
 * prefix (group, user), so no index on the user alone is needed.
 */
export async function groupIdsNaming(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('groups')
    .select('groups.id')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('group_members')
            .select('group_members.user_id')
            .whereRef('group_members.group_id', '=', 'groups.id')
            .where('group_members.user_id', 'in', userIds),
        ),
        eb.exists(
          eb
            .selectFrom('member_day_sums')
            .select('member_day_sums.user_id')
            .whereRef('member_day_sums.group_id', '=', 'groups.id')
            .where('member_day_sums.user_id', 'in', userIds),
        ),
      ]),
    )
    .orderBy('groups.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Groups where the user is the only Owner, with the longest-standing other member if any. */
export async function soleOwnedGroups(db: Db, userId: string, ownerRole: number) {
  const owned = await db
    .selectFrom('group_members as mine')
    .select('mine.group_id')
    .where('mine.user_id', '=', userId)
    .where('mine.role', '=', ownerRole)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_members as other')
            .select('other.user_id')
            .whereRef('other.group_id', '=', 'mine.group_id')
            .where('other.role', '=', ownerRole)
            .where('other.user_id', '!=', userId),
        ),
      ),
    )
    .execute();
  const result: { groupId: string; successorId: string | undefined }[] = [];
  for (const { group_id: groupId } of owned) {
    const successor = await db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .limit(1)
      .executeTakeFirst();
    result.push({ groupId, successorId: successor?.user_id });
  }
  return result;
}

export async function deleteMemberships(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('group_members')
    .where('user_id', '=', userId)
    .returning('group_id')
    .execute();
  return rows.map((row) => row.group_id);
}
