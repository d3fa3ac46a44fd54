import {
  Currency,
  ErrorCode,
  PeriodType,
  TransactionType,
  type Report,
  type ReportBudget,
} from '@budget/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import { TestClient, startTestApp, type TestContext } from '../../test/test-app.ts';
import type { ReportQuery } from './report-figures.ts';
import { fromThreadFailure, toThreadFailure } from './report-jobs.ts';
import { createReportThreads } from './report-threads.ts';

describe('report threads', () => {
  const fixture = new URL('./report-threads.fixture.ts', import.meta.url);
  const job = (from: string) => ({
    kind: 'report' as const,
    groupIds: [from],
    query: { from } as ReportQuery,
    ratesStamp: null,
  });

  it('answer each job, keep a client error as it was, and survive a thread that ends', async () => {
    const threads = createReportThreads({
      databaseUrl: 'sqlite:unused',
      count: 2,
      threadModule: fixture,
    });
    try {
      await expect(threads.run(job('a'))).resolves.toEqual({ groupIds: ['a'] });
      const failed = await threads.run(job('client-error')).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(AppError);
      expect(failed).toMatchObject({ statusCode: 400, code: ErrorCode.Validation });
      expect(failed).toHaveProperty('details', { from: ['Too long'] });
      // One thread keeps a job, the other ends in the middle of one: only that job fails.
      const hanging = threads.run(job('hang')).catch((error: unknown) => error);
      const crashed = threads.run(job('crash'));
      await expect(crashed).rejects.toThrow('Report thread ended (exit code 3)');
      await expect(threads.run(job('b'))).resolves.toEqual({ groupIds: ['b'] });
      await threads.close();
      expect(await hanging).toHaveProperty('message', 'Report threads closed');
      await expect(threads.run(job('c'))).rejects.toThrow('Report threads closed');
    } finally {
      await threads.close();
    }
  });

  it('turn an unexpected failure into an error the request thread logs', () => {
    const error = fromThreadFailure(toThreadFailure(new Error('disk gone')));
    expect(error.message).toBe('Report thread: disk gone');
    expect(error).not.toBeInstanceOf(AppError);
  });
});

describe.each(testDatabaseKinds())('reports computed in report threads [%s]', (kind) => {
  let directory: string | undefined;
  let inline: TestContext;
  let threaded: TestContext;
  let fixture: GroupFixture;

  beforeAll(async () => {
    // Both servers on one database: one computes reports in its request thread, one in threads.
    if (kind === 'sqlite') directory = mkdtempSync(join(tmpdir(), 'report-threads-'));
    const file: Record<string, string> = directory
      ? { DATABASE_URL: `sqlite:${join(directory, 'budget.db')}` }
      : {};
    inline = await startTestApp(kind, { ...file, REPORT_THREADS: '0' });
    threaded = await startTestApp(kind, {
      DATABASE_URL: inline.app.config.databaseUrl,
      REPORT_THREADS: '2',
    });
    fixture = await ownerWithGroup(inline, 'Threads');
    const categories = await Promise.all(
      ['Food', 'Fun'].map(async (name) => {
        const made = await fixture.ownerClient.post<{ id: string }>('/categories', {
          name,
          groupId: fixture.group.id,
        });
        return made.body.data.id;
      }),
    );
    const rows = [
      ['2024-01-10', 100, Currency.PLN, TransactionType.Expense, [categories[0]]],
      ['2024-01-20', 10, Currency.EUR, TransactionType.Expense, categories],
      ['2024-02-05', 3000, Currency.PLN, TransactionType.Income, []],
      ['2024-02-15', 20, Currency.USD, TransactionType.Expense, []],
    ] as const;
    for (const [date, amount, currency, transactionType, categoryIds] of rows) {
      const made = await fixture.ownerClient.post('/transactions', {
        name: `On ${date}`,
        groupId: fixture.group.id,
        date,
        amount,
        currency,
        transactionType,
        categoryIds,
      });
      expect(made.status).toBe(201);
    }
    const budget = await fixture.ownerClient.post('/budgets', {
      name: 'Monthly',
      groupId: fixture.group.id,
      amount: 500,
      currency: Currency.PLN,
      periodType: PeriodType.Monthly,
      startDate: '2024-01-01',
    });
    expect(budget.status).toBe(201);
  });

  afterAll(async () => {
    await threaded?.close();
    await inline?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  /** The same signed-in browser, asking the other server. */
  function threadedClient(): TestClient {
    const client = new TestClient(threaded.app);
    for (const [name, value] of fixture.ownerClient.jar) client.jar.set(name, value);
    return client;
  }

  it('answers exactly what the request thread computes', async () => {
    const queries: Record<string, string>[] = [
      { groupIds: fixture.group.id },
      { groupIds: fixture.group.id, from: '2024-01-15', to: '2024-02-20', currency: '1' },
    ];
    for (const query of queries) {
      for (const path of ['/reports', '/reports/budgets']) {
        const expected = await fixture.ownerClient.get(path, { query });
        const actual = await threadedClient().get(path, { query });
        expect(expected.status).toBe(200);
        expect(actual.status).toBe(200);
        expect(actual.body.data, `${path} ${JSON.stringify(query)}`).toEqual(expected.body.data);
      }
    }
  });

  it('sees a write committed by the request thread at once', async () => {
    const query = { groupIds: fixture.group.id };
    const before = await threadedClient().get<Report>('/reports', { query });
    const made = await fixture.ownerClient.post('/transactions', {
      name: 'Late',
      groupId: fixture.group.id,
      date: '2024-02-16',
      amount: 7,
      currency: Currency.PLN,
      transactionType: TransactionType.Expense,
    });
    expect(made.status).toBe(201);
    const after = await threadedClient().get<Report>('/reports', { query });
    expect(after.body.data.totals.transactionCount).toBe(
      before.body.data.totals.transactionCount + 1,
    );
    const budgets = await threadedClient().get<ReportBudget[]>('/reports/budgets', { query });
    expect(budgets.body.data[0]?.spent).toBeGreaterThan(0);
  });

  it('computes reports side by side, each as the request thread would', async () => {
    // Ranges of their own: each answer is computed, none comes from the answer cache.
    const queries = [1, 2, 3, 4, 5, 6].map((day) => ({
      groupIds: fixture.group.id,
      from: `2024-01-0${day}`,
    }));
    const client = threadedClient();
    const answers = await Promise.all(queries.map((query) => client.get('/reports', { query })));
    for (const [i, query] of queries.entries()) {
      const expected = await fixture.ownerClient.get('/reports', { query });
      expect(answers[i]?.status).toBe(200);
      expect(answers[i]?.body.data).toEqual(expected.body.data);
    }
  });
});
