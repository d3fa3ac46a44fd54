import {
  MoneyAccountMessage,
  TransactionType,
  type commitImportRequestSchema,
} from '@budget/contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { BulkInput, Confirmation, WritePath } from '../write-path/write-path.ts';
import { counts, foundMeanwhile, refuseNothingToImport } from './import-checks.ts';
import { keyOf, resolveCategories } from './import-categories.ts';
import type { ProgressBoard } from '../../lib/progress-board.ts';
import { readCheckedFile } from './import-reading.ts';
import {
  groupRules,
  namedMembers,
  ruledRow,
  stillMembers,
  withLineCategory,
  withRuleOutcome,
} from './import-rules.ts';
import { appInput, appTags, isAppFormat } from './app-exports/app-commit.ts';
import { accountsOfRows } from './import-statements.ts';
import * as repository from './imports.repository.ts';
import { resolvePeople, withPeople } from './app-exports/people-mapping.ts';

type CommitInput = z.output<typeof commitImportRequestSchema>;
type CheckedFile = Awaited<ReturnType<typeof readCheckedFile>>;
type CheckedRow = CheckedFile['rows'][number];

const BATCH = 2000;

export interface ImportsDeps {
  db: Kysely<Database>;
  writes: WritePath;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** A row of the file as the write path takes it, in the category chosen for its key. */
function bulkInput(
  row: CheckedRow,
  input: CommitInput,
  categoryId: string | undefined,
  moneyAccountId: string | null,
): BulkInput {
  return {
    transactionType: (row.amount as number) < 0 ? TransactionType.Expense : TransactionType.Income,
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
    // Checked under the group's lock: an open account of the group (default: its first).
    moneyAccountId,
  };
}

/**
 * The rows to write: all that can be read, less duplicates the user did not tick. A file with
 * none is refused unless it confirms what was typed (`confirmedRows`).
 */
function chosenRows(file: CheckedFile, input: CommitInput) {
  const ticked = new Set(input.includeLines);
  const chosen = file.rows.filter(
    (row) => row.error === null && (!row.duplicate || ticked.has(row.line)),
  );
  if (chosen.length === 0 && confirmedRows(file, input, () => null).length === 0)
    refuseNothingToImport(file.rows);
  return chosen;
}

/**
 * Typed transactions the rows left out (unticked duplicates) stand for, each with the account
 * its row goes into (`into`): the bank confirms them there.
 */
function confirmedRows(
  file: CheckedFile,
  input: CommitInput,
  into: (row: CheckedRow) => string | null,
): Confirmation[] {
  const ticked = new Set(input.includeLines);
  return file.rows.flatMap((row) =>
    row.error === null && row.duplicate && row.typed && !ticked.has(row.line)
      ? [{ ...row.typed, into: row.placement?.moneyAccountId ?? into(row) }]
      : [],
  );
}

/**
 * A map's account that is not open in the group, named by its place in the map (checked again
 * under the lock, where a race can only name `moneyAccountId`).
 */
async function refuseShutAccounts(db: Kysely<Database>, input: CommitInput) {
  if (input.accounts.length === 0) return;
  const open = await repository.openAccountIds(db, input.groupId);
  const shut = input.accounts.findIndex((choice) => !open.has(choice.moneyAccountId));
  if (shut === -1) return;
  const message = MoneyAccountMessage.NotOpenAccount;
  throw validationFailed(message, { [`accounts.${shut}.moneyAccountId`]: [message] });
}

/**
 * The chosen rows as the write path takes them, each in its account and category, through the
 * group's rules and the file's people; `fresh`: those of rows the check found new.
 */
async function rowInputs(
  db: Kysely<Database>,
  access: GroupAccess,
  input: CommitInput,
  file: CheckedFile,
  chosen: CheckedRow[],
  placed: {
    account: (row: CheckedRow) => string | null;
    category: ReadonlyMap<string, string>;
    tags: Awaited<ReturnType<typeof appTags>> | null;
  },
) {
  const { tags, category: idOf } = placed;
  const rules = await groupRules(db, input.groupId);
  const members = rules
    ? await stillMembers(db, input.groupId, namedMembers(rules))
    : new Set<string>();
  const withoutRules = new Set(input.withoutRulesLines);
  const lineCategories = new Map(input.lineCategories.map((kept) => [kept.line, kept.categoryId]));
  // Splitwise and Spliit: each of the file's people as a member (app-exports/people-mapping.ts).
  const people =
    file.people.length > 0
      ? await resolvePeople(db, input.groupId, file.people, chosen, input.people)
      : new Map<string, string>();
  const fresh = new Map<CheckedRow, BulkInput[]>();
  const inputs = chosen.flatMap((row) => {
    const key = keyOf(row, file.from);
    const category = key === null ? undefined : idOf.get(key);
    // An app's row names its account (app-exports/app-accounts.ts).
    const account = row.placement?.moneyAccountId ?? placed.account(row);
    const outcome =
      rules && !withoutRules.has(row.line) ? ruledRow(rules, row, input.fileName, account) : null;
    const ruled = withRuleOutcome(bulkInput(row, input, category, account), outcome, members);
    const written = withPeople(
      appInput(row, withLineCategory(ruled, lineCategories.get(row.line)), tags),
      row,
      people,
      access.language,
    );
    if (!row.duplicate) fresh.set(row, written);
    return written;
  });
  return { inputs, fresh };
}

/** The file's chosen rows written as one import batch; answers the batch's id. */
export async function writeImport(
  { db, writes, log }: ImportsDeps,
  progress: ProgressBoard,
  access: GroupAccess,
  input: CommitInput,
): Promise<string> {
  // Read before the file is compared with the group: a write after it is compared again.
  const versionChecked = await repository.dataVersion(db, input.groupId);
  const file = await readCheckedFile(db, input);
  const { keys, byName } = file;
  // Other apps' categories are created as needed (docs/decisions.md, 'Moving in from other apps').
  const createMissing = isAppFormat(file.format);
  const { idOf, newCategories } = resolveCategories(keys, input.categories, byName, createMissing);
  const chosen = chosenRows(file, input);
  const tags = createMissing ? await appTags(db, input.groupId, chosen) : null;
  const found = counts(file.rows);
  const batchId = randomUUID();
  const accounts = accountsOfRows(file.statements, input);
  await refuseShutAccounts(db, input);
  const { inputs, fresh } = await rowInputs(db, access, input, file, chosen, {
    account: accounts.of,
    category: idOf,
    tags,
  });
  const batches = function* () {
    for (let i = 0; i < inputs.length; i += BATCH) yield inputs.slice(i, i + BATCH);
  };
  progress.writing(input.progressId, access.userId, 0, inputs.length);
  await writes.importTransactions(access, input.groupId, batches(), {
    onProgress: (written) =>
      progress.writing(input.progressId, access.userId, written, inputs.length),
    newCategories,
    newTags: tags?.newTags,
    foundMeanwhile: foundMeanwhile(input.groupId, versionChecked, file, fresh),
    confirmTyped: confirmedRows(file, input, accounts.of),
    // Every chosen row was found present under the lock: another import wrote them meanwhile.
    nothingWritten: () => {
      const picked = new Set(chosen);
      refuseNothingToImport(
        file.rows.map((row) => (picked.has(row) ? { ...row, duplicate: true } : row)),
      );
    },
    identifiers: accounts.remember,
    balances: accounts.balances,
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
  return batchId;
}
