import { describe, expect, it } from 'vitest';
import { activeBudgetsText, summaryNote, totalBudgetsText } from './budget-summary-text.ts';

describe('Total Budgets texts', () => {
  it("shows the total with 2 decimals and ' PLN'", () => {
    expect(totalBudgetsText({ total: 0, currency: 0 })).toBe('0.00 PLN');
    expect(totalBudgetsText({ total: 1234.5, currency: 0 })).toBe('1,234.50 PLN');
    expect(totalBudgetsText({ total: 0.1 + 0.2, currency: 0 })).toBe('0.30 PLN');
  });

  it("counts '{n} active budget(s)'", () => {
    expect(activeBudgetsText(1)).toBe('1 active budget(s)');
    expect(activeBudgetsText(0)).toBe('0 active budget(s)');
  });

  it('notes currencies left out of the total, by code, and nothing otherwise', () => {
    expect(summaryNote({ unconvertedCurrencies: [], currency: 0 })).toBeNull();
    expect(summaryNote({ unconvertedCurrencies: [35], currency: 0 })).toBe(
      'Budgets in XDR could not be converted into PLN (no exchange rate) and are left out of the total.',
    );
  });
});
