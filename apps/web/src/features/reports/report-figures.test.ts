import { Currency, PeriodType, type ReportBudget, type ReportCategory } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import {
  budgetRow,
  categoryRows,
  monthSpan,
  periodsText,
  rangeText,
  reportUnconvertedNote,
} from './report-figures.ts';

function categoryOf(overrides: Partial<ReportCategory>): ReportCategory {
  return {
    categoryId: 'c1',
    name: 'Food',
    groupId: 'g1',
    groupName: 'Home',
    amount: 10,
    share: 10,
    transactionCount: 1,
    ...overrides,
  };
}

function budgetOf(overrides: Partial<ReportBudget> = {}): ReportBudget {
  return {
    id: 'b1',
    name: 'Food monthly',
    groupId: 'g1',
    groupName: 'Home',
    currency: Currency.PLN,
    periodType: PeriodType.Monthly,
    periods: 3,
    firstPeriodStart: '2024-01-01',
    lastPeriodEnd: '2024-03-31',
    budgeted: 600,
    spent: 143.65,
    remaining: 456.35,
    percentUsed: 23.9,
    ...overrides,
  };
}

describe('report figures', () => {
  it('names the currencies left out of the converted figures', () => {
    expect(reportUnconvertedNote({ unconvertedCurrencies: [], currency: Currency.PLN })).toBeNull();
    expect(
      reportUnconvertedNote({
        unconvertedCurrencies: [Currency.RUB, Currency.USD],
        currency: Currency.EUR,
      }),
    ).toBe(
      'Amounts in RUB, USD could not be converted into EUR (no exchange rate) and are left out of the converted figures.',
    );
  });

  it('tells categories of the same name apart by their group', () => {
    const rows = categoryRows([
      categoryOf({}),
      categoryOf({ categoryId: 'c2', groupId: 'g2', groupName: 'Trip' }),
      categoryOf({ categoryId: 'c3', name: 'Fun' }),
      categoryOf({ categoryId: null, name: 'Uncategorised', groupId: null, groupName: null }),
    ]);
    expect(rows.map((row) => [row.key, row.label])).toEqual([
      ['c1', 'Food (Home)'],
      ['c2', 'Food (Trip)'],
      ['c3', 'Fun'],
      ['uncategorised', 'Uncategorised'],
    ]);
  });

  it("names the expenses without a category in the interface's language", () => {
    const none = categoryOf({ categoryId: null, name: 'Uncategorised', groupId: null });
    const [row] = categoryRows([none], 'Bez kategorii');
    expect([row?.name, row?.label]).toEqual(['Bez kategorii', 'Bez kategorii']);
  });

  it('counts periods in words', () => {
    expect(periodsText(3, PeriodType.Monthly)).toBe('3 months');
    expect(periodsText(1, PeriodType.Weekly)).toBe('1 week');
    expect(periodsText(2, PeriodType.Daily)).toBe('2 days');
    expect(periodsText(1, PeriodType.Yearly)).toBe('1 year');
  });

  it('writes a budget against actual, with a minus sign and a full bar over budget', () => {
    expect(budgetRow(budgetOf())).toEqual({
      id: 'b1',
      name: 'Food monthly',
      groupName: 'Home',
      periods: '3 months',
      budgeted: formatMoney(600, Currency.PLN),
      spent: formatMoney(143.65, Currency.PLN),
      remaining: formatMoney(456.35, Currency.PLN),
      percent: '23.9%',
      bar: 23.9,
      over: false,
    });
    const over = budgetRow(budgetOf({ spent: 650, remaining: 50, percentUsed: 108.3 }));
    expect(over).toMatchObject({ over: true, bar: 100, percent: '108.3%' });
    expect(over.remaining).toBe(formatMoney(-50, Currency.PLN));
    // A budget of 0 with money spent is over budget although its percentUsed is 0.
    const zero = budgetRow(budgetOf({ budgeted: 0, spent: 5, remaining: -5, percentUsed: 0 }));
    expect(zero).toMatchObject({ over: true, bar: 100 });
  });

  it('writes the range and the months a chart covers', () => {
    expect(rangeText({ from: null, to: null })).toBe('All transactions');
    expect(rangeText({ from: '2026-01-01', to: null })).toMatch(/^From /);
    expect(rangeText({ from: null, to: '2026-01-01' })).toMatch(/^Until /);
    expect(rangeText({ from: '2026-01-01', to: '2026-12-31' })).toContain(' – ');
    const month = { income: 0, expenses: 0, net: 0, cumulativeNet: 0, transactionCount: 1 };
    expect(monthSpan([{ ...month, month: '2026-01', label: 'Jan 2026' }])).toBe('Jan 2026');
    expect(
      monthSpan([
        { ...month, month: '2026-01', label: 'Jan 2026' },
        { ...month, month: '2026-03', label: 'Mar 2026' },
      ]),
    ).toBe('Jan 2026 to Mar 2026');
  });

  it('counts periods with Polish plural forms', async () => {
    await setLanguage('pl');
    try {
      expect([1, 2, 5, 22].map((periods) => periodsText(periods, PeriodType.Monthly))).toEqual([
        '1 miesiąc',
        '2 miesiące',
        '5 miesięcy',
        '22 miesiące',
      ]);
      expect(periodsText(1, PeriodType.Weekly)).toBe('1 tydzień');
      expect(periodsText(3, PeriodType.Yearly)).toBe('3 lata');
      expect(periodsText(12, PeriodType.Daily)).toBe('12 dni');
      expect(rangeText({ from: null, to: null })).toBe('Wszystkie transakcje');
    } finally {
      await setLanguage('en');
    }
  });
});
