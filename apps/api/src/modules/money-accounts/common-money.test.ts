import {
  Currency,
  MemberRole,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type ImportPreview,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

type Ctx = Parameters<typeof ownerWithGroup>[0];

/** A couple, each paying, with the group's first account and a joint one of common money. */
async function couple(ctx: Ctx, commonMoney = true) {
  const home = await ownerWithGroup(ctx, 'Couple');
  const partner = await memberOf(ctx, home);
  const client = home.ownerClient;
  const groupId = home.group.id;
  const made = await client.post<{ id: string }>(`/groups/${groupId}/money-accounts`, {
    name: 'Joint',
    currency: Currency.PLN,
    commonMoney,
  });
  expect(made.status, made.text).toBe(201);
  const balances = async () => {
    const answer = await client.get<GroupBalances>(`/groups/${groupId}/balances`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.members.map((member) => member.balance);
  };
  const entry = (by: TestClient, fields: Record<string, unknown>) => ({
    transactionType: TransactionType.Expense,
    name: 'Groceries',
    groupId,
    date: '2026-11-02',
    amount: 100,
    currency: Currency.PLN,
    ...fields,
  });
  const spend = async (by: TestClient, fields: Record<string, unknown> = {}) => {
    const answer = await by.post<Transaction>('/transactions', entry(by, fields));
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data;
  };
  const edit = async (id: string, fields: Record<string, unknown>) => {
    const answer = await client.put<Transaction>('/transactions', {
      ...entry(client, fields),
      transactionId: id,
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };
  const doctor = () => ctx.app.writes.checkGroup(groupId, false);
  return {
    home,
    partner,
    client,
    groupId,
    jointId: made.body.data.id,
    balances,
    spend,
    edit,
    doctor,
  };
}

const everyoneEven = [0, 0];

describeEachDatabase('an account of common money', (ctx) => {
  it('keeps its incomes and expenses unshared, whoever enters them and whatever they name', async () => {
    const { home, partner, client, groupId, jointId, balances, spend, edit, doctor } =
      await couple(ctx());
    const accounts = await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`);
    expect(accounts.body.data.map((a) => [a.name, a.commonMoney])).toEqual([
      ['Main account', false],
      ['Joint', true],
    ]);
    const split = {
      method: SplitMethod.Equal,
      parts: [
        { userId: home.owner.id, value: 1 },
        { userId: partner.user.id, value: 1 },
      ],
    };
    const shop = await spend(partner.client, {
      moneyAccountId: jointId,
      paidBy: partner.user.id,
      split,
    });
    expect([shop.paidBy, shop.split]).toEqual([null, null]);
    const salary = await spend(client, {
      moneyAccountId: jointId,
      transactionType: TransactionType.Income,
      name: 'Salary',
      amount: 3000,
    });
    expect([salary.paidBy, salary.split]).toEqual([null, null]);
    expect(await balances()).toEqual(everyoneEven);

    // Paid from the first account it is shared; moved to the joint one it is not any more.
    const dinner = await spend(client, { name: 'Dinner' });
    expect(dinner.paidBy).toBe(home.owner.id);
    expect((await balances()).sort()).toEqual([-50, 50]);
    const moved = await edit(dinner.id, { name: 'Dinner', moneyAccountId: jointId });
    expect([moved.paidBy, moved.split]).toEqual([null, null]);
    expect(await balances()).toEqual(everyoneEven);
    expect(await doctor()).toEqual([]);

    expect(await doctor()).toEqual([]);
  });

  it('unshares what an account holds once it becomes common money, and keeps it so after', async () => {
    const { home, client, groupId, jointId, balances, spend, doctor } = await couple(ctx(), false);
    const rent = await spend(client, { moneyAccountId: jointId, name: 'Rent', amount: 2000 });
    expect(rent.paidBy).toBe(home.owner.id);
    const series = await spend(client, {
      moneyAccountId: jointId,
      name: 'Internet',
      amount: 80,
      date: '2026-10-02',
      recurring: true,
      recurringPeriod: 2,
    });
    expect(series.paidBy).toBe(home.owner.id);
    expect((await balances()).some((balance) => balance !== 0)).toBe(true);

    const path = `/groups/${groupId}/money-accounts/${jointId}`;
    const made = await client.put(path, { commonMoney: true });
    expect(made.status, made.text).toBe(200);
    expect(await balances()).toEqual(everyoneEven);
    expect(await doctor()).toEqual([]);
    const rows = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId, pageSize: '100' },
    });
    expect(rows.body.data.transactions.map((t) => [t.name, t.paidBy])).toEqual(
      expect.arrayContaining([
        ['Rent', null],
        ['Internet', null],
      ]),
    );
    // No longer common money: what it holds stays as it is, new spending is shared again.
    expect((await client.put(path, { commonMoney: false })).status).toBe(200);
    expect(await balances()).toEqual(everyoneEven);
    const later = await spend(client, { moneyAccountId: jointId, name: 'Cinema', amount: 30 });
    expect(later.paidBy).toBe(home.owner.id);
    expect(await doctor()).toEqual([]);
  });

  it('imports a bank file into it unshared, and a re-share of the import leaves its rows so', async () => {
    const { home, partner, client, groupId, jointId, balances, doctor } = await couple(ctx());
    const file = ['Data;Kontrahent;Kwota', '02.11.2026;BIEDRONKA;-45,99', '03.11.2026;ZUS;-120,37'];
    const request = {
      groupId,
      fileName: 'joint.csv',
      content: file.join('\n'),
      currency: Currency.PLN,
      moneyAccountId: jointId,
    };
    const preview = await client.post<ImportPreview>('/imports/preview', request);
    expect(preview.status, preview.text).toBe(200);
    const imported = await client.post<{ id: string }>('/imports', {
      ...request,
      csv: preview.body.data.csv?.mapping,
    });
    expect(imported.status, imported.text).toBe(201);
    expect(await balances()).toEqual(everyoneEven);
    const shared = await client.put(`/imports/${imported.body.data.id}/sharing`, {
      paidBy: partner.user.id,
      split: { method: SplitMethod.Equal, parts: [{ userId: home.owner.id, value: 1 }] },
    });
    expect(shared.status, shared.text).toBe(200);
    expect(await balances()).toEqual(everyoneEven);
    expect(await doctor()).toEqual([]);
  });

  it('shares an entry moved out of common money as a new one there would be', async () => {
    const { home, partner, client, groupId, jointId, balances, spend, edit, doctor } =
      await couple(ctx());
    const shop = await spend(partner.client, { moneyAccountId: jointId, name: 'Lidl' });
    expect(shop.paidBy).toBeNull();
    const accounts = await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`);
    const main = accounts.body.data.find((account) => !account.commonMoney) as MoneyAccount;
    // The Owner moves it: paid by the one who moved it, split by the group's default.
    const moved = await edit(shop.id, { name: 'Lidl', moneyAccountId: main.id });
    expect(moved.paidBy).toBe(home.owner.id);
    expect(moved.split?.parts.map((part) => part.amount)).toEqual([50, 50]);
    expect((await balances()).sort()).toEqual([-50, 50]);
    expect(await doctor()).toEqual([]);
  });

  it('writes a series’ next occurrences unshared once they fall into common money', async () => {
    const { home, client, groupId, balances, spend, doctor } = await couple(ctx(), false);
    const base = `/groups/${groupId}/money-accounts`;
    const accounts = (await client.get<MoneyAccount[]>(base)).body.data;
    const main = accounts.find((account) => account.name === 'Main account') as MoneyAccount;
    expect((await client.put(`${base}/${main.id}`, { commonMoney: true })).status).toBe(200);
    const card = await client.post<{ id: string }>(base, { name: 'Card', currency: Currency.PLN });
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const gym = await spend(client, {
      moneyAccountId: card.body.data.id,
      name: 'Gym',
      amount: 30,
      date: monthAgo,
      recurring: true,
      recurringPeriod: 2,
    });
    expect(gym.paidBy).toBe(home.owner.id);
    const shared = await balances();
    expect((await client.put(`${base}/${card.body.data.id}`, { closed: true })).status).toBe(200);
    const inThreeMonths = new Date(Date.now() + 95 * 86_400_000);
    expect(await ctx().app.writes.createDueOccurrences(inThreeMonths)).toBeGreaterThanOrEqual(3);
    const rows = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId, filter: 'Gym', pageSize: '100' },
    });
    const later = rows.body.data.transactions.filter((row) => row.date > today);
    expect(later.length).toBeGreaterThanOrEqual(3);
    expect(later.every((row) => row.moneyAccountId === main.id && row.paidBy === null)).toBe(true);
    // What the card paid before it closed stays shared; nothing more is owed for the gym.
    expect(await balances()).toEqual(shared);
    expect(await doctor()).toEqual([]);
  });

  it('keeps rows unshared when rules applied before the account became common are undone', async () => {
    const { partner, client, groupId, jointId, balances, spend, doctor } = await couple(
      ctx(),
      false,
    );
    const food = await client.post<{ id: string }>('/categories', { name: 'Food', groupId });
    expect(food.status, food.text).toBe(201);
    await spend(partner.client, { moneyAccountId: jointId, name: 'Biedronka' });
    const rule = await client.post(`/groups/${groupId}/rules`, {
      name: 'Shop',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'biedronka' }],
      actions: [{ type: 'setCategories', categoryIds: [food.body.data.id] }],
    });
    expect(rule.status, rule.text).toBe(201);
    const run = await client.post<{ id: string }>(`/groups/${groupId}/rules/apply`, {});
    expect(run.status, run.text).toBe(200);
    const path = `/groups/${groupId}/money-accounts/${jointId}`;
    expect((await client.put(path, { commonMoney: true })).status).toBe(200);
    expect(await balances()).toEqual(everyoneEven);
    const undone = await client.post(`/groups/${groupId}/rule-runs/${run.body.data.id}/undo`, {});
    expect(undone.status, undone.text).toBe(200);
    expect(await balances()).toEqual(everyoneEven);
    expect(await doctor()).toEqual([]);
  });

  it('has an account’s holder pay for what another member enters in it, unless told otherwise', async () => {
    const { home, partner, client, groupId, spend, doctor } = await couple(ctx(), false);
    const base = `/groups/${groupId}/money-accounts`;
    const card = await client.post<{ id: string }>(base, {
      name: 'Anna card',
      currency: Currency.PLN,
      ownerUserId: home.owner.id,
    });
    expect(card.status, card.text).toBe(201);
    const typed = await spend(partner.client, { moneyAccountId: card.body.data.id });
    expect(typed.paidBy).toBe(home.owner.id);
    const named = await spend(partner.client, {
      moneyAccountId: card.body.data.id,
      paidBy: partner.user.id,
    });
    expect(named.paidBy).toBe(partner.user.id);

    const request = {
      groupId,
      fileName: 'card.csv',
      content: ['Data;Kontrahent;Kwota', '02.11.2026;ROSSMANN;-19,99'].join('\n'),
      currency: Currency.PLN,
      moneyAccountId: card.body.data.id,
    };
    const preview = await partner.client.post<ImportPreview>('/imports/preview', request);
    const imported = await partner.client.post('/imports', {
      ...request,
      csv: preview.body.data.csv?.mapping,
    });
    expect(imported.status, imported.text).toBe(201);
    const rows = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId, filter: 'ROSSMANN' },
    });
    expect(rows.body.data.transactions.map((row) => row.paidBy)).toEqual([home.owner.id]);

    // A Viewer's account: what a Member enters there is paid by the Member.
    const teen = await memberOf(ctx(), home, MemberRole.Viewer);
    const pocket = await client.post<{ id: string }>(base, {
      name: 'Pocket money',
      currency: Currency.PLN,
      ownerUserId: teen.user.id,
    });
    const ice = await spend(partner.client, { moneyAccountId: pocket.body.data.id, amount: 6 });
    expect(ice.paidBy).toBe(partner.user.id);
    expect(await doctor()).toEqual([]);
  });

  it('lets no rule share its rows, and a settlement between the members still counts', async () => {
    const { home, partner, client, groupId, jointId, balances, spend, doctor } =
      await couple(ctx());
    const rule = await client.post(`/groups/${groupId}/rules`, {
      name: 'Fuel',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'orlen' }],
      actions: [{ type: 'setSharing', paidBy: partner.user.id }],
    });
    expect(rule.status, rule.text).toBe(201);
    const fuel = await spend(client, { moneyAccountId: jointId, name: 'ORLEN 7' });
    expect(fuel.paidBy).toBeNull();
    const applied = await client.post(`/groups/${groupId}/rules/apply`, {});
    expect(applied.status, applied.text).toBe(200);
    expect(await balances()).toEqual(everyoneEven);

    const paid = await partner.client.post(`/groups/${groupId}/settlements`, {
      fromUserId: partner.user.id,
      toUserId: home.owner.id,
      amount: 25,
      currency: Currency.PLN,
      date: '2026-11-03',
    });
    expect(paid.status, paid.text).toBe(201);
    expect((await balances()).sort()).toEqual([-25, 25]);
    expect(await doctor()).toEqual([]);
  });
});
