import { describe, expect, it } from 'vitest';
import {
  budgetsViewSearch,
  datePointShowing,
  parseBudgetsView,
  type BudgetsView,
} from './budgets-view.ts';

const parse = (search: string) => parseBudgetsView(new URLSearchParams(search));

describe('budgets view in the address', () => {
  it('reads the list, quick_add and edit, with or without a date point', () => {
    expect(parse('')).toEqual({ mode: 'list', datePoint: null });
    expect(parse('?datePoint=2025-02-28')).toEqual({ mode: 'list', datePoint: '2025-02-28' });
    expect(parse('?action=quick_add')).toEqual({ mode: 'add', datePoint: null });
    expect(parse('?action=edit&budgetId=b1&datePoint=2025-01-01')).toEqual({
      mode: 'edit',
      budgetId: 'b1',
      datePoint: '2025-01-01',
    });
  });

  it('ignores a date that is no calendar day, and an edit without a budget', () => {
    expect(parse('?datePoint=2025-02-30')).toEqual({ mode: 'list', datePoint: null });
    expect(parse('?datePoint=yesterday')).toEqual({ mode: 'list', datePoint: null });
    expect(parse('?action=edit')).toEqual({ mode: 'list', datePoint: null });
  });

  it('writes what it reads', () => {
    const views: BudgetsView[] = [
      { mode: 'list', datePoint: null },
      { mode: 'list', datePoint: '2025-02-28' },
      { mode: 'add', datePoint: null },
      { mode: 'edit', budgetId: 'b 1', datePoint: '2024-12-31' },
    ];
    for (const view of views) expect(parse(budgetsViewSearch(view))).toEqual(view);
    expect(budgetsViewSearch({ mode: 'list', datePoint: null })).toBe('');
    expect(budgetsViewSearch({ mode: 'add', datePoint: null })).toBe('?action=quick_add');
  });
});

describe('datePointShowing', () => {
  const today = '2026-12-01';
  it("keeps the list's date point when the saved budget covers it", () => {
    expect(datePointShowing({ startDate: '2026-11-01', endDate: null }, null, today)).toBeNull();
    expect(datePointShowing({ startDate: '2026-01-01' }, '2026-06-15', today)).toBe('2026-06-15');
  });

  it('shows a budget that starts later, or has ended, at its first day', () => {
    const later = { startDate: '2026-12-10', endDate: '2026-12-31' };
    expect(datePointShowing(later, null, today)).toBe('2026-12-10');
    const ended = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(datePointShowing(ended, null, today)).toBe('2026-01-01');
    expect(datePointShowing(later, '2026-12-31', today)).toBe('2026-12-31');
  });
});
