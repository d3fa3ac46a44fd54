import { type TransactionScope } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { isoNow } from '../../lib/time.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import type { AttachmentRoom } from './attachment-room.ts';
import { applyMoves } from './derived.ts';
import { planToWrite, planToWriteOwned, runLocked } from './group-lock.ts';
import { deleteFollowing } from './recurring-following.ts';
import { claimKey, keyedTransaction, requestHash } from './idempotency.ts';
import { assertMayChange } from './reconciled-rows.ts';
import * as rows from './transaction-rows.repository.ts';
import { moneyOf, type TransactionInput } from './transaction-shape.ts';
import {
  createUnderLock,
  stored,
  TRANSACTION_NOT_FOUND,
  updateUnderLock,
  type UpdateInput,
} from './transaction-under-lock.ts';

export {
  assertCategoriesInGroup,
  categoryList,
  linksOf,
  moneyOf,
  signedMinorUnits,
  transactionRow,
  type TransactionInput,
} from './transaction-shape.ts';
import { newTransactionId } from './transaction-ids.ts';
export { SETTLEMENT_NOT_EDITABLE, TRANSACTION_NOT_FOUND } from './transaction-under-lock.ts';

/** `room`: the attachments a group may hold, checked when a transaction moves in (null: none). */
export function transactionWrites(
  db: Kysely<Database>,
  rates: RatesService,
  room: AttachmentRoom | null,
) {
  const planFor = (access: GroupAccess, transactionId: string, alsoInto?: string) =>
    planToWriteOwned(
      access,
      () => rows.groupOfTransaction(db, transactionId),
      TRANSACTION_NOT_FOUND,
      alsoInto,
    );

  // Each write reads what it must under the lock, then sends its rows, their derived rows and
  // the version bump together (one round trip on PostgreSQL) while the group stays locked.
  return {
    /** A recurring one starts a series: this is its first occurrence (docs/decisions.md). */
    async createTransaction(access: GroupAccess, input: TransactionInput): Promise<string> {
      const id = newTransactionId();
      return runLocked(db, rates, planToWrite(access, input.groupId), async (ctx) => {
        await createUnderLock(ctx, access, id, input);
        return id;
      });
    },

    /**
     * A create the client may send again with the same key: the first creates, every repeat
     * (one racing it too) answers the transaction the first created, `repeated`. A repeat is
     * told by `sent`, the request as the client sent it: what the group's rules filled in may
     * have changed since, and a retry of the same request must still be its repeat.
     */
    async createTransactionOnce(
      access: GroupAccess,
      input: TransactionInput,
      key: string,
      sent: unknown = input,
    ): Promise<{ id: string; repeated: boolean }> {
      const hash = requestHash(sent);
      const known = await keyedTransaction(db, access.userId, key, hash);
      if (known !== undefined) return { id: known, repeated: true };
      const id = newTransactionId();
      return runLocked(db, rates, planToWrite(access, input.groupId), async (ctx) => {
        const claim = { userId: access.userId, key, hash };
        const first = await claimKey(ctx.trx, claim, id, isoNow());
        if (first !== undefined) return { id: first, repeated: true };
        await createUnderLock(ctx, access, id, input);
        return { id, repeated: false };
      });
    },

    /**
     * May move the transaction to another group the caller can write in. An occurrence of a
     * series changes alone, or with `scope` 'following' with the rest of its series; a one-off
     * that becomes recurring starts a series.
     */
    async updateTransaction(
      access: GroupAccess,
      input: UpdateInput,
      scope: TransactionScope = 'this',
    ): Promise<string> {
      const id = input.transactionId;
      return runLocked(db, rates, planFor(access, id, input.groupId), async (ctx) => {
        await updateUnderLock(ctx, access, input, scope, room);
        return id;
      });
    },

    /**
     * `scope` 'following': an occurrence and the rest of its series. A reconciled one only
     * `confirmReconciled`.
     */
    async deleteTransaction(
      access: GroupAccess,
      transactionId: string,
      scope: TransactionScope = 'this',
      confirmReconciled = false,
    ): Promise<void> {
      await runLocked(db, rates, planFor(access, transactionId), async (ctx) => {
        const current = await stored(ctx, transactionId);
        assertMayChange(current.row, confirmReconciled);
        if (current.row.series_id !== null && scope === 'following') {
          await applyMoves(ctx, await deleteFollowing(ctx, current, confirmReconciled));
          return;
        }
        ctx.pending.push(rows.deleteTransactionStatement(transactionId));
        await applyMoves(ctx, [
          { row: moneyOf(current.row, current.categoryIds, current.parts), direction: -1 },
        ]);
      });
    },
  };
}
