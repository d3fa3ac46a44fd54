import {
  Currency,
  MemberRole,
  ReconciliationMessage,
  type Reconciliation,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { accountsOf, cardWithRows, viewOf } from './reconciliation-fixture.ts';

describeEachDatabase('reconciling an account', (ctx) => {
  it('clears rows, shows the difference and locks the cleared rows of a reconciliation', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home, MemberRole.Member);
    const client = partner.client;
    const { card, shop, fuel, refund, payment, base } = await cardWithRows(home);
    const view = viewOf(client, base);

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
      // The refund, not on the statement yet, is no difference from the bank to flag.
      checkpointMismatch: null,
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

  it('names apart the uncleared rows in other currencies, which its figures leave out', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const { card, base } = await cardWithRows(home);
    const view = viewOf(client, base);
    expect((await view()).otherCurrencies).toEqual([]);
    // A purchase abroad on the card is in none of its PLN figures: named apart.
    const hotel = await client.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Hotel',
      groupId: home.group.id,
      date: '2024-01-12',
      amount: 320,
      currency: Currency.EUR,
      moneyAccountId: card.id,
    });
    expect(hotel.status, JSON.stringify(hotel.body.errors)).toBe(201);
    const abroad = await view(-80);
    expect(abroad).toMatchObject({ clearedBalance: -100, difference: -20, unclearedCount: 4 });
    expect(abroad.otherCurrencies).toEqual([
      {
        id: hotel.body.data.id,
        date: '2024-01-12',
        name: 'Hotel',
        amount: -320,
        currency: Currency.EUR,
      },
    ]);
    const later = await client.get<Reconciliation>(`${base}/reconciliation`, {
      query: { date: '2024-01-11' },
    });
    // Dated after the day asked for: not yet.
    expect(later.body.data.otherCurrencies).toEqual([]);
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
});
