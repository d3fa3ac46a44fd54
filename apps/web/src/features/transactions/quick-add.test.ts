import {
  Currency,
  DEFAULT_CURRENCY,
  MemberRole,
  TransactionType,
  type Group,
} from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { groupOf } from '@/test/api-stub.ts';
import type { LastUsed } from './last-used.ts';
import { accountForType, lastUsedOf, quickAddStart } from './quick-add.ts';
import type { TransactionFormOutput } from './schemas.ts';

const bob = {
  userId: 'u-bob',
  name: 'Bob',
  userEmail: 'bob@example.test',
  role: MemberRole.Member,
  joinedAt: '2026-01-03T10:00:00Z',
};
const home = groupOf();
const flat: Group = groupOf({ id: 'g2', name: 'Flat', groupMembers: [...home.groupMembers, bob] });
const now = new Date(2026, 2, 14);
const last: LastUsed = {
  groupId: 'g2',
  currency: Currency.USD,
  moneyAccountId: 'card',
  incomeMoneyAccountId: 'joint',
};
const start = (lastUsed: LastUsed | null, groups = [home, flat], groupId: string | null = null) =>
  quickAddStart({ groups, groupId, lastUsed, userId: 'u-ann', now });

describe('where the quick-add form starts', () => {
  it('without anything remembered: the defaults, the only group chosen', () => {
    expect(start(null)).toMatchObject({
      groupId: '',
      currency: DEFAULT_CURRENCY,
      paidBy: 'u-ann',
      splitMethod: null,
      date: '2026-03-14',
    });
    expect(start(null, [flat]).groupId).toBe('g2');
  });

  it("with the last group, currency and expense's account; payer and split the group's own", () => {
    expect(start(last)).toMatchObject({
      groupId: 'g2',
      currency: Currency.USD,
      moneyAccountId: 'card',
      paidBy: 'u-ann',
      splitMethod: null,
    });
  });

  it('prefers the group of the address, without the last account', () => {
    const values = start(last, [home, flat], 'g1');
    expect(values).toMatchObject({ groupId: 'g1', currency: Currency.USD, moneyAccountId: '' });
  });

  it('forgets a group the user can no longer write to', () => {
    expect(start(last, [home])).toMatchObject({ groupId: 'g1', paidBy: 'u-ann' });
  });
});

describe('the account each type starts in', () => {
  it('is where the last of that type went, in that group only', () => {
    expect(accountForType(last, 'g2', TransactionType.Income)).toBe('joint');
    expect(accountForType(last, 'g2', TransactionType.Expense)).toBe('card');
    expect(accountForType(last, 'g1', TransactionType.Income)).toBeNull();
    expect(accountForType(null, 'g2', TransactionType.Income)).toBeNull();
  });

  it("remembers an add's account for its type, the other type's kept in the same group", () => {
    const added = (type: TransactionType, groupId: string, moneyAccountId: string) =>
      ({
        groupId,
        currency: Currency.PLN,
        transactionType: type,
        moneyAccountId,
      }) as TransactionFormOutput;
    expect(lastUsedOf(added(TransactionType.Income, 'g2', 'savings'), last)).toEqual({
      groupId: 'g2',
      currency: Currency.PLN,
      moneyAccountId: 'card',
      incomeMoneyAccountId: 'savings',
    });
    expect(lastUsedOf(added(TransactionType.Expense, 'g1', 'cash'), last)).toEqual({
      groupId: 'g1',
      currency: Currency.PLN,
      moneyAccountId: 'cash',
      incomeMoneyAccountId: null,
    });
  });
});
