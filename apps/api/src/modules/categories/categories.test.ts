import { MemberRole, type Category, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('categories', (ctx) => {
  it('creates, lists, renames and deletes categories of a group', async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const client = home.ownerClient;
    const created = await client.post<Category>('/categories', {
      name: ' Food ',
      description: null,
      groupId: home.group.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Food',
      description: null,
      groupId: home.group.id,
      group: { name: 'Home' },
    });

    await client.post('/categories', {
      name: 'Bills',
      description: 'Monthly',
      groupId: home.group.id,
    });
    const listed = await client.get<Category[]>('/categories', {
      query: { groupsId: home.group.id },
    });
    expect(listed.body.data.map((c) => c.name)).toEqual(['Bills', 'Food']);
    // groupIds, as every other list names it, is read too.
    const byGroupIds = await client.get<Category[]>('/categories', {
      query: { groupIds: home.group.id },
    });
    expect(byGroupIds.body.data).toEqual(listed.body.data);

    const renamed = await client.put<Category>('/categories/', {
      categoryId: created.body.data.id,
      name: 'Groceries',
      description: 'Weekly shop',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Groceries', description: 'Weekly shop' });

    const deleted = await client.delete('/categories/', {
      query: { categoryId: created.body.data.id },
    });
    expect(deleted.status).toBe(200);
    const after = await client.get<Category[]>('/categories');
    expect(after.body.data.map((c) => c.name)).toEqual(['Bills']);
  });

  it('keeps names unique within a group, regardless of case (409), but not across groups', async () => {
    const home = await ownerWithGroup(ctx());
    const work = await ownerWithGroup(ctx());
    await home.ownerClient.post('/categories', { name: 'Food', groupId: home.group.id });
    const again = await home.ownerClient.post('/categories', {
      name: 'FOOD',
      groupId: home.group.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.details).toEqual({
      name: ['A category named "FOOD" already exists in this group'],
    });
    const elsewhere = await work.ownerClient.post('/categories', {
      name: 'Food',
      groupId: work.group.id,
    });
    expect(elsewhere.status).toBe(201);
    const other = await home.ownerClient.post<Category>('/categories', {
      name: 'Fuel',
      groupId: home.group.id,
    });
    const clash = await home.ownerClient.put('/categories', {
      categoryId: other.body.data.id,
      name: 'food',
    });
    expect(clash.status).toBe(409);
  });

  it('validates with the messages of the form', async () => {
    const home = await ownerWithGroup(ctx());
    const response = await home.ownerClient.post('/categories', { name: '', groupId: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.details).toEqual({
      name: ['Name is required'],
      groupId: ['Group is required'],
    });
  });

  it("lets Viewers read only, and hides other groups' categories (404)", async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const outsider = await ownerWithGroup(ctx());
    const food = (
      await home.ownerClient.post<Category>('/categories', { name: 'Food', groupId: home.group.id })
    ).body.data;

    expect((await viewer.client.get<Category[]>('/categories')).body.data).toHaveLength(1);
    expect(
      (await viewer.client.post('/categories', { name: 'X', groupId: home.group.id })).status,
    ).toBe(403);
    expect(
      (await viewer.client.put('/categories', { categoryId: food.id, name: 'X' })).status,
    ).toBe(403);
    expect(
      (await viewer.client.delete('/categories', { query: { categoryId: food.id } })).status,
    ).toBe(403);

    const client = outsider.ownerClient;
    expect((await client.get<Category[]>('/categories')).body.data).toEqual([]);
    expect((await client.get('/categories', { query: { groupsId: home.group.id } })).status).toBe(
      404,
    );
    expect((await client.post('/categories', { name: 'X', groupId: home.group.id })).status).toBe(
      404,
    );
    const rename = await client.put('/categories', { categoryId: food.id, name: 'Mine' });
    expect(rename.status).toBe(404);
    expect(rename.body.errors[0]?.message).toBe('Category not found');
    expect((await client.delete('/categories', { query: { categoryId: food.id } })).status).toBe(
      404,
    );
  });

  it('deleting a used category unlinks it and keeps the transactions', async () => {
    const home = await ownerWithGroup(ctx());
    const food = (
      await home.ownerClient.post<Category>('/categories', { name: 'Food', groupId: home.group.id })
    ).body.data;
    const spent = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId: home.group.id,
      categoryIds: [food.id],
      date: '2026-01-10',
      amount: 4.5,
      currency: 0,
    });
    expect(spent.body.data.categories).toEqual([{ id: food.id, name: 'Food' }]);
    await home.ownerClient.delete('/categories', { query: { categoryId: food.id } });
    const list = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions');
    expect(list.body.data.transactions).toHaveLength(1);
    expect(list.body.data.transactions[0]?.categories).toEqual([]);
  });
});
