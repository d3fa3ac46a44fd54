import { Currency, PeriodType, TransactionType } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0010-budget-spend-calendar.ts';

describeEachDatabase('migration 0010: budget spend per month and year', (ctx) => {
  it('fills the months and years from the day rows as the write path would', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx(), 'Home');
    const food = await client.post<{ id: string }>('/categories', {
      name: 'Food',
      groupId: group.id,
    });
    const budgets = [
      { periodType: PeriodType.Daily, startDate: '2023-12-20', endDate: '2024-02-10' },
      { periodType: PeriodType.Monthly, startDate: '2023-11-15', categoryIds: [food.body.data.id] },
      { periodType: PeriodType.Weekly, startDate: '2024-01-03', currency: Currency.EUR },
    ];
    for (const [i, budget] of budgets.entries()) {
      const created = await client.post('/budgets', {
        name: `Budget ${i}`,
        groupId: group.id,
        amount: 100,
        currency: Currency.PLN,
        ...budget,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    // Days before, inside and after the budgets' ranges, over a turn of the year.
    for (const [date, currency, categoryIds] of [
      ['2023-12-01', Currency.PLN, []],
      ['2023-12-24', Currency.EUR, [food.body.data.id]],
      ['2024-01-05', Currency.PLN, [food.body.data.id]],
      ['2024-01-05', Currency.USD, []],
      ['2024-02-11', Currency.PLN, []],
      ['2025-03-01', Currency.GBP, [food.body.data.id]],
    ] as const) {
      const response = await client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: `Spent ${date}`,
        groupId: group.id,
        date,
        amount: 12.34,
        currency,
        categoryIds,
      });
      expect(response.status).toBe(201);
    }
    const db = ctx().app.db;
    const count = async () => {
      const months = await db.selectFrom('budget_spend_months').select('budget_id').execute();
      const years = await db.selectFrom('budget_spend_years').select('budget_id').execute();
      return [months.length, years.length];
    };
    const before = await count();
    expect(before[0]).toBeGreaterThan(3);

    await migration.down(db);
    await migration.up(db);

    expect(await count()).toEqual(before);
    const writes = ctx().app.writes;
    expect(await writes.checkGroup(group.id, false)).toEqual([]);
  });
});
