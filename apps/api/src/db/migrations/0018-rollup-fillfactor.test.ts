import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { isPostgres } from '../database.ts';

describeEachDatabase('migration 0018: room on the rollups’ pages', (ctx) => {
  it('leaves room on the pages of the rollups updated most often, and none on the day rows', async ({
    skip,
  }) => {
    const db = ctx().app.db;
    // SQLite has no fill factor: the migration does nothing there.
    if (!isPostgres(db)) skip();
    const options = await sql<{ relname: string; reloptions: string[] | null }>`
      select relname, reloptions from pg_class
      where relname in ('money_year_sums', 'budget_spend_periods', 'money_day_sums',
        'budget_spend_days')`.execute(db);
    const fill = Object.fromEntries(options.rows.map((r) => [r.relname, r.reloptions ?? []]));
    expect(fill).toEqual({
      money_year_sums: ['fillfactor=70'],
      budget_spend_periods: ['fillfactor=70'],
      money_day_sums: [],
      budget_spend_days: [],
    });
  });
});
