import type { Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0031-tags.ts';

describeEachDatabase('migration 0031: tags', (ctx) => {
  it('keeps tag names unique per group and drops links with their transaction or group', async () => {
    const { db } = ctx().app;
    await migration.down(db);
    await migration.up(db);
    const home = await ownerWithGroup(ctx());
    const groupId = home.group.id;
    const spent = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId,
      date: '2026-01-06',
      amount: 2,
      currency: 0,
    });
    const now = new Date().toISOString();
    const tag = { group_id: groupId, name: 'Trip', name_normalized: 'trip', created_at: now };
    await db
      .insertInto('tags')
      .values([
        { id: 't1', ...tag },
        { id: 't2', ...tag, name: 'Kids', name_normalized: 'kids' },
      ])
      .execute();
    await expect(
      db
        .insertInto('tags')
        .values({ id: 't3', ...tag })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('transaction_tags')
      .values([
        { transaction_id: spent.body.data.id, tag_id: 't1' },
        { transaction_id: spent.body.data.id, tag_id: 't2' },
      ])
      .execute();

    await db.deleteFrom('tags').where('id', '=', 't2').execute();
    const links = () => db.selectFrom('transaction_tags').select('tag_id').execute();
    expect(await links()).toEqual([{ tag_id: 't1' }]);
    const removed = await home.ownerClient.delete(`/transactions/${spent.body.data.id}`);
    expect(removed.status).toBe(200);
    expect(await links()).toEqual([]);
    expect((await home.ownerClient.delete(`/groups/${groupId}`)).status).toBe(200);
    expect(await db.selectFrom('tags').select('id').execute()).toEqual([]);
  });
});
