import type { MonthTotals } from '@budget/contract';
import type { StubHandler } from './api-stub.ts';
import { pageOf } from './transactions-fixtures.ts';

/** Month totals with nothing in either month (the display currency PLN). */
export function monthTotalsOf(overrides: Partial<MonthTotals> = {}): MonthTotals {
  const month = (name: string) => ({
    month: name,
    income: 0,
    expenses: 0,
    net: 0,
    transactionCount: 0,
  });
  return {
    currency: 0,
    thisMonth: month('2026-03'),
    lastMonth: month('2026-02'),
    unconvertedCurrencies: [],
    ...overrides,
  };
}

/** The dashboard's money sections answered empty: a household with no transactions yet. */
export const quietMoneyHandlers: Record<string, StubHandler> = {
  'GET /reports/month-totals': () => monthTotalsOf(),
  'GET /transactions': () => pageOf([]),
  'GET /groups/settle-up': () => [],
  'GET /transactions/upcoming': () => [],
};
