import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { deleteGroup } from './catalog.repository.ts';
import { lockGroups, runLocked, type LockPlan, type Trx } from './group-lock.ts';

/**
 * Deleting a group deletes its transactions, categories, budgets and every row derived from
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
