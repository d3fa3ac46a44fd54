import {
  Currency,
  MemberRole,
  TransactionType,
  type GroupBalances,
  type GroupSharing,
  type Transaction,
} from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import * as migration from '../../db/migrations/0020-household-defaults.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

async function household(ctx: Parameters<typeof ownerWithGroup>[0], name: string) {
  const fixture = await ownerWithGroup(ctx, name);
  const partner = await memberOf(ctx, fixture);
  const teenager = await memberOf(ctx, fixture, MemberRole.Viewer);
  return { ...fixture, partner, teenager };
}

const entry = (client: TestClient, groupId: string, type: number, amount: number) =>
  client.post<Transaction>('/transactions', {
    transactionType: type,
    name: type === TransactionType.Income ? 'Salary' : 'Groceries',
    groupId,
    date: '2026-11-02',
    amount,
    currency: Currency.PLN,
  });

describeEachDatabase('a household’s defaults', (ctx) => {
  it('shares expenses among the members who pay and keeps incomes their receiver’s', async () => {
    const home = await household(ctx(), 'Home');
    const sharing = await home.ownerClient.get<GroupSharing>(`/groups/${home.group.id}/sharing`);
    expect(sharing.body.data).toMatchObject({ equalAmong: 'payers', splitIncomes: false });

    const groceries = await entry(home.ownerClient, home.group.id, TransactionType.Expense, 100);
    expect(groceries.body.data.split?.parts.map((p) => [p.userId, p.amount])).toEqual(
      [
        [home.owner.id, 50],
        [home.partner.user.id, 50],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const salary = await entry(home.partner.client, home.group.id, TransactionType.Income, 5000);
    expect(salary.status).toBe(201);
    expect(salary.body.data.paidBy).toBe(home.partner.user.id);
    expect(salary.body.data.split).toBeNull();
    // An unshared income edits like any other transaction, and stays unshared.
    const raised = await home.partner.client.put<Transaction>('/transactions', {
      transactionId: salary.body.data.id,
      transactionType: TransactionType.Income,
      name: 'Salary and bonus',
      groupId: home.group.id,
      date: '2026-11-03',
      amount: 5500,
      currency: Currency.PLN,
    });
    expect(raised.status, JSON.stringify(raised.body.errors)).toBe(200);
    expect(raised.body.data).toMatchObject({
      name: 'Salary and bonus',
      amount: 5500,
      date: '2026-11-03',
      paidBy: home.partner.user.id,
      split: null,
    });

    const balances = await home.ownerClient.get<GroupBalances>(`/groups/${home.group.id}/balances`);
    const of = (id: string) => balances.body.data.members.find((m) => m.userId === id)?.balance;
    expect(of(home.owner.id)).toBe(50);
    expect(of(home.partner.user.id)).toBe(-50);
    expect(of(home.teenager.user.id)).toBe(0);
    expect(balances.body.data.settleUp.every((s) => s.toUserId !== home.teenager.user.id)).toBe(
      true,
    );
  });

  it('shares an unshared income made an expense as a new expense would be', async () => {
    const home = await household(ctx(), 'Retyped');
    const refund = await entry(home.partner.client, home.group.id, TransactionType.Income, 300);
    expect(refund.body.data.split).toBeNull();
    const edited = await home.partner.client.put<Transaction>('/transactions', {
      transactionId: refund.body.data.id,
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId: home.group.id,
      date: '2026-11-02',
      amount: 301,
      currency: Currency.PLN,
    });
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    expect(edited.body.data.paidBy).toBe(home.partner.user.id);
    const parts = edited.body.data.split?.parts ?? [];
    expect(parts.map((p) => p.userId).sort()).toEqual([home.owner.id, home.partner.user.id].sort());
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(301);
  });

  it('shares among everyone and incomes too when the Owner says so', async () => {
    const home = await household(ctx(), 'Shared flat');
    const set = await home.ownerClient.put(`/groups/${home.group.id}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: null,
      equalAmong: 'everyone',
      splitIncomes: true,
    });
    expect(set.status, JSON.stringify(set.body.errors)).toBe(200);
    const rent = await entry(home.ownerClient, home.group.id, TransactionType.Expense, 90);
    expect(rent.body.data.split?.parts).toHaveLength(3);
    const bonus = await entry(home.ownerClient, home.group.id, TransactionType.Income, 30);
    expect(bonus.body.data.split?.parts.map((p) => p.amount)).toEqual([10, 10, 10]);
    // Left out, the two settings stay as they are.
    await home.ownerClient.put(`/groups/${home.group.id}/sharing`, {
      settlementCurrency: Currency.EUR,
      defaultSplit: null,
    });
    const read = await home.ownerClient.get<GroupSharing>(`/groups/${home.group.id}/sharing`);
    expect(read.body.data).toMatchObject({ equalAmong: 'everyone', splitIncomes: true });
    const wrong = await home.ownerClient.put(`/groups/${home.group.id}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: null,
      equalAmong: 'teenagers',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]?.message).toBe("equalAmong must be 'payers' or 'everyone'");
  });

  it('creates a group sharing as its Owner chose', async () => {
    const home = await household(ctx(), 'Chosen');
    const made = await home.ownerClient.post<{ id: string }>('/groups', {
      name: 'Flat share',
      equalAmong: 'everyone',
      splitIncomes: true,
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    const read = await home.ownerClient.get<GroupSharing>(`/groups/${made.body.data.id}/sharing`);
    expect(read.body.data).toMatchObject({ equalAmong: 'everyone', splitIncomes: true });
    const wrong = await home.ownerClient.post('/groups', {
      name: 'Wrong',
      equalAmong: 'all',
      splitIncomes: 'yes',
    });
    expect(wrong.status).toBe(400);
    const message = wrong.body.errors[0]?.message;
    expect(message).toContain("equalAmong must be 'payers' or 'everyone'");
    expect(message).toContain('splitIncomes must be true or false');
  });

  it('keeps what the groups made before these defaults did (migration 0020)', async () => {
    const home = await household(ctx(), 'Older home');
    const db = ctx().app.db;
    await migration.down(db);
    await migration.up(db);
    const row = await sql<{ equal_among: string; split_incomes: number }>`
      select equal_among, split_incomes from groups where id = ${home.group.id}`.execute(db);
    expect(row.rows.map((r) => [r.equal_among, Number(r.split_incomes)])).toEqual([
      ['everyone', 1],
    ]);
  });
});
