import {
  Currency,
  MemberRole,
  ReconciliationMessage,
  TransactionType,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { accountsOf, cardWithRows } from './reconciliation-fixture.ts';

describeEachDatabase('reconciliation: backups and refusals', (ctx) => {
  it('carries cleared and reconciled state through a backup and its restore', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const { shop, fuel, payment, base } = await cardWithRows(home);
    await client.put(`${base}/cleared`, {
      transactionIds: [shop.id, fuel.id, payment.id],
      cleared: true,
    });
    await client.post(`${base}/reconcile`, { date: '2024-01-12', balance: -130 });
    const backup = JSON.parse((await client.get(`/groups/${home.group.id}/backup`)).text);
    const restored = await client.post<{ id: string }>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = restored.body.data.id;
    const card = (await accountsOf(client, copy)).find((a) => a.name === 'Card');
    expect(card).toMatchObject({ clearedBalance: -80, lastReconciledDate: '2024-01-12' });
    const rows = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: copy, moneyAccountIds: card?.id ?? '' },
    });
    const state = rows.body.data.transactions.map((t) => [
      t.name,
      t.toMoneyAccountId === card?.id ? [t.toCleared, t.toReconciled] : [t.cleared, t.reconciled],
    ]);
    expect(state).toEqual([
      ['Refund', [false, false]],
      ['Transfer', [true, false]],
      ['Fuel', [true, true]],
      ['Shop', [true, true]],
    ]);
    // An older backup's rows are not cleared.
    const older = {
      ...backup,
      transactions: backup.transactions.map(
        ({
          cleared: _c,
          reconciled: _r,
          ...t
        }: object & { cleared?: boolean; reconciled?: boolean }) => t,
      ),
    };
    const plain = await client.post<{ id: string }>('/groups/restore', older);
    const plainCard = (await accountsOf(client, plain.body.data.id)).find((a) => a.name === 'Card');
    expect(plainCard?.clearedBalance).toBe(-50);
    expect(await ctx().app.writes.checkGroup(copy, false)).toEqual([]);
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
    // Written as an amount is, not as anything Number() reads ('0x10' would be 16).
    for (const balance of ['0x10', '1e2', '+5', '5,5', 'Infinity']) {
      const loose = await client.get(`${base}/reconciliation`, {
        query: { date: '2024-01-31', balance },
      });
      expect(loose.status, balance).toBe(400);
    }
    for (const balance of [' -5.5 ', '.5', '12']) {
      const fine = await client.get(`${base}/reconciliation`, {
        query: { date: '2024-01-31', balance },
      });
      expect(fine.status, balance).toBe(200);
    }
    // A statement of days to come would lock rows the bank has not seen.
    const ahead = await client.post(`${base}/reconcile`, { date: '9999-12-31', balance: -130 });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors[0]?.details?.date).toEqual([ReconciliationMessage.FutureStatement]);
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
});
