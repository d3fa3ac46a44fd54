import { Currency, PeriodType, TransactionType, type ReportBudget } from '@budget/contract';
import { expect, it } from 'vitest';
import { addDays } from '../../lib/periods.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { today } from '../budgets/budget-views.ts';

describeEachDatabase('budget against actual over long ranges', (ctx) => {
  it("counts only the budget's own days, however the range is read", async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx(), 'Home');
    const now = today();
    const created = await client.post('/budgets', {
      name: 'Daily',
      groupId: group.id,
      amount: 5,
      currency: Currency.PLN,
      periodType: PeriodType.Daily,
      startDate: '2020-01-03',
      endDate: addDays(now, 2),
    });
    expect(created.status).toBe(201);
    // Spend before the budget began and after it ends share months with spend it counts.
    for (const [date, amount] of [
      ['2020-01-01', 1000],
      ['2020-01-05', 10],
      [addDays(now, -3), 20],
      [now, 40],
      [addDays(now, 2), 2000],
      [addDays(now, 5), 4000],
    ] as const) {
      const response = await client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: `Spent ${date}`,
        groupId: group.id,
        date,
        amount,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
    }
    for (const from of ['2020-01-03', '2020-01-01', '2019-06-15']) {
      const response = await client.get<ReportBudget[]>('/reports/budgets', {
        query: { groupIds: group.id, from },
      });
      expect(response.status).toBe(200);
      expect(response.body.data[0], from).toMatchObject({ spent: 70, lastPeriodEnd: now });
    }
    const lastDays = await client.get<ReportBudget[]>('/reports/budgets', {
      query: { groupIds: group.id, from: addDays(now, -3), to: addDays(now, 30) },
    });
    expect(lastDays.body.data[0]).toMatchObject({ spent: 60, periods: 4, budgeted: 20 });
  });
});
