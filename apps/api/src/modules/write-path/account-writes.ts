import {
  Currency,
  DEFAULT_MONEY_ACCOUNT_NAME,
  MoneyAccountKind,
  MoneyAccountMessage,
  nameKey,
  type createMoneyAccountRequestSchema,
  type updateMoneyAccountRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { alreadyExists, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { dateIn, isoNow, serverTimeZone } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { unshareAccount } from './common-money.ts';
import { assertLocked, planToWrite, planToWriteOwned, runLocked, type Trx } from './group-lock.ts';
import { nameTaken as nameTakenIn } from './group-names.repository.ts';
import * as accounts from './money-accounts.repository.ts';
import { dropRuleReferences } from './rule-references.ts';

export const MONEY_ACCOUNT_NOT_FOUND = 'Account not found';

type CreateInput = z.output<typeof createMoneyAccountRequestSchema>;
type UpdateInput = z.output<typeof updateMoneyAccountRequestSchema>;

const nameTaken = () =>
  alreadyExists(MoneyAccountMessage.NameTaken, { name: [MoneyAccountMessage.NameTaken] });

/** A bank identifier another account of the group has: an import could not tell them apart. */
async function checkIdentifier(
  trx: Trx,
  groupId: string,
  identifier: string | null | undefined,
  id: string | null,
) {
  if (!identifier || !(await accounts.identifierTaken(trx, groupId, identifier, id))) return;
  const message = MoneyAccountMessage.IdentifierTaken;
  throw alreadyExists(message, { bankIdentifier: [message] });
}

async function checkOwner(trx: Trx, groupId: string, ownerUserId: string | null | undefined) {
  if (!ownerUserId || (await accounts.isMember(trx, groupId, ownerUserId))) return;
  throw validationFailed(MoneyAccountMessage.OwnerNotMember, {
    ownerUserId: [MoneyAccountMessage.OwnerNotMember],
  });
}

/** A holder who has left the group stays on an edit that resends them unchanged. */
async function checkOwnerChange(
  trx: Trx,
  groupId: string,
  account: { owner_user_id: string | null },
  ownerUserId: string | null | undefined,
) {
  if (ownerUserId === account.owner_user_id) return;
  await checkOwner(trx, groupId, ownerUserId);
}

/**
 * A new group's first account (docs/decisions.md, 'Money accounts'), written in the transaction
 * that creates the group: nobody else can see the group yet, so no lock is needed.
 */
export async function insertFirstAccount(
  trx: Trx,
  groupId: string,
  first: { name: string | null; timeZone: string; currency?: number },
  now = isoNow(),
): Promise<string> {
  const id = randomUUID();
  const accountName = first.name ?? DEFAULT_MONEY_ACCOUNT_NAME;
  await accounts.insertAccount(trx, {
    id,
    group_id: groupId,
    name: accountName,
    name_normalized: nameKey(accountName),
    kind: MoneyAccountKind.Current,
    currency: first.currency ?? Currency.PLN,
    opening_balance: 0,
    opening_date: dateIn(first.timeZone),
    bank_identifier: null,
    owner_user_id: null,
    common_money: 0,
    closed_at: null,
    created_at: now,
    updated_at: now,
  });
  return id;
}

/** Under the lock: the account, still in a group the write locked. */
async function storedAccount(trx: Trx, groupId: string, id: string) {
  const all = await accounts.accountsOfGroup(trx, groupId);
  const account = all.find((a) => a.id === id);
  if (!account) throw notFound(MONEY_ACCOUNT_NOT_FOUND);
  const others = all.filter((a) => a.id !== id);
  const othersOpen = others.some((a) => a.closed_at === null);
  // Where the settlements it kept go when it is deleted: the group's first open account left.
  const heir = others.find((a) => a.closed_at === null) ?? others[0];
  return { account, othersOpen, heir };
}

/**
 * Every reconciled balance of the account counts its opening balance (from its opening date),
 * so changing either once it was reconciled is asked twice, as a reconciled row's change is
 * (docs/decisions.md, 'Money accounts'): 409 unless the request confirms it.
 */
async function checkOpeningChange(trx: Trx, account: accounts.MoneyAccountRow, input: UpdateInput) {
  const balance =
    input.openingBalance === undefined ? undefined : toMinorUnits(input.openingBalance);
  const changes =
    (balance !== undefined && balance !== Number(account.opening_balance)) ||
    (input.openingDate !== undefined && input.openingDate !== account.opening_date);
  if (!changes || input.confirmReconciled || !(await accounts.wasReconciled(trx, account.id))) {
    return;
  }
  const message = MoneyAccountMessage.ReconciledOpening;
  throw conflict(message, { confirmReconciled: [message] });
}

/** Under the lock: the account's new fields, checked (account-writes' updateAccount). */
async function applyUpdate(trx: Trx, groupId: string, id: string, input: UpdateInput) {
  const { account, othersOpen } = await storedAccount(trx, groupId, id);
  const normalized = input.name === undefined ? undefined : nameKey(input.name);
  if (normalized && (await nameTakenIn(trx, 'money_accounts', groupId, normalized, id))) {
    throw nameTaken();
  }
  // Checked when it changes: an account keeps what it had before identifiers were checked.
  if (input.bankIdentifier !== account.bank_identifier)
    await checkIdentifier(trx, groupId, input.bankIdentifier, id);
  await checkOwnerChange(trx, groupId, account, input.ownerUserId);
  await checkOpeningChange(trx, account, input);
  const closing = input.closed === true && account.closed_at === null;
  if (closing && !othersOpen) {
    const message = MoneyAccountMessage.LastOpenAccount;
    throw conflict(message, { closed: [message] });
  }
  if (input.currency !== undefined && input.currency !== Number(account.currency)) {
    const held = await accounts.currenciesHeld(trx, id);
    if (held.some((currency) => currency !== input.currency)) {
      const message = MoneyAccountMessage.OtherCurrencyHeld;
      throw conflict(message, { currency: [message] });
    }
  }
  const now = isoNow();
  const closedAt =
    input.closed === undefined
      ? account.closed_at
      : input.closed
        ? (account.closed_at ?? now)
        : null;
  await accounts.updateAccount(trx, id, {
    ...(input.name === undefined ? {} : { name: input.name, name_normalized: normalized }),
    ...(input.kind === undefined ? {} : { kind: input.kind }),
    ...(input.currency === undefined ? {} : { currency: input.currency }),
    ...(input.openingBalance === undefined
      ? {}
      : { opening_balance: toMinorUnits(input.openingBalance) }),
    ...(input.openingDate === undefined ? {} : { opening_date: input.openingDate }),
    ...(input.bankIdentifier === undefined ? {} : { bank_identifier: input.bankIdentifier }),
    ...(input.ownerUserId === undefined ? {} : { owner_user_id: input.ownerUserId }),
    ...(input.commonMoney === undefined ? {} : { common_money: input.commonMoney ? 1 : 0 }),
    closed_at: closedAt,
    updated_at: now,
  });
  if (input.commonMoney === true && Number(account.common_money) !== 1)
    await unshareAccount(trx, groupId, id);
}

/** A group's money accounts: created, edited, closed and deleted under the group's lock. */
export function accountWrites(db: Kysely<Database>) {
  const planFor = (access: GroupAccess, groupId: string, accountId: string) =>
    planToWriteOwned(
      access,
      async () => {
        const owner = await accounts.groupOfAccount(db, accountId);
        return owner === groupId ? owner : undefined;
      },
      MONEY_ACCOUNT_NOT_FOUND,
    );

  return {
    async createAccount(access: GroupAccess, groupId: string, input: CreateInput) {
      const id = randomUUID();
      return runLocked(db, null, planToWrite(access, groupId), async ({ trx }) => {
        const normalized = nameKey(input.name);
        if (await nameTakenIn(trx, 'money_accounts', groupId, normalized, null)) throw nameTaken();
        await checkIdentifier(trx, groupId, input.bankIdentifier, null);
        await checkOwner(trx, groupId, input.ownerUserId);
        const zone = await accounts.timeZoneOf(trx, groupId);
        const now = isoNow();
        await accounts.insertAccount(trx, {
          id,
          group_id: groupId,
          name: input.name,
          name_normalized: normalized,
          kind: input.kind,
          currency: input.currency,
          opening_balance: toMinorUnits(input.openingBalance),
          opening_date: input.openingDate ?? dateIn(zone ?? serverTimeZone()),
          bank_identifier: input.bankIdentifier,
          owner_user_id: input.ownerUserId,
          common_money: input.commonMoney ? 1 : 0,
          closed_at: null,
          created_at: now,
          updated_at: now,
        });
        return id;
      });
    },

    /**
     * Fields left out stay. Closing the last open account is refused, and so is a currency the
     * account's transactions are not all in (its balance would add other currencies' amounts);
     * a reconciled account's opening balance or date changes only when confirmed.
     */
    async updateAccount(access: GroupAccess, groupId: string, id: string, input: UpdateInput) {
      await runLocked(db, null, planFor(access, groupId, id), async (ctx) => {
        assertLocked(ctx, groupId);
        await applyUpdate(ctx.trx, groupId, id, input);
      });
    },

    /** Only an empty account, and never the group's last open one. */
    async deleteAccount(access: GroupAccess, groupId: string, id: string) {
      await runLocked(db, null, planFor(access, groupId, id), async (ctx) => {
        assertLocked(ctx, groupId);
        const { account, othersOpen, heir } = await storedAccount(ctx.trx, groupId, id);
        if (!heir || (account.closed_at === null && !othersOpen)) {
          throw conflict(MoneyAccountMessage.LastOpenAccount);
        }
        if (await accounts.accountInUse(ctx.trx, id)) {
          throw conflict(MoneyAccountMessage.HoldsTransactions);
        }
        await accounts.deleteAccount(ctx.trx, id, heir.id);
        await dropRuleReferences(ctx.trx, groupId, { moneyAccountId: id });
      });
    },
  };
}
