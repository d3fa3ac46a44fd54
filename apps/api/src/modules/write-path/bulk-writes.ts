import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { assertBatchInGroup, insertNewCategories, withNewIds } from './bulk-categories.ts';
import { linkAndCount } from './bulk-links.ts';
import { planToWrite, runLockedBulk } from './group-lock.ts';
import { countImportBatch, insertImportBatch, withoutPresent } from './import-rows.repository.ts';
import { chooseAccount } from './account-choice.ts';
import { defaultPayer, sharingIn } from './common-money.ts';
import { insertNewTags, withTagIds } from './import-tags.ts';
import { rememberIdentifiers } from './account-memory.ts';
import { recordImportCheckpoints } from './import-checkpoints.ts';
import { confirmTyped } from './import-confirmations.ts';
import { runStatements } from './derived.repository.ts';
import { accountsOfGroup, type MoneyAccountRow } from './money-accounts.repository.ts';
import {
  insertRestoredLinks,
  restoredColumns,
  transferColumns,
  settleRestoredSeries,
} from './restore-writes.ts';
import { clearingOf } from './reconciled-rows.ts';
import { NOT_SHARED, defaultSplitter, shareOut, type Sharing } from './splits.ts';
import * as rows from './transaction-rows.repository.ts';
import { transactionRow } from './transaction-writes.ts';
import { newTransactionId } from './transaction-ids.ts';
import type { Batches, BulkInput, BulkOptions } from './bulk-options.ts';

export type { Batches, BulkInput, BulkOptions };

export interface BulkResult {
  inserted: number;
  /** Skipped as already present (imports only). */
  skipped: number;
}

/**
 * Who paid and how each row is shared. Imported rows are paid by the importing member and split
 * by the group's default (an income may stay unshared), unless a rule set either; a backup holds no users, so restored rows
 * are not shared. The system (the seed) names payer and split itself.
 */
async function bulkSharing(
  trx: Transaction<Database>,
  groupId: string,
  access: GroupAccess | null,
  restore: boolean,
) {
  const splitFor = access && !restore ? await defaultSplitter(trx, groupId) : null;
  return (input: BulkInput, amount: number, payer: string | undefined): Sharing => {
    const minor = Math.abs(amount);
    if (splitFor && access) {
      // A group's rule may name who paid and the split (imports/import-rules.ts checked them).
      const split = input.split
        ? shareOut(minor, input.split.method, input.split.parts)
        : splitFor(minor, input.transactionType);
      const paidBy = input.paidBy ?? payer ?? access.userId;
      return { paid_by: paidBy, split: split === null ? null : JSON.stringify(split) };
    }
    if (access || !input.paidBy || !input.split) return NOT_SHARED;
    const { method, parts } = input.split;
    return { paid_by: input.paidBy, split: JSON.stringify(shareOut(minor, method, parts)) };
  };
}

/** Who pays by default in each account with a holder (common-money.ts' defaultPayer). */
async function holdersWhoPay(
  trx: Transaction<Database>,
  accounts: readonly MoneyAccountRow[],
  access: GroupAccess | null,
): Promise<Map<string, string>> {
  const payers = new Map<string, string>();
  if (!access) return payers;
  for (const account of accounts) {
    if (account.owner_user_id !== null)
      payers.set(account.id, await defaultPayer(trx, account, access.userId));
  }
  return payers;
}

/** An import's batch counted, its accounts' identifiers remembered and its balances recorded. */
async function closeImport(
  trx: Transaction<Database>,
  accounts: readonly MoneyAccountRow[],
  options: BulkOptions,
  inserted: number,
  skipped: number,
) {
  const { importBatch } = options;
  if (importBatch) {
    const { group_id: groupId, id } = importBatch;
    const firstOpen = accounts.find((account) => account.closed_at === null)?.id;
    const typed = options.confirmTyped ?? [];
    const confirmed = await confirmTyped(trx, groupId, id, typed, firstOpen);
    // Refused, its confirmations with it, when it neither wrote nor confirmed anything.
    if (inserted === 0 && confirmed.count === 0) options.nothingWritten?.();
    await countImportBatch(trx, importBatch, inserted, skipped);
    await runStatements(trx, confirmed.statements);
  }
  await rememberIdentifiers(trx, accounts, options.identifiers ?? []);
  if (importBatch)
    await recordImportCheckpoints(trx, accounts, importBatch.id, options.balances ?? []);
}

/**
 * Many transactions of one group in one database transaction, all or none: each batch is
 * inserted with multi-row statements and its effect on the derived data is summed per row of
 * each rollup (per day, per budget period) before it is written, so the cost grows with the
 * days and budgets a batch touches, not with its transactions. Batches bound the memory.
 */
export function bulkWrites(db: Kysely<Database>, rates: RatesService) {
  return {
    /** `access` null: the system writes (seed), with no role to check. */
    async importTransactions(
      access: GroupAccess | null,
      groupId: string,
      batches: Batches,
      options: BulkOptions = {},
    ): Promise<BulkResult> {
      const createdBy = access?.userId ?? options.createdBy ?? null;
      // Batches may come from a generator that cannot be read twice: no second attempt.
      return runLockedBulk(
        db,
        rates,
        planToWrite(access, groupId),
        async ({ trx, book }) => {
          const meanwhile = (await options.foundMeanwhile?.(trx)) ?? new Set<BulkInput>();
          const budgets = await loadBudgetIndex(trx, [groupId]);
          const importBatch = options.importBatch;
          if (importBatch) await insertImportBatch(trx, importBatch);
          const renamed = await insertNewCategories(trx, groupId, options.newCategories ?? []);
          const retagged = await insertNewTags(trx, groupId, options.newTags ?? []);
          const { restore } = options;
          if (restore) await insertRestoredLinks(trx, groupId, restore, createdBy);
          const seriesAndBatchOf = restoredColumns(restore);
          const sharingOf = await bulkSharing(trx, groupId, access, Boolean(restore));
          // A restore names the accounts it wrote (closed ones too); an import an open one.
          const accounts = await accountsOfGroup(trx, groupId);
          const payers = await holdersWhoPay(trx, accounts, access);
          const accountOf = (input: BulkInput) =>
            chooseAccount(
              accounts,
              restore ? { keep: input.moneyAccountId } : { requested: input.moneyAccountId },
            );
          let inserted = 0;
          let skipped = 0;
          for await (const given of batches) {
            const all = given
              .filter((input) => !meanwhile.has(input))
              .map((input) => withTagIds(withNewIds(input, renamed), retagged));
            const batch = importBatch ? await withoutPresent(trx, groupId, all) : all;
            skipped += given.length - batch.length;
            await assertBatchInGroup(trx, groupId, batch);
            const now = isoNow();
            const written = batch.map((input) => {
              const links = seriesAndBatchOf(input);
              const account = accountOf(input);
              const row = transactionRow(
                input.id ?? newTransactionId(),
                input,
                account.id,
                now,
                createdBy,
              );
              return {
                ...row,
                ...sharingIn(
                  account,
                  row.transaction_type,
                  sharingOf(input, row.amount, payers.get(account.id)),
                ),
                ...links,
                ...transferColumns(input.transfer, row.amount, accounts),
                bank_id: input.bankId ?? null,
                import_batch_id: importBatch?.id ?? links.import_batch_id,
                // The bank's own file: its rows are cleared; a backup's keep their state.
                ...(importBatch ? { cleared: 1 } : clearingOf(input)),
              };
            });
            await rows.insertTransactions(trx, written);
            await linkAndCount(trx, groupId, book, budgets, written, batch);
            inserted += written.length;
            options.onProgress?.(inserted);
            // node:sqlite answers synchronously: without a turn of the event loop here, no
            // other request (a progress poll among them) would be read until the import ends.
            await new Promise((resolve) => setImmediate(resolve));
          }
          await closeImport(trx, accounts, options, inserted, skipped);
          if (restore) await settleRestoredSeries(trx, groupId, restore);
          return { inserted, skipped };
        },
        { attempts: 1 },
      );
    },
  };
}
