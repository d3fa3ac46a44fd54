import type { MoneyAccount } from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const accountsOf = async (client: TestClient, groupId: string) =>
  (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data;

describeEachDatabase('cleared sums of money accounts', (ctx) => {
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
