import { TransactionType, type CategoryPart, type groupBackupSchema } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BulkInput, RestoredLinks } from '../write-path/write-path.ts';

// A backup's items as the restore writes them into the new group (docs/decisions.md, 'Export
// and backup'), under the new group's ids.

type Backup = z.output<typeof groupBackupSchema>;

/** Transactions restored per batch: memory stays the same for any group. */
const BATCH = 2000;

/** The backup's own ids (which only tie its items together) to the new group's. */
export type Ids = Map<string, string>;
export const newIds = (items: readonly { id: string }[] = []): Ids =>
  new Map(items.map((item) => [item.id, randomUUID()]));
const renamed = (ids: Ids, id: string) => ids.get(id) as string;

/** The new group's ids of the backup's categories, tags, series, imports and accounts. */
export interface NewIds {
  categories: Ids;
  tags: Ids;
  series: Ids;
  imports: Ids;
  accounts: Ids;
  /** Of the transactions with attachments (the others carry no id). */
  transactions: Ids;
}

const account = (ids: NewIds, id: string | null | undefined) =>
  id ? renamed(ids.accounts, id) : null;

/** A backup item's flags as the restore writes them; left out, not cleared. */
const clearingFrom = (item: {
  cleared?: boolean;
  reconciled?: boolean;
  toCleared?: boolean;
  toReconciled?: boolean;
}) => ({
  cleared: item.cleared ?? false,
  reconciled: item.reconciled ?? false,
  toCleared: item.toCleared ?? false,
  toReconciled: item.toReconciled ?? false,
});

const partsRenamed = (ids: NewIds, parts: CategoryPart[] | null | undefined) =>
  parts?.map((part) => ({ ...part, categoryId: renamed(ids.categories, part.categoryId) })) ?? null;

/**
 * A series' categories, parts and tags under the new ids, leaving out those the backup does not
 * hold (deleted since the series was set up; its parts go with such a category), as its
 * occurrences would (packages/contract/src/backup-references.ts).
 */
function seriesCatalog(ids: NewIds, item: NonNullable<Backup['series']>[number]) {
  const categoryIds = item.categoryIds.filter((id) => ids.categories.has(id));
  const whole = categoryIds.length === item.categoryIds.length;
  return {
    categoryIds: categoryIds.map((id) => renamed(ids.categories, id)),
    tagIds: item.tagIds?.filter((id) => ids.tags.has(id)).map((id) => renamed(ids.tags, id)),
    categoryParts: whole ? partsRenamed(ids, item.categoryParts) : null,
  };
}

export function linksOf(backup: Backup, ids: NewIds): RestoredLinks {
  return {
    series: (backup.series ?? []).map((item) => ({
      ...item,
      id: renamed(ids.series, item.id),
      ...seriesCatalog(ids, item),
      moneyAccountId: account(ids, item.moneyAccountId),
    })),
    imports: (backup.imports ?? []).map((item) => ({ ...item, id: renamed(ids.imports, item.id) })),
    accounts: (backup.moneyAccounts ?? []).map((item) => ({
      ...item,
      id: renamed(ids.accounts, item.id),
    })),
    checkpoints: (backup.checkpoints ?? []).map((item) => ({
      ...item,
      moneyAccountId: renamed(ids.accounts, item.moneyAccountId),
      importId: item.importId ? renamed(ids.imports, item.importId) : null,
    })),
  };
}

export function* batchesOf(backup: Backup, groupId: string, ids: NewIds) {
  for (let i = 0; i < backup.transactions.length; i += BATCH) {
    yield backup.transactions
      .slice(i, i + BATCH)
      .map(
        ({
          id,
          seriesId,
          occurrenceDate,
          importId,
          bankId,
          moneyAccountId,
          cleared,
          reconciled,
          ...item
        }): BulkInput => ({
          ...item,
          clearing: clearingFrom({ cleared, reconciled }),
          groupId,
          categoryIds: item.categoryIds.map((id) => renamed(ids.categories, id)),
          tagIds: item.tagIds?.map((id) => renamed(ids.tags, id)),
          categoryParts: partsRenamed(ids, item.categoryParts),
          seriesId: seriesId ? renamed(ids.series, seriesId) : null,
          occurrenceDate: occurrenceDate ?? null,
          importBatchId: importId ? renamed(ids.imports, importId) : null,
          bankId: bankId ?? null,
          moneyAccountId: account(ids, moneyAccountId),
          ...(id ? { id: renamed(ids.transactions, id) } : {}),
        }),
      );
  }
  const currencies = new Map((backup.moneyAccounts ?? []).map((a) => [a.id, a.currency]));
  const transfers = backup.transfers ?? [];
  for (let i = 0; i < transfers.length; i += BATCH) {
    yield transfers.slice(i, i + BATCH).map((item): BulkInput => ({
      transactionType: TransactionType.Income,
      name: item.name,
      description: item.description,
      groupId,
      categoryIds: [],
      date: item.date,
      amount: item.amount,
      currency: currencies.get(item.fromMoneyAccountId) ?? 0,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
      moneyAccountId: account(ids, item.fromMoneyAccountId),
      transfer: {
        toMoneyAccountId: renamed(ids.accounts, item.toMoneyAccountId),
        toAmount: item.toAmount,
      },
      clearing: clearingFrom(item),
    }));
  }
}
