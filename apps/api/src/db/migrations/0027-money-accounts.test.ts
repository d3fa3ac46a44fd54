import { Currency, TransactionType, type MoneyAccount } from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0027-money-accounts.ts';
import * as checkpoints from './0028-account-checkpoints.ts';
import * as totals from './0029-money-account-totals.ts';
import * as cleared from './0030-cleared-state.ts';
import * as commonMoney from './0041-common-money.ts';
import * as settlementsOff from './0042-settlements-off-statements.ts';

describeEachDatabase('migration 0027: money accounts', (ctx) => {
  it("puts each group's transactions and series in one Main account, its sums filled", async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home);
    const client = home.ownerClient;
    const groupId = home.group.id;
    await client.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.EUR,
      defaultSplit: null,
    });
    const add = (date: string, amount: number, extra: object = {}) =>
      client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: 'Rent',
        groupId,
        date,
        amount,
        currency: Currency.PLN,
        ...extra,
      });
    await add('2024-03-05', 10);
    await add('2024-02-01', 20, { recurring: true, recurringPeriod: 2, endDate: '2024-04-01' });
    const settled = await client.post(`/groups/${groupId}/settlements`, {
      fromUserId: partner.user.id,
      toUserId: home.owner.id,
      amount: 5,
      currency: Currency.PLN,
      date: '2024-03-06',
    });
    expect(settled.status).toBe(201);
    const empty = await ownerWithGroup(ctx());

    // As the groups were before accounts existed (the later migrations on them undone first);
    // 0029 then fills the accounts' totals from the day sums 0027 filled.
    await settlementsOff.down(ctx().app.db);
    await commonMoney.down(ctx().app.db);
    await cleared.down(ctx().app.db);
    await totals.down(ctx().app.db);
    await checkpoints.down(ctx().app.db);
    await migration.down(ctx().app.db);
    await migration.up(ctx().app.db);
    await checkpoints.up(ctx().app.db);
    await totals.up(ctx().app.db);
    await cleared.up(ctx().app.db);
    await commonMoney.up(ctx().app.db);
    // The settlement, counted by 0027 with 0 on a day of its own, leaves the sums (0042).
    await settlementsOff.up(ctx().app.db);

    const accounts = await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`);
    expect(accounts.body.data).toHaveLength(1);
    const [main] = accounts.body.data;
    expect(main).toMatchObject({
      name: 'Main account',
      currency: Currency.EUR,
      openingBalance: 0,
      openingDate: '2024-02-01',
      balance: 0,
      // Rent four times; the settlement moves no account's money and is in none of its counts.
      transactionCount: 4,
      otherCurrencies: [{ currency: Currency.PLN, amount: -70 }],
    });
    const [other] = (
      await empty.ownerClient.get<MoneyAccount[]>(`/groups/${empty.group.id}/money-accounts`)
    ).body.data;
    expect(other).toMatchObject({ name: 'Main account', currency: Currency.PLN });
    expect(other?.openingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const db = ctx().app.db;
    const unplaced = await db
      .selectFrom('transactions')
      .select('id')
      .where('group_id', '=', groupId)
      .where('money_account_id', '<>', main?.id ?? '')
      .execute();
    expect(unplaced).toEqual([]);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
    // NOT NULL on both databases.
    await expect(
      sql`update transactions set money_account_id = null where group_id = ${groupId}`.execute(db),
    ).rejects.toThrow();
    // The series goes on in the account.
    const series = await db
      .selectFrom('recurring_series')
      .select('money_account_id')
      .where('group_id', '=', groupId)
      .execute();
    expect(series.map((row) => row.money_account_id)).toEqual([main?.id]);
  });
});
