import type { Tag, Transaction, TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

async function tagOf(home: GroupFixture, name: string): Promise<Tag> {
  const created = await home.ownerClient.post<Tag>(`/groups/${home.group.id}/tags`, { name });
  expect(created.status).toBe(201);
  return created.body.data;
}

const expense = (home: GroupFixture, extra: Record<string, unknown> = {}) => ({
  transactionType: 0,
  name: 'Train',
  groupId: home.group.id,
  date: '2026-03-10',
  amount: 12.5,
  currency: 0,
  ...extra,
});

const tagNames = (transaction: Transaction) => transaction.tags.map((tag) => tag.name);

describeEachDatabase('tags on transactions', (ctx) => {
  it('tags a transaction on create, keeps its tags on an edit that names none, and replaces them', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const [trip, kids] = [await tagOf(home, 'Trip'), await tagOf(home, 'kids')];
    const created = await client.post<Transaction>(
      '/transactions',
      expense(home, { tagIds: [trip.id, kids.id, trip.id] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.tags).toEqual([
      { id: kids.id, name: 'kids' },
      { id: trip.id, name: 'Trip' },
    ]);
    const id = created.body.data.id;
    const body = { ...expense(home), transactionId: id };
    // A client that knows no tags (an older form, an offline entry) leaves them as they are.
    const renamed = await client.put<Transaction>('/transactions', { ...body, name: 'Tram' });
    expect(tagNames(renamed.body.data)).toEqual(['kids', 'Trip']);
    const replaced = await client.put<Transaction>('/transactions', { ...body, tagIds: [trip.id] });
    expect(tagNames(replaced.body.data)).toEqual(['Trip']);
    const cleared = await client.put<Transaction>('/transactions', { ...body, tagIds: [] });
    expect(cleared.body.data.tags).toEqual([]);
  });

  it("refuses another group's tag with a field error and writes nothing", async () => {
    const home = await ownerWithGroup(ctx());
    const work = await ownerWithGroup(ctx());
    const foreign = await tagOf(work, 'Office');
    const mine = await tagOf(home, 'Trip');
    const refused = await home.ownerClient.post(
      '/transactions',
      expense(home, { tagIds: [mine.id, foreign.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.details).toEqual({ tagIds: ['Unknown tag'] });
    const list = await home.ownerClient.get<TransactionPage>(
      `/transactions?groupIds=${home.group.id}`,
    );
    expect(list.body.data.totalCount).toBe(0);

    const created = await home.ownerClient.post<Transaction>(
      '/transactions',
      expense(home, { tagIds: [mine.id] }),
    );
    const edit = await home.ownerClient.put('/transactions', {
      ...expense(home),
      transactionId: created.body.data.id,
      tagIds: [foreign.id],
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors[0]?.details).toEqual({ tagIds: ['Unknown tag'] });
    const kept = await home.ownerClient.get<TransactionPage>(
      `/transactions?groupIds=${home.group.id}`,
    );
    expect(kept.body.data.transactions.map(tagNames)).toEqual([['Trip']]);
  });

  it('drops the tags of a transaction moved to another group, which has its own', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const cottage = (await client.post<{ id: string }>('/groups', { name: 'Cottage' })).body.data;
    const trip = await tagOf(home, 'Trip');
    const created = await client.post<Transaction>(
      '/transactions',
      expense(home, { tagIds: [trip.id] }),
    );
    const moved = await client.put<Transaction>('/transactions', {
      ...expense(home),
      groupId: cottage.id,
      transactionId: created.body.data.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.tags).toEqual([]);
  });

  it('filters a list by tags, its count and sums those of the tagged rows', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const [trip, car] = [await tagOf(home, 'Trip'), await tagOf(home, 'Car')];
    await client.post('/transactions', expense(home, { amount: 10, tagIds: [trip.id] }));
    await client.post('/transactions', expense(home, { amount: 20, tagIds: [trip.id, car.id] }));
    await client.post('/transactions', expense(home, { amount: 40, tagIds: [car.id] }));
    await client.post('/transactions', expense(home, { amount: 80 }));
    const list = (query: string) =>
      client.get<TransactionPage>(`/transactions?groupIds=${home.group.id}&${query}`);
    const tripOnes = (await list(`tagIds=${trip.id}`)).body.data;
    expect(tripOnes.totalCount).toBe(2);
    expect(tripOnes.sums).toEqual([{ currency: 0, amount: -30 }]);
    const either = (await list(`tagIds=${trip.id}&tagIds=${car.id}`)).body.data;
    expect(either.transactions.map((t) => t.amount).sort((a, b) => a - b)).toEqual([-40, -20, -10]);
    expect(either.sums).toEqual([{ currency: 0, amount: -70 }]);
    // Narrowed further by the account: read from the rows, not the account's totals.
    const account = tripOnes.transactions[0]?.moneyAccountId;
    const inAccount = (await list(`tagIds=${car.id}&moneyAccountIds=${account}`)).body.data;
    expect(inAccount.totalCount).toBe(2);
    expect(inAccount.sums).toEqual([{ currency: 0, amount: -60 }]);

    const other = await tagOf(await ownerWithGroup(ctx()), 'Trip');
    const unknown = await list(`tagIds=${other.id}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]?.details).toEqual({ tagIds: ['Unknown tag'] });
  });

  it('shows a merged tag as the one it went into, and a deleted one nowhere', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const path = `/groups/${home.group.id}/tags`;
    const [trip, holiday, car] = [
      await tagOf(home, 'Trip'),
      await tagOf(home, 'Holiday'),
      await tagOf(home, 'Car'),
    ];
    const created = await client.post<Transaction>(
      '/transactions',
      expense(home, { tagIds: [trip.id, holiday.id, car.id] }),
    );
    await client.post(`${path}/${trip.id}/merge`, { intoTagId: holiday.id });
    await client.delete(`${path}/${car.id}`);
    const list = await client.get<TransactionPage>(`/transactions?groupIds=${home.group.id}`);
    const [row] = list.body.data.transactions;
    expect(row?.id).toBe(created.body.data.id);
    expect(row && tagNames(row)).toEqual(['Holiday']);
  });

  it('gives the occurrences of a recurring transaction its tags', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const bills = await tagOf(home, 'Bills');
    const date = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
    const created = await client.post<Transaction>(
      '/transactions',
      expense(home, {
        name: 'Internet',
        date,
        recurring: true,
        recurringPeriod: 1,
        tagIds: [bills.id],
      }),
    );
    expect(created.status).toBe(201);
    const list = await client.get<TransactionPage>(`/transactions?groupIds=${home.group.id}`);
    const rows = list.body.data.transactions;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map(tagNames)).toEqual(rows.map(() => ['Bills']));

    // 'This and following' without tags keeps them on the series' next occurrences too.
    const first = rows.at(-1) as Transaction;
    const edited = await client.put<Transaction>('/transactions', {
      ...expense(home, { name: 'Fibre', date: first.date, recurring: true, recurringPeriod: 1 }),
      transactionId: first.id,
      scope: 'following',
    });
    expect(edited.status).toBe(200);
    const after = (await client.get<TransactionPage>(`/transactions?groupIds=${home.group.id}`))
      .body.data;
    expect(after.transactions.map((t) => [t.name, tagNames(t)])).toEqual(
      after.transactions.map(() => ['Fibre', ['Bills']]),
    );

    // Merged into another tag, the series gives its occurrences that one; deleted, none.
    const seriesTags = async () => {
      const file = await client.get(`/groups/${home.group.id}/backup`);
      const { series, tags } = JSON.parse(file.text) as {
        series: { tagIds?: string[] }[];
        tags: { id: string; name: string }[];
      };
      const names = new Map(tags.map((tag) => [tag.id, tag.name]));
      return series.map((item) => (item.tagIds ?? []).map((id) => names.get(id)));
    };
    const utilities = await tagOf(home, 'Utilities');
    await client.post(`/groups/${home.group.id}/tags/${bills.id}/merge`, {
      intoTagId: utilities.id,
    });
    expect(await seriesTags()).toEqual([['Utilities']]);
    await client.delete(`/groups/${home.group.id}/tags/${utilities.id}`);
    expect(await seriesTags()).toEqual([[]]);
  });
});
