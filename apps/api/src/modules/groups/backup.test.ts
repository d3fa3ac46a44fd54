import {
  BACKUP_FORMAT,
  Currency,
  PeriodType,
  TransactionType,
  type Budget,
  type Category,
  type Group,
  type Report,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const ID_FIELDS = new Set([
  'id',
  'groupId',
  'categoryId',
  'budgetId',
  'seriesId',
  'createdAt',
  'updatedAt',
]);

/** The value with every id (and timestamp) blanked: two groups' figures compare as equal. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      ID_FIELDS.has(key) && item !== null ? '(id)' : withoutIds(item),
    ]),
  );
}

describeEachDatabase('group backup and restore', (ctx) => {
  let client: TestClient;
  let original: Group;
  let backupText = '';

  async function figures(groupId: string) {
    const report = await client.get<Report>('/reports', {
      query: { groupIds: groupId, currency: String(Currency.PLN) },
    });
    const budgets = await client.get<Budget[]>('/budgets', {
      query: { groupIds: groupId, datePoint: '2026-03-15' },
    });
    const transactions = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, pageSize: '500', sort: 'name', order: 'asc' },
    });
    for (const answer of [report, budgets, transactions]) {
      expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    }
    return withoutIds({
      report: report.body.data,
      budgets: budgets.body.data,
      transactions: transactions.body.data,
    });
  }

  beforeAll(async () => {
    const home = await ownerWithGroup(ctx(), 'Kowalski & Co. household');
    client = home.ownerClient;
    original = home.group;
    const put = await client.put('/groups', {
      groupId: original.id,
      name: original.name,
      description: 'Shared costs',
      timeZone: 'Europe/Warsaw',
    });
    expect(put.status).toBe(200);
    const category = async (name: string) =>
      (await client.post<Category>('/categories', { name, groupId: original.id })).body.data;
    const food = await category('Food');
    const flat = await category('=Flat');
    const rows = [
      ['Milk', TransactionType.Expense, '2026-03-03', 4.99, Currency.PLN, [food.id]],
      ['Rent', TransactionType.Expense, '2026-03-01', 2500, Currency.PLN, [flat.id]],
      [
        'Dinner, "Roma"',
        TransactionType.Expense,
        '2026-03-10',
        41.5,
        Currency.EUR,
        [food.id, flat.id],
      ],
      ['Salary', TransactionType.Income, '2026-03-01', 9000, Currency.PLN, []],
      ['Book', TransactionType.Expense, '2026-02-14', 20, Currency.USD, []],
    ] as const;
    for (const [name, transactionType, date, amount, currency, categoryIds] of rows) {
      const created = await client.post('/transactions', {
        ...{ name, transactionType, date, amount, currency, groupId: original.id },
        categoryIds: [...categoryIds],
        description: name === 'Rent' ? 'March' : null,
      });
      expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    }
    const budget = await client.post('/budgets', {
      name: 'Food',
      amount: 300,
      currency: Currency.PLN,
      periodType: PeriodType.Monthly,
      startDate: '2026-01-01',
      groupId: original.id,
      categoryIds: [food.id],
    });
    expect(budget.status, JSON.stringify(budget.body.errors)).toBe(201);
  });

  it('backs a group up as one JSON file, categories, budgets and transactions', async () => {
    const response = await client.get(`/groups/${original.id}/backup`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Kowalski-Co-household-backup.json"',
    );
    backupText = response.text;
    const backup = JSON.parse(backupText);
    expect(backup).toMatchObject({
      format: BACKUP_FORMAT,
      version: 1,
      group: { name: original.name, description: 'Shared costs', timeZone: 'Europe/Warsaw' },
    });
    expect(backup.categories).toHaveLength(2);
    expect(backup.budgets).toHaveLength(1);
    // Oldest first (ties in any order).
    const dates = backup.transactions.map((t: { date: string }) => t.date);
    expect(dates).toEqual([...dates].sort());
    expect(backup.transactions.map((t: { name: string }) => t.name).sort()).toEqual([
      'Book',
      'Dinner, "Roma"',
      'Milk',
      'Rent',
      'Salary',
    ]);
  });

  it('restores it into a new group whose every figure equals the original', async () => {
    const restored = await client.post<Group>('/groups/restore', JSON.parse(backupText));
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = restored.body.data;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: original.name, timeZone: 'Europe/Warsaw' });
    expect(await figures(copy.id)).toEqual(await figures(original.id));
  });

  it('refuses what is not a backup, or names a category it lacks, and creates nothing', async () => {
    const before = (await client.get<Group[]>('/groups')).body.data.length;
    const notBackup = await client.post('/groups/restore', { name: 'x' });
    expect(notBackup.status).toBe(400);
    expect(JSON.stringify(notBackup.body.errors)).toContain(
      'This file is not a Budget App group backup',
    );
    const backup = JSON.parse(backupText);
    backup.transactions[0].categoryIds = ['no-such-category'];
    const dangling = await client.post('/groups/restore', backup);
    expect(dangling.status).toBe(400);
    expect(JSON.stringify(dangling.body.errors)).toContain(
      'Names a category the backup does not hold',
    );
    const backwards = JSON.parse(backupText);
    backwards.budgets[0].endDate = '2025-12-31';
    const refused = await client.post('/groups/restore', backwards);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain(
      'End date cannot be before the start date',
    );
    expect((await client.get<Group[]>('/groups')).body.data.length).toBe(before);
  });

  it('takes a category named twice on one transaction as once', async () => {
    const backup = JSON.parse(backupText);
    const linked = backup.transactions.find(
      (t: { categoryIds: string[] }) => t.categoryIds.length === 1,
    );
    linked.categoryIds = [linked.categoryIds[0], linked.categoryIds[0]];
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    expect((await client.delete(`/groups/${restored.body.data.id}`)).status).toBe(200);
  });

  it('leaves no half-restored group when a write fails', async () => {
    const before = (await client.get<Group[]>('/groups')).body.data.length;
    const backup = JSON.parse(backupText);
    // Two categories whose names differ only by case: the second is refused by the write path.
    backup.categories.push({
      ...backup.categories[0],
      id: 'twin',
      name: backup.categories[0].name.toUpperCase(),
    });
    const failed = await client.post('/groups/restore', backup);
    expect(failed.status).toBe(409);
    expect((await client.get<Group[]>('/groups')).body.data.length).toBe(before);
  });
});
