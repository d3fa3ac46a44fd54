import {
  EXACT_SPLIT_OF_IMPORT,
  SplitMethod,
  splitProblem,
  type SplitPartInput,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { runStatements } from './derived.repository.ts';
import { DerivedChanges, type MoneyRow } from './derived.ts';
import { assertLocked, planToWriteOwned, runLockedBulk } from './group-lock.ts';
import { importRowsAfter, reshareStatements } from './import-sharing.repository.ts';
import { findImportBatch, groupOfImportBatch } from './import-rows.repository.ts';
import { IMPORT_NOT_FOUND } from './import-writes.ts';
import { commonAccountIds } from './money-accounts.repository.ts';
import { parseSplit, shareOut } from './splits.ts';
import { groupSharing } from './splits.repository.ts';

/** Transactions re-shared per page: bounds the memory whatever the size of the import. */
const CHUNK = 2000;

/** One payer and split for every transaction of an import (PUT /imports/{id}/sharing). */
export interface ImportSharing {
  paidBy: string;
  split: { method: SplitMethod; parts: SplitPartInput[] };
}

function refuse(field: string, message: string): never {
  throw validationFailed(message, { [field]: [message] });
}

/**
 * A split that cannot share every amount alike is refused. Exact amounts fit
 * one amount only; the other methods' checks do not depend on the amount (100.00 stands in).
 */
function checkSplit({ method, parts }: ImportSharing['split']): void {
  if (method === SplitMethod.Exact) refuse('split.method', EXACT_SPLIT_OF_IMPORT);
  const problem = splitProblem(10_000, method, parts);
  if (problem !== null) refuse('split', problem);
}

/** Bulk changes of who paid imported transactions and how they are split. */
export function importSharingWrites(db: Kysely<Database>, rates: RatesService) {
  return {
    /**
     * Every transaction still in the import (edited ones included, those moved to another group
     * not) gets the payer and the split, its parts computed for its own amount; the member
     * rollup moves from the old parts to the new, a page of rows at a time, all in one write
     * under the group's lock. Answers how many transactions it changed.
     */
    async reshareImport(
      access: GroupAccess,
      batchId: string,
      sharing: ImportSharing,
    ): Promise<number> {
      const plan = planToWriteOwned(
        access,
        () => groupOfImportBatch(db, batchId),
        IMPORT_NOT_FOUND,
      );
      return runLockedBulk(db, rates, plan, async (ctx) => {
        const { trx, book } = ctx;
        const batch = await findImportBatch(trx, batchId);
        if (!batch) throw notFound(IMPORT_NOT_FOUND);
        assertLocked(ctx, batch.group_id);
        if (batch.undone_at !== null) throw conflict('This import has been undone');
        checkSplit(sharing.split);
        const { members: people } = await groupSharing(trx, batch.group_id);
        const members = new Set(people.map((member) => member.userId));
        const { paidBy, split } = sharing;
        if (!members.has(paidBy)) refuse('paidBy', 'The payer must be a member of the group');
        if (split.parts.some((part) => !members.has(part.userId)))
          refuse('split', 'Every member of a split must be in the group');

        // Rows in the household's common money stay unshared (common-money.ts).
        const common = await commonAccountIds(trx, batch.group_id);
        const now = isoNow();
        let changed = 0;
        let after: string | null = null;
        for (;;) {
          const page = await importRowsAfter(trx, batch.group_id, batchId, after, CHUNK);
          const last = page.at(-1);
          if (!last) break;
          const changes = new DerivedChanges();
          const shareable = page.filter((row) => !common.has(row.money_account_id));
          const written = shareable.map((row) => {
            const shared = shareOut(Math.abs(Number(row.amount)), split.method, split.parts);
            // Only the payer and the parts differ: every other rollup's change sums to nothing.
            const money: MoneyRow = {
              groupId: row.group_id,
              transactionType: Number(row.transaction_type),
              currency: Number(row.currency),
              date: row.date,
              amount: Number(row.amount),
              categoryIds: [],
              paidBy: row.paid_by,
              shares: parseSplit(row.split)?.parts ?? null,
              // Its account's figures leave and come back the same: they cancel out.
              accountId: '',
              toAccountId: null,
              toAmount: null,
              toCurrency: null,
              cleared: false,
              toCleared: false,
            };
            changes.add(money, -1, null);
            changes.add({ ...money, paidBy, shares: shared.parts }, 1, null);
            return { id: row.id, split: JSON.stringify(shared) };
          });
          await runStatements(trx, [
            ...reshareStatements(written, paidBy, now),
            ...(await changes.statements(book)),
          ]);
          changed += shareable.length;
          after = last.id;
          // node:sqlite answers synchronously: this lets the event loop breathe between pages
          // (progress, timers). Other requests still wait for the database's one connection,
          // which the transaction holds to the end, as during an import (docs/decisions.md).
          await new Promise((resolve) => setImmediate(resolve));
        }
        return changed;
      });
    },
  };
}
