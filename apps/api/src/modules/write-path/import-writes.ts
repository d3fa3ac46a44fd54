import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { deleteImportCheckpoints } from './checkpoints.repository.ts';
import { runStatements } from './derived.repository.ts';
import { DerivedChanges } from './derived.ts';
import { assertLocked, planToWriteOwned, runLockedBulk } from './group-lock.ts';
import { unconfirmTyped } from './import-confirmations.ts';
import * as imports from './import-rows.repository.ts';
import { assertMayChange } from './reconciled-rows.ts';
import { deleteTransactions } from './recurring-rows.repository.ts';
import { moneyOf } from './transaction-shape.ts';

export const IMPORT_NOT_FOUND = 'Import not found';
const CHUNK = 2000;

/** Undoing an import (its writing is bulk-writes.ts with `importBatch`). */
export function importWrites(db: Kysely<Database>, rates: RatesService) {
  return {
    /**
     * Removes exactly the transactions the import brought in (and their effect on budgets and
     * every rollup), all in one write; the batch stays in the history, marked undone. Reconciled
     * ones among them go only when the request confirms it (409 otherwise).
     */
    async undoImport(
      access: GroupAccess,
      batchId: string,
      confirmReconciled = false,
    ): Promise<number> {
      const plan = planToWriteOwned(
        access,
        () => imports.groupOfImportBatch(db, batchId),
        IMPORT_NOT_FOUND,
      );
      return runLockedBulk(db, rates, plan, async (ctx) => {
        const { trx, book } = ctx;
        const batch = await imports.findImportBatch(trx, batchId);
        if (!batch) throw notFound(IMPORT_NOT_FOUND);
        assertLocked(ctx, batch.group_id);
        if (batch.undone_at !== null) throw conflict('This import has already been undone');
        const locked = await imports.reconciledRowOfBatch(trx, batchId);
        if (locked) assertMayChange(locked, confirmReconciled);
        const budgets = await loadBudgetIndex(trx, [batch.group_id]);
        await runStatements(trx, await unconfirmTyped(trx, batch.group_id, batchId));
        let removed = 0;
        for (;;) {
          const chunk = await imports.rowsOfImportBatch(trx, batchId, CHUNK);
          if (chunk.length === 0) break;
          await deleteTransactions(
            trx,
            chunk.map((entry) => entry.row.id),
          );
          const changes = new DerivedChanges();
          for (const entry of chunk)
            changes.add(moneyOf(entry.row, entry.categoryIds, entry.parts), -1, budgets);
          await runStatements(trx, await changes.statements(book));
          removed += chunk.length;
        }
        await deleteImportCheckpoints(trx, batchId);
        await imports.markImportUndone(trx, batchId, isoNow());
        return removed;
      });
    },
  };
}
