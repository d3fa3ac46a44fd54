import {
  Currency,
  TransactionType,
  type NetWorthHistory,
  type Report,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { listedMonths, MAX_LISTED_MONTHS } from './report-range.ts';

it('lists every month of a span up to a hundred years, and over it only those holding something', () => {
  expect(listedMonths('2025-11', '2026-02', [])).toEqual([
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
  ]);
  expect(listedMonths('1926-12', '2026-11', [])).toHaveLength(MAX_LISTED_MONTHS);
  expect(listedMonths('0026-11', '2026-11', ['2026-03', '0026-11', '2026-03', '3000-01'])).toEqual([
    '0026-11',
    '2026-03',
    '2026-11',
  ]);
});

// A year typed wrong (0026 for 2026) must not make the report thousands of empty months.
describeEachDatabase('a report over a date with a wrong year', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const spend = async (date: string, amount: number) => {
    const created = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: `Bread ${date}`,
      amount,
      currency: Currency.PLN,
      groupId,
      date,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Typo');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
    await spend('0026-11-28', 12.5);
    await spend('2026-10-02', 3);
    await spend('2026-11-03', 4.25);
  });

  it('lists the months holding transactions, whose figures add up to the totals', async () => {
    const response = await client.get<Report>('/reports', { query: { groupIds: groupId } });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    const report = response.body.data;
    expect(report.months.map((month) => month.month)).toEqual(['0026-11', '2026-10', '2026-11']);
    expect(report.months.map((month) => month.expenses)).toEqual([12.5, 3, 4.25]);
    expect(report.totals.expenses).toBe(19.75);
    expect(report.months.at(-1)?.cumulativeNet).toBe(-19.75);
  });

  it('gives the net worth at the months where something moved, not each of two thousand years', async () => {
    const response = await client.get<NetWorthHistory>('/reports/net-worth', {
      query: { groupIds: groupId, to: '2026-11-30' },
    });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    const points = response.body.data.points;
    expect(points.length).toBeLessThan(10);
    expect(points[0]).toMatchObject({ month: '0026-11', net: -12.5 });
    expect(points.at(-1)).toMatchObject({ month: '2026-11', net: -19.75 });
  });
});
