import {
  IMPORT_PREVIEW_ROWS,
  TransactionType,
  type ImportBatch,
  type ImportPreview,
  type ImportProgress,
  type ImportPreviewRow,
  type commitImportRequestSchema,
  type importFileRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import {
  IMPORT_NOT_FOUND,
  createWritePath,
  presentBankIds,
  type BulkInput,
} from '../write-path/write-path.ts';
import type { ParsedRow } from './file-text.ts';
import { categoriesFrom, categoryKeys, keyOf, resolveCategories } from './import-categories.ts';
import { createImportProgress } from './import-progress.ts';
import { readImportFile } from './import-reading.ts';
import * as repository from './imports.repository.ts';

type FileInput = z.output<typeof importFileRequestSchema>;
type CommitInput = z.output<typeof commitImportRequestSchema>;
type Checked = ParsedRow & { duplicate: boolean };
type BatchRow = NonNullable<Awaited<ReturnType<typeof repository.findBatch>>>;

const BATCH = 2000;

function toBatch(row: BatchRow): ImportBatch {
  return {
    id: row.id,
    groupId: row.group_id,
    fileName: row.file_name,
    format: row.format,
    importedCount: Number(row.imported_count),
    duplicateCount: Number(row.duplicate_count),
    errorCount: Number(row.error_count),
    importedBy: row.email,
    createdAt: row.created_at,
    undoneAt: row.undone_at,
  };
}

/**
 * Marks rows that look already present: the bank's id is in the group (or earlier in the file);
 * without one, a transaction of the same date, amount, currency and name (any case) is.
 */
async function withDuplicates(db: Kysely<Database>, groupId: string, rows: ParsedRow[]) {
  const ids = rows.flatMap((row) => (row.bankId ? [row.bankId] : []));
  const present = await presentBankIds(db, groupId, ids);
  const lookalikes = await repository.lookalikeKeys(
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
        `${row.date}|${row.amount}|${row.currency}|${row.name.toLowerCase()}`,
      );
    }
    return { ...row, duplicate };
  });
}

function previewRow(row: Checked, categoryKey: string | null): ImportPreviewRow {
  const { line, date, name, description, currency, bankId, error, duplicate } = row;
  const amount = row.amount === null ? null : fromMinorUnits(row.amount);
  const transactionType =
    row.amount === null ? null : row.amount < 0 ? TransactionType.Expense : TransactionType.Income;
  return {
    line,
    date,
    name,
    description,
    amount,
    currency,
    transactionType,
    bankId,
    categoryKey,
    error,
    duplicate,
  };
}

function counts(rows: Checked[]) {
  const errors = rows.filter((row) => row.error !== null).length;
  const duplicates = rows.filter((row) => row.duplicate).length;
  return { rows: rows.length, importable: rows.length - errors - duplicates, duplicates, errors };
}

/** Bank-file imports: preview, import as one batch, history and undo (docs/decisions.md). */
export function createImportsService(db: Kysely<Database>, rates: RatesService) {
  const writes = createWritePath(db, rates);
  const progress = createImportProgress();

  async function read(access: GroupAccess, input: FileInput) {
    await access.require(input.groupId, GroupAction.Write);
    const file = await readImportFile(db, input);
    const rows = await withDuplicates(db, input.groupId, file.rows);
    const from = categoriesFrom(rows);
    const byName = await repository.categoriesByName(db, input.groupId);
    return { ...file, rows, from, byName, keys: categoryKeys(rows, from, byName) };
  }

  async function commit(access: GroupAccess, input: CommitInput): Promise<ImportBatch> {
    const file = await read(access, input);
    const { idOf, newCategories } = resolveCategories(file.keys, input.categories, file.byName);
    const ticked = new Set(input.includeLines);
    const chosen = file.rows.filter(
      (row) => row.error === null && (!row.duplicate || ticked.has(row.line)),
    );
    const found = counts(file.rows);
    const batchId = randomUUID();
    const inputs = chosen.map((row): BulkInput => {
      const key = keyOf(row, file.from);
      const categoryId = key === null ? undefined : idOf.get(key);
      return {
        transactionType:
          (row.amount as number) < 0 ? TransactionType.Expense : TransactionType.Income,
        name: row.name,
        description: row.description,
        groupId: input.groupId,
        categoryIds: categoryId ? [categoryId] : [],
        date: row.date as string,
        amount: fromMinorUnits(Math.abs(row.amount as number)),
        currency: row.currency as number,
        recurring: false,
        recurringPeriod: null,
        endDate: null,
        bankId: row.bankId,
        keepDuplicate: row.duplicate,
      };
    });
    const batches = function* () {
      for (let i = 0; i < inputs.length; i += BATCH) yield inputs.slice(i, i + BATCH);
    };
    progress.writing(input.progressId, access.userId, 0, inputs.length);
    await writes.importTransactions(access, input.groupId, batches(), {
      onProgress: (written) =>
        progress.writing(input.progressId, access.userId, written, inputs.length),
      newCategories,
      importBatch: {
        id: batchId,
        group_id: input.groupId,
        file_name: input.fileName,
        format: file.format,
        imported_count: 0,
        duplicate_count: found.duplicates - chosen.filter((row) => row.duplicate).length,
        error_count: found.errors,
        created_by: access.userId,
        created_at: isoNow(),
        undone_at: null,
      },
    });
    if (file.csv && file.signature) {
      const json = JSON.stringify(file.csv.mapping);
      await repository.rememberMapping(db, input.groupId, file.signature, json);
    }
    return toBatch((await repository.findBatch(db, batchId)) as BatchRow);
  }

  return {
    async preview(access: GroupAccess, input: FileInput): Promise<ImportPreview> {
      const file = await read(access, input);
      // Rows that need a look first: errors and duplicates, then the rest, in file order.
      const shown = [...file.rows]
        .sort(
          (a, b) =>
            Number(b.error !== null || b.duplicate) - Number(a.error !== null || a.duplicate) ||
            a.line - b.line,
        )
        .slice(0, IMPORT_PREVIEW_ROWS)
        .sort((a, b) => a.line - b.line);
      return {
        format: file.format,
        encoding: file.encoding,
        csv: file.csv,
        categories: file.keys,
        categoriesFrom: file.from,
        rows: shown.map((row) => previewRow(row, keyOf(row, file.from))),
        counts: counts(file.rows),
      };
    },

    /** All rows that can be read, less duplicates the user did not tick, in one write. */
    async commit(access: GroupAccess, input: CommitInput): Promise<ImportBatch> {
      progress.reading(input.progressId, access.userId);
      try {
        const batch = await commit(access, input);
        progress.finished(input.progressId, access.userId, false);
        return batch;
      } catch (error) {
        progress.finished(input.progressId, access.userId, true);
        throw error;
      }
    },

    progress(progressId: string): ImportProgress {
      const found = progress.get(progressId);
      if (!found) throw notFound('No import with this progress id is running here');
      return found;
    },

    async list(access: GroupAccess, groupId: string): Promise<ImportBatch[]> {
      await access.require(groupId, GroupAction.Read);
      return (await repository.listBatches(db, groupId)).map(toBatch);
    },

    async undo(access: GroupAccess, importId: string): Promise<ImportBatch> {
      await writes.undoImport(access, importId);
      const row = await repository.findBatch(db, importId);
      if (!row) throw notFound(IMPORT_NOT_FOUND);
      return toBatch(row);
    },
  };
}
