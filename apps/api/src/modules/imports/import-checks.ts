import {
  TransactionType,
  type ImportPreviewRow,
  type RulePreview,
  type SuggestedCategory,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { presentBankIds } from '../write-path/write-path.ts';
import type { ParsedRow } from './file-text.ts';
import { lookalikeKeys, lookalikeName } from './imports.repository.ts';

export type Checked = ParsedRow & { duplicate: boolean };

/**
 * Marks rows that look already present: the bank's id is in the group (or earlier in the file);
 * without one, a transaction of the same date, amount, currency and name (any case) is.
 */
export async function withDuplicates(db: Kysely<Database>, groupId: string, rows: ParsedRow[]) {
  const ids = rows.flatMap((row) => (row.bankId ? [row.bankId] : []));
  const present = await presentBankIds(db, groupId, ids);
  const lookalikes = await lookalikeKeys(
    db,
    groupId,
    rows.flatMap((row) => (row.bankId === null && row.date ? [row.date] : [])),
  );
  const seen = new Set<string>();
  return rows.map((row): Checked => {
    let duplicate = false;
    if (row.error === null && row.bankId !== null) {
      duplicate = present.has(row.bankId) || seen.has(row.bankId);
      seen.add(row.bankId);
    } else if (row.error === null) {
      duplicate = lookalikes.has(
        `${row.date}|${row.amount}|${row.currency}|${lookalikeName(row.name)}`,
      );
    }
    return { ...row, duplicate };
  });
}

export function previewRow(
  row: Checked,
  categoryKey: string | null,
  rules: RulePreview | null,
  suggestedCategory: SuggestedCategory = null,
): ImportPreviewRow {
  const { line, date, name, description, currency, bankId, error, duplicate } = row;
  const amount = row.amount === null ? null : fromMinorUnits(row.amount);
  const transactionType =
    row.amount === null ? null : row.amount < 0 ? TransactionType.Expense : TransactionType.Income;
  // A payment between a Splitwise or Spliit file's people is recorded as a settlement.
  const payment = row.people?.parts.every((part) => part.kind === 'payment') === true;
  return {
    line,
    date,
    name,
    description,
    amount,
    currency,
    transactionType: payment ? TransactionType.Transfer : transactionType,
    bankId,
    categoryKey,
    error,
    duplicate,
    rules,
    suggestedCategory,
  };
}

export function counts(rows: Checked[]) {
  const errors = rows.filter((row) => row.error !== null).length;
  const duplicates = rows.filter((row) => row.duplicate).length;
  return { rows: rows.length, importable: rows.length - errors - duplicates, duplicates, errors };
}

/**
 * An import that would write no row is refused before the write, saying why, rather than
 * recorded as an empty batch. Two imports of one file at once both pass this (neither has
 * written yet); the second then writes nothing under the lock and is recorded as such.
 */
export function refuseNothingToImport(rows: Checked[]): never {
  const { errors, duplicates } = counts(rows);
  const firstError = rows.find((row) => row.error !== null)?.error ?? '';
  const plural = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
  const reason =
    duplicates === 0
      ? `none of the ${plural(errors)} can be read (first: ${firstError})`
      : errors === 0
        ? `all ${plural(duplicates)} are already in the group; tick those to import anyway`
        : `${plural(duplicates)} are already in the group (tick those to import anyway) and ${errors} cannot be read (first: ${firstError})`;
  const message = `Nothing to import: ${reason}`;
  throw badRequest(message, { [duplicates === 0 ? 'content' : 'includeLines']: [message] });
}
