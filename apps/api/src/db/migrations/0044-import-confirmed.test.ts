import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import * as migration from './0044-import-confirmed.ts';

describeEachDatabase('migration 0044: typed transactions an import confirmed', (ctx) => {
  it('goes down and up again, leaving the table empty and its records tied to their import', async () => {
    const { db } = ctx().app;
    await migration.down(db);
    await migration.up(db);
    expect(await db.selectFrom('import_confirmed').selectAll().execute()).toEqual([]);
    // Tied to an import and a transaction: a record of neither is refused.
    const orphan = db
      .insertInto('import_confirmed')
      .values({ import_batch_id: 'none', transaction_id: 'none', side: 0 })
      .execute();
    await expect(orphan).rejects.toThrow();
  });
});
