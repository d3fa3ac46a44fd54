import type { BackupRule, RuleAction, RuleCondition, RuleMatchMode } from '@budget/contract';
import type { GroupAccess } from '../access/group-access.ts';
import { assertPatterns } from '../rules/rule-patterns.ts';
import type { WritePath } from '../write-path/write-path.ts';
import type { Ids } from './backup-restore-items.ts';
import type { rulesOfGroup } from './backup.repository.ts';

// A group's rules in its backup and back (docs/decisions.md, 'Rules' and 'Export and backup').

type RuleRow = Awaited<ReturnType<typeof rulesOfGroup>>[number];

/** Stored JSON was checked by the contract's schemas when it was written. */
export const backupRule = (row: RuleRow): BackupRule => ({
  name: row.name,
  enabled: Number(row.enabled) === 1,
  matchMode: row.match_mode as RuleMatchMode,
  conditions: JSON.parse(row.conditions) as RuleCondition[],
  actions: JSON.parse(row.actions) as RuleAction[],
});

/** The new group's ids of the backup's categories, tags and accounts. */
export interface RuleIds {
  categories: Ids;
  tags: Ids;
  accounts: Ids;
}

/** An id the backup does not hold stays: the write then refuses it as not of the group (400). */
const renamed = (ids: Ids, id: string) => ids.get(id) ?? id;

function restoredCondition(condition: RuleCondition, ids: RuleIds): RuleCondition {
  if (condition.kind !== 'moneyAccount') return condition;
  return { ...condition, moneyAccountId: renamed(ids.accounts, condition.moneyAccountId) };
}

/** A backup holds no users, so who paid and the split are not restored (as for transactions). */
function restoredActions(actions: readonly RuleAction[], ids: RuleIds): RuleAction[] {
  return actions.flatMap((action): RuleAction[] => {
    if (action.type === 'setSharing') return [];
    if (action.type === 'setCategories') {
      const categoryIds = action.categoryIds.map((id) => renamed(ids.categories, id));
      return [{ ...action, categoryIds }];
    }
    if (action.type === 'addTags')
      return [{ ...action, tagIds: action.tagIds.map((id) => renamed(ids.tags, id)) }];
    return [action];
  });
}

/** Each rule created in the new group through the write path, in the backup's order. */
export async function restoreRules(
  writes: WritePath,
  access: GroupAccess,
  groupId: string,
  rules: readonly BackupRule[],
  ids: RuleIds,
): Promise<void> {
  // Checked as a rule saved on its own is, before any is written: a hand-edited file's pattern
  // rules refuse would otherwise stop the group's every preview.
  for (const rule of rules) assertPatterns(rule.conditions);
  for (const rule of rules) {
    const actions = restoredActions(rule.actions, ids);
    await writes.createRule(access, groupId, {
      name: rule.name,
      // A rule left with nothing to set, or with no condition, is kept disabled, as the write
      // path leaves a rule whose category or account went.
      enabled: rule.enabled && actions.length > 0 && rule.conditions.length > 0,
      matchMode: rule.matchMode,
      conditions: rule.conditions.map((condition) => restoredCondition(condition, ids)),
      actions,
    });
  }
}
