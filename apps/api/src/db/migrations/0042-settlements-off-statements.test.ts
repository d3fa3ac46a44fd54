import { Currency, type MoneyAccount, type TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0042-settlements-off-statements.ts';

describeEachDatabase('migration 0042: settlements off the accounts', (ctx) => {
  it('takes a settlement out of its account sums and unmarks it', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home);
    const client = home.ownerClient;
    const base = `/groups/${home.group.id}`;
    const [main] = (await client.get<MoneyAccount[]>(`${base}/money-accounts`)).body.data;
    const spent = await client.post('/transactions', {
      transactionType: 0,
      name: 'Bakery',
      groupId: home.group.id,
      date: '2024-06-01',
      amount: 3,
      currency: Currency.PLN,
    });
    expect(spent.status, spent.text).toBe(201);
    const settled = await client.post(`${base}/settlements`, {
      fromUserId: partner.user.id,
      toUserId: home.owner.id,
      amount: 40,
      currency: Currency.EUR,
      date: '2024-06-02',
    });
    expect(settled.status, settled.text).toBe(201);
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: home.group.id, filter: 'Settlement' },
    });
    const settlementId = page.body.data.transactions[0]?.id ?? '';
    const db = ctx().app.db;
    // As a statement could leave it before: counted in Main, cleared and reconciled there.
    await migration.down(db);
    await db
      .updateTable('transactions')
      .set({ cleared: 1, reconciled: 1 })
      .where('id', '=', settlementId)
      .execute();
    const counted = async () =>
      (
        await db
          .selectFrom('money_account_totals')
          .select(['currency', 'transaction_count'])
          .where('money_account_id', '=', main?.id ?? '')
          .orderBy('currency')
          .execute()
      ).map((row) => [Number(row.currency), Number(row.transaction_count)]);
    expect(await counted()).toEqual(
      [
        [Currency.PLN, 1],
        [Currency.EUR, 1],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    await migration.up(db);
    expect(await counted()).toEqual([[Currency.PLN, 1]]);
    const flags = await db
      .selectFrom('transactions')
      .select(['cleared', 'reconciled'])
      .where('id', '=', settlementId)
      .executeTakeFirstOrThrow();
    expect([Number(flags.cleared), Number(flags.reconciled)]).toEqual([0, 0]);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
