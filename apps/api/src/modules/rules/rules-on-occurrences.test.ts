import {
  Currency,
  PeriodType,
  TransactionType,
  type Rule,
  type RuleRequest,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

/** The scheduler's clock: midday on a date (UTC). */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

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

/** A monthly series starting in 2099 (no occurrence is due before the scheduler is told so). */
async function series(home: GroupFixture, name: string, extra: object = {}) {
  const created = await home.ownerClient.post<Transaction>('/transactions', {
    transactionType: TransactionType.Expense,
    name,
    amount: 40,
    currency: Currency.PLN,
    groupId: home.group.id,
    categoryIds: [],
    date: '2099-01-10',
    recurring: true,
    recurringPeriod: PeriodType.Monthly,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}

async function rowsOf(home: GroupFixture, seriesId: string) {
  const page = await home.ownerClient.get<TransactionPage>('/transactions', {
    query: { groupIds: home.group.id, pageSize: '100', sort: 'date', order: 'asc' },
  });
  return page.body.data.transactions.filter((row) => row.seriesId === seriesId);
}

const textRule = (value: string) =>
  ({ kind: 'text', field: 'name', op: 'contains', value }) as const;

describeEachDatabase('rules on recurring occurrences', (ctx) => {
  it('fills in the occurrences made after a rule is added, not the series itself', async () => {
    const home = await ownerWithGroup(ctx());
    const gym = await series(home, 'Gym pass');
    const [sport, mine] = [
      await made(home, '/categories', 'Sport'),
      await made(home, '/categories', 'Mine'),
    ];
    const health = await made(home, `/groups/${home.group.id}/tags`, 'health');
    const own = await series(home, 'Gym shoes', { categoryIds: [mine] });
    await ruleOf(home, {
      name: 'Gym',
      conditions: [textRule('GYM')],
      actions: [
        { type: 'setCategories', categoryIds: [sport] },
        { type: 'addTags', tagIds: [health] },
        { type: 'setDescription', description: 'Fitness' },
      ],
    });
    expect(await ctx().app.writes.createDueOccurrences(at('2099-03-10'))).toBe(4);

    const [first, ...next] = await rowsOf(home, gym.seriesId as string);
    // The first was entered before the rule: it stays as it was.
    expect(first?.categories).toEqual([]);
    expect(next).toHaveLength(2);
    for (const row of next) {
      expect(row.categories.map((c) => c.id)).toEqual([sport]);
      expect(row.tags.map((t) => t.id)).toEqual([health]);
      expect(row.description).toBe('Fitness');
    }
    // A series with its own categories keeps them; the rule's tags are added.
    const shoes = (await rowsOf(home, own.seriesId as string)).slice(1);
    expect(shoes.map((row) => row.categories.map((c) => c.id))).toEqual([[mine], [mine]]);
    expect(shoes.map((row) => row.tags.map((t) => t.id))).toEqual([[health], [health]]);

    // The series is left as it was: the rule removed, the next occurrence has no category.
    const rules = await home.ownerClient.get<Rule[]>(`/groups/${home.group.id}/rules`);
    for (const rule of rules.body.data) {
      await home.ownerClient.delete(`/groups/${home.group.id}/rules/${rule.id}`);
    }
    await ctx().app.writes.createDueOccurrences(at('2099-04-10'));
    const april = (await rowsOf(home, gym.seriesId as string)).at(-1);
    expect(april?.date).toBe('2099-04-10');
    expect(april?.categories).toEqual([]);
    expect(april?.description).toBeNull();
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('lets a disabled rule do nothing, and a rule changed later act from then on', async () => {
    const home = await ownerWithGroup(ctx());
    const rent = await series(home, 'Rent');
    const flat = await made(home, '/categories', 'Flat');
    const rule = await ruleOf(home, {
      name: 'Rent',
      enabled: false,
      conditions: [textRule('rent')],
      actions: [
        { type: 'setCategories', categoryIds: [flat] },
        { type: 'rename', name: 'Flat rent' },
      ],
    });
    await ctx().app.writes.createDueOccurrences(at('2099-02-10'));
    const february = (await rowsOf(home, rent.seriesId as string)).at(-1);
    expect(february).toMatchObject({ date: '2099-02-10', name: 'Rent', categories: [] });

    const enabled = await home.ownerClient.put(`/groups/${home.group.id}/rules/${rule.id}`, {
      name: rule.name,
      enabled: true,
      matchMode: rule.matchMode,
      conditions: rule.conditions,
      actions: rule.actions,
    });
    expect(enabled.status, JSON.stringify(enabled.body.errors)).toBe(200);
    await ctx().app.writes.createDueOccurrences(at('2099-03-10'));
    const march = (await rowsOf(home, rent.seriesId as string)).at(-1);
    expect(march).toMatchObject({ date: '2099-03-10', name: 'Flat rent' });
    expect(march?.categories.map((c) => c.id)).toEqual([flat]);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
