import {
  Currency,
  type GroupBalances,
  type MoneyAccount,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

// A settlement between members sits in an account but moves nothing there (docs/decisions.md,
// 'Money accounts'): no statement lists or counts it, and it never keeps an account from going.
describeEachDatabase('settlements and money accounts', (ctx) => {
  let home: GroupFixture;
  let partnerId: string;
  let main: MoneyAccount;
  const base = () => `/groups/${home.group.id}`;
  const accounts = async () =>
    (await home.ownerClient.get<MoneyAccount[]>(`${base()}/money-accounts`)).body.data;
  const statement = async (accountId: string) =>
    (
      await home.ownerClient.get<TransactionPage>('/transactions', {
        query: { groupIds: home.group.id, moneyAccountIds: accountId },
      })
    ).body.data;
  const settle = async (amount: number) => {
    const settled = await home.ownerClient.post<GroupBalances>(`${base()}/settlements`, {
      fromUserId: partnerId,
      toUserId: home.owner.id,
      amount,
      currency: Currency.EUR,
      date: '2024-06-02',
    });
    expect(settled.status, settled.text).toBe(201);
  };

  const settlementRow = async () =>
    (
      await home.ownerClient.get<TransactionPage>('/transactions', {
        query: { groupIds: home.group.id, filter: 'Settlement' },
      })
    ).body.data.transactions[0] as Transaction;

  beforeAll(async () => {
    home = await ownerWithGroup(ctx());
    partnerId = (await memberOf(ctx(), home)).user.id;
    [main] = (await accounts()) as [MoneyAccount];
    const spent = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Bakery',
      groupId: home.group.id,
      date: '2024-06-01',
      amount: 12.5,
      currency: Currency.PLN,
      moneyAccountId: main.id,
    });
    expect(spent.status, spent.text).toBe(201);
    await settle(40);
  });

  it('lists and counts only what moved money in the account', async () => {
    const page = await statement(main.id);
    expect(page.transactions.map((row) => row.name)).toEqual(['Bakery']);
    expect(page.totalCount).toBe(1);
    const [listed] = await accounts();
    expect(listed).toMatchObject({ transactionCount: 1, balance: -12.5 });
    // The settlement is still the group's, in its list and its balances.
    const all = (
      await home.ownerClient.get<TransactionPage>('/transactions', {
        query: { groupIds: home.group.id },
      })
    ).body.data;
    expect(all.transactions.map((row) => row.name).sort()).toEqual(['Bakery', 'Settlement']);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('is not cleared or reconciled with the account', async () => {
    const settlement = await settlementRow();
    const marked = await home.ownerClient.put(`${base()}/money-accounts/${main.id}/cleared`, {
      transactionIds: [settlement.id],
      cleared: true,
    });
    expect(marked.status).toBe(400);
    expect(marked.body.errors[0]?.details?.transactionIds).toHaveLength(1);
    const db = ctx().app.db;
    const flags = () =>
      db
        .selectFrom('transactions')
        .select(['cleared', 'reconciled'])
        .where('id', '=', settlement.id)
        .executeTakeFirstOrThrow();
    // Reconciling the account leaves it as it is.
    const done = await home.ownerClient.post(`${base()}/money-accounts/${main.id}/reconcile`, {
      date: '2024-06-30',
      balance: 0,
    });
    expect(done.status, done.text).toBe(200);
    expect(await flags()).toEqual({ cleared: 0, reconciled: 0 });
  });

  it('lets an account holding only settlements go, and they stay in the group', async () => {
    const savings = (
      await home.ownerClient.post<MoneyAccount>(`${base()}/money-accounts`, {
        name: 'Savings',
        currency: Currency.PLN,
      })
    ).body.data;
    const bakery = (await statement(main.id)).transactions[0] as Transaction;
    const moved = await home.ownerClient.put<Transaction>('/transactions', {
      transactionId: bakery.id,
      transactionType: 0,
      name: 'Bakery',
      groupId: home.group.id,
      categoryIds: [],
      date: bakery.date,
      amount: 12.5,
      currency: Currency.PLN,
      moneyAccountId: savings.id,
    });
    expect(moved.status, moved.text).toBe(200);
    // Only a settlement in euros is left in Main: its currency may change, and it may go.
    const euro = await home.ownerClient.put(`${base()}/money-accounts/${main.id}`, {
      currency: Currency.USD,
    });
    expect(euro.status, euro.text).toBe(200);
    const gone = await home.ownerClient.delete(`${base()}/money-accounts/${main.id}`);
    expect(gone.status, gone.text).toBe(200);
    const settlements = await ctx()
      .app.db.selectFrom('transactions')
      .select('money_account_id')
      .where('group_id', '=', home.group.id)
      .where('name', '=', 'Settlement')
      .execute();
    expect(settlements).toEqual([{ money_account_id: savings.id }]);
    expect((await statement(savings.id)).totalCount).toBe(1);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
