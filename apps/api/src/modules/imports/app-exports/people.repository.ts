import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The group's members as the file's people are matched against them: names and e-mail. */
export async function membersToMatch(db: Kysely<Database>, groupId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['users.id', 'users.email', 'users.username', 'users.first_name', 'users.last_name'])
    .where('group_members.group_id', '=', groupId)
    .orderBy('group_members.joined_at')
    .execute();
}

export type MemberToMatch = Awaited<ReturnType<typeof membersToMatch>>[number];
