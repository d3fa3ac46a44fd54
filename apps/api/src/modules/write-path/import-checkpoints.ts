import { randomUUID } from 'node:crypto';
import { isoNow } from '../../lib/time.ts';
import { insertCheckpoints } from './checkpoints.repository.ts';
import type { Trx } from './group-lock.ts';
import type { MoneyAccountRow } from './money-accounts.repository.ts';

/** A bank file's closing balance of one of its accounts. */
export interface StatementBalance {
  /** The account the statement's rows go to; null: the group's first open account. */
  moneyAccountId: string | null;
  currency: number;
  date: string;
  /** Signed minor units. */
  balance: number;
}

/**
 * Under the group's lock: each closing balance recorded as a checkpoint of its account, named by
 * the import (its undo removes them). A balance in another currency than the account's says
 * nothing of the account's balance and is left out, as is one whose account is not open.
 */
export async function recordImportCheckpoints(
  trx: Trx,
  accounts: readonly MoneyAccountRow[],
  importBatchId: string,
  balances: readonly StatementBalance[],
): Promise<void> {
  const open = accounts.filter((account) => account.closed_at === null);
  const now = isoNow();
  const rows = balances.flatMap((statement) => {
    const account = statement.moneyAccountId
      ? open.find((a) => a.id === statement.moneyAccountId)
      : open[0];
    if (!account || Number(account.currency) !== statement.currency) return [];
    return [
      {
        id: randomUUID(),
        money_account_id: account.id,
        group_id: account.group_id,
        date: statement.date,
        balance: statement.balance,
        source: 'import' as const,
        import_batch_id: importBatchId,
        reconciled_at: null,
        created_at: now,
      },
    ];
  });
  await insertCheckpoints(trx, rows);
}
