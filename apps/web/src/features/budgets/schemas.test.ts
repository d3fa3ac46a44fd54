import { DEFAULT_PREFERENCES, PeriodType } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import {
  addFormDefaults,
  budgetFormSchema,
  editFormDefaults,
  toCreateRequest,
  toUpdateRequest,
  type BudgetFormInput,
} from './schemas.ts';

const valid: BudgetFormInput = {
  ...addFormDefaults('g1', new Date(2026, 10, 22)),
  name: 'Groceries',
  amount: '200',
};

function messages(input: Partial<BudgetFormInput>): Record<string, string> {
  const result = budgetFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('budget form schema', () => {
  it('starts at PLN, Monthly, aligned with the calendar: on the 1st of this month', () => {
    expect(addFormDefaults('', new Date(2026, 10, 22))).toMatchObject({
      currency: 0,
      periodType: PeriodType.Monthly,
      startDate: '2026-11-01',
      endDate: '',
      groupId: '',
      categoryIds: [],
    });
  });

  it('says what the contract says', () => {
    expect(messages({ name: '  ' })).toEqual({ name: 'Name is required' });
    expect(messages({ amount: '-1' })).toEqual({ amount: 'Amount must be non-negative' });
    expect(messages({ groupId: '' })).toEqual({ groupId: 'Group ID is required' });
    expect(messages({ startDate: '' })).toEqual({ startDate: 'Date is required' });
  });

  it('takes 0 and two decimals, not more; an empty value asks for one', () => {
    expect(messages({ amount: '0' })).toEqual({});
    expect(messages({ amount: '12.34' })).toEqual({});
    expect(messages({ amount: '12.345' })).toEqual({
      amount: 'Value can have at most 2 decimal places',
    });
    expect(messages({ amount: '' })).toEqual({ amount: 'Amount is required' });
  });

  it('has an optional end date, not before the start', () => {
    expect(messages({ endDate: '2026-12-31' })).toEqual({});
    expect(messages({ endDate: '2026-11-01' })).toEqual({});
    expect(messages({ endDate: '2026-10-31' })).toEqual({
      endDate: 'End date cannot be before the start date',
    });
    expect(messages({ endDate: '2026-13-01' })).toEqual({
      endDate: 'Date must be a valid date (yyyy-MM-dd)',
    });
  });

  it("names the user's date format when a date typed names no day", () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd/MM/yyyy' });
    try {
      expect(messages({ startDate: '31/02/2026', endDate: '32/12/2026' })).toEqual({
        startDate: 'Date must be a valid date (dd/MM/yyyy)',
        endDate: 'Date must be a valid date (dd/MM/yyyy)',
      });
    } finally {
      applyPreferences(DEFAULT_PREFERENCES);
    }
  });

  it('builds the create and update requests', () => {
    const values = budgetFormSchema.parse({ ...valid, description: ' ', categoryIds: ['c2'] });
    expect(toCreateRequest(values)).toEqual({
      name: 'Groceries',
      description: null,
      groupId: 'g1',
      amount: 200,
      periodType: PeriodType.Monthly,
      startDate: '2026-11-01',
      endDate: null,
      categoryIds: ['c2'],
      currency: 0,
    });
    const budget = budgetOf({ endDate: '2027-01-01', description: 'Food' });
    const edited = budgetFormSchema.parse({ ...editFormDefaults(budget), amount: '250.5' });
    expect(toUpdateRequest(budget, edited)).toEqual({
      budgetId: 'b1',
      name: 'Groceries',
      description: 'Food',
      amount: 250.5,
      periodType: PeriodType.Monthly,
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      categoryIds: ['c2'],
      currency: 0,
    });
  });
});
