import {
  IMPORT_PREVIEW_ROWS,
  TransactionType,
  type ImportBatch,
  type ImportPreview,
  type ImportProgress,
  type ImportSharingResult,
  type commitImportRequestSchema,
  type importFileRequestSchema,
  type importSharingRequestSchema,
} from '@budget/contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { IMPORT_NOT_FOUND, type BulkInput, type WritePath } from '../write-path/write-path.ts';
import { counts, previewRow, refuseNothingToImport, withDuplicates } from './import-checks.ts';
import { categoriesFrom, categoryKeys, keyOf, resolveCategories } from './import-categories.ts';
import { createImportProgress } from './import-progress.ts';
import { readImportFile } from './import-reading.ts';
import * as repository from './imports.repository.ts';

type FileInput = z.output<typeof importFileRequestSchema>;
type CommitInput = z.output<typeof commitImportRequestSchema>;
type SharingInput = z.output<typeof importSharingRequestSchema>;
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

interface ImportsDeps {
  db: Kysely<Database>;
  writes: WritePath;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Bank-file imports: preview, import as one batch, history and undo (docs/decisions.md). */
export function createImportsService({ db, writes, log }: ImportsDeps) {
  const progress = createImportProgress();
  /**
   * Imports running in this process, by group. On SQLite a second import of a file sent while the
   * first runs reads the file only once the first has written it (one connection), so it would
   * find every row present; as on PostgreSQL it is then let through to write nothing under the
   * lock, and answered as an import of no new rows, rather than refused.
   */
  const running = new Map<string, number>();

  /** The file read and checked; the caller has checked the user may write in the group. */
  async function read(input: FileInput) {
    const file = await readImportFile(db, input);
    const rows = await withDuplicates(db, input.groupId, file.rows);
    const from = categoriesFrom(rows);
    const byName = await repository.categoriesByName(db, input.groupId);
    return { ...file, rows, from, byName, keys: categoryKeys(rows, from, byName) };
  }

  async function commit(
    access: GroupAccess,
    input: CommitInput,
    alongside: boolean,
  ): Promise<ImportBatch> {
    const file = await read(input);
    const { idOf, newCategories } = resolveCategories(file.keys, input.categories, file.byName);
    const ticked = new Set(input.includeLines);
    const chosen = file.rows.filter(
      (row) => row.error === null && (!row.duplicate || ticked.has(row.line)),
    );
    const raced = alongside && file.rows.some((row) => row.duplicate);
    if (chosen.length === 0 && !raced) refuseNothingToImport(file.rows);
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
      // The import is written: failing to remember its mapping must not answer it as failed.
      const json = JSON.stringify(file.csv.mapping);
      await repository
        .rememberMapping(db, input.groupId, file.signature, json)
        .catch((error: unknown) => log?.warn({ err: error }, 'import mapping not remembered'));
    }
    return toBatch((await repository.findBatch(db, batchId)) as BatchRow);
  }

  return {
    async preview(access: GroupAccess, input: FileInput): Promise<ImportPreview> {
      await access.require(input.groupId, GroupAction.Write);
      const file = await read(input);
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
      // Checked first: a progress entry is made only for an import the user may run.
      await access.require(input.groupId, GroupAction.Write);
      progress.reading(input.progressId, access.userId);
      const { groupId } = input;
      const alongside = (running.get(groupId) ?? 0) > 0;
      running.set(groupId, (running.get(groupId) ?? 0) + 1);
      try {
        const batch = await commit(access, input, alongside);
        progress.finished(input.progressId, access.userId, false);
        return batch;
      } catch (error) {
        progress.finished(input.progressId, access.userId, true);
        throw error;
      } finally {
        const left = (running.get(groupId) ?? 1) - 1;
        if (left === 0) running.delete(groupId);
        else running.set(groupId, left);
      }
    },

    /**
     * An id this process knows nothing of answers 'waiting', not 404: the browser polls from the
     * moment it sends the file, before the import has made its entry, and an expected answer
     * should not show as a failed request in its console (docs/decisions.md, 'Import').
     */
    progress(progressId: string): ImportProgress {
      return progress.get(progressId) ?? { phase: 'waiting', done: 0, total: 0 };
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

    /** One payer and split for every transaction still in the import (the write path's). */
    async reshare(
      access: GroupAccess,
      importId: string,
      input: SharingInput,
    ): Promise<ImportSharingResult> {
      const changedCount = await writes.reshareImport(access, importId, input);
      const row = await repository.findBatch(db, importId);
      if (!row) throw notFound(IMPORT_NOT_FOUND);
      return { batch: toBatch(row), changedCount };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
