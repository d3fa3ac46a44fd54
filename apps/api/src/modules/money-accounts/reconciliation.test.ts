import {
  Currency,
  MemberRole,
  MoneyAccountKind,
  ReconciliationMessage,
  TransactionType,
  type MoneyAccount,
  type Reconciliation,
  type Transaction,
} from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const accountsOf = async (client: TestClient, groupId: string) =>
  (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data;

/** A credit card opened at -100 with three card rows and a payment arriving from the main account. */
async function cardWithRows(home: GroupFixture) {
  const client = home.ownerClient;
  const groupId = home.group.id;
  const [main] = await accountsOf(client, groupId);
  const card = await client.post<MoneyAccount>(`/groups/${groupId}/money-accounts`, {
    name: 'Card',
    kind: MoneyAccountKind.CreditCard,
    currency: Currency.PLN,
    openingBalance: -100,
    openingDate: '2024-01-01',
  });
  expect(card.status).toBe(201);
  const add = async (
    name: string,
    date: string,
    amount: number,
    type: number = TransactionType.Expense,
  ) => {
    const created = await client.post<Transaction>('/transactions', {
      transactionType: type,
      name,
      groupId,
      date,
      amount,
      currency: Currency.PLN,
      moneyAccountId: card.body.data.id,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    return created.body.data;
  };
  const shop = await add('Shop', '2024-01-05', 10);
  const fuel = await add('Fuel', '2024-01-10', 20);
  const refund = await add('Refund', '2024-01-20', 5, TransactionType.Income);
  const payment = await client.post<Transaction>(`/groups/${groupId}/transfers`, {
    fromMoneyAccountId: main?.id,
    toMoneyAccountId: card.body.data.id,
    amount: 50,
    date: '2024-01-15',
  });
  expect(payment.status).toBe(201);
  const base = `/groups/${groupId}/money-accounts/${card.body.data.id}`;
  return { card: card.body.data, main, shop, fuel, refund, payment: payment.body.data, base };
}

describeEachDatabase('reconciling an account', (ctx) => {
  it('clears rows, shows the difference and locks the cleared rows of a reconciliation', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home, MemberRole.Member);
    const client = partner.client;
    const { card, shop, fuel, refund, payment, base } = await cardWithRows(home);
    const view = async (balance?: number) =>
      (
        await client.get<Reconciliation>(`${base}/reconciliation`, {
          query: {
            date: '2024-01-31',
            ...(balance === undefined ? {} : { balance: String(balance) }),
          },
        })
      ).body.data;

    const before = await view(-80);
    expect(before).toMatchObject({
      moneyAccountId: card.id,
      balance: -75,
      clearedBalance: -100,
      statementBalance: -80,
      difference: -20,
      unclearedCount: 4,
      lastReconciledDate: null,
      latestCheckpoint: null,
    });
    expect(before.uncleared.map((row) => [row.name, row.amount])).toEqual([
      ['Refund', 5],
      ['Transfer', 50],
      ['Fuel', -20],
      ['Shop', -10],
    ]);
    expect((await view()).difference).toBeNull();

    const marked = await client.put(`${base}/cleared`, {
      transactionIds: [shop.id, fuel.id, payment.id],
      cleared: true,
    });
    expect(marked.status, JSON.stringify(marked.body.errors)).toBe(200);
    expect(marked.body.data).toEqual({ changed: 3 });
    expect(await view(-80)).toMatchObject({
      clearedBalance: -80,
      difference: 0,
      unclearedCount: 1,
    });

    const off = await client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -79 });
    expect(off.status).toBe(409);
    expect(off.body.errors[0]?.message).toContain('by -1.00');
    expect(off.body.errors[0]?.details?.balance).toHaveLength(1);

    const done = await client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -80 });
    expect(done.status, JSON.stringify(done.body.errors)).toBe(200);
    expect(done.body.data).toEqual({ reconciled: 3, date: '2024-01-31' });
    const listed = (await accountsOf(client, home.group.id)).find((a) => a.id === card.id);
    expect(listed).toMatchObject({
      balance: -75,
      clearedBalance: -80,
      lastReconciledDate: '2024-01-31',
    });
    expect((await view(-80)).latestCheckpoint).toEqual({
      date: '2024-01-31',
      balance: -80,
      source: 'manual',
    });
    const rows = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: home.group.id, moneyAccountIds: card.id },
    });
    const byName = new Map(rows.body.data.transactions.map((t) => [t.name, t]));
    expect(byName.get('Shop')).toMatchObject({ cleared: true, reconciled: true });
    expect(byName.get('Refund')).toMatchObject({ cleared: false, reconciled: false });
    // The payment's arriving side is the card's; its source side, the main account's, is not cleared.
    expect(byName.get('Transfer')).toMatchObject({
      cleared: false,
      reconciled: false,
      toCleared: true,
      toReconciled: true,
    });
    expect(refund.cleared).toBe(false);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('asks before a reconciled row is edited, deleted or uncleared', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const { card, main, shop, fuel, payment, base } = await cardWithRows(home);
    await client.put(`${base}/cleared`, {
      transactionIds: [shop.id, fuel.id, payment.id],
      cleared: true,
    });
    expect(
      (await client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -80 })).status,
    ).toBe(200);

    const edit = { ...shop, transactionId: shop.id, amount: 12, categoryIds: [] };
    const refused = await client.put<Transaction>('/transactions', edit);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]?.details?.confirmReconciled).toEqual([
      ReconciliationMessage.ReconciledChange,
    ]);
    // A new name only: it stays reconciled; a new amount: still cleared, no longer reconciled.
    const renamed = await client.put<Transaction>('/transactions', {
      ...edit,
      amount: 10,
      name: 'Shop 2',
      confirmReconciled: true,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Shop 2', cleared: true, reconciled: true });
    const changed = await client.put<Transaction>('/transactions', {
      ...edit,
      confirmReconciled: true,
    });
    expect(changed.status, JSON.stringify(changed.body.errors)).toBe(200);
    expect(changed.body.data).toMatchObject({ amount: -12, cleared: true, reconciled: false });

    expect((await client.delete(`/transactions/${fuel.id}`)).status).toBe(409);
    const deleted = await client.delete(`/transactions/${fuel.id}`, {
      query: { confirmReconciled: 'true' },
    });
    expect(deleted.status).toBe(200);

    const transfer = {
      fromMoneyAccountId: main?.id,
      toMoneyAccountId: card.id,
      amount: 50,
      date: '2024-01-15',
      name: 'Card payment',
    };
    const path = `/groups/${groupId}/transfers/${payment.id}`;
    expect((await client.put(path, transfer)).status).toBe(409);
    const moved = await client.put<Transaction>(path, { ...transfer, confirmReconciled: true });
    expect(moved.body.data).toMatchObject({ toCleared: true, toReconciled: true });

    const unclear = { transactionIds: [payment.id], cleared: false };
    expect((await client.put(`${base}/cleared`, unclear)).status).toBe(409);
    const uncleared = await client.put(`${base}/cleared`, { ...unclear, confirmReconciled: true });
    expect(uncleared.body.data).toEqual({ changed: 1 });
    const listed = (await accountsOf(client, groupId)).find((a) => a.id === card.id);
    // Opening -100, the shop's new -12 (cleared); the payment and the refund uncleared.
    expect(listed?.clearedBalance).toBe(-112);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });

  it('answers 400, 403 and 404 for what it cannot do', async () => {
    const home = await ownerWithGroup(ctx());
    const other = await ownerWithGroup(ctx(), 'Other');
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const { main, shop, base } = await cardWithRows(home);
    const client = home.ownerClient;
    const elsewhere = await other.ownerClient.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Theirs',
      groupId: other.group.id,
      date: '2024-01-05',
      amount: 1,
      currency: Currency.PLN,
    });
    for (const ids of [[elsewhere.body.data.id], ['missing'], [shop.id, 'missing']]) {
      const wrong = await client.put(`${base}/cleared`, { transactionIds: ids, cleared: true });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0]?.details?.transactionIds).toEqual([
        ReconciliationMessage.NotInAccount,
      ]);
    }
    // A row of the main account is not the card's.
    const mainRow = await client.put(
      `/groups/${home.group.id}/money-accounts/${main?.id}/cleared`,
      {
        transactionIds: [shop.id],
        cleared: true,
      },
    );
    expect(mainRow.status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => `id-${i}`);
    for (const body of [
      { transactionIds: [], cleared: true },
      { transactionIds: many, cleared: true },
      { transactionIds: [shop.id] },
    ]) {
      expect((await client.put(`${base}/cleared`, body)).status).toBe(400);
    }
    expect((await client.get(`${base}/reconciliation`)).status).toBe(400);
    const badBalance = await client.get(`${base}/reconciliation`, {
      query: { date: '2024-01-31', balance: 'abc' },
    });
    expect(badBalance.status).toBe(400);
    expect(badBalance.body.errors[0]?.details?.balance).toBeDefined();
    expect(
      (await client.post(`${base}/reconcile`, { date: '2024-13-45', balance: 1 })).status,
    ).toBe(400);
    const unknown = `/groups/${home.group.id}/money-accounts/nope`;
    expect(
      (await client.get(`${unknown}/reconciliation`, { query: { date: '2024-01-01' } })).status,
    ).toBe(404);
    expect(
      (await client.put(`${unknown}/cleared`, { transactionIds: [shop.id], cleared: true })).status,
    ).toBe(404);
    expect(
      (await client.post(`${unknown}/reconcile`, { date: '2024-01-01', balance: 0 })).status,
    ).toBe(404);
    // Another group's account through this group's address.
    const [theirs] = await accountsOf(other.ownerClient, other.group.id);
    const crossed = `/groups/${home.group.id}/money-accounts/${theirs?.id}`;
    expect(
      (await client.post(`${crossed}/reconcile`, { date: '2024-01-01', balance: 0 })).status,
    ).toBe(404);

    const query = { query: { date: '2024-01-31' } };
    expect((await viewer.client.get(`${base}/reconciliation`, query)).status).toBe(200);
    expect(
      (await viewer.client.put(`${base}/cleared`, { transactionIds: [shop.id], cleared: true }))
        .status,
    ).toBe(403);
    expect(
      (await viewer.client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -75 })).status,
    ).toBe(403);
    expect((await other.ownerClient.get(`${base}/reconciliation`, query)).status).toBe(404);
  });

  it('keeps cleared sums through imports, their undo and the doctor', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const imported = await client.post<{ id: string }>('/imports', {
      groupId,
      fileName: 'statement.ofx',
      content:
        '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20260106<TRNAMT>-3.20<FITID>a1<NAME>Milk</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>-3.20<DTASOF>20260106</LEDGERBAL></STMTRS></OFX>',
    });
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const [main] = await accountsOf(client, groupId);
    expect(main).toMatchObject({ balance: -3.2, clearedBalance: -3.2, checkpointMismatch: null });

    const db = ctx().app.db;
    await sql`update money_account_day_sums set cleared_amount = 999 where group_id = ${groupId}`.execute(
      db,
    );
    expect(await ctx().app.writes.checkGroup(groupId, false)).not.toEqual([]);
    await ctx().app.writes.checkGroup(groupId, true);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);

    expect((await client.delete(`/imports/${imported.body.data.id}`)).status).toBe(200);
    const [after] = await accountsOf(client, groupId);
    expect(after).toMatchObject({ balance: 0, clearedBalance: 0 });
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });
});
