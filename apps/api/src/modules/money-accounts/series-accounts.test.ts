import {
  Currency,
  MoneyAccountKind,
  TransactionType,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

/** The 10th (or `day`) of the month `offset` months from this one, as yyyy-MM-dd. */
function monthDay(offset: number, day = 10): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day))
    .toISOString()
    .slice(0, 10);
}

describeEachDatabase('a series whose account is closed', (ctx) => {
  it('puts its next occurrences in the first open account, and moves there', async () => {
    const home = await ownerWithGroup(ctx());
    const base = `/groups/${home.group.id}/money-accounts`;
    const savings = await home.ownerClient.post<MoneyAccount>(base, {
      name: 'Savings',
      kind: MoneyAccountKind.Savings,
      currency: Currency.PLN,
    });
    const savingsId = savings.body.data.id;
    const started = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Gym',
      groupId: home.group.id,
      date: monthDay(-2),
      amount: 30,
      currency: Currency.PLN,
      recurring: true,
      recurringPeriod: 2,
      moneyAccountId: savingsId,
    });
    expect(started.status, JSON.stringify(started.body.errors)).toBe(201);
    const closed = await home.ownerClient.put(`${base}/${savingsId}`, { closed: true });
    expect(closed.status).toBe(200);

    const created = await ctx().app.writes.createDueOccurrences(
      new Date(`${monthDay(3, 20)}T12:00:00Z`),
    );
    expect(created).toBeGreaterThanOrEqual(3);
    const listed = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: home.group.id, filter: 'Gym', sort: 'date', order: 'asc' },
    });
    const accounts = (await home.ownerClient.get<MoneyAccount[]>(base)).body.data;
    const main = accounts.find((a) => a.id !== savingsId);
    const later = listed.body.data.transactions.filter((t) => t.date >= monthDay(1, 1));
    expect(later.map((t) => t.date)).toEqual([monthDay(1), monthDay(2), monthDay(3)]);
    expect(later.every((t) => t.moneyAccountId === main?.id)).toBe(true);
    // What was written before the account closed stays in it.
    expect(listed.body.data.transactions[0]?.moneyAccountId).toBe(savingsId);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
