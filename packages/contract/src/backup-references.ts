import type { z } from 'zod';
import type { BackupTransaction, groupBackupFields } from './backups.ts';

// What a backup's items name must be in the backup (docs/decisions.md, 'Export and backup'):
// checked before anything is written, so a hand-edited file is refused whole.

type BackupShape = z.output<typeof groupBackupFields>;

/** The first index in `items` whose key is one an earlier item has, or -1. */
function firstRepeat<T>(items: readonly T[], key: (item: T) => string | null): number {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const value = key(item);
    if (value === null) return false;
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

type Issue = (path: (string | number)[], message: string) => void;

/**
 * Categories (with their parts) and tags named by budgets and transactions are the backup's. A
 * series may name ones deleted since it was set up (its occurrences leave them out): the
 * restore leaves them out too.
 */
function checkCatalogNames(backup: BackupShape, issue: Issue) {
  const known = new Set(backup.categories.map((c) => c.id));
  const tags = new Set((backup.tags ?? []).map((t) => t.id));
  const unknownCategory = (item: (typeof backup.transactions)[number]) =>
    item.categoryIds.some((id) => !known.has(id)) ||
    (item.categoryParts ?? []).some((part) => !known.has(part.categoryId));
  const budget = backup.budgets.findIndex((item) => item.categoryIds.some((id) => !known.has(id)));
  if (budget >= 0)
    issue(['budgets', budget, 'categoryIds'], 'Names a category the backup does not hold');
  const transaction = backup.transactions.findIndex(unknownCategory);
  if (transaction >= 0) {
    issue(
      ['transactions', transaction, 'categoryIds'],
      'Names a category the backup does not hold',
    );
  }
  const tagged = backup.transactions.findIndex((item) => item.tagIds?.some((id) => !tags.has(id)));
  if (tagged >= 0)
    issue(['transactions', tagged, 'tagIds'], 'Names a tag the backup does not hold');
}

/** Each item's references to categories, tags, series, imports and accounts the backup holds. */
export function checkBackupReferences(backup: BackupShape, ctx: z.RefinementCtx) {
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const series = backup.series ?? [];
  const imports = backup.imports ?? [];
  const repeats = [
    ['categories', firstRepeat(backup.categories, (c) => c.id), 'Category ids repeat'],
    ['series', firstRepeat(series, (s) => s.id), 'Series ids repeat'],
    ['imports', firstRepeat(imports, (i) => i.id), 'Import ids repeat'],
  ] as const;
  for (const [field, index, message] of repeats) if (index >= 0) issue([field], message);
  checkCatalogNames(backup, issue);
  const transactionIds = new Set(backup.transactions.flatMap((item) => (item.id ? [item.id] : [])));
  const attached = (backup.attachments ?? []).findIndex(
    (item) => !transactionIds.has(item.transactionId),
  );
  if (attached >= 0)
    issue(
      ['attachments', attached, 'transactionId'],
      'Names a transaction the backup does not hold',
    );
  const repeated = firstRepeat(backup.transactions, (item) => item.id ?? null);
  if (repeated >= 0) issue(['transactions', repeated, 'id'], 'Transaction ids repeat');
  const accounts = backup.moneyAccounts ?? [];
  const accountIndex = firstRepeat(accounts, (a) => a.id);
  if (accountIndex >= 0) issue(['moneyAccounts'], 'Account ids repeat');
  const accountIds = new Set(accounts.map((a) => a.id));
  const dangling = (id: string | null | undefined) => !!id && !accountIds.has(id);
  const accountUsers = [
    ['transactions', backup.transactions.map((t) => [t.moneyAccountId])],
    ['series', series.map((s) => [s.moneyAccountId])],
    ['transfers', (backup.transfers ?? []).map((t) => [t.fromMoneyAccountId, t.toMoneyAccountId])],
    ['checkpoints', (backup.checkpoints ?? []).map((c) => [c.moneyAccountId])],
  ] as const;
  for (const [field, ids] of accountUsers) {
    const index = ids.findIndex((pair) => pair.some(dangling));
    if (index >= 0) issue([field, index], 'Names an account the backup does not hold');
  }
  const seriesIds = new Set(series.map((s) => s.id));
  const importIds = new Set(imports.map((i) => i.id));
  const { transactions } = backup;
  // Whole messages rather than one built from 'a series' and 'an import': each is translated.
  const links = [
    [
      'seriesId',
      (t: BackupTransaction) => t.seriesId && !seriesIds.has(t.seriesId),
      'Names a series the backup does not hold',
    ],
    [
      'importId',
      (t: BackupTransaction) => t.importId && !importIds.has(t.importId),
      'Names an import the backup does not hold',
    ],
  ] as const;
  for (const [field, dangles, message] of links) {
    const index = transactions.findIndex(dangles);
    if (index >= 0) issue(['transactions', index, field], message);
  }
  const checkpoint = (backup.checkpoints ?? []).findIndex(
    (c) => c.importId !== null && !importIds.has(c.importId),
  );
  if (checkpoint >= 0) {
    issue(['checkpoints', checkpoint, 'importId'], 'Names an import the backup does not hold');
  }
  // A series is due on a date once (the database's unique key): two rows cannot both be it.
  const twice = firstRepeat(transactions, (t) =>
    t.seriesId ? `${t.seriesId} ${t.occurrenceDate}` : null,
  );
  if (twice >= 0) {
    issue(['transactions', twice, 'occurrenceDate'], 'Another transaction is this occurrence');
  }
}
