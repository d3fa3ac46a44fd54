import {
  TransactionType,
  ReconciliationMessage,
  reconcileDifferenceMessage,
  type markClearedRequestSchema,
  type reconcileRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { dateIn, isoNow, serverTimeZone } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { MONEY_ACCOUNT_NOT_FOUND } from './account-writes.ts';
import { clearedChanges, type StoredRow } from './cleared-changes.ts';
import { insertCheckpoints } from './checkpoints.repository.ts';
import { planToWrite, runLocked, type WriteContext } from './group-lock.ts';
import { accountsOfGroup, timeZoneOf } from './money-accounts.repository.ts';
import * as repository from './reconcile.repository.ts';
import { assertMayChange } from './reconciled-rows.ts';

type MarkInput = z.output<typeof markClearedRequestSchema>;
type ReconcileInput = z.output<typeof reconcileRequestSchema>;

/** A statement of days to come would lock rows before the bank has seen them. */
async function refuseDaysToCome(trx: WriteContext['trx'], groupId: string, date: string) {
  const zone = (await timeZoneOf(trx, groupId)) ?? serverTimeZone();
  if (date <= dateIn(zone)) return;
  const message = ReconciliationMessage.FutureStatement;
  throw validationFailed(message, { date: [message] });
}

/** Under the lock: the group's account, else 404. */
async function accountIn(ctx: WriteContext, groupId: string, accountId: string) {
  const account = (await accountsOfGroup(ctx.trx, groupId)).find((a) => a.id === accountId);
  if (!account) throw notFound(MONEY_ACCOUNT_NOT_FOUND);
  return account;
}

/** Marking rows cleared and reconciling an account (docs/decisions.md, 'Money accounts'). */
export function reconcileWrites(db: Kysely<Database>) {
  return {
    /** Each row's side in the account cleared or not; how many changed. */
    async markCleared(
      access: GroupAccess,
      groupId: string,
      accountId: string,
      input: MarkInput,
    ): Promise<number> {
      return runLocked(db, null, planToWrite(access, groupId), async (ctx) => {
        await accountIn(ctx, groupId, accountId);
        const found = await repository.rowsOfIds(ctx.trx, groupId, input.transactionIds);
        // A settlement between members is kept in an account but is in none (account-sums.ts).
        const inAccount = found.filter(
          (row) =>
            row.to_money_account_id === accountId ||
            (row.money_account_id === accountId &&
              (Number(row.transaction_type) !== TransactionType.Transfer ||
                row.to_money_account_id !== null)),
        );
        if (inAccount.length < input.transactionIds.length) {
          const message = ReconciliationMessage.NotInAccount;
          throw validationFailed(message, { transactionIds: [message] });
        }
        const state = input.cleared ? 1 : 0;
        const isFrom = (row: StoredRow) => row.money_account_id === accountId;
        const sideState = (row: StoredRow) =>
          isFrom(row)
            ? { cleared: Number(row.cleared), reconciled: Number(row.reconciled) }
            : { cleared: Number(row.to_cleared), reconciled: Number(row.to_reconciled) };
        const changing = inAccount.filter((row) => sideState(row).cleared !== state);
        if (!input.cleared) {
          for (const row of changing) {
            const { reconciled } = sideState(row);
            assertMayChange({ reconciled, to_reconciled: 0 }, input.confirmReconciled);
          }
        }
        const ids = (from: boolean) => changing.filter((r) => isFrom(r) === from).map((r) => r.id);
        const next = input.cleared ? { cleared: 1 } : { cleared: 0, reconciled: 0 };
        await repository.setSideState(ctx.trx, 'from', ids(true), next);
        await repository.setSideState(ctx.trx, 'to', ids(false), next);
        ctx.pending.push(...clearedChanges(changing, accountId, input.cleared));
        return changing.length;
      });
    },

    /**
     * The bank's balance at the end of a date agrees with the cleared balance: every cleared
     * side on or before it is locked and the balance recorded as a manual checkpoint. Else 409
     * naming the difference (cleared - statement).
     */
    async reconcile(
      access: GroupAccess,
      groupId: string,
      accountId: string,
      input: ReconcileInput,
    ): Promise<number> {
      return runLocked(db, null, planToWrite(access, groupId), async (ctx) => {
        const account = await accountIn(ctx, groupId, accountId);
        await refuseDaysToCome(ctx.trx, groupId, input.date);
        const statement = toMinorUnits(input.balance);
        const { cleared } = await repository.balancesAt(ctx.trx, account, input.date);
        if (cleared !== statement) {
          const message = reconcileDifferenceMessage(
            fromMinorUnits(cleared - statement).toFixed(2),
          );
          throw conflict(message, { balance: [message] });
        }
        const locked = await repository.lockCleared(ctx.trx, account, input.date);
        const now = isoNow();
        await insertCheckpoints(ctx.trx, [
          {
            id: randomUUID(),
            money_account_id: accountId,
            group_id: groupId,
            date: input.date,
            balance: statement,
            source: 'manual',
            import_batch_id: null,
            reconciled_at: now,
            created_at: now,
          },
        ]);
        return locked;
      });
    },
  };
}
