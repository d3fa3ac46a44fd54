import {
  Currency,
  PeriodType,
  TransactionType,
  type MoneyAccount,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { accountsOf, cardWithRows } from './reconciliation-fixture.ts';

// Review findings: each test states the behaviour the code should have and fails today.
describeEachDatabase('reconciled rows and checkpoints', (ctx) => {
  it('does not flag a checkpoint mismatch right after a successful reconciliation', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const { card, shop, fuel, payment, base } = await cardWithRows(home);
    await client.put(`${base}/cleared`, {
      transactionIds: [shop.id, fuel.id, payment.id],
      cleared: true,
    });
    // The refund (+5, 2024-01-20) stays uncleared: the bank has not got it yet.
    const done = await client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -80 });
    expect(done.status).toBe(200);
    const listed = (await accountsOf(client, home.group.id)).find((a) => a.id === card.id);
    expect(listed?.lastReconciledDate).toBe('2024-01-31');
    // Today: { date: '2024-01-31', balance: -80, accountBalance: -75, difference: 5 }.
    expect(listed?.checkpointMismatch).toBeNull();
  });

  it('does not let an import undo remove reconciled rows without confirmation', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const imported = await client.post<{ id: string }>('/imports', {
      groupId,
      fileName: 'statement.ofx',
      content:
        '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20260106<TRNAMT>-3.20<FITID>a1<NAME>Milk</STMTTRN></BANKTRANLIST></STMTRS></OFX>',
    });
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const [main] = (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body
      .data;
    const base = `/groups/${groupId}/money-accounts/${main?.id}`;
    const done = await client.post(`${base}/reconcile`, {
      date: '2026-01-31',
      balance: (main?.openingBalance ?? 0) - 3.2,
    });
    expect(done.status, JSON.stringify(done.body.errors)).toBe(200);
    const listed = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId },
    });
    expect(listed.body.data.transactions.map((t) => t.reconciled)).toEqual([true]);

    // A single DELETE of that row answers 409; undoing its import should too.
    const undone = await client.delete(`/imports/${imported.body.data.id}`);
    expect(undone.status).toBe(409);
  });

  it("does not let a 'following' edit replace a later reconciled occurrence unconfirmed", async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const rent = {
      transactionType: TransactionType.Expense,
      name: 'Rent',
      amount: 2500,
      currency: Currency.PLN,
      groupId,
      date: '2024-01-31',
      recurring: true,
      recurringPeriod: PeriodType.Monthly,
    };
    expect((await client.post('/transactions', rent)).status).toBe(201);
    // A statement is never of days to come: the series is in the past, its months up to today.
    await ctx().app.writes.createDueOccurrences(new Date());
    const rows = async () =>
      (
        await client.get<TransactionPage>('/transactions', {
          query: { groupIds: groupId, sort: 'date', order: 'asc' },
        })
      ).body.data.transactions;
    const [january, february] = await rows();
    const [main] = (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body
      .data;
    const base = `/groups/${groupId}/money-accounts/${main?.id}`;
    await client.put(`${base}/cleared`, { transactionIds: [february?.id], cleared: true });
    const done = await client.post(`${base}/reconcile`, {
      date: '2024-02-29',
      balance: (main?.openingBalance ?? 0) - 2500,
    });
    expect(done.status, JSON.stringify(done.body.errors)).toBe(200);

    // January is not reconciled, February is: the edit would delete February's row.
    const edited = await client.put<Transaction>('/transactions', {
      ...rent,
      amount: 2600,
      transactionId: january?.id,
      scope: 'following',
    });
    expect(edited.status).toBe(409);
  });
});
