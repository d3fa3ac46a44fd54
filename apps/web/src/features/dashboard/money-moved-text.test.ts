import { PeriodType, TransactionType, type UpcomingTransaction } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { monthTotalsOf } from '@/test/dashboard-fixtures.ts';
import { transactionOf } from '@/test/transactions-fixtures.ts';
import { groupOf } from '@/test/api-stub.ts';
import { formatMoney } from '@/lib/money.ts';
import { nextOfEachSeries } from './bills-due.ts';
import { monthTotalsNote, noMoneyMoved, spendingComparison } from './month-totals-text.ts';
import { settleUpNames, transferText } from './settle-up-text.ts';
import { transactionLink } from './transaction-links.ts';

const month = (name: string, expenses: number, transactionCount: number) => ({
  month: name,
  income: 0,
  expenses,
  net: -expenses,
  transactionCount,
});

describe("the dashboard's money texts", () => {
  it('compares spending in hundredths, so 0.1 + 0.2 stays exact', () => {
    const totals = monthTotalsOf({
      thisMonth: month('2026-03', 0.3, 2),
      lastMonth: month('2026-02', 0.1, 1),
    });
    expect(spendingComparison(totals)).toBe(
      `Spending so far is ${formatMoney(0.2, 0)} above last month's.`,
    );
    const same = monthTotalsOf({
      thisMonth: month('2026-03', 12.5, 1),
      lastMonth: month('2026-02', 12.5, 1),
    });
    expect(spendingComparison(same)).toBe("Spending so far is the same as last month's.");
    // Nothing last month: nothing to compare with.
    expect(spendingComparison(monthTotalsOf({ thisMonth: month('2026-03', 5, 1) }))).toBeNull();
    expect(noMoneyMoved(monthTotalsOf())).toBe(true);
    expect(noMoneyMoved(monthTotalsOf({ lastMonth: month('2026-02', 0, 1) }))).toBe(false);
    expect(monthTotalsNote(monthTotalsOf({ unconvertedCurrencies: [1] }))).toBe(
      'Amounts in USD could not be converted into PLN (no exchange rate) and are left out of these figures.',
    );
  });

  it('leads each transaction where it can be opened', () => {
    const expense = transactionOf({ id: 't1', groupId: 'g1', date: '2026-03-05' });
    expect(transactionLink(expense, true)).toEqual({
      to: '/transactions?action=edit&transactionId=t1',
      state: { transaction: expense },
    });
    expect(transactionLink(expense, false)).toEqual({
      to: '/transactions?groupId=g1&from=2026-03-05&to=2026-03-05',
    });
    const payment = transactionOf({ transactionType: TransactionType.Transfer });
    expect(transactionLink(payment, true)).toEqual({ to: '/balances?groupId=g1' });
  });

  it('keeps each series once, at its soonest date', () => {
    const due = (seriesId: string, date: string): UpcomingTransaction => ({
      seriesId,
      groupId: 'g1',
      transactionType: TransactionType.Expense,
      name: seriesId,
      amount: -1,
      currency: 0,
      date,
      recurringPeriod: PeriodType.Daily,
      moneyAccountId: 'm1',
    });
    expect(
      nextOfEachSeries([due('a', '2026-03-01'), due('b', '2026-03-01'), due('a', '2026-03-02')]),
    ).toEqual([due('a', '2026-03-01'), due('b', '2026-03-01')]);
  });

  it('names members as the group list does, and someone unknown as someone', () => {
    const group = groupOf();
    const names = settleUpNames(group, {
      groupId: 'g1',
      currency: 0,
      settleUp: [],
      people: [
        { userId: 'u-ann', name: 'ann from balances', former: false },
        { userId: 'u-old', name: 'Olga', former: true },
        { userId: 'u-gone', name: null, former: true },
      ],
      unconverted: [],
    });
    expect(names.get('u-ann')).toBe('Ann');
    expect(names.get('u-old')).toBe('Olga');
    expect(names.get('u-gone')).toBe('Deleted account');
    expect(transferText(names, { fromUserId: 'u-old', toUserId: 'u-x', amount: 3 }, 0)).toBe(
      `Olga pays someone ${formatMoney(3, 0)}`,
    );
  });
});
