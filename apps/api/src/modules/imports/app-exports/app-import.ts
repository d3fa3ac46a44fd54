import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ReadFile } from '../import-reading.ts';
import { placeRows } from './app-accounts.ts';
import { groupAccounts } from './app-exports.repository.ts';
import { isAppFormat } from './registry.ts';

/**
 * An app export's rows placed in the group's accounts (app-accounts.ts); any other file as read.
 * `transfersAsRows`: the app's transfers kept as ordinary rows, for the preview's warning.
 */
export async function placeAppRows(db: Kysely<Database>, groupId: string, file: ReadFile) {
  if (!isAppFormat(file.format)) return { file, transfersAsRows: 0 };
  const { rows, transfersAsRows } = placeRows(file.rows, await groupAccounts(db, groupId));
  return { file: { ...file, rows }, transfersAsRows };
}
