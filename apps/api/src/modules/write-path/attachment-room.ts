import { groupFullMessage } from '@budget/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { groupAttachmentBytes, transactionAttachmentBytes } from './attachments.repository.ts';

/** The most a group's attachments may take (docs/decisions.md, 'Attachments'). */
export interface AttachmentRoom {
  maxGroupBytes: number;
  maxGroupMb: number;
}

/**
 * A transaction moving into `groupId` takes its attachments along: refused, under the field
 * that moves it, when the group would then hold more than it may, as an upload there would be.
 */
export async function assertAttachmentsMoveIn(
  trx: Transaction<Database>,
  room: AttachmentRoom,
  transactionId: string,
  groupId: string,
): Promise<void> {
  const moving = await transactionAttachmentBytes(trx, transactionId);
  if (moving === 0) return;
  if ((await groupAttachmentBytes(trx, groupId)) + moving <= room.maxGroupBytes) return;
  const message = groupFullMessage(room.maxGroupMb);
  throw validationFailed(message, { groupId: [message] });
}
