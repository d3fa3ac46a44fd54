import {
  MoneyAccountMessage,
  TransactionType,
  type TransactionScope,
  type updateTransactionRequestSchema,
} from '@budget/contract';
import type { z } from 'zod';
import { badRequest, notFound, validationFailed } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { accountFor } from './account-choice.ts';
import { assertAttachmentsMoveIn, type AttachmentRoom } from './attachment-room.ts';
import { applyMoves, type Move } from './derived.ts';
import { assertLocked, type WriteContext } from './group-lock.ts';
import { editFollowing } from './recurring-following.ts';
import { startSeries } from './recurring-writes.ts';
import { assertMayChange, keptClearing } from './reconciled-rows.ts';
import {
  answeredParts,
  keptParts,
  partsOfInput,
  withPartCategories,
  type Parts,
} from './category-parts.ts';
import { keptPartsStatement } from './category-parts.repository.ts';
import { NOT_SHARED, resolveSharing } from './splits.ts';
import { defaultPayer, unsharedIn } from './common-money.ts';
import { commonAccountIds } from './money-accounts.repository.ts';
import { linkTags, relinkTags, tagsAfterEdit } from './transaction-tags.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import {
  assertCategoriesInGroup,
  keptFromImport,
  keptInSeries,
  moneyOf,
  transactionRow,
  type TransactionInput,
} from './transaction-shape.ts';

// What a create and an update of one transaction do once its group is locked (runLocked in
// group-lock.ts); transaction-writes.ts takes the lock.

export type UpdateInput = z.output<typeof updateTransactionRequestSchema>;

/**
 * Whether an edit of a one-off makes it repeat: its repeat setting changes to a period, or, for
 * a row flagged recurring before series existed (or restored from a backup), changes at all.
 * Saving such a row as it was keeps it a one-off rather than starting a series unasked.
 */
function startsRepeating(current: TransactionRow, input: UpdateInput): boolean {
  if (!input.recurring) return false;
  if (!current.recurring) return true;
  const period = current.recurring_period === null ? null : Number(current.recurring_period);
  return period !== input.recurringPeriod || current.end_date !== input.endDate;
}

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const SETTLEMENT_NOT_EDITABLE =
  'A recorded payment cannot be edited: delete it and record it again';

/**
 * Links the transaction to categories, which must be the group's: checked by the insert itself,
 * under the group's lock (none can vanish before the commit); 400 for any other.
 */
function link(ctx: WriteContext, id: string, groupId: string, categoryIds: string[], parts: Parts) {
  if (categoryIds.length === 0) return;
  const check = async (linked: number) => {
    if (linked < categoryIds.length) await assertCategoriesInGroup(ctx.trx, groupId, categoryIds);
  };
  ctx.pending.push(rows.linkStatement(id, groupId, categoryIds, check, parts));
}

/** Under the lock: the transaction as stored, still in a group that was locked. */
export async function stored(ctx: WriteContext, id: string) {
  const current = await rows.findTransaction(ctx.trx, id);
  if (!current) throw notFound(TRANSACTION_NOT_FOUND);
  assertLocked(ctx, current.row.group_id);
  return current;
}

type Stored = Awaited<ReturnType<typeof stored>>;

export async function createUnderLock(
  ctx: WriteContext,
  access: GroupAccess,
  id: string,
  sent: TransactionInput,
) {
  const input = withPartCategories(sent);
  const account = await accountFor(ctx.trx, input.groupId, { requested: input.moneyAccountId });
  let row = transactionRow(id, input, account.id, isoNow(), access.userId);
  const amount = Math.abs(row.amount);
  const payer = input.paidBy ? access.userId : await defaultPayer(ctx.trx, account, access.userId);
  const sharing = unsharedIn(account, input.transactionType)
    ? NOT_SHARED
    : await resolveSharing(ctx, input.groupId, input, amount, payer, null, input.transactionType);
  row = { ...row, ...sharing };
  const caughtUp: Move[] = [];
  if (input.recurring) {
    // Checked first: the series' occurrences are written before this row.
    await assertCategoriesInGroup(ctx.trx, input.groupId, input.categoryIds);
    const started = await startSeries(ctx, input, row);
    row = started.row;
    caughtUp.push(...started.moves);
  }
  ctx.pending.push(...rows.insertTransactionStatements(row));
  const parts = partsOfInput(input, row.amount);
  link(ctx, id, input.groupId, input.categoryIds, parts);
  linkTags(ctx, id, input.groupId, input.tagIds);
  await applyMoves(ctx, [
    ...caughtUp,
    { row: moneyOf(row, input.categoryIds, parts), direction: 1 },
  ]);
}

/**
 * The edited row as its series makes it, with the occurrences the edit removes or catches up
 * (applied with this one's); `written`: the series' edit wrote the row itself.
 */
async function seriesEdit(
  ctx: WriteContext,
  current: Stored,
  input: UpdateInput,
  row: TransactionRow,
  scope: TransactionScope,
): Promise<{ row: TransactionRow; others: Move[]; written: boolean }> {
  if (current.row.series_id !== null && scope === 'following') {
    // Writes the row itself, before the series catches up (recurring-following.ts).
    const edited = await editFollowing(ctx, current, input, row);
    return { row: edited.row, others: edited.moves, written: true };
  }
  if (current.row.series_id === null && startsRepeating(current.row, input)) {
    await assertCategoriesInGroup(ctx.trx, input.groupId, input.categoryIds);
    const started = await startSeries(ctx, input, row);
    return { row: started.row, others: started.moves, written: false };
  }
  return { row: keptInSeries(row, current.row), others: [], written: false };
}

export async function updateUnderLock(
  ctx: WriteContext,
  access: GroupAccess,
  sent: UpdateInput,
  scope: TransactionScope,
  room: AttachmentRoom | null,
) {
  let input = withPartCategories(sent);
  const id = input.transactionId;
  const current = await stored(ctx, id);
  // A transfer between accounts is edited as one (transfer-writes.ts).
  if (current.row.to_money_account_id !== null)
    throw badRequest(MoneyAccountMessage.EditTransferHere);
  // A settlement is a Transfer (docs/decisions.md, 'Splits'): made an expense it would
  // count in budgets and reports, made an income it would turn its balances around.
  if (Number(current.row.transaction_type) === TransactionType.Transfer)
    throw validationFailed(SETTLEMENT_NOT_EDITABLE, {
      transactionId: [SETTLEMENT_NOT_EDITABLE],
    });
  assertMayChange(current.row, input.confirmReconciled);
  const { created_by, created_at } = current.row;
  const sameGroup = input.groupId === current.row.group_id;
  const account = await accountFor(ctx.trx, input.groupId, {
    requested: input.moneyAccountId,
    keep: sameGroup ? current.row.money_account_id : null,
  });
  const updated = keptClearing(
    keptFromImport(
      transactionRow(id, input, account.id, isoNow(), created_by, created_at),
      current.row,
    ),
    current.row,
  );
  const parts = keptParts(current, input, updated);
  // The series an edit starts or continues takes the parts kept too.
  input = { ...input, categoryParts: answeredParts(parts) };
  // Moved to another group, or out of the household's common money, it is shared as a new
  // transaction there would be.
  const fromCommon =
    sameGroup &&
    account.id !== current.row.money_account_id &&
    (await commonAccountIds(ctx.trx, updated.group_id)).has(current.row.money_account_id);
  const before = updated.group_id === current.row.group_id && !fromCommon ? current.row : null;
  const amount = Math.abs(updated.amount);
  const type = updated.transaction_type;
  const payer =
    before === null && !input.paidBy
      ? await defaultPayer(ctx.trx, account, access.userId)
      : access.userId;
  const sharing = unsharedIn(account, type)
    ? NOT_SHARED
    : await resolveSharing(ctx, updated.group_id, input, amount, payer, before, type);
  const moved = input.groupId !== current.row.group_id;
  if (moved && room && Number(current.row.attachment_count) > 0)
    await assertAttachmentsMoveIn(ctx.trx, room, id, input.groupId);
  // A series made or continued from this row takes the tags the row ends up with.
  const makesSeries =
    current.row.series_id === null
      ? startsRepeating(current.row, input)
      : scope === 'following' && !moved;
  const seriesInput = makesSeries
    ? { ...input, tagIds: await tagsAfterEdit(ctx, id, input.tagIds, moved) }
    : input;
  const { row, others, written } = await seriesEdit(
    ctx,
    current,
    seriesInput,
    { ...updated, ...sharing },
    scope,
  );
  // Links the group keeps stay; in another group every category must be checked anew.
  const kept = row.group_id === current.row.group_id ? current.categoryIds : [];
  const added = input.categoryIds.filter((categoryId) => !kept.includes(categoryId));
  const stay = kept.filter((categoryId) => input.categoryIds.includes(categoryId));
  ctx.pending.push(
    ...(written ? [] : [rows.updateTransactionStatement(row)]),
    rows.unlinkStatement(id, stay),
  );
  if (parts || current.parts) ctx.pending.push(keptPartsStatement(id, stay, parts));
  link(ctx, id, input.groupId, added, parts);
  await relinkTags(ctx, id, input.groupId, input.tagIds, moved);
  await applyMoves(ctx, [
    ...others,
    { row: moneyOf(current.row, current.categoryIds, current.parts), direction: -1 },
    { row: moneyOf(row, input.categoryIds, parts), direction: 1 },
  ]);
}
