import type { Kysely } from 'kysely';
import type { AttachmentsTable, Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { GroupAccess } from '../access/group-access.ts';
import * as attachments from './attachments.repository.ts';
import { assertLocked, planToWriteOwned, runLocked } from './group-lock.ts';
import { groupOfTransaction } from './transaction-rows.repository.ts';
import { TRANSACTION_NOT_FOUND } from './transaction-writes.ts';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/**
 * A transaction's attachments: the rows and the transaction's count, under its group's lock (so
 * the group's total is checked against what is committed), bumping its data version so no cached
 * list answers the count as it was. The files are the attachments module's.
 */
export function attachmentWrites(db: Kysely<Database>) {
  return {
    /**
     * Adds the row; `fits(total)` says whether the group may hold `total` bytes (throws if not).
     * 404 when the transaction is gone or not the caller's group's.
     */
    async addAttachment(
      access: GroupAccess,
      row: AttachmentsTable,
      fits: (total: number) => void,
    ): Promise<void> {
      const plan = planToWriteOwned(
        access,
        () => groupOfTransaction(db, row.transaction_id),
        TRANSACTION_NOT_FOUND,
      );
      await runLocked(db, null, plan, async (ctx) => {
        const groupId = await groupOfTransaction(ctx.trx, row.transaction_id);
        if (groupId === undefined) throw notFound(TRANSACTION_NOT_FOUND);
        assertLocked(ctx, groupId);
        fits((await attachments.groupAttachmentBytes(ctx.trx, groupId)) + row.size);
        await attachments.insertAttachments(ctx.trx, [row]);
      });
    },

    async deleteAttachment(access: GroupAccess, attachmentId: string): Promise<void> {
      const plan = planToWriteOwned(
        access,
        () => attachments.groupOfAttachment(db, attachmentId),
        ATTACHMENT_NOT_FOUND,
      );
      await runLocked(db, null, plan, async (ctx) => {
        const groupId = await attachments.groupOfAttachment(ctx.trx, attachmentId);
        if (groupId === undefined) throw notFound(ATTACHMENT_NOT_FOUND);
        assertLocked(ctx, groupId);
        await attachments.deleteAttachment(ctx.trx, attachmentId);
      });
    },
  };
}
