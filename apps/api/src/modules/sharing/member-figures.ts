import { TransactionType } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { allocate, sumOf } from '../../lib/allocate.ts';
import { roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures } from '../reports/money-figures.ts';
import * as repository from './sharing.repository.ts';

/** A member's figures in minor units of the settlement currency. */
export interface MemberMinors {
  /** What they paid for expenses, and their share of the expenses. */
  paid: bigint;
  share: bigint;
  /** Shared incomes: their share of what others received less what they received. */
  incomes: bigint;
  /** Payments between members: what they paid less what they were paid. */
  payments: bigint;
  /** Paid less share, plus incomes and payments: above zero the others owe them. */
  balance: bigint;
}

/** Which column a transaction type's sums go to; a correction moves no balance. */
const COLUMN: Partial<Record<number, 'expense' | 'incomes' | 'payments'>> = {
  [TransactionType.Expense]: 'expense',
  [TransactionType.Income]: 'incomes',
  [TransactionType.Transfer]: 'payments',
};

/** The exact values of one figure of every member (absent: zero). */
const column = (values: Map<string, Rational>, users: Set<string>, figure: string) =>
  new Map(
    [...users].map((user) => [user, values.get(`${user}|${figure}`) ?? { num: 0n, den: 1n }]),
  );

/**
 * Each member's figures in `currency`, every currency converted exactly at each day's rate, then
 * allocated so what is shown adds up (docs/decisions.md, 'Splits'): the paid and the shares each
 * sum to the expenses' rounded total, incomes and payments each sum to zero, and each balance is
 * its row's paid less share plus incomes and payments, so the balances sum to zero and settle
 * exactly. Each figure is within a cent of its exact value.
 */
export async function memberFigures(
  db: Kysely<Database>,
  groupId: string,
  currency: number,
  book: RateBook,
) {
  const figures = new ExactFigures();
  const users = new Set<string>();
  for (const row of await repository.memberDaySums(db, groupId)) {
    const kind = COLUMN[Number(row.transaction_type)];
    if (!kind) continue;
    users.add(row.user_id);
    const rateDay = book.rateDay(row.day);
    const add = (figure: string, minor: bigint) =>
      figures.add(`${row.user_id}|${figure}`, Number(row.currency), rateDay, minor);
    // Incomes are stored as money into the payer's hands: paid and shares negative.
    if (kind === 'expense') {
      add('paid', BigInt(row.paid));
      add('share', BigInt(row.share));
    } else add(kind, BigInt(row.paid) - BigInt(row.share));
  }
  const values = figures.convert(book, currency);
  const paidExact = column(values, users, 'paid');
  const total = roundHalfAwayFromZero(sumOf(paidExact.values()));
  const paid = allocate(paidExact, total);
  const share = allocate(column(values, users, 'share'), total);
  const incomes = allocate(column(values, users, 'incomes'), 0n);
  const payments = allocate(column(values, users, 'payments'), 0n);
  const minors = new Map<string, MemberMinors>();
  for (const user of users) {
    const row = {
      paid: paid.get(user) ?? 0n,
      share: share.get(user) ?? 0n,
      incomes: incomes.get(user) ?? 0n,
      payments: payments.get(user) ?? 0n,
    };
    minors.set(user, { ...row, balance: row.paid - row.share + row.incomes + row.payments });
  }
  return { minors, users, unconverted: [...figures.unconverted].sort((a, b) => a - b) };
}

export type MemberFigures = Awaited<ReturnType<typeof memberFigures>>;
