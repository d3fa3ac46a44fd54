import {
  MemberRole,
  type Attachment,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { TINY_PNG, upload } from '../../test/attachments.ts';
import { signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient, TestContext } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const stored = (ctx: TestContext, id: string) =>
  existsSync(join(ctx.app.config.attachments.dir, id));

const ofx = (lines: [string, string][]) =>
  `<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST>${lines
    .map(
      ([id, name]) => `<STMTTRN><DTPOSTED>20260106<TRNAMT>-3.20<FITID>${id}<NAME>${name}</STMTTRN>`,
    )
    .join('')}</BANKTRANLIST></STMTRS></OFX>`;

describeEachDatabase('attachments through deletes elsewhere', (ctx) => {
  it("an import's undo removes the attachments of its rows only", async () => {
    const home = await ownerWithGroup(ctx());
    const groupId = home.group.id;
    const typed = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Typed',
      groupId,
      date: '2026-01-05',
      amount: 4,
      currency: 0,
    });
    const imported = await home.ownerClient.post<{ id: string }>('/imports', {
      groupId,
      fileName: 'bank.ofx',
      content: ofx([
        ['a1', 'Milk'],
        ['a2', 'Bread'],
      ]),
    });
    expect(imported.status).toBe(201);
    const page = await home.ownerClient.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    const milk = page.body.data.transactions.find((row) => row.name === 'Milk')!;
    const kept = (await upload(home.ownerClient, typed.body.data.id, 'kept.png', TINY_PNG)).body
      .data.id;
    const dropped = (await upload(home.ownerClient, milk.id, 'milk.png', TINY_PNG)).body.data.id;

    const undone = await home.ownerClient.delete(`/imports/${imported.body.data.id}`);
    expect(undone.status).toBe(200);
    await ctx().app.attachments.files.sweep();
    expect(stored(ctx(), dropped)).toBe(false);
    expect(stored(ctx(), kept)).toBe(true);
    const left = await home.ownerClient.get(`/transactions/${typed.body.data.id}/attachments`);
    expect(left.body.data).toHaveLength(1);
  });

  it("a deleted account's own groups take their files; shared ones keep theirs, unnamed after the purge", async () => {
    const home = await ownerWithGroup(ctx());
    const shared = await ownerWithGroup(ctx(), 'Shared');
    const member = await memberOf(ctx(), shared, MemberRole.Member);
    const expense = async (client: TestClient, groupId: string) =>
      (
        await client.post<Transaction>('/transactions', {
          transactionType: 0,
          name: 'Fridge',
          groupId,
          date: '2026-01-05',
          amount: 900,
          currency: 0,
        })
      ).body.data.id;
    const own = (
      await upload(
        home.ownerClient,
        await expense(home.ownerClient, home.group.id),
        'a.png',
        TINY_PNG,
      )
    ).body.data.id;
    const inShared = await expense(shared.ownerClient, shared.group.id);
    const theirs = (await upload(member.client, inShared, 'b.png', TINY_PNG)).body.data;
    const ownersOwn = (await upload(home.ownerClient, inShared, 'c.png', TINY_PNG)).status;
    expect(ownersOwn).toBe(404);

    expect((await home.ownerClient.delete('/users/delete-profile')).status).toBe(200);
    expect((await member.client.delete('/users/delete-profile')).status).toBe(200);
    await ctx().app.attachments.files.sweep();
    expect(stored(ctx(), own)).toBe(false);
    expect(stored(ctx(), theirs.id)).toBe(true);
    await ctx().app.users.purge(Date.now() + 31 * DAY);
    await ctx().app.attachments.files.sweep();
    expect(stored(ctx(), theirs.id)).toBe(true);
    // The purge 31 days ahead ends today's sessions too.
    const again = await signIn(ctx(), shared.owner);
    const listed = await again.get<Attachment[]>(`/transactions/${inShared}/attachments`);
    expect(listed.body.data).toEqual([{ ...theirs, uploadedBy: null }]);
  });
});
