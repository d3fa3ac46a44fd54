import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { isPostgres } from '../database.ts';
import * as migration from './0036-name-key-index.ts';

describeEachDatabase('migration 0036: transactions by name key', (ctx) => {
  it("serves a group's latest transactions of a name, and goes away with its down", async () => {
    const db = ctx().app.db;
    await migration.down(db);
    await migration.up(db);
    // The query the category suggestion runs (apps/api/src/modules/rules/rules.repository.ts).
    const plan = async () => {
      if (isPostgres(db)) {
        return db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const result = await sql<{ 'QUERY PLAN': string }>`explain
            select id from transactions where group_id = ${'g'}
            and split_part(search_text, chr(10), 1) = ${'zabka'}
            order by date desc limit 50`.execute(trx);
          return result.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      }
      const result = await sql<{ detail: string }>`explain query plan
        select id from transactions where group_id = ${'g'}
        and substr(search_text, 1, instr(search_text, char(10)) - 1) = ${'zabka'}
        order by date desc limit 50`.execute(db);
      return result.rows.map((row) => row.detail).join('\n');
    };
    const used = await plan();
    expect(used).toContain('transactions_name_key');
    // Read in the index's order: no sort of the rows.
    expect(used.toLowerCase()).not.toMatch(/temp b-tree|sort key/);
    await migration.down(db);
    const left = isPostgres(db)
      ? await sql`select 1 from pg_indexes where indexname = 'transactions_name_key'`.execute(db)
      : await sql`select 1 from sqlite_master where name = 'transactions_name_key'`.execute(db);
    expect(left.rows).toEqual([]);
    await migration.up(db);
  });
});
