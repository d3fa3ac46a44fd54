import {
  MemberRole,
  type Group,
  type assignUsersRequestSchema,
  type changeUserRoleRequestSchema,
  type unassignUsersRequestSchema,
} from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import {
  GROUP_NOT_FOUND,
  GroupAction,
  checkRole,
  type GroupAccess,
} from '../access/group-access.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import * as repository from './groups.repository.ts';

export const LAST_OWNER_MESSAGE =
  'A group needs at least one Owner. Make another member Owner first, or delete the group.';

const NOT_A_MEMBER = 'User is not a member of this group';

type MemberRow = Awaited<ReturnType<typeof repository.listMembers>>[number];

interface MemberChange {
  trx: Transaction<Database>;
  /** The group's members as committed when its row was taken. */
  members: MemberRow[];
  /** The caller's role, read with them. */
  callerRole: number;
  now: string;
}

/**
 * One change of a group's members: the caller's role is checked (outsiders take no lock), the
 * group's row is taken, and the members are read and the role checked again under it. Two
 * requests on the same people thus never both act on what neither has written yet (a duplicate
 * insert, two Owners demoting each other). Group before members and accounts is the order writes
 * and address changes take them in too (docs/decisions.md, 'One write path').
 */
async function changeMembers<T>(
  db: Kysely<Database>,
  access: GroupAccess,
  groupId: string,
  action: GroupAction,
  change: (context: MemberChange) => Promise<T>,
): Promise<T> {
  await access.require(groupId, action);
  return db.transaction().execute(async (trx) => {
    if (!(await repository.lockGroupRow(trx, groupId))) throw notFound(GROUP_NOT_FOUND);
    const members = await repository.listMembers(trx, [groupId]);
    const mine = members.find((member) => member.user_id === access.userId);
    const callerRole = checkRole(mine === undefined ? undefined : Number(mine.role), action);
    return change({ trx, members, callerRole, now: isoNow() });
  });
}

const isOwner = (member: MemberRow) => Number(member.role) === MemberRole.Owner;

type Account = Awaited<ReturnType<typeof repository.findUsersByEmail>>[number];

/** The accounts of these addresses; 403 while any of them has its address unconfirmed. */
async function confirmedAccounts(db: Kysely<Database>, emails: string[]): Promise<Account[]> {
  const users = await repository.findUsersByEmail(db, emails);
  const unconfirmed = users.filter((user) => !user.email_confirmed);
  if (unconfirmed.length > 0) {
    const who = unconfirmed.map((user) => user.email).join(', ');
    throw forbidden(
      `${who} has not confirmed their e-mail address yet, and group membership requires a confirmed e-mail.`,
    );
  }
  return users;
}

/** Adds the accounts not yet members, in `role`; answers the ids of the members before them. */
async function addMembers(
  db: Kysely<Database>,
  access: GroupAccess,
  groupId: string,
  role: number,
  users: Account[],
): Promise<Set<string>> {
  const existing = new Set<string>();
  if (users.length === 0) return existing;
  await changeMembers(db, access, groupId, GroupAction.AddMember, async (change) => {
    for (const member of change.members) existing.add(member.user_id);
    const joining = users.filter((user) => !existing.has(user.id));
    for (const user of joining) {
      await repository.insertMember(change.trx, {
        group_id: groupId,
        user_id: user.id,
        role,
        joined_at: change.now,
      });
    }
    if (joining.length > 0) await repository.touchGroup(change.trx, groupId, change.now);
  });
  return existing;
}

/** Adding, removing and re-ranking members; `load` answers with the group as the caller sees it. */
export function createMembersService(
  db: Kysely<Database>,
  load: (access: GroupAccess, groupId: string) => Promise<Group>,
  invitations: InvitationsService,
) {
  return {
    /**
     * Adds registered users, each told so by mail; an address without an account gets an
     * invitation instead, and it and existing members become warnings (docs/decisions.md,
     * 'Invitations').
     */
    async assignUsers(access: GroupAccess, input: z.output<typeof assignUsersRequestSchema>) {
      const { groupId, role } = input;
      await access.require(groupId, GroupAction.AddMember);
      const emails = [...new Set(input.userEmails)];
      const users = await confirmedAccounts(db, emails);
      const existing = await addMembers(db, access, groupId, role, users);
      const added = users.filter((user) => !existing.has(user.id));
      await invitations.tellAdded(access, groupId, added, role);
      const warnings: string[] = [];
      for (const email of emails) {
        const user = users.find((candidate) => candidate.email === email);
        if (!user) warnings.push(await invitations.invite(access, groupId, email, role));
        else if (existing.has(user.id))
          warnings.push(`${email} is already a member of this group.`);
      }
      return { group: await load(access, groupId), warnings };
    },

    /**
     * Removes members. Removing oneself is leaving (any role, unless the last Owner); removing
     * someone else is an Owner's right, and never reaches another Owner.
     */
    async unassignUsers(access: GroupAccess, input: z.output<typeof unassignUsersRequestSchema>) {
      const { groupId } = input;
      const userIds = [...new Set(input.userIds)];
      const leaving = userIds.includes(access.userId);
      const others = userIds.filter((id) => id !== access.userId);
      if (leaving) await access.require(groupId, GroupAction.Leave);
      const action = others.length > 0 ? GroupAction.ManageMembers : GroupAction.Leave;
      await changeMembers(
        db,
        access,
        groupId,
        action,
        async ({ trx, members, callerRole, now }) => {
          for (const id of others) {
            const member = members.find((candidate) => candidate.user_id === id);
            if (!member) throw notFound(NOT_A_MEMBER);
            if (isOwner(member))
              throw forbidden('An Owner cannot be removed. Change their role first.');
          }
          if (leaving && callerRole === MemberRole.Owner && members.filter(isOwner).length <= 1) {
            throw conflict(LAST_OWNER_MESSAGE);
          }
          for (const id of userIds) await repository.deleteMember(trx, groupId, id);
          await repository.touchGroup(trx, groupId, now);
        },
      );
      access.forget(groupId);
      return leaving ? null : load(access, groupId);
    },

    async changeUserRole(access: GroupAccess, input: z.output<typeof changeUserRoleRequestSchema>) {
      const { groupId, userId, role } = input;
      const action = GroupAction.ManageMembers;
      const changed = await changeMembers(db, access, groupId, action, async (change) => {
        const member = change.members.find((candidate) => candidate.user_id === userId);
        if (!member) throw notFound(NOT_A_MEMBER);
        if (Number(member.role) === role) return false;
        if (isOwner(member) && change.members.filter(isOwner).length <= 1) {
          throw conflict(LAST_OWNER_MESSAGE);
        }
        await repository.updateRole(change.trx, groupId, userId, role);
        await repository.touchGroup(change.trx, groupId, change.now);
        return true;
      });
      if (changed && userId === access.userId) access.forget(groupId);
      return load(access, groupId);
    },
  };
}
