import {
  MemberRole,
  type Group,
  type assignUsersRequestSchema,
  type changeUserRoleRequestSchema,
  type createGroupRequestSchema,
  type unassignUsersRequestSchema,
  type updateGroupRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isoNow, serverTimeZone } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { createWritePath, deleteGroupsWithin } from '../write-path/write-path.ts';
import * as repository from './groups.repository.ts';

type GroupRow = repository.GroupRow;
type MemberRow = Awaited<ReturnType<typeof repository.listMembers>>[number];

const toMember = (member: MemberRow): Group['groupMembers'][number] => ({
  userId: member.user_id,
  userEmail: member.email,
  role: Number(member.role) as Group['role'],
  joinedAt: member.joined_at,
});

function toGroup(
  row: Omit<GroupRow, 'data_version' | 'rules_version' | 'settlement_currency' | 'default_split'>,
  role: number,
  members: MemberRow[],
): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    timeZone: row.time_zone ?? serverTimeZone(),
    role: role as Group['role'],
    groupMembers: members.map(toMember),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const LAST_OWNER_MESSAGE =
  'A group needs at least one Owner. Make another member Owner first, or delete the group.';

/** `invitations` mails invitations to addresses without an account (assignUsers needs it). */
export function createGroupsService(
  db: Kysely<Database>,
  rates: RatesService,
  invitations?: InvitationsService,
) {
  const writes = createWritePath(db, rates);

  /** The group as its member sees it, members included. */
  async function load(access: GroupAccess, groupId: string): Promise<Group> {
    const role = await access.require(groupId, GroupAction.Read);
    const row = await repository.findGroup(db, groupId);
    if (!row) throw notFound('Group not found');
    return toGroup(row, role, await repository.listMembers(db, [groupId]));
  }

  return {
    async list(access: GroupAccess, includeMembers: boolean): Promise<Group[]> {
      access.requireConfirmedEmail();
      if (!includeMembers) {
        const rows = await repository.listGroupsOfUser(db, access.userId);
        return rows.map((row) => toGroup(row, Number(row.role), []));
      }
      // One statement for the groups and their members (a round trip less on PostgreSQL); its
      // rows come grouped, a group's members one after another.
      const groups: Group[] = [];
      let last: Group | undefined;
      for (const row of await repository.listGroupsWithMembers(db, access.userId)) {
        if (last?.id !== row.id) {
          last = toGroup(row, Number(row.my_role), []);
          groups.push(last);
        }
        last.groupMembers.push(toMember(row));
      }
      return groups;
    },

    /** The creator becomes the Owner. */
    async create(access: GroupAccess, input: z.output<typeof createGroupRequestSchema>) {
      access.requireConfirmedEmail();
      const now = isoNow();
      const group = {
        id: randomUUID(),
        name: input.name,
        description: input.description,
        time_zone: serverTimeZone(),
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await repository.insertGroup(trx, group);
        await repository.insertMember(trx, {
          group_id: group.id,
          user_id: access.userId,
          role: MemberRole.Owner,
          joined_at: now,
        });
      });
      // The caller's memberships were read with the session, before this one existed.
      access.forget(group.id);
      return load(access, group.id);
    },

    /** Name, description and time zone, under the group's lock (cached answers show them). */
    async update(access: GroupAccess, input: z.output<typeof updateGroupRequestSchema>) {
      await writes.updateGroup(access, input);
      return load(access, input.groupId);
    },

    /** Its money goes with it, so the write path deletes it under the group's lock. */
    remove: (access: GroupAccess, groupId: string) => writes.deleteGroup(access, groupId),

    /**
     * Adds registered users; an address without an account gets an invitation instead, and it
     * and existing members become warnings (docs/decisions.md, 'Invitations (issue 13)').
     */
    async assignUsers(access: GroupAccess, input: z.output<typeof assignUsersRequestSchema>) {
      if (!invitations) throw new Error('assignUsers needs the invitations service');
      await access.require(input.groupId, GroupAction.AddMember);
      const emails = [...new Set(input.userEmails)];
      const users = await repository.findUsersByEmail(db, emails);
      const unconfirmed = users.filter((user) => !user.email_confirmed);
      if (unconfirmed.length > 0) {
        const who = unconfirmed.map((user) => user.email).join(', ');
        throw forbidden(
          `${who} has not confirmed their e-mail address yet, and group membership requires a confirmed e-mail.`,
        );
      }
      const existing = await repository.memberIds(
        db,
        input.groupId,
        users.map((user) => user.id),
      );
      const warnings: string[] = [];
      for (const email of emails) {
        const user = users.find((candidate) => candidate.email === email);
        if (!user)
          warnings.push(await invitations.invite(access, input.groupId, email, input.role));
        else if (existing.has(user.id))
          warnings.push(`${email} is already a member of this group.`);
      }
      const joining = users.filter((user) => !existing.has(user.id));
      if (joining.length > 0) {
        await db.transaction().execute(async (trx) => {
          const now = isoNow();
          for (const user of joining) {
            await repository.insertMember(trx, {
              group_id: input.groupId,
              user_id: user.id,
              role: input.role,
              joined_at: now,
            });
          }
          await repository.touchGroup(trx, input.groupId, now);
        });
      }
      return { group: await load(access, input.groupId), warnings };
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
      const callerRole = await access.require(
        groupId,
        leaving ? GroupAction.Leave : GroupAction.ManageMembers,
      );
      if (others.length > 0) await access.require(groupId, GroupAction.ManageMembers);

      const members = await repository.listMembers(db, [groupId]);
      for (const id of others) {
        const member = members.find((candidate) => candidate.user_id === id);
        if (!member) throw notFound('User is not a member of this group');
        if (Number(member.role) === MemberRole.Owner) {
          throw forbidden('An Owner cannot be removed. Change their role first.');
        }
      }
      if (leaving && callerRole === MemberRole.Owner) {
        const owners = members.filter((member) => Number(member.role) === MemberRole.Owner);
        if (owners.length <= 1) throw conflict(LAST_OWNER_MESSAGE);
      }
      await db.transaction().execute(async (trx) => {
        for (const id of userIds) await repository.deleteMember(trx, groupId, id);
        await repository.touchGroup(trx, groupId, isoNow());
      });
      access.forget(groupId);
      return leaving ? null : load(access, groupId);
    },

    async changeUserRole(access: GroupAccess, input: z.output<typeof changeUserRoleRequestSchema>) {
      const { groupId, userId, role } = input;
      await access.require(groupId, GroupAction.ManageMembers);
      const member = (await repository.listMembers(db, [groupId])).find(
        (candidate) => candidate.user_id === userId,
      );
      if (!member) throw notFound('User is not a member of this group');
      const current = Number(member.role);
      if (current !== role) {
        await db.transaction().execute(async (trx) => {
          if (
            current === MemberRole.Owner &&
            (await repository.countOwners(trx, groupId, MemberRole.Owner)) <= 1
          ) {
            throw conflict(LAST_OWNER_MESSAGE);
          }
          await repository.updateRole(trx, groupId, userId, role);
          await repository.touchGroup(trx, groupId, isoNow());
        });
        if (userId === access.userId) access.forget(groupId);
      }
      return load(access, groupId);
    },
  };
}

/**
 * For an account being deleted: each group it alone owns passes to its longest-standing other
 * member, or is deleted when it has none; then the account leaves every group.
 */
export async function releaseMemberships(db: Transaction<Database>, userId: string): Promise<void> {
  const emptied: string[] = [];
  for (const { groupId, successorId } of await repository.soleOwnedGroups(
    db,
    userId,
    MemberRole.Owner,
  )) {
    if (successorId) await repository.updateRole(db, groupId, successorId, MemberRole.Owner);
    else emptied.push(groupId);
  }
  await deleteGroupsWithin(db, emptied);
  const now = isoNow();
  // In id order, as the write path locks groups, so this never waits in a circle with a write.
  for (const groupId of (await repository.deleteMemberships(db, userId)).sort()) {
    await repository.touchGroup(db, groupId, now);
  }
}

/** A member joined another way (an invitation accepted): the group is touched. */
export function touchGroup(db: Transaction<Database>, groupId: string, now: string) {
  return repository.touchGroup(db, groupId, now);
}

/**
 * People's address changed or their accounts are purged: every group that shows them is touched,
 * in id order, as members (the group list) or as former members (balances and the report by
 * member), so the answers cached under the groups' versions are computed again.
 */
export async function touchGroupsNaming(
  db: Transaction<Database>,
  userIds: readonly string[],
): Promise<void> {
  const now = isoNow();
  for (const groupId of await repository.groupIdsNaming(db, userIds)) {
    await repository.touchGroup(db, groupId, now);
  }
}
