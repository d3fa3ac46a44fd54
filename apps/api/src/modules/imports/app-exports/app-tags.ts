import { cleanText, nameKey, TAG_NAME_MAX } from '@budget/contract';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/schema.ts';
import type { ParsedRow } from '../file-text.ts';
import { tagsByName } from './app-exports.repository.ts';

/**
 * The tags of an app's rows (Firefly's tags, YNAB's flag): the group's of the same name (any
 * case), else new ones the import creates (docs/decisions.md, 'Moving in from other apps').
 */
export async function appTags(db: Kysely<Database>, groupId: string, rows: readonly ParsedRow[]) {
  const byName = await tagsByName(db, groupId);
  const newTags: { id: string; name: string }[] = [];
  const idOf = (tag: string) => {
    const name = cleanText(tag).trim().slice(0, TAG_NAME_MAX);
    const key = nameKey(name);
    if (name === '') return null;
    let id = byName.get(key);
    if (id === undefined) {
      id = randomUUID();
      byName.set(key, id);
      newTags.push({ id, name });
    }
    return id;
  };
  const ids = new Map(
    rows.map((row) => [row, (row.app?.tags ?? []).flatMap((tag) => idOf(tag) ?? [])]),
  );
  return { newTags, of: (row: ParsedRow) => ids.get(row) ?? [] };
}

export type AppTags = Awaited<ReturnType<typeof appTags>>;
