import type { Group, Rule } from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

describeEachDatabase('group backup of rules', (ctx) => {
  let client: TestClient;
  let backup: Record<string, unknown> & { rules?: { name: string }[] };

  const rulesOf = async (groupId: string) =>
    (await client.get<Rule[]>(`/groups/${groupId}/rules`)).body.data;
  const groupCount = async () => (await client.get<Group[]>('/groups')).body.data.length;

  beforeAll(async () => {
    const home = await ownerWithGroup(ctx(), 'Ruled household');
    client = home.ownerClient;
    const id = home.group.id;
    const made = async (path: string, body: object) => {
      const created = await client.post<{ id: string }>(path, { ...body, groupId: id });
      expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
      return created.body.data.id;
    };
    const food = await made('/categories', { name: 'Food' });
    const trip = await made(`/groups/${id}/tags`, { name: 'Trip' });
    const account = await made(`/groups/${id}/money-accounts`, { name: 'Card', currency: 0 });
    await made(`/groups/${id}/rules`, {
      name: 'Shop',
      conditions: [
        { kind: 'text', field: 'payee', op: 'matches', value: '^żabka' },
        { kind: 'moneyAccount', moneyAccountId: account },
      ],
      actions: [
        { type: 'setCategories', categoryIds: [food] },
        { type: 'addTags', tagIds: [trip] },
      ],
    });
    await made(`/groups/${id}/rules`, {
      name: 'Paid by me',
      matchMode: 'any',
      conditions: [{ kind: 'currency', currency: 1 }],
      actions: [{ type: 'setSharing', paidBy: home.owner.id }],
    });
    const response = await client.get(`/groups/${id}/backup`);
    expect(response.status).toBe(200);
    backup = JSON.parse(response.text);
  });

  it("carries the rules in order; the restored ones name the new group's category, tag and account", async () => {
    expect(backup.rules?.map((rule) => rule.name)).toEqual(['Shop', 'Paid by me']);
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const groupId = restored.body.data.id;
    const [shop, paid] = await rulesOf(groupId);
    const categories = (
      await client.get<{ id: string; name: string }[]>(`/categories?groupsId=${groupId}`)
    ).body.data;
    const tags = (await client.get<{ id: string }[]>(`/groups/${groupId}/tags`)).body.data;
    const accounts = (
      await client.get<{ id: string; name: string }[]>(`/groups/${groupId}/money-accounts`)
    ).body.data;
    expect(shop).toMatchObject({
      position: 0,
      enabled: true,
      conditions: [
        { kind: 'text', field: 'payee', op: 'matches', value: '^żabka' },
        { kind: 'moneyAccount', moneyAccountId: accounts.find((a) => a.name === 'Card')?.id },
      ],
      actions: [
        { type: 'setCategories', categoryIds: [categories[0]?.id] },
        { type: 'addTags', tagIds: [tags[0]?.id] },
      ],
    });
    // A backup holds no users: the payer is not restored, and a rule left with no action waits disabled.
    expect(paid).toMatchObject({
      name: 'Paid by me',
      matchMode: 'any',
      enabled: false,
      actions: [],
    });
  });

  it('restores a backup written before rules with none, and refuses one naming a rule twice', async () => {
    const { rules: _rules, ...older } = backup;
    const restored = await client.post<Group>('/groups/restore', older);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    expect(await rulesOf(restored.body.data.id)).toEqual([]);

    const before = await groupCount();
    const rules = [...(backup.rules ?? []), { ...backup.rules?.[0], name: ' SHOP\u200B ' }];
    const refused = await client.post('/groups/restore', { ...backup, rules });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain(
      'Another rule in the backup has this name',
    );
    expect(await groupCount()).toBe(before);
  });

  it('refuses a rule whose regular expression rules refuse, and creates nothing', async () => {
    const before = await groupCount();
    const [first, ...others] = backup.rules ?? [];
    const lookahead = {
      ...first,
      conditions: [{ kind: 'text', field: 'name', op: 'matches', value: 'shop(?=x)' }],
    };
    const refused = await client.post('/groups/restore', {
      ...backup,
      rules: [lookahead, ...others],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors[0]?.details ?? {})).toEqual(['conditions.0.value']);
    expect(await groupCount()).toBe(before);
  });
});
