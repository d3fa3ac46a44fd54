import type {
  MoneyAccount,
  createMoneyAccountRequestSchema,
  createTransferRequestSchema,
  updateMoneyAccountRequestSchema,
  updateTransferRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { MONEY_ACCOUNT_NOT_FOUND, type WritePath } from '../write-path/write-path.ts';
import { balanceHistory, historyWindow, type HistoryWindow } from './balance-history.ts';
import { KeptByVersion } from './kept-by-version.ts';
import * as repository from './money-accounts.repository.ts';
import { createReconciliationService } from './reconciliation.service.ts';

type AccountRow = Awaited<ReturnType<typeof repository.accountsOf>>[number];
type SumRow = Awaited<ReturnType<typeof repository.sumsOf>>[number];
type CheckpointRow = Awaited<ReturnType<typeof repository.checkpointsOf>>[number];
type YearSumRow = Awaited<ReturnType<typeof repository.yearSumsOf>>[number];

/** The account's balance over the last year, from its balance now and the months since. */
function historyOf(
  account: MoneyAccount,
  row: AccountRow,
  sums: YearSumRow[],
  window: HistoryWindow,
) {
  const periods = new Map(sums.map((sum) => [sum.period, Number(sum.amount)]));
  const balance = toMinorUnits(account.balance);
  return balanceHistory(window, { balance, openingDate: row.opening_date }, periods);
}

/**
 * The account's latest bank-file checkpoint when its balance is not the account's at its date
 * (they come latest first): an older file's is history, and a newer one that matches settles it.
 * A reconciliation's balance is left out: it was the cleared balance when it was recorded, and a
 * row dated before it but not yet on the statement (a card payment the bank books later) is no
 * difference to flag (docs/decisions.md, 'Money accounts').
 */
function mismatchOf(checkpoints: CheckpointRow[]): MoneyAccount['checkpointMismatch'] {
  const latest = checkpoints.find((c) => c.source === 'import');
  if (!latest) return null;
  const balance = Number(latest.balance);
  const accountBalance = Number(latest.account_balance);
  if (balance === accountBalance) return null;
  return {
    date: latest.date,
    balance: fromMinorUnits(balance),
    accountBalance: fromMinorUnits(accountBalance),
    difference: fromMinorUnits(accountBalance - balance),
  };
}
type TransferInput = z.output<typeof createTransferRequestSchema>;

/** An account with its balance: the opening balance and what it holds in its own currency. */
function toAccount(row: AccountRow, sums: SumRow[], checkpoints: CheckpointRow[]): MoneyAccount {
  const currency = Number(row.currency);
  let balance = Number(row.opening_balance);
  let cleared = Number(row.opening_balance);
  let transactionCount = 0;
  let last: string | null = null;
  const otherCurrencies: MoneyAccount['otherCurrencies'] = [];
  for (const sum of sums) {
    const amount = Number(sum.amount);
    transactionCount += Number(sum.count);
    if (sum.last_day !== null && (last === null || String(sum.last_day) > last)) {
      last = String(sum.last_day);
    }
    if (Number(sum.currency) === currency) {
      balance += amount;
      cleared += Number(sum.cleared_amount);
    } else if (Number(sum.count) > 0 || amount !== 0) {
      otherCurrencies.push({ currency: Number(sum.currency), amount: fromMinorUnits(amount) });
    }
  }
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    kind: Number(row.kind) as MoneyAccount['kind'],
    currency,
    openingBalance: fromMinorUnits(Number(row.opening_balance)),
    openingDate: row.opening_date,
    bankIdentifier: row.bank_identifier,
    ownerUserId: row.owner_user_id,
    commonMoney: Number(row.common_money) === 1,
    closed: row.closed_at !== null,
    closedAt: row.closed_at,
    balance: fromMinorUnits(balance),
    otherCurrencies: otherCurrencies.sort((a, b) => a.currency - b.currency),
    transactionCount,
    lastTransactionDate: last,
    clearedBalance: fromMinorUnits(cleared),
    lastReconciledDate: checkpoints.find((c) => c.reconciled_at !== null)?.date ?? null,
    checkpointMismatch: mismatchOf(checkpoints),
    balanceHistory: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A group's money accounts and the transfers between them (docs/decisions.md, 'Money accounts'). */
export function createMoneyAccountsService({
  db,
  writes,
}: {
  db: Kysely<Database>;
  writes: WritePath;
}) {
  // An account's sums span its whole history: read once per data version of the group.
  const keptSums = new KeptByVersion<SumRow[]>();

  async function list(access: GroupAccess, groupId: string): Promise<MoneyAccount[]> {
    await access.require(groupId, GroupAction.Read);
    const timeZone = (await repository.timeZoneOf(db, groupId)) ?? serverTimeZone();
    const window = historyWindow(dateIn(timeZone));
    const rows = await repository.accountsOf(db, groupId);
    const [sums, checkpoints, yearSums] = [
      await keptSums.get(await access.versionsOf([groupId]), () => repository.sumsOf(db, groupId)),
      await repository.checkpointsOf(db, groupId),
      await repository.yearSumsOf(db, rows, window.since, window.today),
    ];
    return rows.map((row) => {
      const account = toAccount(
        row,
        sums.filter((sum) => sum.money_account_id === row.id),
        checkpoints.filter((checkpoint) => checkpoint.money_account_id === row.id),
      );
      const year = yearSums.filter((sum) => sum.money_account_id === row.id);
      return { ...account, balanceHistory: historyOf(account, row, year, window) };
    });
  }

  /** The account as it is just after a write (404 when deleted meanwhile). */
  async function one(access: GroupAccess, groupId: string, id: string) {
    // The write moved the group's data version: read anew, so the kept sums are the new ones.
    access.wrote();
    const found = (await list(access, groupId)).find((account) => account.id === id);
    if (!found) throw notFound(MONEY_ACCOUNT_NOT_FOUND);
    return found;
  }

  return {
    list,
    reconciliation: createReconciliationService({ db, writes }),

    async create(
      access: GroupAccess,
      groupId: string,
      input: z.output<typeof createMoneyAccountRequestSchema>,
    ) {
      const id = await writes.createAccount(access, groupId, input);
      return one(access, groupId, id);
    },

    async update(
      access: GroupAccess,
      groupId: string,
      id: string,
      input: z.output<typeof updateMoneyAccountRequestSchema>,
    ) {
      await writes.updateAccount(access, groupId, id, input);
      return one(access, groupId, id);
    },

    remove: (access: GroupAccess, groupId: string, id: string) =>
      writes.deleteAccount(access, groupId, id),

    /** The transfer's id; the transactions service answers it as a transaction. */
    createTransfer: (access: GroupAccess, groupId: string, input: TransferInput) =>
      writes.createTransfer(access, groupId, input),

    async updateTransfer(
      access: GroupAccess,
      groupId: string,
      id: string,
      input: z.output<typeof updateTransferRequestSchema>,
    ) {
      await writes.updateTransfer(access, groupId, id, input);
      return id;
    },
  };
}

export type MoneyAccountsService = ReturnType<typeof createMoneyAccountsService>;
