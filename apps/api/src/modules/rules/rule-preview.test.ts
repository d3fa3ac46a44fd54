import { MemberRole, type Rule, type RulePreview, type RuleRequest } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

async function ruleOf(home: GroupFixture, request: RuleRequest): Promise<Rule> {
  const created = await home.ownerClient.post<Rule>(`/groups/${home.group.id}/rules`, request);
  expect(created.status).toBe(201);
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

const ref = (rule: Rule) => ({ id: rule.id, name: rule.name });

describeEachDatabase('rules preview', (ctx) => {
  it('answers the matching rules and, per value, the rule that set it', async () => {
    const home = await ownerWithGroup(ctx());
    const food = await made(home, '/categories', 'Food');
    const trip = await made(home, `/groups/${home.group.id}/tags`, 'Trip');
    const kids = await made(home, `/groups/${home.group.id}/tags`, 'Kids');
    const shop = await ruleOf(home, {
      name: 'Żabka',
      conditions: [
        { kind: 'text', field: 'payee', op: 'startsWith', value: 'żabka' },
        { kind: 'amount', op: 'below', amount: 100 },
      ],
      actions: [
        { type: 'setCategories', categoryIds: [food] },
        { type: 'addTags', tagIds: [trip] },
        { type: 'rename', name: 'Żabka' },
      ],
    });
    const holiday = await ruleOf(home, {
      name: 'Holiday',
      matchMode: 'any',
      conditions: [
        { kind: 'fileName', value: 'wakacje' },
        { kind: 'text', field: 'description', op: 'matches', value: 'urlop|wakacje' },
      ],
      actions: [
        { type: 'addTags', tagIds: [kids, trip] },
        { type: 'rename', name: 'Holiday' },
        { type: 'setSharing', paidBy: home.owner.id },
      ],
    });
    const preview = (draft: object) =>
      home.ownerClient.post<RulePreview>(`/groups/${home.group.id}/rules/preview`, draft);

    const answer = await preview({
      name: 'ZABKA Z1234 K.1',
      payee: 'ZABKA Z1234',
      description: 'Zakupy na URLOP',
      amount: 12.5,
      currency: 0,
      transactionType: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      matched: [ref(shop), ref(holiday)],
      categoryIds: { value: [food], rule: ref(shop) },
      tagIds: [
        { tagId: trip, rule: ref(shop) },
        { tagId: kids, rule: ref(holiday) },
      ],
      paidBy: { value: home.owner.id, rule: ref(holiday) },
      split: null,
      name: { value: 'Żabka', rule: ref(shop) },
      description: null,
      // A rule sets the categories: nothing is suggested.
      suggestedCategory: null,
    });
    // 100.00 is not below 100: only the file's name matches the second rule.
    const other = await preview({
      name: 'x',
      payee: 'Żabka',
      amount: 100,
      fileName: 'Wakacje-2026.csv',
    });
    expect(other.body.data.matched).toEqual([ref(holiday)]);
    expect((await preview({ name: 'Nothing' })).body.data.matched).toEqual([]);
  });

  it('is open to Viewers and closed to outsiders; a bad draft is a 400', async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const path = `/groups/${home.group.id}/rules/preview`;
    expect((await viewer.client.post(path, { name: 'Bread' })).status).toBe(200);
    const outsider = await ownerWithGroup(ctx());
    expect((await outsider.ownerClient.post(path, { name: 'Bread' })).status).toBe(404);
    const bad = await home.ownerClient.post(path, { name: 'Bread', amount: 1.001 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.details).toEqual({
      amount: ['Value can have at most 2 decimal places'],
    });
  });

  it('drops a deleted category or tag from the rules, disabling a rule left with no action', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const tagsPath = `/groups/${home.group.id}/tags`;
    const [food, fun] = [
      await made(home, '/categories', 'Food'),
      await made(home, '/categories', 'Fun'),
    ];
    const [trip, car, kids] = [
      await made(home, tagsPath, 'Trip'),
      await made(home, tagsPath, 'Car'),
      await made(home, tagsPath, 'Kids'),
    ];
    const condition = { kind: 'currency', currency: 0 } as const;
    const only = await ruleOf(home, {
      name: 'Only food',
      conditions: [condition],
      actions: [{ type: 'setCategories', categoryIds: [food] }],
    });
    const mixed = await ruleOf(home, {
      name: 'Mixed',
      conditions: [condition],
      actions: [
        { type: 'setCategories', categoryIds: [food, fun] },
        { type: 'addTags', tagIds: [trip, car] },
        { type: 'rename', name: 'Kept' },
      ],
    });
    const tagged = await ruleOf(home, {
      name: 'Tagged',
      conditions: [condition],
      actions: [{ type: 'addTags', tagIds: [kids] }],
    });
    expect((await home.ownerClient.delete(`/categories?categoryId=${food}`)).status).toBe(200);
    const merged = await home.ownerClient.post(`${tagsPath}/${trip}/merge`, { intoTagId: car });
    expect(merged.status).toBe(200);
    expect((await home.ownerClient.delete(`${tagsPath}/${kids}`)).status).toBe(200);

    const rules = (await home.ownerClient.get<Rule[]>(path)).body.data;
    const byId = new Map(rules.map((rule) => [rule.id, rule]));
    expect(byId.get(only.id)).toMatchObject({ enabled: false, actions: [] });
    expect(byId.get(mixed.id)).toMatchObject({
      enabled: true,
      actions: [
        { type: 'setCategories', categoryIds: [fun] },
        { type: 'addTags', tagIds: [car] },
        { type: 'rename', name: 'Kept' },
      ],
    });
    expect(byId.get(tagged.id)).toMatchObject({ enabled: false, actions: [] });
    // A disabled rule sets nothing; the others still run.
    const preview = await home.ownerClient.post<RulePreview>(`${path}/preview`, {
      name: 'x',
      currency: 0,
    });
    expect(preview.body.data.matched).toEqual([ref(mixed)]);
  });

  it('drops a deleted account from the rules and disables each rule that named it', async () => {
    const home = await ownerWithGroup(ctx());
    const accounts = `/groups/${home.group.id}/money-accounts`;
    const card = await home.ownerClient.post<{ id: string }>(accounts, {
      name: 'Card',
      currency: 0,
    });
    expect(card.status).toBe(201);
    const other = await ruleOf(home, {
      name: 'Other',
      conditions: [{ kind: 'currency', currency: 0 }],
      actions: [{ type: 'rename', name: 'Other' }],
    });
    const onCard = await ruleOf(home, {
      name: 'On card',
      conditions: [
        { kind: 'moneyAccount', moneyAccountId: card.body.data.id },
        { kind: 'currency', currency: 0 },
      ],
      actions: [{ type: 'rename', name: 'Card' }],
    });
    expect((await home.ownerClient.delete(`${accounts}/${card.body.data.id}`)).status).toBe(200);
    const rules = (await home.ownerClient.get<Rule[]>(`/groups/${home.group.id}/rules`)).body.data;
    // Without the account the rule would match more than before: it waits, disabled.
    expect(rules).toEqual([
      other,
      {
        ...onCard,
        enabled: false,
        conditions: [{ kind: 'currency', currency: 0 }],
        updatedAt: expect.any(String),
      },
    ]);
  });
});
