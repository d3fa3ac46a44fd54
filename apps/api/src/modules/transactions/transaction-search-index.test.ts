import {
  Currency,
  TransactionType,
  type Group,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { isPostgres } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient, TestContext } from '../../test/test-app.ts';
import { checkSearchIndex, planTextQuery } from './text-search.ts';

async function add(client: TestClient, groupId: string, name: string, amount = 1) {
  const response = await client.post<Transaction>('/transactions', {
    transactionType: TransactionType.Expense,
    name,
    groupId,
    date: '2026-03-14',
    amount,
    currency: Currency.PLN,
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

async function search(client: TestClient, filter: string, query: Record<string, string> = {}) {
  const page = await client.get<TransactionPage>('/transactions', {
    query: { filter, ...query },
  });
  expect(page.status, JSON.stringify(page.body.errors)).toBe(200);
  return page.body.data;
}

const names = async (client: TestClient, filter: string) =>
  (await search(client, filter)).transactions.map((t) => t.name).sort();

/** SQLite: the FTS5 table's own check that it indexes exactly the rows' search text. */
async function checkIndex(ctx: TestContext) {
  const db = ctx.app.db;
  if (isPostgres(db)) return;
  await sql`insert into transaction_search (transaction_search, rank)
    values ('integrity-check', 1)`.execute(db);
}

describeEachDatabase('text search through the trigram index', (ctx) => {
  it('finds short texts, and % and _ as themselves', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Home');
    for (const name of ['Żabka', 'ÖBB', '50% off', '500 off', 'a_b', 'axb', 'Say "hi"']) {
      await add(client, group.id, name);
    }
    expect(await names(client, 'żabka')).toEqual(['Żabka']);
    expect(await names(client, 'ZABKA')).toEqual(['Żabka']);
    expect(await names(client, 'obb')).toEqual(['ÖBB']);
    // One and two characters: no trigram to look up, yet found.
    expect(await names(client, 'ż')).toEqual(['Żabka']);
    expect(await names(client, 'ab')).toEqual(['Żabka']);
    expect(await names(client, 'ff')).toEqual(['50% off', '500 off']);
    expect(await names(client, '0%')).toEqual(['50% off']);
    expect(await names(client, '50% o')).toEqual(['50% off']);
    expect(await names(client, 'a_b')).toEqual(['a_b']);
    expect(await names(client, '_')).toEqual(['a_b']);
    expect(await names(client, '"hi"')).toEqual(['Say "hi"']);
    expect(await names(client, 'xyz')).toEqual([]);
    await checkIndex(ctx());
  });

  it('counts, sums, sorts and pages the matches', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Flat');
    for (const [name, amount] of [
      ['Pharmacy', 3],
      ['pharmacy night', 1],
      ['Bakery', 7],
      ['PHARMACY', 2],
    ] as const) {
      await add(client, group.id, name, amount);
    }
    const first = await search(client, 'harmac', { sort: 'amount', order: 'asc', pageSize: '2' });
    expect(first.totalCount).toBe(3);
    expect(first.sums).toEqual([{ currency: Currency.PLN, amount: -6 }]);
    // Expenses are negative: ascending by amount is the largest expense first.
    expect(first.transactions.map((t) => t.name)).toEqual(['Pharmacy', 'PHARMACY']);
    const second = await search(client, 'harmac', {
      sort: 'amount',
      order: 'asc',
      pageSize: '2',
      page: '2',
    });
    expect(second.transactions.map((t) => t.name)).toEqual(['pharmacy night']);
    const converted = await search(client, 'harmac', { currency: String(Currency.PLN) });
    expect(converted.converted?.amount).toBe(-6);
  });

  it('keeps the index in step with edits, deletes, restores and a group deleted', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Desk');
    const kawa = await add(client, group.id, 'Kawa');
    const gone = await add(client, group.id, 'Herbata');
    const updated = await client.put('/transactions', {
      transactionId: kawa.id,
      transactionType: TransactionType.Expense,
      name: 'Espresso',
      groupId: group.id,
      date: kawa.date,
      amount: 1,
      currency: Currency.PLN,
    });
    expect(updated.status).toBe(200);
    expect((await client.delete(`/transactions/${gone.id}`)).status).toBe(200);
    expect(await names(client, 'espresso')).toEqual(['Espresso']);
    expect(await names(client, 'kawa')).toEqual([]);
    expect(await names(client, 'herbata')).toEqual([]);
    await checkIndex(ctx());

    const backup = await client.get(`/groups/${group.id}/backup`);
    expect(backup.status).toBe(200);
    const restored = await client.post<Group>('/groups/restore', JSON.parse(backup.text));
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const found = await search(client, 'espress');
    expect(found.transactions.map((t) => t.groupId).sort()).toEqual(
      [group.id, restored.body.data.id].sort(),
    );
    expect((await client.delete(`/groups/${restored.body.data.id}`)).status).toBe(200);
    expect((await search(client, 'espress')).transactions.map((t) => t.groupId)).toEqual([
      group.id,
    ]);
    await checkIndex(ctx());
  });

  it('asks SQLite for the rare trigrams alone, or for the phrase when none is rare', async ({
    skip,
  }) => {
    const db = ctx().app.db;
    if (isPostgres(db)) skip();
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Shop');
    await add(client, group.id, 'Note 1234');
    await add(client, group.id, 'Note 1243');
    await add(client, group.id, '123 and 234');
    // Every trigram of 'note' is in two rows: with two as the bound none is rare; '1' has none,
    // so it is checked in each row the phrase finds.
    expect(await planTextQuery(db, 'Note 1', 2)).toEqual({ match: '"note"', recheck: true });
    expect(await planTextQuery(db, 'Note', 2)).toEqual({ match: '"note"', recheck: false });
    // Of 'note 124' only '124' is in fewer than two rows.
    expect(await planTextQuery(db, 'note 124', 2)).toEqual({ match: '"124"', recheck: true });
    expect(await names(client, 'note 124')).toEqual(['Note 1243']);
    // '123' and '234' are both in '123 and 234', apart: its text is checked and does not match.
    expect(await planTextQuery(db, '1234')).toEqual({ match: '"123" AND "234"', recheck: true });
    expect(await names(client, '1234')).toEqual(['Note 1234']);
  });

  it('tells when the index is out of step with the rows, and rebuilds it (npm run doctor)', async ({
    skip,
  }) => {
    const db = ctx().app.db;
    if (isPostgres(db)) skip();
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Attic');
    const made = await add(client, group.id, 'Lampshade');
    expect(await checkSearchIndex(db, false)).toBe(true);
    // The index forgets the row behind the triggers' back.
    await sql`insert into transaction_search (transaction_search, rowid, search_text)
      select 'delete', rowid, search_text from transactions where id = ${made.id}`.execute(db);
    expect(await names(client, 'lampshade')).toEqual([]);
    expect(await checkSearchIndex(db, false)).toBe(false);
    expect(await checkSearchIndex(db, true)).toBe(false);
    expect(await checkSearchIndex(db, false)).toBe(true);
    // Another text than before: the answer cache keeps the first answer until a write.
    expect(await names(client, 'lampshad')).toEqual(['Lampshade']);
  });
});
