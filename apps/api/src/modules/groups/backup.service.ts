import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  Currency,
  ErrorCode,
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
import type { AttachmentsService } from '../attachments/attachments.service.ts';
import { withParts } from './backup-parts.ts';
import { restoreInto, type BackupDeps } from './backup-restore.ts';
import { backupRule } from './backup-rules.ts';
import {
  backupAccount,
  backupCheckpoint,
  backupImport,
  backupSeries,
  backupTransaction,
  backupTransfer,
} from './backup-items.ts';
import * as repository from './backup.repository.ts';

type Backup = z.output<typeof groupBackupSchema>;

/** Rows read, and transactions restored, per batch: memory stays the same for any group. */
const BATCH = 2000;

/**
 * The items of a JSON array in pieces, read a batch at a time after the last row read; `item`
 * null leaves a row out.
 */
async function* arrayItems<R>(
  read: (after: R | undefined) => Promise<R[]>,
  item: (row: R) => object | null,
) {
  let after: R | undefined;
  let separator = '';
  for (;;) {
    const rows = await read(after);
    let chunk = '';
    for (const row of rows) {
      const value = item(row);
      if (value === null) continue;
      chunk += separator + JSON.stringify(value);
      separator = ',';
    }
    if (chunk) yield chunk;
    after = rows.at(-1);
    if (!after || rows.length < BATCH) break;
  }
}

function busy(): AppError {
  const error = new AppError(
    503,
    ErrorCode.InternalServerError,
    'Another backup is being restored. Please try again in a moment.',
  );
  error.headers = { 'retry-after': '5' };
  return error;
}

/**
 * Categories, tags, budgets and rules, read after the transactions: a category added while a
 * long backup downloads (and used by a later transaction) is then in the file too.
 */
async function backupTail(
  db: Kysely<Database>,
  groupId: string,
  importIds: ReadonlySet<string>,
): Promise<string> {
  const categories = await repository.categoriesOfGroup(db, groupId);
  const tags = await repository.tagsOfGroup(db, groupId);
  const budgets = await repository.budgetsOfGroup(db, groupId);
  const rules = await repository.rulesOfGroup(db, groupId);
  const accounts = await repository.accountsOfGroup(db, groupId);
  // An import committed after the imports were written is not in the file: nor its checkpoints.
  const checkpoints = (await repository.checkpointsOfGroup(db, groupId)).filter(
    (checkpoint) =>
      checkpoint.import_batch_id === null || importIds.has(checkpoint.import_batch_id),
  );
  return JSON.stringify({
    moneyAccounts: accounts.map(backupAccount),
    checkpoints: checkpoints.map(backupCheckpoint),
    categories,
    tags,
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
    rules: rules.map(backupRule),
  });
}

/**
 * The backup from its head on. Series and imports, too, come after the transactions that name
 * them.
 */
async function* backupPieces(
  db: Kysely<Database>,
  attachments: AttachmentsService,
  groupId: string,
  head: string,
) {
  yield `${head.slice(0, -1)},"transactions":[`;
  const named = new Set<string>();
  yield* arrayItems(
    async (after) => withParts(db, await repository.transactionBatch(db, groupId, BATCH, after)),
    (row: Parameters<typeof backupTransaction>[0]) => {
      const item = backupTransaction(row);
      if (item?.id) named.add(item.id);
      return item;
    },
  );
  yield '],"series":[';
  yield* arrayItems((after) => repository.seriesBatch(db, groupId, BATCH, after), backupSeries);
  yield '],"imports":[';
  const importIds = new Set<string>();
  yield* arrayItems(
    (after) => repository.importsBatch(db, groupId, BATCH, after),
    (row: Parameters<typeof backupImport>[0]) => {
      importIds.add(row.id);
      return backupImport(row);
    },
  );
  yield '],"transfers":[';
  yield* arrayItems(
    (after) => repository.transfersBatch(db, groupId, BATCH, after),
    backupTransfer,
  );
  yield '],"attachments":[';
  // Only those of transactions written with their id: not one attached since they were read.
  const files = attachments.backupPieces(groupId, named);
  yield* files.pieces;
  yield `],"attachmentsLeftOut":${files.leftOut()},`;
  yield (await backupTail(db, groupId, importIds)).slice(1);
}

/** A group's backup and its restore into a new group (docs/decisions.md, 'Export and backup'). */
export function createBackupService(deps: BackupDeps) {
  const { db } = deps;
  let restoring = false;
  return {
    /**
     * The group as JSON, in pieces: the transactions oldest first, its recurring series and its
     * imports, each read in batches, then categories, tags and budgets. The caller's access is
     * checked before the first piece.
     */
    async backup(access: GroupAccess, groupId: string) {
      await access.require(groupId, GroupAction.Read);
      const group = await repository.groupOf(db, groupId);
      if (!group) throw notFound('Group not found');
      const head = JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: isoNow(),
        group: {
          name: group.name,
          description: group.description,
          timeZone: group.time_zone,
          equalAmong: group.equal_among === 'everyone' ? 'everyone' : 'payers',
          splitIncomes: Number(group.split_incomes) === 1,
          settlementCurrency: Number(group.settlement_currency ?? Currency.PLN),
        },
      });
      return {
        name: group.name,
        pieces: backupPieces(db, deps.attachments(), groupId, head),
      };
    },

    async restore(access: GroupAccess, backup: Backup): Promise<Group> {
      // A 50 MB backup holds a few hundred MB while it is checked and written: one at a time.
      if (restoring) throw busy();
      restoring = true;
      try {
        return await restoreInto(deps, access, backup);
      } finally {
        restoring = false;
      }
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
