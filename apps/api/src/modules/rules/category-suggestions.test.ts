import {
  Currency,
  TransactionType,
  type ImportPreview,
  type RulePreviewAnswer,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

async function made(home: GroupFixture, path: string, body: object): Promise<string> {
  const created = await home.ownerClient.post<{ id: string }>(path, {
    groupId: home.group.id,
    ...body,
  });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data.id;
}

const spent = (home: GroupFixture, name: string, date: string, categoryIds: string[] = []) =>
  made(home, '/transactions', {
    transactionType: TransactionType.Expense,
    name,
    amount: 12,
    currency: Currency.PLN,
    date,
    categoryIds,
  });

async function suggestion(home: GroupFixture, name: string) {
  const answer = await home.ownerClient.post<RulePreviewAnswer>(
    `/groups/${home.group.id}/rules/preview`,
    { name },
  );
  expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
  return answer.body.data.suggestedCategory;
}

const qif = `!Type:Bank
D03/05/2026
T-23.47
PŻABKA
^
D03/06/2026
T-180.00
PORLEN STACJA 44
^
`;

describeEachDatabase('the category suggested from the history', (ctx) => {
  it("suggests the name's most used category, ties to the latest, none without one", async () => {
    const home = await ownerWithGroup(ctx());
    const food = await made(home, '/categories', { name: 'Food' });
    const treats = await made(home, '/categories', { name: 'Treats' });
    await spent(home, 'Żabka', '2026-01-02', [food]);
    await spent(home, 'ZABKA', '2026-01-03', [treats]);
    await spent(home, 'zabka ', '2026-01-05', [food]);
    await spent(home, 'Żabka Z1234', '2026-01-06', [treats]);
    await spent(home, 'Orlen', '2026-01-06');
    // The same name however written: accents, case and spaces around it do not count.
    expect(await suggestion(home, ' żabka')).toEqual({ categoryId: food, count: 2 });
    expect(await suggestion(home, 'Orlen')).toBeNull();
    expect(await suggestion(home, 'Lidl')).toBeNull();
    // A tie goes to the category used the latest.
    await spent(home, 'Zabka', '2026-01-07', [treats]);
    expect(await suggestion(home, 'Żabka')).toEqual({ categoryId: treats, count: 2 });

    // A rule that sets the categories: no suggestion.
    const rule = await home.ownerClient.post(`/groups/${home.group.id}/rules`, {
      name: 'Shop',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'zabka' }],
      actions: [{ type: 'setCategories', categoryIds: [food] }],
    });
    expect(rule.status).toBe(201);
    expect(await suggestion(home, 'Żabka')).toBeNull();
  });

  it('suggests per import row and writes the categories the user kept', async () => {
    const home = await ownerWithGroup(ctx());
    const food = await made(home, '/categories', { name: 'Food' });
    await spent(home, 'Żabka', '2026-02-01', [food]);
    const stranger = await ownerWithGroup(ctx());
    const theirs = await made(stranger, '/categories', { name: 'Theirs' });
    const file = { groupId: home.group.id, fileName: 'march.qif', content: qif, currency: 0 };

    const preview = await home.ownerClient.post<ImportPreview>('/imports/preview', file);
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const rows = preview.body.data.rows;
    expect(rows.map((row) => [row.name, row.suggestedCategory])).toEqual([
      ['ŻABKA', { categoryId: food, count: 1 }],
      ['ORLEN STACJA 44', null],
    ]);
    const line = rows[0]?.line as number;

    const foreign = await home.ownerClient.post('/imports', {
      ...file,
      lineCategories: [{ line, categoryId: theirs }],
    });
    expect(foreign.status).toBe(400);
    const committed = await home.ownerClient.post('/imports', {
      ...file,
      lineCategories: [{ line, categoryId: food }],
    });
    expect(committed.status, JSON.stringify(committed.body.errors)).toBe(201);
    const list = await home.ownerClient.get<TransactionPage>('/transactions', {
      query: { groupIds: home.group.id, sort: 'date', order: 'asc' },
    });
    const written = list.body.data.transactions.map((t) => [t.name, t.categories.map((c) => c.id)]);
    expect(written).toEqual([
      ['Żabka', [food]],
      ['ŻABKA', [food]],
      ['ORLEN STACJA 44', []],
    ]);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
