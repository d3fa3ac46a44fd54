import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  ErrorCode,
  TransactionType,
  type BackupTransaction,
  type Group,
  type groupBackupSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { createWritePath, type TransactionInput } from '../write-path/write-path.ts';
import * as repository from './backup.repository.ts';
import { createGroupsService } from './groups.service.ts';

type Backup = z.output<typeof groupBackupSchema>;
type Row = Awaited<ReturnType<typeof repository.transactionBatch>>[number];

/** Rows read, and transactions restored, per batch: memory stays the same for any group. */
const BATCH = 2000;

function backupTransaction(row: Row): BackupTransaction {
  return {
    transactionType: Number(row.transaction_type) as BackupTransaction['transactionType'],
    name: row.name,
    description: row.description,
    date: row.date,
    amount: Math.abs(fromMinorUnits(Number(row.amount))),
    currency: Number(row.currency),
    categoryIds: row.category_ids === '' ? [] : row.category_ids.split(','),
    recurring: Boolean(row.recurring),
    recurringPeriod:
      row.recurring_period === null
        ? null
        : (Number(row.recurring_period) as BackupTransaction['recurringPeriod']),
    endDate: row.end_date,
  };
}

const WRITABLE: readonly number[] = [TransactionType.Expense, TransactionType.Income];

function* batchesOf(backup: Backup, groupId: string, ids: Map<string, string>) {
  for (let i = 0; i < backup.transactions.length; i += BATCH) {
    yield backup.transactions.slice(i, i + BATCH).map((item): TransactionInput => ({
      ...item,
      groupId,
      categoryIds: item.categoryIds.map((id) => ids.get(id) as string),
    }));
  }
}

/** A group's backup and its restore into a new group (docs/decisions.md, 'Export and backup'). */
function busy(): AppError {
  const error = new AppError(
    503,
    ErrorCode.InternalServerError,
    'Another backup is being restored. Please try again in a moment.',
  );
  error.headers = { 'retry-after': '5' };
  return error;
}

export function createBackupService(db: Kysely<Database>, rates: RatesService) {
  let restoring = false;
  const writes = createWritePath(db, rates);
  const groups = createGroupsService(db, rates);
  return {
    /**
     * The group as JSON, in pieces: categories and budgets, then the transactions oldest first,
     * read in batches. The caller's access is checked before the first piece.
     */
    async backup(access: GroupAccess, groupId: string) {
      await access.require(groupId, GroupAction.Read);
      const group = await repository.groupOf(db, groupId);
      if (!group) throw notFound('Group not found');
      const head = JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: isoNow(),
        group: { name: group.name, description: group.description, timeZone: group.time_zone },
      });
      // Categories and budgets are read after the transactions: a category added while a long
      // backup downloads (and used by a later transaction) is then in the file too.
      const tail = async () => {
        const categories = await repository.categoriesOfGroup(db, groupId);
        const budgets = await repository.budgetsOfGroup(db, groupId);
        return JSON.stringify({
          categories,
          budgets: budgets.map((budget) => ({
            name: budget.name,
            description: budget.description,
            amount: fromMinorUnits(Number(budget.amount)),
            currency: Number(budget.currency),
            periodType: Number(budget.period_type),
            startDate: budget.start_date,
            endDate: budget.end_date,
            categoryIds: budget.categoryIds,
          })),
        });
      };
      async function* pieces() {
        yield `${head.slice(0, -1)},"transactions":[`;
        let after: { date: string; id: string } | undefined;
        let separator = '';
        for (;;) {
          const rows = await repository.transactionBatch(db, groupId, BATCH, after);
          let chunk = '';
          for (const row of rows) {
            // Only incomes and expenses are ever written (docs/decisions.md); nothing else is.
            if (!WRITABLE.includes(Number(row.transaction_type))) continue;
            chunk += separator + JSON.stringify(backupTransaction(row));
            separator = ',';
          }
          if (chunk) yield chunk;
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) break;
          after = { date: last.date, id: last.id };
        }
        yield `],${(await tail()).slice(1)}`;
      }
      return { name: group.name, pieces: pieces() };
    },

    /**
     * A new group of the caller's (its Owner) holding the backup: its categories, budgets and
     * transactions, each through the write path. Should a step fail, the new group is deleted,
     * so a failed restore leaves nothing behind.
     */
    async restore(access: GroupAccess, backup: Backup): Promise<Group> {
      // A 50 MB backup holds a few hundred MB while it is checked and written: one at a time.
      if (restoring) throw busy();
      restoring = true;
      try {
        return await restoreInto(access, backup);
      } finally {
        restoring = false;
      }
    },
  };

  async function restoreInto(access: GroupAccess, backup: Backup): Promise<Group> {
    const { name, description, timeZone } = backup.group;
    const group = await groups.create(access, { name, description });
    try {
      if (timeZone)
        await writes.updateGroup(access, { groupId: group.id, name, description, timeZone });
      const ids = new Map<string, string>();
      for (const category of backup.categories) {
        const { id, ...fields } = category;
        ids.set(id, await writes.createCategory(access, { ...fields, groupId: group.id }));
      }
      for (const budget of backup.budgets) {
        const categoryIds = budget.categoryIds.map((id) => ids.get(id) as string);
        await writes.createBudget(access, { ...budget, groupId: group.id, categoryIds });
      }
      await writes.importTransactions(access, group.id, batchesOf(backup, group.id, ids));
    } catch (error) {
      // The failure is what the caller learns; a failed clean-up is only logged with it.
      await writes.deleteGroup(access, group.id).catch((cleanup: unknown) => {
        throw new AggregateError([error, cleanup], 'Restore failed, and so did removing its group');
      });
      throw error;
    }
    return { ...group, timeZone: timeZone ?? group.timeZone };
  }
}
