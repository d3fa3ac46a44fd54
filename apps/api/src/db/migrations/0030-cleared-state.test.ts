import type { MoneyAccount, Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0030-cleared-state.ts';

describeEachDatabase('migration 0030: cleared state', (ctx) => {
  it('starts the rows of imports cleared, their cleared sums filled, and the rest uncleared', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const imported = await client.post('/imports', {
      groupId,
      fileName: 'statement.ofx',
      content:
        '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20260106<TRNAMT>-3.20<FITID>a1<NAME>Milk</STMTTRN></BANKTRANLIST></STMTRS></OFX>',
    });
    expect(imported.status).toBe(201);
    await client.post('/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId,
      date: '2026-01-06',
      amount: 2,
      currency: 0,
    });

    await migration.down(ctx().app.db);
    await migration.up(ctx().app.db);

    const [main] = (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body
      .data;
    expect(main).toMatchObject({ balance: -5.2, clearedBalance: -3.2 });
    const listed = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId },
    });
    const state = listed.body.data.transactions.map((t) => [t.name, t.cleared, t.reconciled]);
    expect(state.sort()).toEqual([
      ['Bread', false, false],
      ['Milk', true, false],
    ]);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });
});
