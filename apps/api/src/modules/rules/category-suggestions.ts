import { searchKey, type RulePreview, type SuggestedCategory } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { categoriesOfNames } from './rules.repository.ts';

// The category a group's own history suggests for a name (docs/decisions.md, 'Rules'): the one
// most used by its latest transactions of that name, ties to the one used most recently.

/** How many of the latest transactions of a name are counted. */
export const SUGGESTION_HISTORY = 50;
/** Names looked up per statement. */
const NAMES_PER_QUERY = 100;

/** A name as the suggestion compares it: as a search folds it (`searchKey`), trimmed. */
export const suggestionKey = (name: string) => searchKey(name.trim());

type Counted = { categoryId: string; count: number; last: string };

const better = (a: Counted, b: Counted) =>
  a.count !== b.count
    ? a.count > b.count
    : a.last !== b.last
      ? a.last > b.last
      : a.categoryId < b.categoryId;

/** The suggestion per name key of `names` (keys without one are left out). */
export async function suggestedCategories(
  db: Kysely<Database>,
  groupId: string,
  names: Iterable<string>,
): Promise<Map<string, NonNullable<SuggestedCategory>>> {
  const keys = [...new Set([...names].map(suggestionKey))].filter((key) => key !== '');
  const best = new Map<string, Counted>();
  for (let i = 0; i < keys.length; i += NAMES_PER_QUERY) {
    const batch = keys.slice(i, i + NAMES_PER_QUERY);
    for (const row of await categoriesOfNames(db, groupId, batch, SUGGESTION_HISTORY)) {
      const counted = { categoryId: row.category_id, count: row.uses, last: row.last };
      const held = best.get(row.name_key);
      if (!held || better(counted, held)) best.set(row.name_key, counted);
    }
  }
  return new Map(
    [...best].map(([key, { categoryId, count }]) => [key, { categoryId, count }] as const),
  );
}

/** The name a transaction is stored with once the rules ran: the one a rule renames it to. */
export const storedName = (name: string, outcome: RulePreview | null) =>
  outcome?.name?.value ?? name;

/** Whether a suggestion is wanted: only when no rule sets the categories. */
export const wantsSuggestion = (outcome: RulePreview | null) => !outcome?.categoryIds;
