import type { ImportCategoryChoice, ImportPreview } from '@budget/contract';

/** The user's category choice per key of the preview (a file's category, or a payee). */
export type CategoryChoices = Readonly<Record<string, ImportCategoryChoice>>;

/**
 * The choices still meaningful after the file was read again (another mapping or currency): those
 * of keys the new preview has. A choice for a key gone would otherwise travel with the import.
 */
export function keepChoicesOf(choices: CategoryChoices, preview: ImportPreview): CategoryChoices {
  const keys = new Set(preview.categories.map(({ key }) => key));
  return Object.fromEntries(Object.entries(choices).filter(([key]) => keys.has(key)));
}

type PreviewRow = ImportPreview['rows'][number];

/** Whether the row's key (a file's category, or a payee) goes to a category, as chosen. */
function keyHasCategory(row: PreviewRow, preview: ImportPreview, choices: CategoryChoices) {
  if (row.categoryKey === null) return false;
  const choice = choices[row.categoryKey];
  if (choice) return Boolean(choice.categoryId ?? choice.newCategoryName);
  return preview.categories.some((key) => key.key === row.categoryKey && key.categoryId !== null);
}

/**
 * The category the group's history suggests for a row, while nothing else gives it one: neither
 * the file's category mapped, nor the rules (the server suggests none where they set one).
 */
export function suggestionFor(
  row: PreviewRow,
  preview: ImportPreview,
  choices: CategoryChoices,
): string | null {
  if (row.error || !row.suggestedCategory) return null;
  return keyHasCategory(row, preview, choices) ? null : row.suggestedCategory.categoryId;
}

/** The suggested categories the user kept (all but the lines in `declined`), as the commit sends them. */
export function keptSuggestions(
  preview: ImportPreview,
  choices: CategoryChoices,
  declined: ReadonlySet<number>,
) {
  return preview.rows.flatMap((row) => {
    const categoryId = declined.has(row.line) ? null : suggestionFor(row, preview, choices);
    return categoryId ? [{ line: row.line, categoryId }] : [];
  });
}
