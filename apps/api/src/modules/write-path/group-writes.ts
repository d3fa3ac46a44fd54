import type { updateGroupRequestSchema } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { isoNow } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { deleteGroup, updateGroup } from './catalog.repository.ts';
import { lockGroups, runLocked, type LockPlan, type Trx } from './group-lock.ts';

/**
 * Changing a group's name, description or time zone, and deleting a group. Deleting deletes its transactions, categories, budgets and every row derived from
 * them (by cascade), so it takes the group's lock like every other write to its money.
 */
export function groupWrites(db: Kysely<Database>) {
  return {
    async deleteGroup(access: GroupAccess, groupId: string): Promise<void> {
      await access.require(groupId, GroupAction.DeleteGroup);
      const plan = async (): Promise<LockPlan> => ({
        userId: access.userId,
        action: GroupAction.DeleteGroup,
        targets: [{ groupId }],
      });
      await runLocked(db, null, plan, ({ trx }) => deleteGroup(trx, groupId));
    },

    /**
     * Name, description and time zone (Owner). Cached answers show the name and budgets count
     * "today" in the time zone, so the change bumps the group's data version like a money write.
     */
    async updateGroup(
      access: GroupAccess,
      input: z.output<typeof updateGroupRequestSchema>,
    ): Promise<void> {
      await access.require(input.groupId, GroupAction.EditGroup);
      const plan = async (): Promise<LockPlan> => ({
        userId: access.userId,
        action: GroupAction.EditGroup,
        targets: [{ groupId: input.groupId }],
      });
      await runLocked(db, null, plan, ({ trx }) =>
        updateGroup(trx, input.groupId, {
          name: input.name,
          description: input.description,
          time_zone: input.timeZone,
          updated_at: isoNow(),
        }),
      );
    },
  };
}

/**
 * For a write that already runs in a database transaction of its own (an account being
 * deleted): locks the groups, in the one lock order, and deletes them.
 */
export async function deleteGroupsWithin(trx: Trx, groupIds: string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const plan: LockPlan = {
    userId: null,
    action: GroupAction.DeleteGroup,
    targets: groupIds.map((groupId) => ({ groupId })),
  };
  const { groupIds: locked } = await lockGroups(trx, plan, null);
  for (const groupId of locked) await deleteGroup(trx, groupId);
}
