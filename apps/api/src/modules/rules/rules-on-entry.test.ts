import {
  MemberRole,
  SplitMethod,
  type Rule,
  type RulePreview,
  type RuleRequest,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

async function ruleOf(home: GroupFixture, request: RuleRequest): Promise<Rule> {
  const created = await home.ownerClient.post<Rule>(`/groups/${home.group.id}/rules`, request);
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}

async function made(home: GroupFixture, path: string, name: string): Promise<string> {
  const created = await home.ownerClient.post<{ id: string }>(path, {
    name,
    groupId: home.group.id,
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

describeEachDatabase('rules on entry', (ctx) => {
  it('fills in what an entered transaction leaves out, and leaves what it gives', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home, MemberRole.Member);
    const [food, home_] = [
      await made(home, '/categories', 'Food'),
      await made(home, '/categories', 'Home'),
    ];
    const groceries = await made(home, `/groups/${home.group.id}/tags`, 'groceries');
    const mine = await made(home, `/groups/${home.group.id}/tags`, 'mine');
    await ruleOf(home, {
      name: 'Żabka',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'żabka' }],
      actions: [
        { type: 'setCategories', categoryIds: [food] },
        { type: 'addTags', tagIds: [groceries] },
        {
          type: 'setSharing',
          paidBy: partner.user.id,
          split: {
            method: SplitMethod.Equal,
            parts: [
              { userId: home.owner.id, value: 0 },
              { userId: partner.user.id, value: 0 },
            ],
          },
        },
        { type: 'rename', name: 'Żabka' },
        { type: 'setDescription', description: 'Corner shop' },
      ],
    });
    const entry = (extra: object = {}) =>
      home.ownerClient.post<Transaction>('/transactions', {
        transactionType: 0,
        name: 'ZABKA Z1234 WARSZAWA',
        groupId: home.group.id,
        date: '2026-03-10',
        amount: 30,
        currency: 0,
        ...extra,
      });

    const ruled = (await entry()).body.data;
    expect(ruled.name).toBe('Żabka');
    expect(ruled.description).toBe('Corner shop');
    expect(ruled.categories.map((c) => c.id)).toEqual([food]);
    expect(ruled.tags.map((t) => t.name)).toEqual(['groceries']);
    expect(ruled.paidBy).toBe(partner.user.id);
    expect(ruled.split?.parts.map((p) => p.amount).sort()).toEqual([15, 15]);

    // What the request gives stays; tags add up.
    const given = (
      await entry({
        categoryIds: [home_],
        tagIds: [mine],
        description: 'Milk',
        paidBy: home.owner.id,
      })
    ).body.data;
    expect(given.categories.map((c) => c.id)).toEqual([home_]);
    expect(given.tags.map((t) => t.name).sort()).toEqual(['groceries', 'mine']);
    expect(given.description).toBe('Milk');
    expect(given.paidBy).toBe(home.owner.id);

    // A form that showed the rules' outcome sends what the user kept.
    const asSent = (await entry({ applyRules: false })).body.data;
    expect(asSent.name).toBe('ZABKA Z1234 WARSZAWA');
    expect(asSent.categories).toEqual([]);
    expect(asSent.tags).toEqual([]);

    // No match, nothing set.
    const other = (await entry({ name: 'Bakery' })).body.data;
    expect(other.name).toBe('Bakery');
    expect(other.categories).toEqual([]);
  });

  it('shares as the group does when the rule names a member who left', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home, MemberRole.Member);
    await ruleOf(home, {
      name: 'Partner pays',
      conditions: [{ kind: 'text', field: 'name', op: 'equals', value: 'rent' }],
      actions: [{ type: 'setSharing', paidBy: partner.user.id }],
    });
    const left = await home.ownerClient.put('/groups/unassign-users', {
      groupId: home.group.id,
      userIds: [partner.user.id],
    });
    expect(left.status, JSON.stringify(left.body.errors)).toBe(200);
    const created = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Rent',
      groupId: home.group.id,
      date: '2026-03-10',
      amount: 900,
      currency: 0,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    expect(created.body.data.paidBy).not.toBe(partner.user.id);
  });

  it("matches a rule on the payee by a typed entry's name, as applying rules later does", async () => {
    const home = await ownerWithGroup(ctx());
    const food = await made(home, '/categories', 'Żywność');
    await ruleOf(home, {
      name: 'Biedronka',
      conditions: [{ kind: 'text', field: 'payee', op: 'contains', value: 'biedronka' }],
      actions: [{ type: 'setCategories', categoryIds: [food] }],
    });
    const typed = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Biedronka',
      groupId: home.group.id,
      date: '2026-03-10',
      amount: 64.8,
      currency: 0,
    });
    expect(typed.status, JSON.stringify(typed.body.errors)).toBe(201);
    expect(typed.body.data.categories.map((c) => c.id)).toEqual([food]);
    // The form's preview, which sends no payee, says the same before the entry is saved.
    const preview = await home.ownerClient.post<RulePreview>(
      `/groups/${home.group.id}/rules/preview`,
      { name: 'BIEDRONKA 1234' },
    );
    expect(preview.body.data.categoryIds?.value).toEqual([food]);
  });
});
