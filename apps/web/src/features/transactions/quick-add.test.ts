import { Currency, DEFAULT_CURRENCY, MemberRole, SplitMethod, type Group } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { groupOf } from '@/test/api-stub.ts';
import type { LastUsed } from './last-used.ts';
import { quickAddStart } from './quick-add.ts';

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
  paidBy: 'u-bob',
  split: { method: SplitMethod.Equal, parts: [{ userId: 'u-bob', value: 1 }] },
};
const start = (lastUsed: LastUsed | null, groups = [home, flat], groupId: string | null = null) =>
  quickAddStart({ groups, groupId, lastUsed, userId: 'u-ann', now });

describe('where the quick-add form starts', () => {
  it('without anything remembered: the defaults, the only group chosen', () => {
    expect(start(null).defaultValues).toMatchObject({
      groupId: '',
      currency: DEFAULT_CURRENCY,
      paidBy: 'u-ann',
      splitMethod: null,
      date: '2026-03-14',
    });
    expect(start(null, [flat]).defaultValues.groupId).toBe('g2');
  });

  it('with the last group, currency, payer and split, the last two sent as chosen', () => {
    const { defaultValues, chosen } = start(last);
    expect(defaultValues).toMatchObject({
      groupId: 'g2',
      currency: Currency.USD,
      paidBy: 'u-bob',
      splitMethod: SplitMethod.Equal,
      splitValues: { 'u-bob': { included: true, value: '1' } },
    });
    expect(chosen).toEqual({ paidBy: true, split: true });
  });

  it('does not send the signed-in payer as a choice: it is the default anyway', () => {
    expect(start({ ...last, paidBy: 'u-ann', split: null }).chosen).toEqual({
      paidBy: false,
      split: false,
    });
  });

  it('drops a split that no longer adds up', () => {
    const split = { method: SplitMethod.Percentages, parts: [{ userId: 'u-bob', value: 60 }] };
    const { defaultValues, chosen } = start({ ...last, split });
    expect([defaultValues.splitMethod, chosen.split]).toEqual([null, false]);
  });

  it('prefers the group of the address, without the last payer and split', () => {
    const { defaultValues, chosen } = start(last, [home, flat], 'g1');
    expect(defaultValues).toMatchObject({ groupId: 'g1', currency: Currency.USD, paidBy: 'u-ann' });
    expect(chosen).toEqual({ paidBy: false, split: false });
  });

  it('forgets a group the user can no longer write to', () => {
    expect(start(last, [home]).defaultValues).toMatchObject({ groupId: 'g1', paidBy: 'u-ann' });
  });
});
