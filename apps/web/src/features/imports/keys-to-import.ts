import type { ImportPreview } from '@budget/contract';

type CategoryKey = ImportPreview['categories'][number];

/**
 * The file's category keys as the rows that will be imported use them: each key's count less
 * its duplicates the user has not ticked, and a key left with none dropped (a payee whose rows
 * are all already in the group needs no category). Duplicates are listed before the other rows
 * (docs/decisions.md, 'Import'), so a key's are all among the listed rows unless the file holds
 * more duplicates than a preview lists; a key not wholly listed keeps its count.
 */
export function keysToImport(
  preview: Pick<ImportPreview, 'categories' | 'rows'>,
  ticked: ReadonlySet<number>,
): CategoryKey[] {
  const skipped = new Map<string, number>();
  for (const row of preview.rows) {
    if (row.error !== null || !row.duplicate || ticked.has(row.line) || row.categoryKey === null)
      continue;
    skipped.set(row.categoryKey, (skipped.get(row.categoryKey) ?? 0) + 1);
  }
  return preview.categories.flatMap((entry) => {
    const rows = entry.rows - (skipped.get(entry.key) ?? 0);
    return rows > 0 ? [{ ...entry, rows }] : [];
  });
}
