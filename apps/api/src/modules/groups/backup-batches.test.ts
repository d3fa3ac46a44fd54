import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { importsBatch, transactionBatch } from './backup.repository.ts';

describeEachDatabase('backup batches', (ctx) => {
  it('reads every row once, in order, across batches that end within a day', async () => {
    const home = await ownerWithGroup(ctx());
    const dates = ['2026-01-02', '2026-01-01', '2026-01-02', '2026-01-01', '2026-01-03'];
    for (const [i, date] of dates.entries()) {
      const created = await home.ownerClient.post('/transactions', {
        transactionType: 0,
        name: `Row ${i}`,
        groupId: home.group.id,
        date,
        amount: 1,
        currency: 0,
      });
      expect(created.status).toBe(201);
    }
    const { db } = ctx().app;
    const read: { date: string; id: string }[] = [];
    let after: { date: string; id: string } | undefined;
    for (;;) {
      const rows = await transactionBatch(db, home.group.id, 2, after);
      read.push(...rows.map(({ date, id }) => ({ date, id })));
      const last = rows.at(-1);
      if (!last || rows.length < 2) break;
      after = { date: last.date, id: last.id };
    }
    const expected = [...read].sort((a, b) =>
      a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1,
    );
    expect(read).toEqual(expected);
    expect(new Set(read.map((row) => row.id)).size).toBe(dates.length);
    expect(await importsBatch(db, home.group.id, 2, { created_at: '', id: '' })).toEqual([]);
  });
});
