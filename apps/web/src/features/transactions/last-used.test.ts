import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import {
  readLastUsed,
  rememberLastUsed,
  type LastUsed,
  type LastUsedStorage,
} from './last-used.ts';

function memoryStorage(initial: Record<string, string> = {}): LastUsedStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const choices: LastUsed = {
  groupId: 'g2',
  currency: Currency.EUR,
  moneyAccountId: 'm2',
  incomeMoneyAccountId: 'm1',
};

describe('the last choices kept on the device', () => {
  it('keeps each user their own', () => {
    const storage = memoryStorage();
    rememberLastUsed('u-ann', choices, storage);
    rememberLastUsed('u-bob', { ...choices, groupId: 'g3' }, storage);
    expect(readLastUsed('u-ann', storage)).toEqual(choices);
    expect(readLastUsed('u-bob', storage)?.groupId).toBe('g3');
    expect(readLastUsed('u-carl', storage)).toBeNull();
  });

  it('reads choices kept before, with a payer and split, as their group, currency and account', () => {
    const key = 'budget-app.transactions.last-used';
    const old = JSON.stringify({
      'u-ann': {
        groupId: 'g2',
        currency: Currency.EUR,
        paidBy: 'u-bob',
        split: null,
        moneyAccountId: 'm2',
      },
    });
    expect(readLastUsed('u-ann', memoryStorage({ [key]: old }))).toEqual({
      ...choices,
      incomeMoneyAccountId: null,
    });
  });

  it('reads choices kept before money accounts as without an account', () => {
    const key = 'budget-app.transactions.last-used';
    const old = JSON.stringify({ 'u-ann': { groupId: 'g2', currency: Currency.EUR } });
    expect(readLastUsed('u-ann', memoryStorage({ [key]: old }))).toEqual({
      ...choices,
      moneyAccountId: null,
      incomeMoneyAccountId: null,
    });
  });

  it('reads nothing from storage holding something else, or none at all', () => {
    const key = 'budget-app.transactions.last-used';
    expect(readLastUsed('u-ann', memoryStorage({ [key]: '{not json' }))).toBeNull();
    expect(readLastUsed('u-ann', memoryStorage({ [key]: '[1]' }))).toBeNull();
    const unknownCurrency = JSON.stringify({ 'u-ann': { ...choices, currency: 99 } });
    expect(readLastUsed('u-ann', memoryStorage({ [key]: unknownCurrency }))).toBeNull();
    expect(readLastUsed('u-ann', null)).toBeNull();
    const full: LastUsedStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberLastUsed('u-ann', choices, full)).not.toThrow();
  });
});
