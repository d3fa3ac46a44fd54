import { MemberRole, type Rule, type RuleRequest } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

const shop = (name: string, value = 'zabka'): RuleRequest => ({
  name,
  conditions: [{ kind: 'text', field: 'name', op: 'contains', value }],
  actions: [{ type: 'rename', name: 'Żabka' }],
});

async function ruleOf(home: GroupFixture, request: RuleRequest): Promise<Rule> {
  const created = await home.ownerClient.post<Rule>(`/groups/${home.group.id}/rules`, request);
  expect(created.status).toBe(201);
  return created.body.data;
}

const names = (rules: Rule[]) => rules.map((rule) => `${rule.position}:${rule.name}`);

describeEachDatabase('rules', (ctx) => {
  it('creates rules at the end, lists them in order, edits, reorders and deletes them', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const client = home.ownerClient;
    const first = await ruleOf(home, shop(' Shop\u200B '));
    expect(first).toMatchObject({
      name: 'Shop',
      groupId: home.group.id,
      position: 0,
      enabled: true,
      matchMode: 'all',
      actions: [{ type: 'rename', name: 'Żabka' }],
    });
    const second = await ruleOf(home, { ...shop('Fuel', 'orlen'), matchMode: 'any' });
    const third = await ruleOf(home, { ...shop('Rent', 'landlord'), enabled: false });
    expect(names((await client.get<Rule[]>(path)).body.data)).toEqual([
      '0:Shop',
      '1:Fuel',
      '2:Rent',
    ]);

    const edited = await client.put<Rule>(`${path}/${second.id}`, shop('Petrol', 'bp'));
    expect(edited.body.data).toMatchObject({ name: 'Petrol', position: 1, matchMode: 'all' });
    // The list cached before the edit is not answered again (the group's version moved).
    expect(names((await client.get<Rule[]>(path)).body.data)).toEqual([
      '0:Shop',
      '1:Petrol',
      '2:Rent',
    ]);

    const order = await client.put<Rule[]>(`${path}/order`, {
      ruleIds: [third.id, first.id, second.id],
    });
    expect(order.status).toBe(200);
    expect(names(order.body.data)).toEqual(['0:Rent', '1:Shop', '2:Petrol']);

    expect((await client.delete(`${path}/${third.id}`)).status).toBe(200);
    expect(names((await client.get<Rule[]>(path)).body.data)).toEqual(['0:Shop', '1:Petrol']);
    const gone = await client.put(`${path}/${third.id}`, shop('Again'));
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]?.message).toBe('Rule not found');
  });

  it('refuses an order that does not name every rule of the group once', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const [a, b] = [await ruleOf(home, shop('A')), await ruleOf(home, shop('B'))];
    const foreign = await ruleOf(await ownerWithGroup(ctx()), shop('C'));
    const message = 'List every rule of the group once, in the new order';
    for (const ruleIds of [[a.id], [a.id, foreign.id], [a.id, b.id, foreign.id]]) {
      const refused = await home.ownerClient.put(`${path}/order`, { ruleIds });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]?.details).toEqual({ ruleIds: [message] });
    }
    const twice = await home.ownerClient.put(`${path}/order`, { ruleIds: [a.id, a.id] });
    expect(twice.body.errors[0]?.details).toEqual({ ruleIds: ['Each rule at most once'] });
  });

  it('keeps names unique per group by their key (409), not across groups', async () => {
    const home = await ownerWithGroup(ctx());
    const shopRule = await ruleOf(home, shop('Shop'));
    const again = await home.ownerClient.post(`/groups/${home.group.id}/rules`, shop('SH\u00ADOP'));
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.details).toEqual({
      name: ['A rule named "SHOP" already exists in this group'],
    });
    await ruleOf(await ownerWithGroup(ctx()), shop('Shop'));
    const recased = await home.ownerClient.put<Rule>(
      `/groups/${home.group.id}/rules/${shopRule.id}`,
      shop('SHOP'),
    );
    expect(recased.body.data.name).toBe('SHOP');
  });

  it('refuses regular expressions it cannot run, naming the condition (400)', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const pattern = (value: string): RuleRequest => ({
      ...shop('Pattern'),
      conditions: [
        { kind: 'currency', currency: 0 },
        { kind: 'text', field: 'payee', op: 'matches', value },
      ],
    });
    const lookahead = await home.ownerClient.post(path, pattern('(?=x)y'));
    expect(lookahead.status).toBe(400);
    expect(lookahead.body.errors[0]?.details).toEqual({
      'conditions.1.value': [
        'Not a regular expression rules can run (look-arounds and back-references are not supported)',
      ],
    });
    const huge = await home.ownerClient.post(path, pattern('a{1000}b{1000}c{1000}'));
    expect(huge.body.errors[0]?.details).toEqual({
      'conditions.1.value': ['This regular expression is too complex'],
    });
    const long = await home.ownerClient.post(path, pattern('x'.repeat(201)));
    expect(long.body.errors[0]?.details).toEqual({
      'conditions.1.value': ['The text to look for must be 200 characters or less'],
    });
    const fine = await home.ownerClient.post<Rule>(path, pattern('^(lidl|biedronka) \\d+$'));
    expect(fine.status).toBe(201);
    const edit = await home.ownerClient.put(`${path}/${fine.body.data.id}`, pattern('(a)\\1'));
    expect(edit.status).toBe(400);
  });

  it('checks conditions and actions with a message per field', async () => {
    const home = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const refused = await home.ownerClient.post(path, {
      name: 'Bad',
      conditions: [
        { kind: 'amount', op: 'between', amount: 10 },
        { kind: 'amount', op: 'equals', amount: 1.005 },
        { kind: 'weather', value: 'rain' },
      ],
      actions: [
        { type: 'rename', name: 'A' },
        { type: 'rename', name: 'B' },
        { type: 'setSharing', split: { method: 3, parts: [{ userId: home.owner.id, value: 1 }] } },
        { type: 'setCategories', categoryIds: [] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.details).toMatchObject({
      'conditions.0.amountTo': ['Enter the upper end of the range'],
      'conditions.1.amount': ['Value can have at most 2 decimal places'],
      'actions.1.type': ['Each kind of action at most once in a rule'],
      'actions.2.split': ['A rule cannot split by exact amounts'],
      'actions.3.categoryIds': ['Choose at least one category'],
    });
    const none = await home.ownerClient.post(path, { name: 'Empty', conditions: [], actions: [] });
    expect(none.body.errors[0]?.details).toEqual({
      conditions: ['Add at least one condition'],
      actions: ['Add at least one action'],
    });
  });

  it("refuses what is not the group's: categories, tags, members, accounts (400 per field)", async () => {
    const home = await ownerWithGroup(ctx());
    const other = await ownerWithGroup(ctx());
    const post = (client: typeof home.ownerClient, path: string, body: object) =>
      client.post<{ id: string }>(path, { ...body, groupId: other.group.id });
    const category = (await post(other.ownerClient, '/categories', { name: 'Food' })).body.data.id;
    const tag = (await post(other.ownerClient, `/groups/${other.group.id}/tags`, { name: 'T' }))
      .body.data.id;
    const account = (
      await other.ownerClient.post<{ id: string }>(`/groups/${other.group.id}/money-accounts`, {
        name: 'Cash',
        currency: 0,
      })
    ).body.data.id;
    const refused = await home.ownerClient.post(`/groups/${home.group.id}/rules`, {
      name: 'Foreign',
      conditions: [{ kind: 'moneyAccount', moneyAccountId: account }],
      actions: [
        { type: 'setCategories', categoryIds: [category] },
        { type: 'addTags', tagIds: [tag] },
        {
          type: 'setSharing',
          paidBy: other.owner.id,
          split: {
            method: 0,
            parts: [
              { userId: home.owner.id, value: 1 },
              { userId: other.owner.id, value: 1 },
            ],
          },
        },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.details).toEqual({
      'conditions.0.moneyAccountId': ['Account not found'],
      'actions.0.categoryIds': [`Not a category of this group: ${category}`],
      'actions.1.tagIds': [`Not a tag of this group: ${tag}`],
      'actions.2.paidBy': ['The payer must be a member of the group'],
      'actions.2.split': ['Every member of a split must be in the group'],
    });
  });

  it("lets Viewers read only, and hides another group's rules (404)", async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const member = await memberOf(ctx(), home, MemberRole.Member);
    const outsider = await ownerWithGroup(ctx());
    const path = `/groups/${home.group.id}/rules`;
    const rule = await ruleOf(home, shop('Shop'));
    expect(names((await viewer.client.get<Rule[]>(path)).body.data)).toEqual(['0:Shop']);
    expect((await viewer.client.post(path, shop('X'))).status).toBe(403);
    expect((await viewer.client.delete(`${path}/${rule.id}`)).status).toBe(403);
    expect((await member.client.post(path, shop('Fuel'))).status).toBe(201);
    expect((await outsider.ownerClient.get(path)).status).toBe(404);
    // A rule named under a group it is not of: 404 even to the Owner of that group.
    const wrongGroup = await outsider.ownerClient.delete(
      `/groups/${outsider.group.id}/rules/${rule.id}`,
    );
    expect(wrongGroup.status).toBe(404);
    expect(wrongGroup.body.errors[0]?.message).toBe('Rule not found');
  });
});
