import { Currency, TransactionType, type Group, type Tag } from '@budget/contract';
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
    for (const name of ['Trip', 'Żłobek', 'car']) {
      const created = await client.post(`/groups/${home.group.id}/tags`, { name });
      expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    }
    const spent = await client.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Fuel',
      date: '2026-03-03',
      amount: 120,
      currency: Currency.PLN,
      groupId: home.group.id,
      categoryIds: [],
    });
    expect(spent.status, JSON.stringify(spent.body.errors)).toBe(201);
    const response = await client.get(`/groups/${home.group.id}/backup`);
    expect(response.status).toBe(200);
    backup = JSON.parse(response.text);
  });

  it('carries the tags, and the restored group has them by the same names', async () => {
    expect(backup.tags?.map((tag) => tag.name)).toEqual(['car', 'Trip', 'Żłobek']);
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    expect(await tagNames(restored.body.data.id)).toEqual(['car', 'Trip', 'Żłobek']);
  });

  it('restores a backup written before tags with none', async () => {
    const { tags: _tags, ...older } = backup;
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
