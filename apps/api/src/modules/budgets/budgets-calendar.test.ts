import { Currency, PeriodType, TransactionType, type Budget } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

// The add form's 'Align with the calendar' only picks the start date (docs/decisions.md,
// 'Budgets'): these are the periods, and sums, the API answers for such start dates.
describeEachDatabase('budgets aligned with the calendar', (ctx) => {
  it('count the whole calendar month, week or year so far, and the card shows those days', async () => {
    const home = await ownerWithGroup(ctx());
    const spent: [string, number][] = [
      ['2026-10-31', 1],
      ['2026-11-01', 2],
      ['2026-11-21', 4],
      ['2026-11-22', 8],
      ['2026-11-28', 16],
      ['2026-12-01', 32],
      ['2025-12-31', 64],
    ];
    for (const [date, amount] of spent) {
      const response = await home.ownerClient.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: 'Groceries',
        groupId: home.group.id,
        date,
        amount,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
    }
    const made: [string, number, string][] = [
      ['Made on the 28th', PeriodType.Monthly, '2026-11-28'],
      ['Month', PeriodType.Monthly, '2026-11-01'],
      // 2026-11-22 is a Sunday, the product's first day of the week.
      ['Week', PeriodType.Weekly, '2026-11-22'],
      ['Year', PeriodType.Yearly, '2026-01-01'],
    ];
    for (const [name, periodType, startDate] of made) {
      const response = await home.ownerClient.post('/budgets', {
        name,
        groupId: home.group.id,
        amount: 500,
        currency: Currency.PLN,
        periodType,
        startDate,
      });
      expect(response.status).toBe(201);
    }

    const listed = await home.ownerClient.get<Budget[]>('/budgets', {
      query: { datePoint: '2026-11-28' },
    });
    const usage = Object.fromEntries(listed.body.data.map((b) => [b.name, b.budgetUsages[0]]));
    expect(usage['Made on the 28th']).toMatchObject({
      periodStart: '2026-11-28',
      periodEnd: '2026-12-27',
      spent: 48,
    });
    expect(usage.Month).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      spent: 30,
    });
    expect(usage.Week).toMatchObject({
      periodStart: '2026-11-22',
      periodEnd: '2026-11-28',
      spent: 24,
    });
    expect(usage.Year).toMatchObject({
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      spent: 63,
    });
  });
});
