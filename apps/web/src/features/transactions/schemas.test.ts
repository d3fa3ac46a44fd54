import { TransactionType, type Transaction } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import {
  addFormDefaults,
  editFormDefaults,
  toCreateRequest,
  toUpdateRequest,
  transactionFormSchema,
  type TransactionFormInput,
} from './schemas.ts';

const stored: Transaction = {
  id: 't1',
  transactionType: TransactionType.Expense,
  name: 'Rent',
  description: null,
  groupId: 'g1',
  account: { name: 'Household' },
  categories: [{ id: 'c1', name: 'Home' }],
  tags: [],
  date: '2026-03-01',
  amount: -1250.5,
  currency: 2,
  recurring: true,
  recurringPeriod: 2,
  endDate: '2026-12-01',
  seriesId: 'series-1',
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

function messages(values: Partial<TransactionFormInput>): Record<string, string | undefined> {
  const result = transactionFormSchema.safeParse({ ...addFormDefaults('g1'), ...values });
  if (result.success) return {};
  // Like the form's resolver, the first message of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('form defaults', () => {
  it('starts an add as an Expense in PLN dated today, in the given group', () => {
    expect(addFormDefaults('g1', new Date(2026, 2, 7), 'u-ann')).toEqual({
      transactionType: TransactionType.Expense,
      name: '',
      description: '',
      groupId: 'g1',
      categoryIds: [],
      tagIds: [],
      date: '2026-03-07',
      amount: '',
      currency: 0,
      moneyAccountId: '',
      recurringPeriod: null,
      endDate: '',
      paidBy: 'u-ann',
      splitMethod: null,
      splitValues: {},
      splitDefault: false,
      divided: false,
      partTexts: {},
    });
  });

  it('shows a stored expense as the positive value that was entered', () => {
    expect(editFormDefaults(stored)).toMatchObject({
      transactionType: TransactionType.Expense,
      description: '',
      categoryIds: ['c1'],
      amount: '1250.50',
      currency: 2,
    });
    expect(editFormDefaults({ ...stored, transactionType: 1, amount: 30 }).amount).toBe('30');
  });
});

describe('transactionFormSchema', () => {
  it('uses the messages of the contract', () => {
    expect(messages({ name: '  ', groupId: '', amount: '' })).toEqual({
      name: 'name is required',
      groupId: 'Select a group',
      amount: 'Value must be greater than 0',
    });
    expect(messages({ name: 'x'.repeat(101), amount: '0' })).toEqual({
      name: 'name is too long',
      amount: 'Value must be greater than 0',
    });
    expect(messages({ name: 'x'.repeat(100), amount: '0.01' })).toEqual({});
    expect(messages({ name: 'Rent', amount: '1.005' }).amount).toBe(
      'Value can have at most 2 decimal places',
    );
    expect(messages({ name: 'Rent', amount: '1', date: '' }).date).toBe('Date is required');
    expect(
      messages({
        name: 'Rent',
        amount: '1',
        transactionType: undefined as unknown as 0,
        currency: undefined as unknown as number,
      }),
    ).toEqual({ transactionType: 'Select transaction type', currency: 'Select currency' });
  });
});

describe('requests', () => {
  const values = transactionFormSchema.parse({
    ...editFormDefaults(stored),
    categoryIds: [],
    amount: '99.9',
  });

  it('sends null categories and description when there are none', () => {
    expect(toCreateRequest(values)).toEqual({
      transactionType: 0,
      name: 'Rent',
      description: null,
      groupId: 'g1',
      categoryIds: null,
      date: '2026-03-01',
      amount: 99.9,
      currency: 2,
      recurring: true,
      recurringPeriod: 2,
      endDate: '2026-12-01',
      moneyAccountId: 'm1',
    });
  });

  it('sends Never as no recurrence, and no end date with it', () => {
    const once = transactionFormSchema.parse({
      ...editFormDefaults(stored),
      recurringPeriod: null,
    });
    expect(toCreateRequest(once)).toMatchObject({
      recurring: false,
      recurringPeriod: null,
      endDate: null,
    });
  });

  it('refuses an end date before the date', () => {
    expect(
      messages({
        name: 'Rent',
        amount: '1',
        date: '2026-03-07',
        recurringPeriod: 2,
        endDate: '2026-03-06',
      }),
    ).toEqual({
      endDate: 'End date cannot be before the date',
    });
    expect(
      messages({
        name: 'Rent',
        amount: '1',
        date: '2026-03-07',
        recurringPeriod: null,
        endDate: '2026-03-06',
      }),
    ).toEqual({});
  });

  it("updates with the amount as entered, the recurrence as edited and the occurrence's scope", () => {
    expect(toUpdateRequest(stored, values, 'following')).toEqual({
      transactionId: 't1',
      transactionType: 0,
      name: 'Rent',
      description: null,
      groupId: 'g1',
      categoryIds: [],
      tagIds: [],
      date: '2026-03-01',
      amount: 99.9,
      currency: 2,
      recurring: true,
      recurringPeriod: 2,
      endDate: '2026-12-01',
      // Still in its account: left out.
      moneyAccountId: null,
      scope: 'following',
    });
    expect(toUpdateRequest({ ...stored, seriesId: null }, values)).not.toHaveProperty('scope');
    // Moved to another account: that one is sent.
    const moved = { ...values, moneyAccountId: 'm2' };
    expect(toUpdateRequest(stored, moved).moneyAccountId).toBe('m2');
  });

  it('sends the tags chosen: on create only some, on update always the whole list', () => {
    const tagged = { ...stored, tags: [{ id: 't1', name: 'Holiday' }] };
    expect(editFormDefaults(tagged).tagIds).toEqual(['t1']);
    expect(toCreateRequest(values)).not.toHaveProperty('tagIds');
    expect(toCreateRequest({ ...values, tagIds: ['t1', 't2'] }).tagIds).toEqual(['t1', 't2']);
    expect(toUpdateRequest(tagged, { ...values, tagIds: ['t2'] }).tagIds).toEqual(['t2']);
    // Every tag removed: an empty list, which the server reads as 'remove them'.
    expect(toUpdateRequest(tagged, values).tagIds).toEqual([]);
  });
});
