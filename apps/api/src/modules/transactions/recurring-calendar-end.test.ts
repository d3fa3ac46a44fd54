import {
  Currency,
  PeriodType,
  TransactionType,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

// Dates are written yyyy-MM-dd, so a series ends with the calendar on 9999-12-31
// (docs/decisions.md, 'Recurring transactions'): nothing past it is made, and nothing fails.
describeEachDatabase('a series set up at the end of the calendar', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const entry = (date: string, recurringPeriod: number) => ({
    transactionType: TransactionType.Expense,
    name: `Late ${recurringPeriod} ${date}`,
    amount: 10,
    currency: Currency.PLN,
    groupId,
    date,
    recurring: true,
    recurringPeriod,
  });
  const rowsOf = async () => {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, pageSize: '100' },
    });
    return page.body.data.transactions.map((row) => row.date).sort();
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Far future');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('saves each period from its last days, and makes no occurrence past 9999-12-31', async () => {
    const dates = ['9999-12-31', '9999-12-25'];
    for (const date of dates) {
      for (const period of Object.values(PeriodType)) {
        const created = await client.post<Transaction>('/transactions', entry(date, period));
        expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
      }
    }
    const daily = await client.post<Transaction>('/transactions', entry('9999-12-30', 0));
    expect(daily.status).toBe(201);
    await ctx().app.writes.createDueOccurrences(new Date('9999-12-31T05:00:00Z'));
    const expected = [
      ...['9999-12-25', '9999-12-25', '9999-12-25', '9999-12-25'],
      ...['9999-12-26', '9999-12-27', '9999-12-28', '9999-12-29', '9999-12-30', '9999-12-30'],
      ...Array<string>(6).fill('9999-12-31'),
    ];
    expect(await rowsOf()).toEqual(expected);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });

  it('turns a saved one-off into a weekly series on 9999-12-31', async () => {
    const one = await client.post<Transaction>('/transactions', {
      ...entry('2026-01-05', PeriodType.Weekly),
      recurring: false,
      recurringPeriod: undefined,
    });
    const changed = await client.put<Transaction>('/transactions', {
      ...entry('9999-12-31', PeriodType.Weekly),
      transactionId: one.body.data.id,
    });
    expect(changed.status, JSON.stringify(changed.body.errors)).toBe(200);
    expect(changed.body.data.date).toBe('9999-12-31');
  });
});
