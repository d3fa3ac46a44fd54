import { SplitMethod } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { transactionOf } from '@/test/transactions-fixtures.ts';
import {
  likeThisDefaults,
  likeThisRule,
  likeThisSchema,
  likeThisSharing,
} from './like-this-rule.ts';

const shared = (method: SplitMethod) =>
  transactionOf({
    categories: [{ id: 'c1', name: 'Home' }],
    paidBy: 'u-ann',
    split: {
      method,
      parts: [
        { userId: 'u-ann', value: 60, amount: 750.3 },
        { userId: 'u-bob', value: 40, amount: 500.2 },
      ],
    },
  });

describe('A rule made from a transaction', () => {
  it('keeps an unshared transaction unshared, and an exact split out of the rule', () => {
    expect(likeThisSharing(transactionOf({}))).toBeNull();
    expect(likeThisSharing(shared(SplitMethod.Exact))).toEqual({
      type: 'setSharing',
      paidBy: 'u-ann',
      split: null,
    });
    expect(likeThisSharing(shared(SplitMethod.Percentages))?.split).toEqual({
      method: SplitMethod.Percentages,
      parts: [
        { userId: 'u-ann', value: 60 },
        { userId: 'u-bob', value: 40 },
      ],
    });
  });

  it('sets the categories, adds no tags it does not have, and passes the contract', () => {
    const transaction = shared(SplitMethod.Shares);
    const values = likeThisSchema.parse({
      ...likeThisDefaults(transaction),
      addTags: true,
      setSharing: true,
    });
    const rule = likeThisRule(transaction, values);
    expect(rule.conditions).toEqual([{ kind: 'text', field: 'name', op: 'equals', value: 'Rent' }]);
    expect(rule.actions.map((action) => action.type)).toEqual(['setCategories', 'setSharing']);
  });

  it('refuses a blank name or text with the contract messages', () => {
    const result = likeThisSchema.safeParse({
      ...likeThisDefaults(transactionOf({})),
      name: ' ',
      text: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join(), issue.message])).toEqual([
      ['name', 'Name is required'],
      ['text', 'Enter the text to look for'],
    ]);
  });
});
