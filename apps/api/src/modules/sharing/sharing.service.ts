import {
  Currency,
  ENTRY_NAMES,
  SplitMethod,
  TransactionType,
  type DefaultSplit,
  type GroupBalances,
  type GroupSettleUp,
  type GroupSharing,
  type Language,
  type createSettlementRequestSchema,
  type groupSharingRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { memberName } from '../../lib/member-name.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { MoneyAlerts } from '../notifications/notifications.service.ts';
import type { MoneyServiceDeps, TransactionInput } from '../write-path/write-path.ts';
import { storedDefaultSplit } from './default-split.ts';
import * as repository from './sharing.repository.ts';
import { settleUp } from './settle-up.ts';
import { memberFigures, type MemberFigures } from './member-figures.ts';

type SettlementInput = z.output<typeof createSettlementRequestSchema>;
type SharingInput = z.output<typeof groupSharingRequestSchema>;

/** Groups' computed figures kept per process (a few hundred bytes each). */
const FIGURES_KEPT = 256;

/** Everyone with figures: members, then former members, named or (their account gone) not. */
async function peopleWithFigures(db: Kysely<Database>, groupId: string, users: Set<string>) {
  const { members, former } = await repository.peopleOf(db, groupId, [...users]);
  const people = [
    ...members.map((user) => ({ user, former: false })),
    ...former.map((user) => ({ user, former: true })),
  ];
  // Former members whose account is gone are named by nothing but their id.
  const gone = [...users].filter((id) => !people.some((p) => p.user.id === id));
  return [
    ...people.map(({ user, former: left }) => ({ id: user.id, name: memberName(user), left })),
    ...gone.map((id) => ({ id, name: null, left: true })),
  ];
}

async function balancesOf(
  db: Kysely<Database>,
  groupId: string,
  currency: number,
  { minors, users, unconverted }: MemberFigures,
): Promise<GroupBalances> {
  const rows = await peopleWithFigures(db, groupId, users);
  const none = { paid: 0n, share: 0n, incomes: 0n, payments: 0n, balance: 0n };
  const figures = (id: string) => minors.get(id) ?? none;
  return {
    currency,
    members: rows.map((row) => {
      const { paid, share, incomes, payments, balance } = figures(row.id);
      return {
        userId: row.id,
        name: row.name,
        former: row.left,
        paid: fromMinorUnits(paid),
        share: fromMinorUnits(share),
        incomes: fromMinorUnits(incomes),
        payments: fromMinorUnits(payments),
        balance: fromMinorUnits(balance),
      };
    }),
    settleUp: settleUp(rows.map((row) => ({ userId: row.id, minor: figures(row.id).balance }))).map(
      (t) => ({
        fromUserId: t.fromUserId,
        toUserId: t.toUserId,
        amount: fromMinorUnits(t.minor),
      }),
    ),
    unconverted,
  };
}

async function settlementCurrency(db: Kysely<Database>, groupId: string): Promise<number> {
  return Number((await repository.sharingOf(db, groupId))?.settlement_currency ?? Currency.PLN);
}

function groupBalances({ db, rates }: Pick<MoneyServiceDeps, 'db' | 'rates'>) {
  const computedFigures = new Map<string, MemberFigures>();
  const balances = async (access: GroupAccess, groupId: string): Promise<GroupBalances> => {
    await access.require(groupId, GroupAction.Read);
    const currency = await settlementCurrency(db, groupId);
    // The group's data version changes with every write to its money, by any process: a
    // figure computed for one version and rates stamp stays true (docs/performance.md).
    const key = `${groupId}|${await access.versionsOf([groupId])}|${access.ratesStamp}|${currency}`;
    let computed = computedFigures.get(key);
    if (!computed) {
      const book = await rates.bookAt(access.ratesStamp);
      computed = await memberFigures(db, groupId, currency, book);
      computedFigures.set(key, computed);
      if (computedFigures.size > FIGURES_KEPT) {
        computedFigures.delete(computedFigures.keys().next().value as string);
      }
    }
    return balancesOf(db, groupId, currency, computed);
  };
  return {
    balances,

    /**
     * Who owes whom in each of the groups the caller may read (all theirs when none named): each
     * group's own balances and settle-up proposal, as its balances screen shows them, for the
     * groups with a transfer to propose.
     */
    async settleUp(access: GroupAccess, requested: string[]): Promise<GroupSettleUp[]> {
      const found: GroupSettleUp[] = [];
      for (const groupId of await access.groupsFor(GroupAction.Read, requested)) {
        const group = await balances(access, groupId);
        if (group.settleUp.length === 0) continue;
        const named = new Set(group.settleUp.flatMap((t) => [t.fromUserId, t.toUserId]));
        found.push({
          groupId,
          currency: group.currency,
          settleUp: group.settleUp,
          people: group.members
            .filter((member) => named.has(member.userId))
            .map(({ userId, name, former }) => ({ userId, name, former })),
          unconverted: group.unconverted,
        });
      }
      return found;
    },
  };
}

/**
 * A settlement is a Transfer: it moves balances only, never income, expense or budgets. It is
 * named in the language of the member who records it (docs/decisions.md, 'Languages').
 */
function settlementTransfer(
  groupId: string,
  input: SettlementInput,
  language: Language,
): TransactionInput {
  if (input.fromUserId === input.toUserId) {
    const message = 'A member cannot pay themselves';
    throw validationFailed(message, { toUserId: [message] });
  }
  return {
    transactionType: TransactionType.Transfer,
    name: ENTRY_NAMES[language].settlement,
    description: input.note,
    groupId,
    categoryIds: [],
    date: input.date,
    amount: input.amount,
    currency: input.currency,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    paidBy: input.fromUserId,
    split: {
      method: SplitMethod.Exact,
      parts: [{ userId: input.toUserId, value: input.amount }],
    },
  } as unknown as TransactionInput;
}

/** The transfer's payer is the request's `fromUserId` and its split the `toUserId`: named so. */
const settlementField = (field: string) =>
  /^paidBy\b/.test(field) ? 'fromUserId' : /^split\b/.test(field) ? 'toUserId' : field;

function inSettlementTerms(error: unknown): unknown {
  if (!(error instanceof AppError) || error.details === null) return error;
  const details: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.details)) {
    (details[settlementField(field)] ??= []).push(...messages);
  }
  const named = new AppError(error.statusCode, error.code, error.message, details);
  named.headers = error.headers;
  return named;
}

function sharingSettings(db: Kysely<Database>) {
  return {
    async sharing(access: GroupAccess, groupId: string): Promise<GroupSharing> {
      await access.require(groupId, GroupAction.Read);
      const row = await repository.sharingOf(db, groupId);
      return {
        settlementCurrency: Number(row?.settlement_currency ?? Currency.PLN),
        defaultSplit: row?.default_split ? (JSON.parse(row.default_split) as DefaultSplit) : null,
        equalAmong: row?.equal_among === 'everyone' ? 'everyone' : 'payers',
        splitIncomes: Number(row?.split_incomes ?? 0) === 1,
      };
    },

    async setSharing(access: GroupAccess, groupId: string, input: SharingInput) {
      await access.require(groupId, GroupAction.EditGroup);
      const split = input.defaultSplit ? storedDefaultSplit(input.defaultSplit) : null;
      if (split) {
        const { members } = await repository.peopleOf(db, groupId, []);
        const ids = new Set(members.map((member) => member.id));
        if (!split.parts.every((part) => ids.has(part.userId))) {
          const message = 'Every member of a split must be in the group';
          throw validationFailed(message, { defaultSplit: [message] });
        }
      }
      const json = split ? JSON.stringify(split) : null;
      await repository.setSharing(db, groupId, {
        settlementCurrency: input.settlementCurrency,
        defaultSplit: json,
        equalAmong: input.equalAmong,
        splitIncomes: input.splitIncomes,
      });
    },
  };
}

/** Who paid, who owes whom, settling up and the group's sharing settings (docs/decisions.md). */
export function createSharingService(deps: MoneyServiceDeps & { notifications: MoneyAlerts }) {
  return {
    ...groupBalances(deps),

    /** Committed, the member paid hears of it (docs/decisions.md, 'Push notifications'). */
    async settle(access: GroupAccess, groupId: string, input: SettlementInput) {
      const settlement = settlementTransfer(groupId, input, access.language);
      const id = await deps.writes
        .createTransaction(access, settlement)
        .catch((error: unknown) => Promise.reject(inSettlementTerms(error)));
      deps.notifications.paymentRecorded(access.userId, { ...input, transactionId: id, groupId });
      return id;
    },

    ...sharingSettings(deps.db),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
