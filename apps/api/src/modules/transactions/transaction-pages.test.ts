import { Currency, TransactionType } from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import { type TransactionInput } from '../write-path/write-path.ts';
import { PageMarks } from './page-marks.ts';
import { sortedPageIds } from './transaction-sorts.repository.ts';
import { pageIds, type ListFilter } from './transactions.repository.ts';

describeEachDatabase('deep pages', (ctx) => {
  const groups: string[] = [];

  beforeAll(async () => {
    // Two groups, ~3 years of days with 0-3 transactions of either type: well over one 400-day read.
    for (const name of ['Home', 'Work']) groups.push((await ownerWithGroup(ctx(), name)).group.id);
    const writes = ctx().app.writes;
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const groupId of groups) {
      const rows: TransactionInput[] = [];
      for (let day = 0; day < 1100; day++) {
        const date = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        const perDay = Math.floor(next() * 4);
        for (let i = 0; i < perDay; i++) {
          rows.push({
            transactionType: next() < 0.2 ? TransactionType.Income : TransactionType.Expense,
            name: 'x',
            description: null,
            groupId,
            categoryIds: [],
            date,
            amount: 1 + Math.floor(next() * 5),
            currency: Currency.PLN,
            recurring: false,
            recurringPeriod: null,
            endDate: null,
          });
        }
      }
      await writes.importTransactions(null, groupId, [rows]);
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

  it('reads a page from a remembered row exactly as from the start, in any order of visits', async () => {
    const db = ctx().app.db;
    const store = new PageMarks();
    const filters: ListFilter[] = [
      { groupIds: groups },
      { groupIds: groups, transactionType: 0, from: '2023-06-01', to: '2024-12-31' },
      { groupIds: [groups[0] as string], amounts: [{ currency: 0, min: 300 }] },
    ];
    const offsets = [0, 25, 50, 75, 1000, 1025, 975, 50, 1000, 2500, 1050, 25, 999];
    for (const filter of filters) {
      for (const sort of ['amount', 'date', 'name'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const list = JSON.stringify([filter, sort, order]);
          for (const offset of offsets) {
            const expected = await sortedPageIds(db, filter, sort, order, 25, offset);
            const actual = await sortedPageIds(db, filter, sort, order, 25, offset, {
              list,
              store,
            });
            expect(actual, `${list} offset ${offset}`).toEqual(expected);
          }
        }
      }
    }
  });
});
