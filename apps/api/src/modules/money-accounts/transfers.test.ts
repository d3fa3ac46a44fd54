import {
  Currency,
  MoneyAccountMessage,
  TransactionType,
  type Group,
  type MoneyAccount,
  type Report,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

describeEachDatabase('transfers between money accounts', (ctx) => {
  let home: GroupFixture;
  let main: MoneyAccount;
  let savings: MoneyAccount;
  let euro: MoneyAccount;
  const base = () => `/groups/${home.group.id}`;

  const accounts = async () =>
    (await home.ownerClient.get<MoneyAccount[]>(`${base()}/money-accounts`)).body.data;
  const balanceOf = async (id: string) => (await accounts()).find((a) => a.id === id)?.balance;
  const transfer = (body: Record<string, unknown>) =>
    home.ownerClient.post<Transaction>(`${base()}/transfers`, { date: '2024-02-01', ...body });
  const spend = (amount: number, date: string, moneyAccountId: string) =>
    home.ownerClient.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Shop',
      groupId: home.group.id,
      date,
      amount,
      currency: Currency.PLN,
      moneyAccountId,
    });

  beforeAll(async () => {
    home = await ownerWithGroup(ctx());
    [main] = (await accounts()) as [MoneyAccount];
    const open = async (name: string, currency: number, openingBalance = 0) =>
      (
        await home.ownerClient.post<MoneyAccount>(`${base()}/money-accounts`, {
          name,
          currency,
          openingBalance,
        })
      ).body.data;
    savings = await open('Savings', Currency.PLN, 1000);
    euro = await open('Euro', Currency.EUR);
  });

  it('moves money out of one account into another, neither income nor expense', async () => {
    const moved = await transfer({
      fromMoneyAccountId: main.id,
      toMoneyAccountId: savings.id,
      amount: 250,
      description: 'Monthly saving',
    });
    expect(moved.status, JSON.stringify(moved.body.errors)).toBe(201);
    expect(moved.body.data).toMatchObject({
      transactionType: TransactionType.Transfer,
      name: 'Transfer',
      amount: -250,
      currency: Currency.PLN,
      moneyAccountId: main.id,
      toMoneyAccountId: savings.id,
      toAmount: 250,
      toCurrency: Currency.PLN,
      paidBy: null,
      split: null,
    });
    expect(await balanceOf(main.id)).toBe(-250);
    expect(await balanceOf(savings.id)).toBe(1250);
    const report = await home.ownerClient.get<Report>('/reports', {
      query: { groupIds: home.group.id, from: '2024-01-01', to: '2024-12-31', currency: '0' },
    });
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body.data)).not.toContain('250');
    // Edited as a transfer, never as an income or expense.
    const asExpense = await home.ownerClient.put('/transactions', {
      transactionId: moved.body.data.id,
      transactionType: TransactionType.Expense,
      name: 'Shop',
      groupId: home.group.id,
      date: '2024-02-01',
      amount: 1,
      currency: Currency.PLN,
    });
    expect(asExpense.status).toBe(400);
    expect(asExpense.body.errors[0]?.message).toBe(MoneyAccountMessage.EditTransferHere);
    const edited = await home.ownerClient.put<Transaction>(
      `${base()}/transfers/${moved.body.data.id}`,
      {
        fromMoneyAccountId: savings.id,
        toMoneyAccountId: main.id,
        amount: 100,
        date: '2024-02-02',
      },
    );
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    expect(await balanceOf(main.id)).toBe(100);
    expect(await balanceOf(savings.id)).toBe(900);
    await home.ownerClient.delete(`/transactions/${moved.body.data.id}`);
    expect(await balanceOf(savings.id)).toBe(1000);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('converts between currencies at the date rate unless the amount received is given', async () => {
    // The shipped table: EUR 4.3653 PLN; 100.00 PLN is 22.908... EUR, rounded once.
    const converted = await transfer({
      fromMoneyAccountId: main.id,
      toMoneyAccountId: euro.id,
      amount: 100,
    });
    expect(converted.body.data).toMatchObject({ toAmount: 22.91, toCurrency: Currency.EUR });
    const given = await transfer({
      fromMoneyAccountId: euro.id,
      toMoneyAccountId: main.id,
      amount: 10,
      toAmount: 43,
    });
    expect(given.body.data).toMatchObject({ amount: -10, currency: Currency.EUR, toAmount: 43 });
    expect(await balanceOf(euro.id)).toBe(12.91);
    // An edit of its name alone keeps what arrived; a new amount is converted again.
    const edit = (body: Record<string, unknown>) =>
      home.ownerClient.put<Transaction>(`${base()}/transfers/${converted.body.data.id}`, {
        date: '2024-02-01',
        fromMoneyAccountId: main.id,
        toMoneyAccountId: euro.id,
        ...body,
      });
    expect((await edit({ amount: 100, toAmount: 23.01 })).body.data.toAmount).toBe(23.01);
    const renamed = await edit({ amount: 100, name: 'To the euro account' });
    expect(renamed.body.data).toMatchObject({ name: 'To the euro account', toAmount: 23.01 });
    expect((await edit({ amount: 200 })).body.data.toAmount).toBe(45.82);
    expect((await edit({ amount: 100 })).body.data.toAmount).toBe(22.91);
    // Converted, less than a cent would arrive: said so, not that no rate exists.
    const tiny = await transfer({
      fromMoneyAccountId: main.id,
      toMoneyAccountId: euro.id,
      amount: 0.01,
    });
    expect(tiny.status).toBe(400);
    expect(tiny.body.errors[0]?.details).toEqual({
      toAmount: [MoneyAccountMessage.ConvertedTooSmall],
    });
    // Converted, it would be more than any amount can be: refused, nothing written.
    const huge = await transfer({
      fromMoneyAccountId: euro.id,
      toMoneyAccountId: main.id,
      amount: 999_999_999,
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0]?.details).toEqual({
      toAmount: [MoneyAccountMessage.ConvertedTooLarge],
    });
    expect(await balanceOf(euro.id)).toBe(12.91);
    const same = await transfer({
      fromMoneyAccountId: main.id,
      toMoneyAccountId: main.id,
      amount: 1,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors[0]?.details).toEqual({
      toMoneyAccountId: [MoneyAccountMessage.SameAccount],
    });
    for (const id of [converted.body.data.id, given.body.data.id]) {
      await home.ownerClient.delete(`/transactions/${id}`);
    }
  });

  it('lists an account with the running balance after each row, on every page and order', async () => {
    const other = await home.ownerClient.post<Group>('/groups', { name: 'Flat' });
    expect(other.status).toBe(201);
    const days = ['2024-03-01', '2024-03-01', '2024-03-02', '2024-03-04', '2024-03-04'];
    for (const [i, day] of days.entries()) await spend(i + 1, day, savings.id);
    await spend(50, '2024-03-03', main.id);
    await transfer({
      fromMoneyAccountId: main.id,
      toMoneyAccountId: savings.id,
      amount: 20,
      date: '2024-03-02',
    });
    const page = (query: Record<string, unknown>) =>
      home.ownerClient.get<TransactionPage>('/transactions', {
        query: { groupIds: home.group.id, moneyAccountIds: savings.id, ...query },
      });
    const all = (await page({ order: 'asc', pageSize: 100 })).body.data;
    // The transfer arrives in Savings, positive; Main's expense is not in its list.
    expect(all.totalCount).toBe(6);
    let running = 1000;
    for (const row of all.transactions) {
      running = Math.round((running + (row.accountAmount ?? NaN)) * 100) / 100;
      expect(row.runningBalance, row.name).toBe(running);
    }
    expect(running).toBe(1000 - 15 + 20);
    expect(all.transactions.find((t) => t.transactionType === 3)?.accountAmount).toBe(20);
    // Newest first, two at a time: each page agrees with the whole list.
    const expected = new Map(all.transactions.map((t) => [t.id, t.runningBalance]));
    for (const pageNumber of [1, 2, 3]) {
      const rows = (await page({ page: pageNumber, pageSize: 2 })).body.data.transactions;
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.runningBalance).toBe(expected.get(row.id));
    }
    // Opened long before, the rows are in the newer half of the account's history: their
    // balances come from its total less the later days, and agree.
    const opened = await home.ownerClient.put(
      `/groups/${home.group.id}/money-accounts/${savings.id}`,
      { openingDate: '2016-01-01' },
    );
    expect(opened.status).toBe(200);
    for (const pageNumber of [1, 3]) {
      const rows = (await page({ page: pageNumber, pageSize: 2 })).body.data.transactions;
      for (const row of rows) expect(row.runningBalance).toBe(expected.get(row.id));
    }
    // Filtered further, rows keep the account's balance; sorted otherwise, no running balance.
    const shop = (await page({ filter: 'Shop', order: 'asc' })).body.data.transactions;
    expect(shop.map((t) => t.runningBalance)).toEqual(
      all.transactions.filter((t) => t.name === 'Shop').map((t) => t.runningBalance),
    );
    const byAmount = (await page({ sort: 'amount' })).body.data.transactions;
    expect(byAmount.every((t) => t.runningBalance === undefined)).toBe(true);
    expect(byAmount.every((t) => t.accountAmount !== undefined)).toBe(true);
    const foreign = await page({ groupIds: other.body.data.id });
    expect(foreign.status).toBe(400);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('backs up accounts and transfers, and restores them into the new group', async () => {
    const backup = await home.ownerClient.get(`${base()}/backup`);
    expect(backup.status).toBe(200);
    const file = JSON.parse(backup.text) as { moneyAccounts: unknown[]; transfers: unknown[] };
    expect(file.moneyAccounts).toHaveLength(3);
    expect(file.transfers).toHaveLength(1);
    const restored = await home.ownerClient.post<Group>('/groups/restore', file);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = restored.body.data.id;
    const copied = (await home.ownerClient.get<MoneyAccount[]>(`/groups/${copy}/money-accounts`))
      .body.data;
    const strip = (list: MoneyAccount[]) =>
      list.map(({ name, balance, transactionCount, currency, otherCurrencies }) => ({
        name,
        balance,
        transactionCount,
        currency,
        otherCurrencies,
      }));
    expect(strip(copied)).toEqual(strip(await accounts()));
    expect(await ctx().app.writes.checkGroup(copy, false)).toEqual([]);
  });

  it('refuses a backup whose accounts share a name or whose transfer goes nowhere, with 400', async () => {
    const file = JSON.parse((await home.ownerClient.get(`${base()}/backup`)).text) as {
      moneyAccounts: { id: string; name: string }[];
      transfers: { fromMoneyAccountId: string; toMoneyAccountId: string }[];
    };
    const [first, second] = file.moneyAccounts;
    const [moved] = file.transfers;
    const before = (await home.ownerClient.get<Group[]>('/groups')).body.data.length;
    const twins = structuredClone(file);
    twins.moneyAccounts[1] = { ...second!, name: first!.name.toUpperCase() };
    const named = await home.ownerClient.post('/groups/restore', twins);
    expect(named.status, JSON.stringify(named.body.errors)).toBe(400);
    const loop = structuredClone(file);
    loop.transfers[0] = { ...moved!, toMoneyAccountId: moved!.fromMoneyAccountId };
    const nowhere = await home.ownerClient.post('/groups/restore', loop);
    expect(nowhere.status, JSON.stringify(nowhere.body.errors)).toBe(400);
    expect((await home.ownerClient.get<Group[]>('/groups')).body.data).toHaveLength(before);
  });
});
