import {
  BACKUP_FORMAT,
  Currency,
  PeriodType,
  TransactionType,
  type Category,
  type Transaction,
  type TransactionPage,
  type UpcomingTransaction,
} from '@budget/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { startTwinApps } from '../../test/twin-apps.ts';
import { addDays } from '../../lib/periods.ts';

const MONTH_ENDS_2099 = [
  '2099-01-31',
  '2099-02-28',
  '2099-03-31',
  '2099-04-30',
  '2099-05-31',
  '2099-06-30',
  '2099-07-31',
];
/** The scheduler's clock: midday on a date (UTC), so every time zone is on that day or near. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

async function seriesRows(client: TestClient, groupId: string, name: string) {
  const response = await client.get<TransactionPage>('/transactions', {
    query: { groupIds: groupId, pageSize: '500', sort: 'date', order: 'asc', filter: name },
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data.transactions;
}
const datesOf = (rows: Transaction[]) => rows.map((row) => row.date);

describeEachDatabase('recurring transactions', (ctx) => {
  let client: TestClient;
  let groupId: string;
  let home: Category;
  const writes = () => ctx().app.writes;
  const rent = (extra: Record<string, unknown> = {}) => ({
    transactionType: TransactionType.Expense,
    name: 'Rent',
    amount: 2500,
    currency: Currency.PLN,
    groupId,
    categoryIds: [home.id],
    date: '2099-01-31',
    recurring: true,
    recurringPeriod: PeriodType.Monthly,
    ...extra,
  });

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Flat');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
    home = (await client.post<Category>('/categories', { name: 'Home', groupId })).body.data;
  });

  it('creates a monthly rent set on the 31st on the last day of each following month, once', async () => {
    const created = await client.post<Transaction>('/transactions', rent());
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    expect(created.body.data).toMatchObject({
      recurring: true,
      recurringPeriod: 2,
      date: '2099-01-31',
    });
    expect(created.body.data.seriesId).toEqual(expect.any(String));
    expect(datesOf(await seriesRows(client, groupId, 'Rent'))).toEqual(['2099-01-31']);

    expect(await writes().createDueOccurrences(at('2099-07-31'))).toBe(6);
    // A second run, and two at once, create nothing more.
    const again = await Promise.all([
      writes().createDueOccurrences(at('2099-07-31')),
      writes().createDueOccurrences(at('2099-07-31')),
    ]);
    expect(again).toEqual([0, 0]);
    const rows = await seriesRows(client, groupId, 'Rent');
    expect(datesOf(rows)).toEqual(MONTH_ENDS_2099);
    for (const row of rows) {
      expect(row).toMatchObject({
        seriesId: created.body.data.seriesId,
        amount: -2500,
        categories: [{ id: home.id, name: 'Home' }],
        recurring: true,
      });
    }
    expect(await writes().checkGroup(groupId, false)).toEqual([]);
  });

  it("edits one occurrence alone, and 'this and following' from another, keeping the 31st", async () => {
    const rows = await seriesRows(client, groupId, 'Rent');
    const march = rows[2] as Transaction;
    const one = await client.put<Transaction>('/transactions', {
      ...rent({ amount: 2600, date: march.date }),
      transactionId: march.id,
    });
    expect(one.status, JSON.stringify(one.body.errors)).toBe(200);
    const april = rows[3] as Transaction;
    const following = await client.put<Transaction>('/transactions', {
      ...rent({ amount: 2700, date: april.date }),
      transactionId: april.id,
      scope: 'following',
    });
    expect(following.status, JSON.stringify(following.body.errors)).toBe(200);
    await writes().createDueOccurrences(at('2099-09-30'));
    const after = await seriesRows(client, groupId, 'Rent');
    expect(datesOf(after)).toEqual([...MONTH_ENDS_2099, '2099-08-31', '2099-09-30']);
    expect(after.map((row) => -row.amount)).toEqual([
      2500, 2500, 2600, 2700, 2700, 2700, 2700, 2700, 2700,
    ]);
    expect(await writes().checkGroup(groupId, false)).toEqual([]);
  });

  it("deletes one occurrence for good, then 'this and following' ends the series", async () => {
    const rows = await seriesRows(client, groupId, 'Rent');
    const may = rows.find((row) => row.date === '2099-05-31') as Transaction;
    expect((await client.delete(`/transactions/${may.id}`)).status).toBe(200);
    await writes().createDueOccurrences(at('2099-09-30'));
    expect(datesOf(await seriesRows(client, groupId, 'Rent'))).not.toContain('2099-05-31');

    const july = rows.find((row) => row.date === '2099-07-31') as Transaction;
    expect((await client.delete(`/transactions/${july.id}?scope=following`)).status).toBe(200);
    expect(await writes().createDueOccurrences(at('2100-03-31'))).toBe(0);
    expect(datesOf(await seriesRows(client, groupId, 'Rent'))).toEqual([
      '2099-01-31',
      '2099-02-28',
      '2099-03-31',
      '2099-04-30',
      '2099-06-30',
    ]);
    expect(await writes().checkGroup(groupId, false)).toEqual([]);
  });

  it('turns a one-off into a series, ends one that stops repeating, and refuses a bad scope', async () => {
    const salary = await client.post<Transaction>('/transactions', {
      ...rent({
        name: 'Salary',
        transactionType: TransactionType.Income,
        recurring: false,
        date: '2099-03-10',
        categoryIds: [],
      }),
      recurringPeriod: null,
    });
    expect(salary.body.data.seriesId).toBeNull();
    const started = await client.put<Transaction>('/transactions', {
      ...rent({
        name: 'Salary',
        transactionType: TransactionType.Income,
        date: '2099-03-10',
        categoryIds: [],
      }),
      transactionId: salary.body.data.id,
    });
    expect(started.body.data.seriesId).toEqual(expect.any(String));
    await writes().createDueOccurrences(at('2099-05-10'));
    const rows = await seriesRows(client, groupId, 'Salary');
    expect(datesOf(rows)).toEqual(['2099-03-10', '2099-04-10', '2099-05-10']);

    const stop = await client.put<Transaction>('/transactions', {
      ...rent({
        name: 'Salary',
        transactionType: TransactionType.Income,
        date: '2099-04-10',
        categoryIds: [],
        recurring: false,
      }),
      recurringPeriod: null,
      transactionId: (rows[1] as Transaction).id,
      scope: 'following',
    });
    expect(stop.status, JSON.stringify(stop.body.errors)).toBe(200);
    expect(await writes().createDueOccurrences(at('2099-12-31'))).toBe(0);
    expect(datesOf(await seriesRows(client, groupId, 'Salary'))).toEqual([
      '2099-03-10',
      '2099-04-10',
    ]);

    const bad = await client.delete(`/transactions/${(rows[0] as Transaction).id}?scope=all`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.message).toContain("Scope must be 'this' or 'following'");
  });

  it('catches up at once when set up with a date in the past', async () => {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
    const created = await client.post<Transaction>('/transactions', {
      ...rent({ name: 'Internet', amount: 60, date: start.toISOString().slice(0, 10) }),
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    const rows = await seriesRows(client, groupId, 'Internet');
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.date.slice(8))).toEqual(['01', '01', '01', '01']);
    expect(await writes().checkGroup(groupId, false)).toEqual([]);
  });

  it('lists the occurrences due in the coming 30 days, soonest first', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const weekly = await client.post<Transaction>('/transactions', {
      ...rent({
        name: 'Cleaner',
        amount: 100,
        date: today,
        recurringPeriod: PeriodType.Weekly,
        categoryIds: [],
      }),
    });
    expect(weekly.status).toBe(201);
    const response = await client.get<UpcomingTransaction[]>('/transactions/upcoming', {
      query: { groupIds: groupId },
    });
    expect(response.status).toBe(200);
    const cleaner = response.body.data.filter((item) => item.name === 'Cleaner');
    expect(cleaner.length).toBeGreaterThanOrEqual(4);
    expect(cleaner.length).toBeLessThanOrEqual(5);
    expect(cleaner[0]).toMatchObject({ amount: -100, recurringPeriod: PeriodType.Weekly, groupId });
    expect(cleaner.map((item) => item.date)).toEqual([...cleaner.map((item) => item.date)].sort());
    expect(cleaner.every((item) => item.date > today)).toBe(true);

    // The dashboard's week: only what falls within the next 7 days.
    const week = await client.get<UpcomingTransaction[]>('/transactions/upcoming', {
      query: { groupIds: groupId, days: '7' },
    });
    expect(week.status).toBe(200);
    const soon = week.body.data.filter((item) => item.name === 'Cleaner');
    expect(soon.map((item) => item.date)).toEqual(
      cleaner.filter((item) => item.date <= addDays(today, 8)).map((item) => item.date),
    );
    expect(soon.length).toBeGreaterThanOrEqual(1);
    expect(week.body.data.every((item) => item.date <= addDays(today, 8))).toBe(true);
    for (const days of ['0', '31', 'week', '1.5']) {
      const refused = await client.get('/transactions/upcoming', { query: { days } });
      expect(refused.status, days).toBe(400);
      expect(Object.keys(refused.body.errors[0]?.details ?? {})).toContain('days');
    }
  });

  it('counts a series entered before it starts: its first occurrence, written at once, is to come', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const starts = addDays(today, 4);
    const created = await client.post<Transaction>('/transactions', {
      ...rent({ name: 'Czynsz SM Zacisze', amount: 850, date: starts, categoryIds: [] }),
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    for (const days of ['7', '30']) {
      const upcoming = await client.get<UpcomingTransaction[]>('/transactions/upcoming', {
        query: { groupIds: groupId, days },
      });
      const rent = upcoming.body.data.filter((item) => item.name === 'Czynsz SM Zacisze');
      // Once, on its day: written already, and the next one a month on.
      expect(rent.map((item) => [item.date, item.amount, item.seriesId])).toEqual([
        [starts, -850, expect.any(String)],
      ]);
    }
  });

  it("keeps a series' days when 'this and following' changes the amount of a moved occurrence", async () => {
    const created = await client.post<Transaction>('/transactions', {
      ...rent({ name: 'Lease', date: '2098-01-31', categoryIds: [] }),
    });
    expect(created.status).toBe(201);
    await writes().createDueOccurrences(at('2098-03-31'));
    const feb = (await seriesRows(client, groupId, 'Lease'))[1] as Transaction;
    const moved = await client.put<Transaction>('/transactions', {
      ...rent({ name: 'Lease', date: '2098-02-25', categoryIds: [] }),
      transactionId: feb.id,
    });
    expect(moved.status).toBe(200);
    const raised = await client.put<Transaction>('/transactions', {
      ...rent({ name: 'Lease', amount: 2800, date: '2098-02-25', categoryIds: [] }),
      transactionId: feb.id,
      scope: 'following',
    });
    expect(raised.status, JSON.stringify(raised.body.errors)).toBe(200);
    await writes().createDueOccurrences(at('2098-05-31'));
    const rows = await seriesRows(client, groupId, 'Lease');
    expect(datesOf(rows)).toEqual([
      '2098-01-31',
      '2098-02-25',
      '2098-03-31',
      '2098-04-30',
      '2098-05-31',
    ]);
    expect(rows.map((row) => -row.amount)).toEqual([2500, 2800, 2800, 2800, 2800]);
  });

  it('leaves a series when moved to another group, and does not start one when saved as it was', async () => {
    const other = (await client.post<{ id: string }>('/groups', { name: 'Other', description: '' }))
      .body.data;
    const created = await client.post<Transaction>('/transactions', {
      ...rent({ name: 'Parking', date: '2097-01-10', categoryIds: [] }),
    });
    const moved = await client.put<Transaction>('/transactions', {
      ...rent({ name: 'Parking', date: '2097-01-10', categoryIds: [], groupId: other.id }),
      transactionId: created.body.data.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      seriesId: null,
      recurring: false,
      recurringPeriod: null,
    });
    // A restored backup holds transactions, not series: a row flagged recurring without one.
    const restored = await client.post<{ id: string }>('/groups/restore', {
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: '2097-01-10T00:00:00.000Z',
      group: { name: 'Restored', description: null, timeZone: null },
      categories: [],
      budgets: [],
      transactions: [
        { ...rent({ name: 'Gas', date: '2097-01-10', categoryIds: [] }), groupId: undefined },
      ],
    });
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const [gas] = await seriesRows(client, restored.body.data.id, 'Gas');
    expect(gas).toMatchObject({
      seriesId: null,
      recurring: true,
      recurringPeriod: PeriodType.Monthly,
    });
    const saved = await client.put<Transaction>('/transactions', {
      ...rent({
        name: 'Gas bill',
        date: '2097-01-10',
        categoryIds: [],
        groupId: restored.body.data.id,
      }),
      transactionId: (gas as Transaction).id,
    });
    expect(saved.body.data).toMatchObject({ seriesId: null, recurring: true });
    const changed = await client.put<Transaction>('/transactions', {
      ...rent({
        name: 'Gas bill',
        date: '2097-01-10',
        categoryIds: [],
        groupId: restored.body.data.id,
      }),
      recurringPeriod: PeriodType.Yearly,
      transactionId: (gas as Transaction).id,
    });
    expect(changed.body.data.seriesId).toEqual(expect.any(String));
  });

  it('refuses a series that would create over 1,000 occurrences at once, and lists none in the past', async () => {
    const far = await client.post('/transactions', {
      ...rent({
        name: 'Typo',
        date: '1900-01-01',
        recurringPeriod: PeriodType.Daily,
        categoryIds: [],
      }),
    });
    expect(far.status).toBe(400);
    expect(JSON.stringify(far.body.errors)).toContain('at most 1,000 occurrences back');
    const upcoming = await client.get<UpcomingTransaction[]>('/transactions/upcoming');
    const today = new Date().toISOString().slice(0, 10);
    expect(upcoming.body.data.every((item) => item.date >= addDays(today, -1))).toBe(true);
  });

  it('goes with its group: deleting the group deletes its series', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx(), 'Short-lived');
    const created = await ownerClient.post<Transaction>('/transactions', {
      ...rent({ groupId: group.id, categoryIds: [], date: '2099-01-31' }),
    });
    expect(created.status).toBe(201);
    expect((await ownerClient.delete(`/groups/${group.id}`)).status).toBe(200);
    const left = await ctx()
      .app.db.selectFrom('recurring_series')
      .select('id')
      .where('group_id', '=', group.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe.each(testDatabaseKinds())(
  'recurring transactions with two server processes [%s]',
  (kind) => {
    it('creates each due occurrence once when both catch up at the same time', async () => {
      const twins = await startTwinApps(kind);
      try {
        const { ownerClient, group } = await ownerWithGroup(twins.first, 'Shared');
        const created = await ownerClient.post<Transaction>('/transactions', {
          transactionType: TransactionType.Expense,
          name: 'Gym',
          amount: 30,
          currency: Currency.PLN,
          groupId: group.id,
          date: '2099-01-01',
          recurring: true,
          recurringPeriod: PeriodType.Daily,
        });
        expect(created.status).toBe(201);
        const [first, second] = [twins.first, twins.second].map((app) => app.app.writes);
        const counts = await Promise.all([
          first?.createDueOccurrences(at('2099-03-01')),
          second?.createDueOccurrences(at('2099-03-01')),
        ]);
        expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(59);
        const rows = await seriesRows(ownerClient, group.id, 'Gym');
        expect(rows).toHaveLength(60);
        expect(new Set(rows.map((row) => row.date)).size).toBe(60);
        expect(await first?.checkGroup(group.id, false)).toEqual([]);
      } finally {
        await twins.close();
      }
    });
  },
);
