import {
  ENTRY_NAMES,
  MemberRole,
  type Group,
  type createGroupRequestSchema,
  type updateGroupRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isoNow, serverTimeZone } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import {
  deleteGroupsWithin,
  insertFirstAccount,
  type WritePath,
} from '../write-path/write-path.ts';
import { memberName } from '../../lib/member-name.ts';
import * as repository from './groups.repository.ts';
import { createMembersService } from './members.service.ts';

type GroupRow = repository.GroupRow;
type MemberRow = Awaited<ReturnType<typeof repository.listMembers>>[number];

const toMember = (member: MemberRow): Group['groupMembers'][number] => ({
  userId: member.user_id,
  name: memberName(member),
  userEmail: member.email,
  role: Number(member.role) as Group['role'],
  joinedAt: member.joined_at,
});

function toGroup(
  row: Omit<
    GroupRow,
    | 'data_version'
    | 'rules_version'
    | 'settlement_currency'
    | 'default_split'
    | 'equal_among'
    | 'split_incomes'
  >,
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

interface GroupsDeps {
  db: Kysely<Database>;
  writes: WritePath;
  /** Mails invitations to addresses without an account (assignUsers). */
  invitations: InvitationsService;
}

export function createGroupsService({ db, writes, invitations }: GroupsDeps) {
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
        time_zone: input.timeZone ?? serverTimeZone(),
        equal_among: input.equalAmong,
        split_incomes: input.splitIncomes ? 1 : 0,
        settlement_currency: input.currency,
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
        // Every group holds its money in at least one account (docs/decisions.md, 'Money accounts').
        const accountName = input.moneyAccountName ?? ENTRY_NAMES[access.language].mainAccount;
        await insertFirstAccount(
          trx,
          group.id,
          { name: accountName, timeZone: group.time_zone, currency: input.currency },
          now,
        );
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

    ...createMembersService(db, load, invitations),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;

/**
 * For an account being deleted: each group it alone owns passes to its longest-standing other
 * member, or is deleted when it has none; then the account leaves every group.
 */
export async function releaseMemberships(db: Transaction<Database>, userId: string): Promise<void> {
  // Its groups first, in id order as writes lock them, then their members: the order every
  // change of members takes (members.service changeMembers), so none waits for another in a circle.
  for (const groupId of await repository.groupIdsOfMember(db, userId)) {
    await repository.lockGroupRow(db, groupId);
  }
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
  for (const groupId of (await repository.deleteMemberships(db, userId)).sort()) {
    await repository.touchGroup(db, groupId, now);
  }
}

/**
 * A member joins another way (an invitation accepted): the group's row is taken before its
 * members are read or changed, as every change of members does (members.service changeMembers).
 */
export function lockGroupForMembers(db: Transaction<Database>, groupId: string) {
  return repository.lockGroupRow(db, groupId);
}

/** A member joined another way: the group is touched. */
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
