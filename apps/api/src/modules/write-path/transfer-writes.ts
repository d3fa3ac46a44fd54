import {
  ENTRY_NAMES,
  MAX_AMOUNT,
  MoneyAccountMessage,
  TransactionType,
  type Language,
  type createTransferRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound, validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { convertTotal } from '../currencies/conversion.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { chooseAccount } from './account-choice.ts';
import { applyMoves } from './derived.ts';
import {
  assertLocked,
  planToWrite,
  planToWriteOwned,
  runLocked,
  type WriteContext,
} from './group-lock.ts';
import { accountsOfGroup, type MoneyAccountRow } from './money-accounts.repository.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import { assertMayChange, keptClearing } from './reconciled-rows.ts';
import { moneyOf, NOT_CLEARED } from './transaction-shape.ts';
import { TRANSACTION_NOT_FOUND } from './transaction-writes.ts';
import { newTransactionId } from './transaction-ids.ts';

type TransferInput = z.output<typeof createTransferRequestSchema> & { confirmReconciled?: boolean };

/**
 * A transfer sent without a name is named in the language of the member who writes it
 * (docs/decisions.md, 'Languages'), as the web app's transfer form names a new one.
 */
function named(input: TransferInput, language: Language): TransferInput & { name: string } {
  return { ...input, name: input.name ?? ENTRY_NAMES[language].transfer };
}

/**
 * What arrives, in minor units of the destination's currency: the amount given, else the same
 * amount between accounts of one currency, else the amount converted exactly at the date's rate.
 */
async function arriving(
  ctx: WriteContext,
  input: TransferInput,
  from: MoneyAccountRow,
  to: MoneyAccountRow,
): Promise<number> {
  if (input.toAmount !== null) return toMinorUnits(input.toAmount);
  const minor = toMinorUnits(input.amount);
  const [source, destination] = [Number(from.currency), Number(to.currency)];
  if (source === destination) return minor;
  const { totalMinor, unconverted } = convertTotal(
    await ctx.book(),
    [{ currency: source, date: input.date, amountMinor: minor }],
    destination,
  );
  if (unconverted.length > 0 || totalMinor <= 0n) {
    const message =
      unconverted.length > 0
        ? MoneyAccountMessage.NoRateForTransfer
        : MoneyAccountMessage.ConvertedTooSmall;
    throw validationFailed(message, { toAmount: [message] });
  }
  // Stored, it must still be an amount a backup and a form can carry.
  if (totalMinor > BigInt(toMinorUnits(MAX_AMOUNT))) {
    const message = MoneyAccountMessage.ConvertedTooLarge;
    throw validationFailed(message, { toAmount: [message] });
  }
  return Number(totalMinor);
}

/**
 * The transfer's row: a Transfer out of the source (negative, in its currency) into the
 * destination (`to_amount`, positive, in its currency), shared by nobody (docs/decisions.md,
 * 'Money accounts'). `kept`: accounts an edit may keep although they were closed since.
 */
async function transferRow(
  ctx: WriteContext,
  groupId: string,
  input: TransferInput & { name: string },
  base: { id: string; createdBy: string | null; createdAt?: string },
  kept: { from?: string; to?: string } = {},
): Promise<TransactionRow> {
  const accounts = await accountsOfGroup(ctx.trx, groupId);
  const pick = (id: string, keep: string | undefined, field: string) =>
    chooseAccount(accounts, id === keep ? { keep: id, field } : { requested: id, field });
  const from = pick(input.fromMoneyAccountId, kept.from, 'fromMoneyAccountId');
  const to = pick(input.toMoneyAccountId, kept.to, 'toMoneyAccountId');
  const now = isoNow();
  return {
    id: base.id,
    group_id: groupId,
    transaction_type: TransactionType.Transfer,
    name: input.name,
    description: input.description,
    amount: -toMinorUnits(input.amount),
    currency: Number(from.currency),
    date: input.date,
    recurring: false,
    recurring_period: null,
    end_date: null,
    category_ids: '',
    created_by: base.createdBy,
    created_at: base.createdAt ?? now,
    updated_at: now,
    series_id: null,
    occurrence_date: null,
    import_batch_id: null,
    bank_id: null,
    paid_by: null,
    split: null,
    money_account_id: from.id,
    to_money_account_id: to.id,
    to_amount: await arriving(ctx, input, from, to),
    to_currency: Number(to.currency),
    ...NOT_CLEARED,
  };
}

/**
 * An edit that names no arriving amount and moves the same amount between the same accounts on
 * the same day keeps what arrived: the bank's figure (typed, or reconciled) is not worked out
 * again from the day's rate by an edit of the name.
 */
function withArrivedKept(input: TransferInput, current: TransactionRow): TransferInput {
  const sameMove =
    input.toAmount === null &&
    current.to_amount !== null &&
    toMinorUnits(input.amount) === -Number(current.amount) &&
    input.date === current.date &&
    input.fromMoneyAccountId === current.money_account_id &&
    input.toMoneyAccountId === current.to_money_account_id;
  return sameMove ? { ...input, toAmount: fromMinorUnits(Number(current.to_amount)) } : input;
}

/** Transfers between a group's accounts: created and edited here, deleted as any transaction. */
export function transferWrites(db: Kysely<Database>, rates: RatesService) {
  return {
    async createTransfer(access: GroupAccess, groupId: string, input: TransferInput) {
      const id = newTransactionId();
      return runLocked(db, rates, planToWrite(access, groupId), async (ctx) => {
        const base = { id, createdBy: access.userId };
        const row = await transferRow(ctx, groupId, named(input, access.language), base);
        ctx.pending.push(...rows.insertTransactionStatements(row));
        await applyMoves(ctx, [{ row: moneyOf(row, []), direction: 1 }]);
        return id;
      });
    },

    /** The whole transfer again; only a transfer between accounts of this group. */
    async updateTransfer(access: GroupAccess, groupId: string, id: string, input: TransferInput) {
      const plan = planToWriteOwned(
        access,
        async () => {
          const owner = await rows.groupOfTransaction(db, id);
          return owner === groupId ? owner : undefined;
        },
        TRANSACTION_NOT_FOUND,
      );
      await runLocked(db, rates, plan, async (ctx) => {
        const current = await rows.findTransaction(ctx.trx, id);
        if (!current || current.row.group_id !== groupId) throw notFound(TRANSACTION_NOT_FOUND);
        assertLocked(ctx, groupId);
        if (current.row.to_money_account_id === null) {
          throw badRequest(MoneyAccountMessage.NotATransfer);
        }
        assertMayChange(current.row, input.confirmReconciled);
        const edited = await transferRow(
          ctx,
          groupId,
          named(withArrivedKept(input, current.row), access.language),
          { id, createdBy: current.row.created_by, createdAt: current.row.created_at },
          { from: current.row.money_account_id, to: current.row.to_money_account_id },
        );
        const row = keptClearing(edited, current.row);
        ctx.pending.push(rows.updateTransactionStatement(row));
        await applyMoves(ctx, [
          { row: moneyOf(current.row, []), direction: -1 },
          { row: moneyOf(row, []), direction: 1 },
        ]);
      });
    },
  };
}
