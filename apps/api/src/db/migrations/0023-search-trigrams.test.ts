import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { isPostgres } from '../database.ts';
import * as migration from './0023-search-trigrams.ts';

describeEachDatabase('migration 0023: the trigram index of the search text', (ctx) => {
  it('indexes the rows written before it, and goes away with its down', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Home');
    const made = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Żabka',
      groupId: group.id,
      date: '2026-03-14',
      amount: 5,
      currency: Currency.PLN,
    });
    expect(made.status).toBe(201);
    const db = ctx().app.db;
    await migration.down(db);
    await migration.up(db);
    if (isPostgres(db)) {
      // The index serves a LIKE of the text anywhere (told to prefer it over a scan of one row).
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await sql<{ 'QUERY PLAN': string }>`explain
          select id from transactions where search_text like ${'%abk%'} escape '\\'`.execute(trx);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('transactions_search_trigrams');
      await migration.down(db);
      const left = await sql`select 1 from pg_indexes
        where indexname = 'transactions_search_trigrams'`.execute(db);
      expect(left.rows).toEqual([]);
    } else {
      const found = await sql<{ id: string }>`select id from transactions where rowid in
        (select rowid from transaction_search where transaction_search match '"abk"')`.execute(db);
      expect(found.rows.map((row) => row.id)).toEqual([made.body.data.id]);
      await migration.down(db);
      const left = await sql`select name from sqlite_master
        where name like 'transaction%search%'`.execute(db);
      expect(left.rows).toEqual([]);
    }
    await migration.up(db);
  });
});
