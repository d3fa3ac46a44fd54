import { Currency, GROUP_NAME_MAX, type Group, type groupBackupSchema } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { AttachmentsService } from '../attachments/attachments.service.ts';
import type { SharingService } from '../sharing/sharing.service.ts';
import type { WritePath } from '../write-path/write-path.ts';
import { batchesOf, linksOf, newIds, type NewIds } from './backup-restore-items.ts';
import { restoreRules } from './backup-rules.ts';
import type { GroupsService } from './groups.service.ts';

type Backup = z.output<typeof groupBackupSchema>;

export interface BackupDeps {
  db: Kysely<Database>;
  writes: WritePath;
  groups: GroupsService;
  /** Registered after the services (attachments.plugin.ts): read when a backup needs it. */
  attachments: () => AttachmentsService;
  /** Registered after this service (services.ts): read when a restore needs it. */
  sharing: () => SharingService;
}

/**
 * The backup's group name, or, when the user already has a group of that name (most often the
 * group the backup was taken of), 'Name (restored)', then 'Name (restored 2)' and so on: two
 * groups of one name could not be told apart in any list (docs/decisions.md, 'Export and backup').
 */
export function restoredName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (restored)' : ` (restored ${n})`;
    // Cut in UTF-16 units, as the limit counts, but never half a character.
    const base = name.slice(0, GROUP_NAME_MAX - suffix.length).replace(/[\uD800-\uDBFF]$/, '');
    const candidate = `${base.trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A new group of the caller's (its Owner) holding the backup: its categories, tags, budgets,
 * transactions, recurring series and imports (those three in one write) and rules, each through the
 * write path. Should a step fail, the new group is deleted, so a failed restore leaves nothing
 * behind.
 */
export async function restoreInto(
  { writes, groups, attachments, sharing }: BackupDeps,
  access: GroupAccess,
  backup: Backup,
): Promise<Group> {
  const { description, timeZone, equalAmong, splitIncomes, settlementCurrency } = backup.group;
  const taken = new Set((await groups.list(access, false)).map((group) => group.name));
  const group = await groups.create(access, {
    name: restoredName(backup.group.name, taken),
    description,
    equalAmong: equalAmong ?? 'payers',
    splitIncomes: splitIncomes ?? false,
    moneyAccountName: null,
    currency: settlementCurrency ?? Currency.PLN,
    ...(timeZone ? { timeZone } : {}),
  });
  try {
    // The members are not restored, so neither is a default split naming them.
    if (settlementCurrency !== undefined) {
      const settings = { settlementCurrency, defaultSplit: null, equalAmong, splitIncomes };
      await sharing().setSharing(access, group.id, settings);
    }
    const ids = new Map<string, string>();
    for (const category of backup.categories) {
      const { id, ...fields } = category;
      ids.set(id, await writes.createCategory(access, { ...fields, groupId: group.id }));
    }
    const tagIds = new Map<string, string>();
    for (const tag of backup.tags ?? []) {
      tagIds.set(tag.id, await writes.createTag(access, group.id, tag.name));
    }
    for (const budget of backup.budgets) {
      const categoryIds = budget.categoryIds.map((id) => ids.get(id) as string);
      await writes.createBudget(access, { ...budget, groupId: group.id, categoryIds });
    }
    const newOnes: NewIds = {
      categories: ids,
      tags: tagIds,
      series: newIds(backup.series),
      imports: newIds(backup.imports),
      accounts: newIds(backup.moneyAccounts),
      transactions: newIds(
        backup.transactions.flatMap((item) => (item.id ? [{ id: item.id }] : [])),
      ),
    };
    await writes.importTransactions(access, group.id, batchesOf(backup, group.id, newOnes), {
      restore: linksOf(backup, newOnes),
    });
    for (const attachment of backup.attachments ?? []) {
      const transactionId = newOnes.transactions.get(attachment.transactionId) as string;
      await attachments().restore(access, transactionId, attachment);
    }
    const { categories, tags, accounts } = newOnes;
    await restoreRules(writes, access, group.id, backup.rules ?? [], {
      categories,
      tags,
      accounts,
    });
  } catch (error) {
    // The failure is what the caller learns; a failed clean-up is only logged with it.
    await writes.deleteGroup(access, group.id).catch((cleanup: unknown) => {
      throw new AggregateError([error, cleanup], 'Restore failed, and so did removing its group');
    });
    throw error;
  }
  return group;
}
