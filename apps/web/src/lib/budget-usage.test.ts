import type { Budget } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import {
  barWidth,
  currencyCodes,
  formatPercent,
  isOverBudget,
  unconvertedNote,
  usageFigures,
} from './budget-usage.ts';
import { formatMoney } from './money.ts';

const PLN = 0;
const EUR = 2;

function budgetWith(usage: Partial<Budget['budgetUsages'][number]> | null): Budget {
  return {
    id: 'b1',
    name: 'Groceries',
    description: null,
    groupId: 'g1',
    amount: 200,
    currency: EUR,
    periodType: 2,
    startDate: '2026-01-01',
    endDate: null,
    categories: [],
    budgetUsages: usage
      ? [
          {
            spent: 50,
            budgeted: 200,
            remaining: 150,
            percentUsed: 25,
            periodStart: '2026-11-01',
            periodEnd: '2026-11-30',
            unconvertedCurrencies: [],
            ...usage,
          },
        ]
      : [],
  };
}

describe('formatPercent', () => {
  it('shows one decimal, rounding the unrounded figure from the server', () => {
    const format = (n: number) => formatPercent(n).replace(/[^\d.,-]/g, '');
    expect(format(25)).toBe('25.0');
    expect(format(33.33333)).toBe('33.3');
    expect(format(66.66666)).toBe('66.7');
    expect(format(0)).toBe('0.0');
    expect(format(150.04)).toBe('150.0');
    expect(formatPercent(12.5)).toContain('%');
  });
});

describe('barWidth', () => {
  it('follows percent used, capped at 100 and never below 0', () => {
    expect(barWidth(42.5)).toBe(42.5);
    expect(barWidth(100)).toBe(100);
    expect(barWidth(250)).toBe(100);
    expect(barWidth(-3)).toBe(0);
    expect(barWidth(Number.NaN)).toBe(0);
  });
});

describe('isOverBudget', () => {
  it('is over only past 100 percent, or with money spent from a budget of 0', () => {
    expect(isOverBudget({ percentUsed: 100, remaining: 0 })).toBe(false);
    expect(isOverBudget({ percentUsed: 100.01, remaining: -0.01 })).toBe(true);
    expect(isOverBudget({ percentUsed: 0, remaining: -5 })).toBe(true);
    expect(isOverBudget({ percentUsed: 0, remaining: 0 })).toBe(false);
  });
});

describe('usageFigures', () => {
  it('formats spent, budgeted and remaining in the budget currency, green under budget', () => {
    const figures = usageFigures(budgetWith({}))!;
    expect(figures).toMatchObject({
      spent: formatMoney(50, EUR),
      budgeted: formatMoney(200, EUR),
      remaining: formatMoney(150, EUR),
      bar: 25,
      over: false,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      unconverted: [],
      currency: 'EUR',
    });
    expect(figures.remaining).not.toMatch(/[-−]/);
  });

  it('over budget: red, a minus sign on remaining, and a full bar', () => {
    const figures = usageFigures(
      budgetWith({ spent: 250.5, remaining: -50.5, percentUsed: 125.25 }),
    )!;
    expect(figures.over).toBe(true);
    expect(figures.remaining).toBe(formatMoney(-50.5, EUR));
    expect(figures.remaining).toMatch(/^[-−]|[-−]$|[-−]\d|\(\d/);
    expect(figures.bar).toBe(100);
    expect(figures.percent.replace(/[^\d.,]/g, '')).toBe('125.3');
  });

  it('lists currencies that could not be converted by code', () => {
    expect(usageFigures(budgetWith({ unconvertedCurrencies: [1, 35] }))!.unconverted).toEqual([
      'USD',
      'XDR',
    ]);
  });

  it('has nothing to show without a period', () => {
    expect(usageFigures(budgetWith(null))).toBeNull();
  });
});

describe('unconvertedNote', () => {
  it('names the currencies left out, or is null when all converted', () => {
    expect(unconvertedNote('Budgets', [], 'PLN', 'the total')).toBeNull();
    // A budget in a currency without a rate: its expenses in PLN have a rate, but not into RUB.
    expect(unconvertedNote('Expenses', ['PLN'], 'RUB', 'the amount spent')).toBe(
      'Expenses in PLN could not be converted into RUB (no exchange rate) and are left out of the amount spent.',
    );
    expect(unconvertedNote('Budgets', currencyCodes([1, 2]), 'PLN', 'the total')).toBe(
      'Budgets in USD, EUR could not be converted into PLN (no exchange rate) and are left out of the total.',
    );
    expect(currencyCodes([PLN, 99])).toEqual(['PLN', '99']);
  });
});
