import {
  Currency,
  TransactionType,
  type Group,
  type Tag,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

describeEachDatabase('group backup of tags', (ctx) => {
  let client: TestClient;
  let backup: Record<string, unknown> & { tags?: { id: string; name: string }[] };

  const tagNames = async (groupId: string) =>
    (await client.get<Tag[]>(`/groups/${groupId}/tags`)).body.data.map((tag) => tag.name);
  const groupCount = async () => (await client.get<Group[]>('/groups')).body.data.length;

  beforeAll(async () => {
    const home = await ownerWithGroup(ctx(), 'Tagged household');
    client = home.ownerClient;
    const ids: string[] = [];
    for (const name of ['Trip', 'Żłobek', 'car']) {
      const created = await client.post<Tag>(`/groups/${home.group.id}/tags`, { name });
      expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
      ids.push(created.body.data.id);
    }
    const spent = await client.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Fuel',
      date: '2026-03-03',
      amount: 120,
      currency: Currency.PLN,
      groupId: home.group.id,
      categoryIds: [],
      tagIds: [ids[0], ids[2]],
    });
    expect(spent.status, JSON.stringify(spent.body.errors)).toBe(201);
    const nursery = await client.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Nursery',
      date: '2026-01-05',
      amount: 900,
      currency: Currency.PLN,
      groupId: home.group.id,
      recurring: true,
      recurringPeriod: 1,
      tagIds: [ids[1]],
    });
    expect(nursery.status, JSON.stringify(nursery.body.errors)).toBe(201);
    const response = await client.get(`/groups/${home.group.id}/backup`);
    expect(response.status).toBe(200);
    backup = JSON.parse(response.text);
  });

  it('carries the tags, and the restored group has them by the same names', async () => {
    expect(backup.tags?.map((tag) => tag.name)).toEqual(['car', 'Trip', 'Żłobek']);
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    expect(await tagNames(restored.body.data.id)).toEqual(['car', 'Trip', 'Żłobek']);
    const list = await client.get<TransactionPage>(
      `/transactions?groupIds=${restored.body.data.id}&pageSize=100`,
    );
    const tagged = (name: string) =>
      list.body.data.transactions
        .filter((t) => t.name === name)
        .map((t) => t.tags.map((tag) => tag.name));
    expect(tagged('Fuel')).toEqual([['car', 'Trip']]);
    expect(tagged('Nursery').length).toBeGreaterThan(1);
    expect(new Set(tagged('Nursery').flat())).toEqual(new Set(['Żłobek']));
    // The series keeps its tag for the occurrences it makes after the restore.
    const series = (backup.series as { tagIds?: string[] }[] | undefined) ?? [];
    expect(series.map((s) => s.tagIds?.length)).toEqual([1]);
  });

  it('restores a series naming a tag the file does not hold, without it', async () => {
    const series = ((backup.series ?? []) as Record<string, unknown>[]).map((item) => ({
      ...item,
      tagIds: ['gone'],
      categoryIds: ['gone too'],
    }));
    const restored = await client.post<Group>('/groups/restore', { ...backup, series });
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
  });

  it('refuses a transaction naming a tag the backup does not hold', async () => {
    const transactions = (backup.transactions as Record<string, unknown>[]).map((t) => ({
      ...t,
      tagIds: ['missing'],
    }));
    const refused = await client.post('/groups/restore', { ...backup, transactions });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('Names a tag the backup does not hold');
  });

  it('restores a backup written before tags with none', async () => {
    const { tags: _tags, ...withTags } = backup;
    // Written before tags, a backup's transactions and series named none either.
    const untagged = (items: unknown) =>
      ((items ?? []) as Record<string, unknown>[]).map(({ tagIds: _ids, ...item }) => item);
    const older = {
      ...withTags,
      transactions: untagged(withTags.transactions),
      series: untagged(withTags.series),
    };
    const restored = await client.post<Group>('/groups/restore', older);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    expect(await tagNames(restored.body.data.id)).toEqual([]);
  });

  it('refuses a file naming one tag twice, and creates nothing', async () => {
    const before = await groupCount();
    // Names compared as a new tag's: case and invisible characters do not make another one.
    const tags = [...(backup.tags ?? []), { id: 'twin', name: ' TRIP\u200B ' }];
    const refused = await client.post('/groups/restore', { ...backup, tags });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain(
      'Another tag in the backup has this name',
    );
    expect(JSON.stringify(refused.body.errors)).toContain('tags.3.name');
    const twice = [...(backup.tags ?? []), { ...backup.tags?.[0], name: 'Other' }];
    const sameId = await client.post('/groups/restore', { ...backup, tags: twice });
    expect(sameId.status).toBe(400);
    expect(JSON.stringify(sameId.body.errors)).toContain('Tag ids repeat');
    expect(await groupCount()).toBe(before);
  });
});
