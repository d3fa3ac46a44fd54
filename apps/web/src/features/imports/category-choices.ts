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
