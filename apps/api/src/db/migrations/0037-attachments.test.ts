import type { Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0037-attachments.ts';

describeEachDatabase('migration 0037: attachments', (ctx) => {
  it('drops attachments with their transaction and notes each for its files', async () => {
    const { db } = ctx().app;
    await migration.down(db);
    await migration.up(db);
    const home = await ownerWithGroup(ctx());
    const spent = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId: home.group.id,
      date: '2026-01-06',
      amount: 2,
      currency: 0,
    });
    expect(spent.body.data.attachmentCount).toBe(0);
    const row = {
      transaction_id: spent.body.data.id,
      file_name: 'r.png',
      content_type: 'image/png',
      size: 10,
      sha256: 'x',
      has_thumbnail: false,
      created_by: home.owner.id,
      created_at: new Date().toISOString(),
    };
    await db
      .insertInto('attachments')
      .values([
        { id: 'a1', ...row },
        { id: 'a2', ...row },
      ])
      .execute();
    await db.deleteFrom('attachments').where('id', '=', 'a1').execute();
    const noted = () =>
      db
        .selectFrom('attachment_removals')
        .select('attachment_id')
        .orderBy('attachment_id')
        .execute();
    expect(await noted()).toEqual([{ attachment_id: 'a1' }]);
    await db.deleteFrom('transactions').where('id', '=', spent.body.data.id).execute();
    expect(await db.selectFrom('attachments').select('id').execute()).toEqual([]);
    expect(await noted()).toEqual([{ attachment_id: 'a1' }, { attachment_id: 'a2' }]);
  });
});
