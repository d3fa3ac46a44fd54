import {
  MAX_OTHER_CURRENCY_ROWS,
  MAX_UNCLEARED_ROWS,
  type markClearedRequestSchema,
  type Reconciliation,
  type reconcileRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { balancesAt, MONEY_ACCOUNT_NOT_FOUND, type WritePath } from '../write-path/write-path.ts';
import * as repository from './reconciliation.repository.ts';

/** Reconciling an account against its bank (docs/decisions.md, 'Money accounts'). */
export function createReconciliationService({
  db,
  writes,
}: {
  db: Kysely<Database>;
  writes: WritePath;
}) {
  async function accountOf(groupId: string, accountId: string) {
    const account = await db
      .selectFrom('money_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    if (!account) throw notFound(MONEY_ACCOUNT_NOT_FOUND);
    return account;
  }

  return {
    /** The account at the end of `date`, against the statement's balance when given. */
    async view(
      access: GroupAccess,
      groupId: string,
      accountId: string,
      query: { date: string; balance?: number | undefined },
    ): Promise<Reconciliation> {
      await access.require(groupId, GroupAction.Read);
      const account = await accountOf(groupId, accountId);
      const currency = Number(account.currency);
      const scope = { accountId, currency, date: query.date };
      const { balance, cleared } = await balancesAt(db, account, query.date);
      const statement = query.balance === undefined ? null : toMinorUnits(query.balance);
      const rows = await repository.unclearedRows(db, scope, MAX_UNCLEARED_ROWS);
      const { latest, lastReconciledDate } = await repository.checkpointsOfAccount(db, accountId);
      return {
        moneyAccountId: accountId,
        date: query.date,
        currency,
        balance: fromMinorUnits(balance),
        clearedBalance: fromMinorUnits(cleared),
        statementBalance: statement === null ? null : fromMinorUnits(statement),
        difference: statement === null ? null : fromMinorUnits(cleared - statement),
        uncleared: rows.map((row) => ({ ...row, amount: fromMinorUnits(row.amount) })),
        unclearedCount: await repository.unclearedCount(db, scope),
        otherCurrencies: (
          await repository.otherCurrencyRows(db, scope, MAX_OTHER_CURRENCY_ROWS)
        ).map((row) => ({ ...row, amount: fromMinorUnits(row.amount) })),
        lastReconciledDate,
        latestCheckpoint: latest
          ? {
              date: latest.date,
              balance: fromMinorUnits(Number(latest.balance)),
              source: latest.source as 'manual' | 'import',
            }
          : null,
      };
    },

    async markCleared(
      access: GroupAccess,
      groupId: string,
      accountId: string,
      input: z.output<typeof markClearedRequestSchema>,
    ) {
      return { changed: await writes.markCleared(access, groupId, accountId, input) };
    },

    async reconcile(
      access: GroupAccess,
      groupId: string,
      accountId: string,
      input: z.output<typeof reconcileRequestSchema>,
    ) {
      const reconciled = await writes.reconcile(access, groupId, accountId, input);
      return { reconciled, date: input.date };
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
