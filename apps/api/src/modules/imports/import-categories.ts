import {
  CATEGORY_NAME_MAX,
  cleanText,
  IMPORT_CATEGORY_KEYS,
  type ImportCategoryChoice,
  nameKey,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/app-error.ts';
import type { ParsedRow } from './file-text.ts';

export type CategoriesFrom = 'file' | 'payee';

/**
 * What a file's rows are categorised by (docs/decisions.md, 'Import'): the file's own categories
 * when it names any (QIF's L field, a CSV column), else the payee, so that 'every Biedronka row
 * is Groceries' is one choice.
 */
export function categoriesFrom(rows: ParsedRow[]): CategoriesFrom {
  return rows.some((row) => row.error === null && row.category) ? 'file' : 'payee';
}

export function keyOf(row: ParsedRow, from: CategoriesFrom): string | null {
  const key = from === 'file' ? row.category?.trim() : row.name.trim();
  return key ? key.slice(0, 200) : null;
}

/** The keys of the rows that can be imported, most rows first (at most IMPORT_CATEGORY_KEYS). */
export function categoryKeys(rows: ParsedRow[], from: CategoriesFrom, byName: Map<string, string>) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = row.error === null ? keyOf(row, from) : null;
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, IMPORT_CATEGORY_KEYS)
    .map(([key, count]) => ({
      key,
      rows: count,
      categoryId: byName.get(nameKey(key)) ?? null,
    }));
}

/**
 * Each key's category: the user's choice (an existing category of the group, a new one, or
 * none), else the group's category of the same name, else (`createMissing`, another app's
 * export: docs/decisions.md, 'Moving in from other apps') a new one of the key's name. New names
 * already in the group, or asked for twice, become that one category.
 */
export function resolveCategories(
  keys: { key: string; categoryId: string | null }[],
  choices: ImportCategoryChoice[],
  byName: Map<string, string>,
  createMissing = false,
) {
  const groupIds = new Set(byName.values());
  const chosen = new Map(choices.map((choice) => [choice.key, choice]));
  const created = new Map<string, { id: string; name: string }>();
  const idOf = new Map<string, string>();
  for (const { key, categoryId: suggested } of keys) {
    const named: ImportCategoryChoice | undefined =
      createMissing && suggested === null ? { key, newCategoryName: key } : undefined;
    const choice = chosen.get(key) ?? named;
    let id: string | null = choice ? null : suggested;
    if (choice?.categoryId) {
      if (!groupIds.has(choice.categoryId)) {
        const message = `The category chosen for "${key}" is not one of the group's`;
        throw badRequest(message, { categories: [message] });
      }
      id = choice.categoryId;
    } else if (choice?.newCategoryName) {
      const name = cleanText(choice.newCategoryName).trim().slice(0, CATEGORY_NAME_MAX);
      const normalized = nameKey(name);
      id = byName.get(normalized) ?? created.get(normalized)?.id ?? null;
      if (id === null) {
        id = randomUUID();
        created.set(normalized, { id, name });
      }
    }
    if (id !== null) idOf.set(key, id);
  }
  return { idOf, newCategories: [...created.values()] };
}
