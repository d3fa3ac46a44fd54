import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import {
  addToDayCounts,
  addToTotals,
  pageIds,
  type ListFilter,
} from './transactions.repository.ts';

describeEachDatabase('deep pages', (ctx) => {
  const groups: string[] = [];

  beforeAll(async () => {
    // Two groups, ~3 years of days with 0-3 transactions of either type: well over one 400-day read.
    for (const name of ['Home', 'Work']) groups.push((await ownerWithGroup(ctx(), name)).group.id);
    const db = ctx().app.db;
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const rows = [];
    for (const groupId of groups) {
      for (let day = 0; day < 1100; day++) {
        const date = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const perDay = Math.floor(next() * 4);
        for (let i = 0; i < perDay; i++) {
          const type = next() < 0.2 ? 1 : 0;
          rows.push({
            id: randomUUID(),
            group_id: groupId,
            transaction_type: type,
            name: 'x',
            description: null,
            amount: 100,
            currency: 0,
            date,
            recurring: false,
            recurring_period: null,
            end_date: null,
            created_by: null,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          });
        }
      }
    }
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      await db.insertInto('transactions').values(chunk).execute();
      for (const row of chunk) {
        const key = { groupId: row.group_id, transactionType: row.transaction_type };
        await addToDayCounts(db, { ...key, date: row.date }, 1);
        await addToTotals(db, { ...key, currency: 0 }, 1, 100);
      }
    }
  });

  it('returns exactly the page plain OFFSET returns, at every depth and filter', async () => {
    const db = ctx().app.db;
    const filters: ListFilter[] = [
      { groupIds: groups },
      { groupIds: [groups[0] as string] },
      { groupIds: groups, transactionType: 1 },
      { groupIds: [groups[1] as string], transactionType: 0 },
    ];
    for (const filter of filters) {
      const total = (await pageIds(db, filter, 100_000, 0)).length;
      for (const offset of [
        0,
        1,
        7,
        49,
        50,
        333,
        999,
        1500,
        total - 3,
        total - 1,
        total,
        total + 10,
      ]) {
        if (offset < 0) continue;
        const expected = await pageIds(db, filter, 25, offset);
        const actual = await pageTransactionIds(db, filter, 25, offset);
        expect(actual, `${JSON.stringify(filter)} offset ${offset}`).toEqual(expected);
      }
    }
  });
});
