import { TransactionType, type Transaction, type TransactionPage } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { listIncludes, subtractFromSums, withoutTransaction } from './optimistic-delete.ts';

function expense(id: string, amount: number, currency = 0, groupId = 'g1'): Transaction {
  return {
    id,
    transactionType: TransactionType.Expense,
    name: id,
    description: null,
    groupId,
    account: { name: 'Household' },
    categories: [],
    tags: [],
    date: '2026-03-01',
    amount,
    currency,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    seriesId: null,
    moneyAccountId: 'm1',
    toMoneyAccountId: null,
    toAmount: null,
    toCurrency: null,
    cleared: false,
    reconciled: false,
    toCleared: false,
    toReconciled: false,
    paidBy: null,
    split: null,
    attachmentCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

describe('subtractFromSums', () => {
  it('subtracts in minor units, so 0.3 - 0.1 leaves exactly 0.2', () => {
    expect(subtractFromSums([{ currency: 0, amount: 0.3 }], 0, 0.1)).toEqual([
      { currency: 0, amount: 0.2 },
    ]);
    expect(subtractFromSums([{ currency: 0, amount: -1000.1 }], 0, -0.2)).toEqual([
      { currency: 0, amount: -999.9 },
    ]);
    expect(
      subtractFromSums([{ currency: 2, amount: -999_999_999_999.99 }], 2, -999_999_999.99),
    ).toEqual([{ currency: 2, amount: -999_000_000_000 }]);
  });

  it('touches only the currency of the amount, and drops a sum that reaches zero', () => {
    const sums = [
      { currency: 0, amount: -12.5 },
      { currency: 2, amount: -3 },
    ];
    expect(subtractFromSums(sums, 2, -3)).toEqual([{ currency: 0, amount: -12.5 }]);
    expect(subtractFromSums(sums, 1, -3)).toEqual(sums);
  });
});

describe('withoutTransaction', () => {
  it('removes the row and recomputes the count and sums of the whole list', () => {
    const rows = [expense('a', -0.1), expense('b', -0.2), expense('c', -5, 2)];
    const page: TransactionPage = {
      transactions: rows,
      totalCount: 103,
      page: 1,
      pageSize: 50,
      sums: [
        { currency: 0, amount: -1000.3 },
        { currency: 2, amount: -5 },
      ],
    };
    const next = withoutTransaction(page, rows[1]!);
    expect(next.transactions.map((row) => row.id)).toEqual(['a', 'c']);
    expect(next.totalCount).toBe(102);
    expect(next.sums).toEqual([
      { currency: 0, amount: -1000.1 },
      { currency: 2, amount: -5 },
    ]);
    expect(withoutTransaction(next, rows[2]!).sums).toEqual([{ currency: 0, amount: -1000.1 }]);
  });

  it('takes an amount of its own currency off the converted total at once', () => {
    const rows = [expense('a', -0.1), expense('b', -5, 2)];
    const converted = { currency: 0, amount: -21.93, unconvertedCurrencies: [] };
    const page: TransactionPage = {
      transactions: rows,
      totalCount: 2,
      page: 1,
      pageSize: 50,
      sums: [
        { currency: 0, amount: -0.1 },
        { currency: 2, amount: -5 },
      ],
      converted,
    };
    expect(withoutTransaction(page, rows[0]!).converted).toEqual({ ...converted, amount: -21.83 });
    // Another currency's share needs its day's rate: the refetch brings it.
    expect(withoutTransaction(page, rows[1]!).converted).toEqual(converted);
  });
});

describe('listIncludes', () => {
  const params = {
    transactionType: TransactionType.Expense,
    groupIds: [] as string[],
    page: 1,
    pageSize: 50,
  };
  it('matches lists of the same type that show its group', () => {
    expect(listIncludes(params, expense('a', -1))).toBe(true);
    expect(listIncludes({ ...params, groupIds: ['g1'] }, expense('a', -1))).toBe(true);
    expect(listIncludes({ ...params, groupIds: ['g2'] }, expense('a', -1))).toBe(false);
    expect(
      listIncludes({ ...params, transactionType: TransactionType.Income }, expense('a', -1)),
    ).toBe(false);
  });

  it('counts a row in a narrowed list only when the row is on its page', () => {
    const narrowed = { ...params, from: '2026-03-01' };
    const row = expense('a', -1);
    const page = { transactions: [row], totalCount: 1, page: 1, pageSize: 50, sums: [] };
    expect(listIncludes(narrowed, row)).toBe(false);
    expect(listIncludes(narrowed, row, page)).toBe(true);
    expect(listIncludes(narrowed, expense('b', -1), page)).toBe(false);
  });
});
