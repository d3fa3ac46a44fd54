import { type Budget, Currency, PeriodType, TransactionType } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('write path: re-keying after a rates import', (ctx) => {
  it('regroups periods a write split across old and new rate keys before the re-key ran', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx(), 'Home');
    const created = await client.post<{ id: string }>('/budgets', {
      name: 'Trip',
      groupId: group.id,
      amount: 100,
      currency: Currency.PLN,
      periodType: PeriodType.Monthly,
      startDate: '2030-01-01',
    });
    expect(created.status).toBe(201);
    const spend = (amount: number) =>
      client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: 'Hotel',
        groupId: group.id,
        date: '2030-01-10',
        amount,
        currency: Currency.USD,
        categoryIds: [],
      });
    expect((await spend(10)).status).toBe(201);

    // A rates import has committed; its re-key has not run yet when the next write comes.
    const db = ctx().app.db;
    await db
      .insertInto('exchange_rates')
      .values({
        code: 'USD',
        effective_date: '2030-01-02',
        mid: '5',
        table_no: 'race',
        imported_at: new Date().toISOString(),
      })
      .execute();
    expect((await spend(2)).status).toBe(201);
    const writes = ctx().app.writes;
    const keys = async () =>
      (await db.selectFrom('budget_spend_periods').select('rate_key').execute()).map(
        (row) => row.rate_key,
      );
    // The day row carries the new key; the month's period rows sit under both keys.
    expect(new Set(await keys()).size).toBe(2);
    expect(await writes.checkGroup(group.id, false)).not.toEqual([]);

    await writes.rekeyAfterRatesImport('2030-01-02');

    expect(new Set(await keys()).size).toBe(1);
    expect(await writes.checkGroup(group.id, false)).toEqual([]);
    const listed = await client.get<Budget[]>('/budgets', { query: { datePoint: '2030-01-15' } });
    expect(listed.body.data.find((b) => b.name === 'Trip')?.budgetUsages[0]?.spent).toBe(60);
  });
});
