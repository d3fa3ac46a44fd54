import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, GroupInvitationsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type InvitationRow = Selectable<GroupInvitationsTable>;

/** The inviter's names, for their display name; all null once the account is gone. */
const INVITER = ['inviter.username', 'inviter.first_name', 'inviter.last_name'] as const;

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insertInto('group_invitations').values(row).execute();
}

/** The group's open invitation (neither accepted nor revoked) to the address, if any. */
export async function findOpen(db: Db, groupId: string, email: string) {
  return db
    .selectFrom('group_invitations')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** One invitation of the group, with the inviter's names. */
export async function findInGroup(db: Db, groupId: string, id: string) {
  return db
    .selectFrom('group_invitations as invitation')
    .leftJoin('users as inviter', 'inviter.id', 'invitation.invited_by')
    .selectAll('invitation')
    .select(INVITER)
    .where('invitation.group_id', '=', groupId)
    .where('invitation.id', '=', id)
    .executeTakeFirst();
}

/**
 * The group's open invitations, oldest first, with the inviter's names. Addresses that belong to
 * a member by now (added directly after registering) are left out: there is nobody left to invite.
 */
export async function listOpen(db: Db, groupId: string) {
  return db
    .selectFrom('group_invitations as invitation')
    .leftJoin('users as inviter', 'inviter.id', 'invitation.invited_by')
    .selectAll('invitation')
    .select(INVITER)
    .where('invitation.group_id', '=', groupId)
    .where('invitation.accepted_at', 'is', null)
    .where('invitation.revoked_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_members')
            .innerJoin('users', 'users.id', 'group_members.user_id')
            .select('group_members.user_id')
            .whereRef('group_members.group_id', '=', 'invitation.group_id')
            .whereRef('users.email', '=', 'invitation.email'),
        ),
      ),
    )
    .orderBy('invitation.created_at')
    .orderBy('invitation.id')
    .execute();
}

/** The invitation a link carries, with its group's name and the inviter's names. */
export async function findByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('group_invitations as invitation')
    .innerJoin('groups', 'groups.id', 'invitation.group_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitation.invited_by')
    .selectAll('invitation')
    .select(['groups.name as group_name', ...INVITER])
    .where('invitation.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The group's name and the names of the member who acts in it (to sign a mail with). */
export async function findGroupAndMember(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom('groups')
    .leftJoin('users as inviter', (join) => join.on('inviter.id', '=', userId))
    .select(['groups.name as group_name', ...INVITER])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
}

/**
 * A new token and lifetime for an open invitation, unless another request sent it since
 * `previousSentAt` was read (false then): two resends at once mail it once.
 */
export async function reissue(
  db: Db,
  id: string,
  previousSentAt: string,
  changes: Pick<InvitationRow, 'token_hash' | 'role' | 'expires_at' | 'last_sent_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('group_invitations')
    .set(changes)
    .where('id', '=', id)
    .where('last_sent_at', '=', previousSentAt)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes an open invitation; false when it was accepted or revoked first. */
export async function revoke(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('group_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses an open, unexpired invitation up; false when another request used or revoked it first. */
export async function markAccepted(
  db: Db,
  id: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('group_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds the member unless already one (who keeps their role); the caller touches the group. */
export async function joinGroup(
  db: Db,
  member: { group_id: string; user_id: string; role: number; joined_at: string },
): Promise<void> {
  await db
    .insertInto('group_members')
    .values(member)
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .execute();
}
