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
import { presentBankIds, type TypedSide } from '../write-path/write-path.ts';
import type { ParsedRow } from './file-text.ts';
import { addDays } from '../../lib/periods.ts';
import { dataVersion, enteredOnDates, lookalikeKeys, lookalikeName } from './imports.repository.ts';

/** A transaction typed by hand that a bank's row looks like (`matchEntered`). */
export interface Entered {
  name: string;
  date: string;
}
export type Checked = ParsedRow & {
  duplicate: boolean;
  enteredAs: Entered | null;
  /** The side of a typed transaction, not cleared yet, the row stands for (`matchEntered`). */
  typed?: TypedSide;
};

/** How many days a bank may book a payment after (or before) the day it was typed for. */
const BOOKING_DAYS = 3;

/**
 * Marks rows that look already present: the bank's id is in the group (or earlier in the file);
 * without one, a transaction of the same date, amount, currency and name (any case) is; else a
 * transaction that came from no file (typed, or written by a series) of the same amount and
 * currency within BOOKING_DAYS days, each such transaction standing for one row at most (the
 * nearest day first): a household that types its shopping and then imports the bank's file
 * does not get each one twice (docs/decisions.md, 'Import').
 */
export async function withDuplicates(
  db: Kysely<Database>,
  groupId: string,
  rows: ParsedRow[],
  accountOf: RowAccount = () => null,
) {
  const ids = rows.flatMap((row) => (row.bankId ? [row.bankId] : []));
  const present = await presentBankIds(db, groupId, ids);
  const lookalikes = await lookalikeKeys(
    db,
    groupId,
    rows.flatMap((row) => (row.bankId === null && row.date ? [row.date] : [])),
  );
  const seen = new Set<string>();
  const checked = rows.map((row): Checked => {
    let duplicate = false;
    if (row.error === null && row.bankId !== null) {
      duplicate = present.has(row.bankId) || seen.has(row.bankId);
      seen.add(row.bankId);
    } else if (row.error === null) {
      duplicate = lookalikes.has(
        `${row.date}|${row.amount}|${row.currency}|${lookalikeName(row.name)}`,
      );
    }
    return { ...row, duplicate, enteredAs: null };
  });
  return matchEntered(db, groupId, checked, accountOf);
}

/**
 * Under the group's lock: the inputs of rows the file's check found new that the group holds
 * now, the whole file compared again as that check compared it (`withDuplicates`: in file order,
 * so a typed transaction another row of the file stands for is not free for its twin), so that
 * a file sent twice at once is written once even where its rows carry no bank id. Nothing is
 * compared again when no write has changed the group since the version read before that check.
 */
export function foundMeanwhile<T>(
  groupId: string,
  versionChecked: number | null,
  file: { rows: readonly Checked[]; accountOf: RowAccount },
  fresh: ReadonlyMap<Checked, readonly T[]>,
) {
  return async (trx: Kysely<Database>): Promise<ReadonlySet<T>> => {
    const found = new Set<T>();
    if ((await dataVersion(trx, groupId)) === versionChecked) return found;
    const again = await withDuplicates(trx, groupId, [...file.rows], file.accountOf);
    file.rows.forEach((row, index) => {
      if (!again[index]?.duplicate) return;
      for (const input of fresh.get(row) ?? []) found.add(input);
    });
    return found;
  };
}

/**
 * The money account a row goes into when the file says so (its statement's identifier is an
 * account's of the group), else null: the same at the preview and the import.
 */
export type RowAccount = (row: ParsedRow) => string | null;

/**
 * Rows not yet known as present, matched to transactions typed for them (`withDuplicates`): a
 * row whose account is known matches only what was typed into that account (a transfer's side
 * in it), so the income arriving in the current account is not taken for a transfer into savings.
 */
async function matchEntered(
  db: Kysely<Database>,
  groupId: string,
  rows: Checked[],
  accountOf: RowAccount,
) {
  const open = rows.filter((row) => row.error === null && !row.duplicate && row.date !== null);
  const dates = open.flatMap((row) =>
    Array.from({ length: 2 * BOOKING_DAYS + 1 }, (_, i) =>
      addDays(row.date as string, i - BOOKING_DAYS),
    ),
  );
  if (dates.length === 0) return rows;
  const byAmount = Map.groupBy(
    await enteredOnDates(db, groupId, dates),
    (entry) => `${entry.amount}|${entry.currency}`,
  );
  const taken = new Set<object>();
  for (const row of open) {
    const day = Date.parse(row.date as string);
    const account = accountOf(row);
    const nearest = (byAmount.get(`${row.amount}|${row.currency}`) ?? [])
      .filter((entry) => !taken.has(entry) && (account === null || entry.accountId === account))
      .map((entry) => ({ entry, away: Math.abs(Date.parse(entry.date) - day) }))
      .filter(({ away }) => away <= BOOKING_DAYS * DAY_MS)
      .sort((a, b) => a.away - b.away || a.entry.date.localeCompare(b.entry.date))[0];
    if (!nearest) continue;
    taken.add(nearest.entry);
    row.duplicate = true;
    row.enteredAs = { name: nearest.entry.name, date: nearest.entry.date };
    if (!nearest.entry.cleared) row.typed = { id: nearest.entry.id, side: nearest.entry.side };
  }
  return rows;
}

const DAY_MS = 86_400_000;

export function previewRow(
  row: Checked,
  categoryKey: string | null,
  rules: RulePreview | null,
  suggestedCategory: SuggestedCategory = null,
): ImportPreviewRow {
  const { line, date, name, description, currency, bankId, error, duplicate, enteredAs } = row;
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
    enteredAs,
    rules,
    suggestedCategory,
  };
}

/** Rows not booked yet (a pending entry) have an error that says so, but count apart. */
export function counts(rows: Checked[]) {
  const pending = rows.filter((row) => row.error !== null && row.notBooked === true).length;
  const errors = rows.filter((row) => row.error !== null).length - pending;
  const duplicates = rows.filter((row) => row.duplicate).length;
  const importable = rows.length - errors - pending - duplicates;
  const confirming = rows.filter((row) => row.duplicate && row.typed).length;
  return { rows: rows.length, importable, duplicates, errors, pending, confirming };
}

/**
 * An import that would write no row is refused, saying why, rather than recorded as an empty
 * batch: before the write, or under the lock when another import wrote the rows meanwhile (two
 * imports of one file at once both pass the first check; bulk-writes.ts, `nothingWritten`).
 */
export function refuseNothingToImport(rows: Checked[]): never {
  const { errors: unread, pending, duplicates } = counts(rows);
  // Here a row not booked yet is one more that will not be imported, its error saying why.
  const errors = unread + pending;
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
