import {
  BACKUP_FORMAT,
  Currency,
  PeriodType,
  TransactionType,
  type Budget,
  type Category,
  type Group,
  type ImportBatch,
  type ImportPreview,
  type Report,
  type Transaction,
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
  'moneyAccountId',
  'toMoneyAccountId',
  'createdAt',
  'updatedAt',
  // A copy restored beside its original is named apart from it (restoredName).
  'groupName',
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

const ofxRow = (day: string, amount: string, id: string, name: string) =>
  `<STMTTRN><DTPOSTED>${day}<TRNAMT>${amount}<FITID>${id}<NAME>${name}</STMTTRN>`;
/** A bank file (OFX 1.x, leaf elements unclosed) of two rows, each with the bank's id. */
const OFX = [
  '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST>',
  ofxRow('20260305', '-19.99', 'K-1', 'Kiosk'),
  ofxRow('20260306', '250.00', 'K-2', 'Refund'),
  '</BANKTRANLIST></STMTRS></OFX>',
].join('');
const INTERNET_DATES = ['2099-01-31', '2099-02-28', '2099-03-31', '2099-04-30', '2099-05-31'];
/** The scheduler's clock: midday (UTC) on a date. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** What a group's screens show, ids and timestamps blanked. */
async function figures(client: TestClient, groupId: string) {
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
  // Rows of one name (a series' occurrences) come in id order: compared in a fixed one.
  // A backup holds no users: who paid and the split are not restored (docs/decisions.md).
  // The account is the group, named apart from the original when restored beside it.
  const rows = transactions.body.data.transactions.map(
    ({ paidBy: _p, split: _s, account: _a, ...row }) => JSON.stringify(withoutIds(row)),
  );
  return withoutIds({
    report: report.body.data,
    budgets: budgets.body.data,
    transactions: { ...transactions.body.data, transactions: rows.sort() },
  });
}

/** The original's sharing settings, which its restored copy keeps. */
const SHARING = {
  settlementCurrency: Currency.EUR,
  defaultSplit: null,
  equalAmong: 'everyone',
  splitIncomes: true,
};

describeEachDatabase('group backup and restore', (ctx) => {
  let client: TestClient;
  let original: Group;
  let backupText = '';

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
    const sharing = await client.put(`/groups/${original.id}/sharing`, SHARING);
    expect(sharing.status, JSON.stringify(sharing.body.errors)).toBe(200);
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
      group: {
        name: original.name,
        description: 'Shared costs',
        timeZone: 'Europe/Warsaw',
        equalAmong: 'everyone',
        splitIncomes: true,
        settlementCurrency: Currency.EUR,
      },
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
    // The original is still there: the copy's name says which is which.
    expect(copy).toMatchObject({ name: `${original.name} (restored)`, timeZone: 'Europe/Warsaw' });
    // How it shares costs comes back with it; the default split named members not restored.
    const sharing = await client.get(`/groups/${copy.id}/sharing`);
    expect(sharing.body.data).toEqual({ ...SHARING, defaultSplit: null });
    expect(await figures(client, copy.id)).toEqual(await figures(client, original.id));
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

describeEachDatabase('group backup of recurring series and imports', (ctx) => {
  let client: TestClient;
  let flat: Group;
  let backup: Record<string, unknown> & { transactions: Record<string, unknown>[] };
  const writes = () => ctx().app.writes;
  async function rowsOf(groupId: string, filter = '') {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, pageSize: '500', sort: 'date', order: 'asc', filter },
    });
    return page.body.data.transactions;
  }
  const datesOf = (rows: Transaction[]) => rows.map((row) => row.date);

  beforeAll(async () => {
    const home = await ownerWithGroup(ctx(), 'Flat');
    client = home.ownerClient;
    flat = home.group;
    const bills = await client.post<Category>('/categories', { name: 'Bills', groupId: flat.id });
    const internet = await client.post('/transactions', {
      ...{ transactionType: TransactionType.Expense, name: 'Internet', amount: 60 },
      ...{ currency: Currency.PLN, groupId: flat.id, categoryIds: [bills.body.data.id] },
      ...{ date: '2099-01-31', recurring: true, recurringPeriod: PeriodType.Monthly },
    });
    expect(internet.status, JSON.stringify(internet.body.errors)).toBe(201);
    expect(await writes().createDueOccurrences(at('2099-03-31'))).toBe(2);
    const file = { groupId: flat.id, fileName: 'march.ofx', content: OFX };
    const imported = await client.post<ImportBatch>('/imports', file);
    expect(imported.body.data).toMatchObject({ importedCount: 2 });
    backup = JSON.parse((await client.get(`/groups/${flat.id}/backup`)).text);
  });

  it('carries them, and the restored group goes on with them', async () => {
    expect(backup.series).toEqual([
      expect.objectContaining({ name: 'Internet', startDate: '2099-01-31', nextIndex: 3 }),
    ]);
    expect(backup.imports).toEqual([
      expect.objectContaining({ fileName: 'march.ofx', format: 'ofx', importedCount: 2 }),
    ]);
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = restored.body.data.id;
    expect(await figures(client, copy)).toEqual(await figures(client, flat.id));

    const [first, ...others] = await rowsOf(copy, 'Internet');
    expect(first?.seriesId).toEqual(expect.any(String));
    expect(first?.seriesId).not.toBe((await rowsOf(flat.id, 'Internet'))[0]?.seriesId);
    expect(others.map((row) => row.seriesId)).toEqual([first?.seriesId, first?.seriesId]);
    // The scheduler goes on from where the series was, in each group, once, on the 31st.
    expect(await writes().createDueOccurrences(at('2099-05-31'))).toBe(4);
    expect(await writes().createDueOccurrences(at('2099-05-31'))).toBe(0);
    const internet = await rowsOf(copy, 'Internet');
    expect(datesOf(internet)).toEqual(INTERNET_DATES);
    expect(new Set(internet.map((row) => row.seriesId))).toEqual(new Set([first?.seriesId]));
    expect(internet.at(-1)?.categories).toEqual([{ id: first?.categories[0]?.id, name: 'Bills' }]);

    const history = await client.get<ImportBatch[]>('/imports', { query: { groupId: copy } });
    const [batch] = history.body.data;
    expect(history.body.data).toHaveLength(1);
    expect(batch).toMatchObject({
      ...{ fileName: 'march.ofx', format: 'ofx', importedCount: 2, duplicateCount: 0 },
      ...{ errorCount: 0, undoneAt: null, importedBy: expect.any(String) },
    });
    const file = { groupId: copy, fileName: 'march.ofx', content: OFX };
    const again = await client.post<ImportPreview>('/imports/preview', file);
    expect(again.body.data.counts.duplicates).toBe(2);
    const before = (await rowsOf(copy)).length;
    expect((await client.delete(`/imports/${batch?.id}`)).status).toBe(200);
    const after = await rowsOf(copy);
    expect(after).toHaveLength(before - 2);
    expect(after.map((row) => row.name)).not.toContain('Kiosk');
    expect((await rowsOf(flat.id, 'Kiosk')).length).toBe(1);
    expect(await writes().checkGroup(copy, false)).toEqual([]);
  });

  it('restores a version-1 file without them, and refuses one naming a series it lacks', async () => {
    const { series: _series, imports: _imports, ...older } = backup;
    older.transactions = backup.transactions.map((row) => {
      const { seriesId: _s, occurrenceDate: _o, importId: _i, bankId: _b, ...rest } = row;
      return rest;
    });
    const restored = await client.post<Group>('/groups/restore', older);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const rows = await rowsOf(restored.body.data.id);
    expect(rows).toHaveLength(backup.transactions.length);
    expect(rows.every((row) => row.seriesId === null)).toBe(true);
    const history = await client.get<ImportBatch[]>('/imports', {
      query: { groupId: restored.body.data.id },
    });
    expect(history.body.data).toEqual([]);

    const dangling = await client.post('/groups/restore', { ...backup, series: [] });
    expect(dangling.status).toBe(400);
    expect(JSON.stringify(dangling.body.errors)).toContain(
      'Names a series the backup does not hold',
    );
  });

  it('moves on a series whose next occurrence the file has before its latest one', async () => {
    // As when 'this and following' moved the cursor back while the file downloaded.
    const [series] = backup.series as Record<string, unknown>[];
    const behind = { ...backup, series: [{ ...series, nextIndex: 1, nextDate: '2099-02-28' }] };
    const restored = await client.post<Group>('/groups/restore', behind);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    // Nothing held is created again (the unique due date would refuse it), and none is skipped.
    expect(await writes().createDueOccurrences(at('2099-05-31'))).toBe(2);
    expect(datesOf(await rowsOf(restored.body.data.id, 'Internet'))).toEqual(INTERNET_DATES);
  });
});
