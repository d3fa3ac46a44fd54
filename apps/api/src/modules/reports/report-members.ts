import { TransactionType, type ReportMember } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memberName } from '../../lib/member-name.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { allocate } from '../../lib/allocate.ts';
import { add, roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures, ZERO, rangeSums } from './money-figures.ts';
import type { DayRange } from './report-range.ts';
import { memberSums, peopleOf } from './report-members.repository.ts';

const { Expense, Income } = TransactionType;

/** A member's figures in minor units of the report's currency, each rounded once. */
interface MemberMinors {
  expensesPaid: bigint;
  expensesShare: bigint;
  incomeReceived: bigint;
  incomeShare: bigint;
}

/** The money of a report by member: what depends on the groups' data and the rates only. */
export interface MemberFigures {
  members: Map<string, MemberMinors>;
  shared: { expenses: bigint; income: bigint };
  unshared: { expenses: bigint; income: bigint };
  unconverted: number[];
}

/**
 * Who paid (or received) how much of the range's expenses and incomes, and each member's share,
 * from the write path's `member_day_sums` (rows per member, type, currency and day), each day's
 * sums converted exactly at its rate day, every figure rounded once. Transfers (settlements) are
 * not read. What was not shared is the range's expenses and incomes (the money sums the report
 * reads) less what the members paid and received, computed exactly before it is rounded.
 */
export async function memberFigures(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  range: DayRange,
  currency: number,
): Promise<MemberFigures> {
  const figures = new ExactFigures();
  const totals = await rangeSums(db, book, range, {
    groupIds,
    categories: null,
    types: [Expense, Income],
  });
  for (const sum of totals) {
    // Stored signed: expenses negative, incomes positive.
    if (sum.transactionType === Expense)
      figures.add('unshared|expenses', sum.currency, sum.rateDay, -sum.amount);
    else figures.add('unshared|income', sum.currency, sum.rateDay, sum.amount);
  }
  const users = new Set<string>();
  for (const row of await memberSums(db, groupIds, range, [Expense, Income])) {
    const add = (figure: string, amount: number) =>
      figures.add(figure, Number(row.currency), book.rateDay(row.day), amount);
    const paid = Number(row.paid);
    const share = Number(row.share);
    users.add(row.user_id);
    if (Number(row.transaction_type) === Expense) {
      // Money out of the payer's hands: positive, as the expense's amount.
      add(`${row.user_id}|expenses|paid`, paid);
      add(`${row.user_id}|expenses|share`, share);
      add('shared|expenses', paid);
      add('unshared|expenses', -paid);
    } else {
      // An income is money into the hands of whoever received it: kept negative.
      add(`${row.user_id}|income|received`, -paid);
      add(`${row.user_id}|income|share`, -share);
      add('shared|income', -paid);
      add('unshared|income', paid);
    }
  }
  const values = figures.convert(book, currency);
  const expenses = allocated(values, users, 'expenses', ['paid', 'share']);
  const income = allocated(values, users, 'income', ['received', 'share']);
  return {
    members: new Map(
      [...users].map((id) => [
        id,
        {
          expensesPaid: expenses.parts.paid?.get(id) ?? 0n,
          expensesShare: expenses.parts.share?.get(id) ?? 0n,
          incomeReceived: income.parts.received?.get(id) ?? 0n,
          incomeShare: income.parts.share?.get(id) ?? 0n,
        },
      ]),
    ),
    shared: { expenses: expenses.shared, income: income.shared },
    unshared: { expenses: expenses.unshared, income: income.unshared },
    unconverted: [...figures.unconverted].sort((a, b) => a - b),
  };
}

/**
 * One kind's figures rounded so that what the report shows adds up (docs/decisions.md,
 * 'Splits'): the range's total rounded once, the shared part rounded and the unshared the
 * rest of the total, and each column of the members (paid, shares) allocated by largest
 * remainder to the shared part, each figure within a cent of its exact value.
 */
function allocated(
  values: Map<string, Rational>,
  users: Set<string>,
  kind: string,
  columns: string[],
) {
  const exactShared = values.get(`shared|${kind}`) ?? ZERO;
  const total = roundHalfAwayFromZero(add(exactShared, values.get(`unshared|${kind}`) ?? ZERO));
  const shared = roundHalfAwayFromZero(exactShared);
  const parts: Record<string, Map<string, bigint>> = {};
  for (const figure of columns) {
    const exact = new Map(
      [...users].map((id) => [id, values.get(`${id}|${kind}|${figure}`) ?? ZERO]),
    );
    parts[figure] = allocate(exact, shared);
  }
  return { shared, unshared: total - shared, parts };
}

/**
 * The figures' members, named now (names and memberships change without touching the money):
 * current members of one of the groups first, then former ones, each by name; users whose
 * account is gone have no name and come last.
 */
export async function namedMembers(
  db: Kysely<Database>,
  groupIds: string[],
  members: Map<string, MemberMinors>,
): Promise<ReportMember[]> {
  const { users, current } = await peopleOf(db, groupIds, [...members.keys()]);
  const names = new Map(users.map((user) => [user.id, memberName(user)]));
  const rank = (id: string) => (!names.has(id) ? 2 : current.has(id) ? 0 : 1);
  return [...members]
    .map(([userId, figures]) => ({ userId, name: names.get(userId) ?? null, figures }))
    .sort(
      (a, b) =>
        rank(a.userId) - rank(b.userId) ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    )
    .map(({ userId, name, figures }) => ({
      userId,
      name,
      former: !current.has(userId),
      expenses: {
        paid: fromMinorUnits(figures.expensesPaid),
        share: fromMinorUnits(figures.expensesShare),
      },
      income: {
        received: fromMinorUnits(figures.incomeReceived),
        share: fromMinorUnits(figures.incomeShare),
      },
    }));
}
