import {
  IMPORT_PREVIEW_ROWS,
  type ImportBatch,
  type ImportCheckpoint,
  type ImportCommitResult,
  type ImportPreview,
  type ImportProgress,
  type ImportSharingResult,
  type commitImportRequestSchema,
  type importFileRequestSchema,
  type importSharingRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { memberName } from '../../lib/member-name.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import type { SplitwiseGap } from './app-exports/splitwise.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { IMPORT_NOT_FOUND } from '../write-path/write-path.ts';
import { counts, previewRow } from './import-checks.ts';
import { groupRules, rowSuggestions, ruledRow } from './import-rules.ts';
import type { ParsedRow } from './file-text.ts';
import { keyOf } from './import-categories.ts';
import { writeImport, type ImportsDeps } from './import-commit.ts';
import { createProgressBoard, type ProgressBoard } from '../../lib/progress-board.ts';
import { readCheckedFile } from './import-reading.ts';
import * as repository from './imports.repository.ts';
import { suggestedPeople } from './app-exports/people-mapping.ts';

type FileInput = z.output<typeof importFileRequestSchema>;
type CommitInput = z.output<typeof commitImportRequestSchema>;
type SharingInput = z.output<typeof importSharingRequestSchema>;
type BatchRow = NonNullable<Awaited<ReturnType<typeof repository.findBatch>>>;

function toBatch(row: BatchRow): ImportBatch {
  return {
    id: row.id,
    groupId: row.group_id,
    fileName: row.file_name,
    format: row.format,
    importedCount: Number(row.imported_count),
    duplicateCount: Number(row.duplicate_count),
    errorCount: Number(row.error_count),
    clearedCount: Number(row.cleared_count),
    importedBy: row.email === null ? null : memberName({ ...row, email: row.email }),
    importedByUserId: row.email === null ? null : row.created_by,
    createdAt: row.created_at,
    undoneAt: row.undone_at,
  };
}

type CheckpointRow = Awaited<ReturnType<typeof repository.checkpointsOfBatch>>[number];

/** A closing balance the import recorded beside the account's balance at its date. */
function toCheckpoint(row: CheckpointRow): ImportCheckpoint {
  const balance = Number(row.balance);
  const accountBalance = Number(row.account_balance);
  return {
    moneyAccountId: row.money_account_id,
    date: row.date,
    currency: Number(row.currency),
    balance: fromMinorUnits(balance),
    accountBalance: fromMinorUnits(accountBalance),
    difference: fromMinorUnits(accountBalance - balance),
  };
}

/** The preview's word on a Splitwise file whose readable rows leave other balances than it states. */
function balancesDiffer(gaps: SplitwiseGap[]) {
  const balances = gaps.map(({ name, currency, file, rows }) => ({
    name,
    currency,
    file: fromMinorUnits(file),
    rows: fromMinorUnits(rows),
  }));
  return { code: 'balancesDiffer' as const, missing: [], balances };
}

async function previewImport(
  db: Kysely<Database>,
  access: GroupAccess,
  input: FileInput,
): Promise<ImportPreview> {
  await access.require(input.groupId, GroupAction.Write);
  const file = await readCheckedFile(db, input);
  // Rows that need a look first: errors and duplicates, then the rest, in file order.
  const shown = [...file.rows]
    .sort(
      (a, b) =>
        Number(b.error !== null || b.duplicate) - Number(a.error !== null || a.duplicate) ||
        a.line - b.line,
    )
    .slice(0, IMPORT_PREVIEW_ROWS)
    .sort((a, b) => a.line - b.line);
  const rules = await groupRules(db, input.groupId);
  // The account a row goes into, as far as the file tells before the user chooses.
  const accountOf = (row: ParsedRow) =>
    file.statements.find((statement) => statement.identifier === (row.account ?? null))
      ?.moneyAccountId ?? null;
  const outcomes = new Map(
    shown.map((row) => [row, rules ? ruledRow(rules, row, input.fileName, accountOf(row)) : null]),
  );
  const suggestions = await rowSuggestions(db, input.groupId, outcomes);
  return {
    format: file.format,
    encoding: file.encoding,
    csv: file.csv,
    categories: file.keys,
    categoriesFrom: file.from,
    rows: shown.map((row) =>
      previewRow(row, keyOf(row, file.from), outcomes.get(row) ?? null, suggestions(row)),
    ),
    statements: file.statements,
    counts: counts(file.rows),
    warnings: [
      ...(file.missing.length > 0 ? [{ code: 'endsEarly' as const, missing: file.missing }] : []),
      ...(file.transfersAsRows > 0
        ? [{ code: 'transfersAsRows' as const, missing: [], count: file.transfersAsRows }]
        : []),
      ...(file.gaps.length > 0 ? [balancesDiffer(file.gaps)] : []),
    ],
    // Splitwise and Spliit: who is who (app-exports/people-mapping.ts).
    ...(file.people.length > 0
      ? { people: await suggestedPeople(db, input.groupId, file.people, file.rows) }
      : {}),
  };
}

function importCommits(deps: ImportsDeps, progress: ProgressBoard) {
  return {
    /**
     * All rows that can be read, less duplicates the user did not tick, in one write. A file sent
     * twice at once is written once: the second finds its rows present, before the write or under
     * the lock (bank ids always, other rows when the group changed since its check: bulk-writes.ts,
     * `foundMeanwhile`, `nothingWritten`), and is refused as an import of nothing.
     */
    async commit(access: GroupAccess, input: CommitInput): Promise<ImportCommitResult> {
      // Checked first: a progress entry is made only for an import the user may run.
      await access.require(input.groupId, GroupAction.Write);
      progress.reading(input.progressId, access.userId);
      try {
        const batchId = await writeImport(deps, progress, access, input);
        const batch = toBatch((await repository.findBatch(deps.db, batchId)) as BatchRow);
        // Read after the write, as the accounts list reads them: the balances as they are now.
        const checkpoints = await repository.checkpointsOfBatch(deps.db, batchId);
        progress.finished(input.progressId, access.userId, false);
        return { ...batch, checkpoints: checkpoints.map(toCheckpoint) };
      } catch (error) {
        progress.finished(input.progressId, access.userId, true);
        throw error;
      }
    },
  };
}

function importHistory({ db, writes }: ImportsDeps) {
  return {
    async list(access: GroupAccess, groupId: string): Promise<ImportBatch[]> {
      await access.require(groupId, GroupAction.Read);
      return (await repository.listBatches(db, groupId)).map(toBatch);
    },

    async undo(access: GroupAccess, importId: string, confirmReconciled = false) {
      await writes.undoImport(access, importId, confirmReconciled);
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

/** Bank-file imports: preview, import as one batch, history and undo (docs/decisions.md). */
export function createImportsService(deps: ImportsDeps) {
  const progress = createProgressBoard();
  return {
    preview: (access: GroupAccess, input: FileInput) => previewImport(deps.db, access, input),
    ...importCommits(deps, progress),

    /**
     * An id this process knows nothing of answers 'waiting', not 404: the browser polls from the
     * moment it sends the file, before the import has made its entry, and an expected answer
     * should not show as a failed request in its console (docs/decisions.md, 'Import').
     */
    progress(progressId: string): ImportProgress {
      return progress.get(progressId) ?? { phase: 'waiting', done: 0, total: 0 };
    },

    ...importHistory(deps),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
