import type { Tag, Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

// Transactions cannot be tagged through the API yet: the links are written here directly.
describeEachDatabase('tag writes', (ctx) => {
  it('merging moves every link to the other tag once, and deleting drops the links', async () => {
    const { db } = ctx().app;
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const path = `/groups/${home.group.id}/tags`;
    const spend = async (name: string) =>
      (
        await client.post<Transaction>('/transactions', {
          transactionType: 0,
          name,
          groupId: home.group.id,
          date: '2026-01-06',
          amount: 2,
          currency: 0,
        })
      ).body.data.id;
    const [bread, milk] = [await spend('Bread'), await spend('Milk')];
    const tag = async (name: string) => (await client.post<Tag>(path, { name })).body.data.id;
    const [trip, holiday, spare] = [await tag('Trip'), await tag('Holiday'), await tag('Spare')];
    await db
      .insertInto('transaction_tags')
      .values([
        { transaction_id: bread, tag_id: trip },
        { transaction_id: bread, tag_id: holiday },
        { transaction_id: milk, tag_id: trip },
        { transaction_id: milk, tag_id: spare },
      ])
      .execute();
    const links = async () =>
      (await db.selectFrom('transaction_tags').select(['transaction_id', 'tag_id']).execute())
        .map((l) => `${l.transaction_id === bread ? 'bread' : 'milk'}:${l.tag_id}`)
        .sort();

    const merged = await client.post(`${path}/${trip}/merge`, { intoTagId: holiday });
    expect(merged.status).toBe(200);
    expect(await links()).toEqual([`bread:${holiday}`, `milk:${holiday}`, `milk:${spare}`].sort());
    expect((await client.delete(`${path}/${spare}`)).status).toBe(200);
    expect(await links()).toEqual([`bread:${holiday}`, `milk:${holiday}`].sort());
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
