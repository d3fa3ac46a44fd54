import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { migrateToLatest, openDatabase, readInOneState, type DatabaseKind } from './database.ts';
import type { Database } from './schema.ts';
import { prepared } from './prepared.ts';

describe('prepared queries', async () => {
  const handle = openDatabase('sqlite::memory:');
  await migrateToLatest(handle.db);
  afterAll(() => handle.destroy());

  const byName = prepared((db, name: string, after: string) =>
    db
      .selectFrom('groups')
      .select(['id', 'name'])
      .where('name', '=', name)
      .where('created_at', '>', after)
      .orderBy('id'),
  );

  it("runs the once-compiled query with each call's values", async () => {
    const now = '2026-01-01T00:00:00.000Z';
    await handle.db
      .insertInto('groups')
      .values([
        { id: 'a', name: 'Home', description: null, created_at: now, updated_at: now },
        { id: 'b', name: 'Work', description: null, created_at: now, updated_at: now },
      ])
      .execute();
    expect(await byName(handle.db, 'Home', '2000-01-01')).toEqual([{ id: 'a', name: 'Home' }]);
    expect(await byName(handle.db, 'Work', '2000-01-01')).toEqual([{ id: 'b', name: 'Work' }]);
    expect(await byName(handle.db, 'Work', '2030-01-01')).toEqual([]);
  });
});

/** A migrated database of its own for one test, dropped after it. */
async function withDatabase(kind: DatabaseKind, test: (db: Kysely<Database>) => Promise<void>) {
  const database = await createTestDatabase(kind);
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle.db);
    await test(handle.db);
  } finally {
    await handle.destroy();
    await database.drop();
  }
}

const everyGroup = prepared((db, after: string) =>
  db.selectFrom('groups').selectAll().where('created_at', '>', after),
);

describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'prepared reads as named statements [%s]',
  (kind) => {
    it('keep answering when another process changes a table they read', () =>
      withDatabase(kind, async (db) => {
        const now = '2026-01-01T00:00:00.000Z';
        await db
          .insertInto('groups')
          .values({ id: 'a', name: 'Home', description: null, created_at: now, updated_at: now })
          .execute();
        // Sequential calls use one pooled connection, where the statement stays prepared.
        expect(await everyGroup(db, '2000-01-01')).toHaveLength(1);
        expect(await everyGroup(db, '2000-01-01')).toHaveLength(1);
        await sql`alter table groups add column note text`.execute(db);
        const [group] = await everyGroup(db, '2000-01-01');
        expect(group).toMatchObject({ id: 'a', note: null });
      }));

    it('are no longer named once one inside a transaction could not run as prepared', () =>
      withDatabase(kind, async (db) => {
        const read = () => readInOneState(db, (trx) => everyGroup(trx, '2000-01-01'));
        // Sequential transactions use one pooled connection, where the statement stays prepared.
        expect(await read()).toEqual([]);
        await sql`alter table groups add column note text`.execute(db);
        // Its plan no longer fits the table: that transaction fails, and the next reads unnamed.
        await expect(read()).rejects.toMatchObject({ code: '0A000' });
        expect(await read()).toEqual([]);
        expect(await everyGroup(db, '2000-01-01')).toEqual([]);
      }));

    it('are named statements inside a transaction too, planned once per connection', () =>
      withDatabase(kind, async (db) => {
        const groupsNamed = prepared((db, names: string[]) =>
          db
            .selectFrom('groups')
            .select('id')
            .where(sql<boolean>`name = any(${names}::text[])`),
        );
        const kept = await readInOneState(db, async (trx) => {
          expect(await groupsNamed(trx, ['Home', 'Work'])).toEqual([]);
          // The connection's own prepared statements, which a transaction runs on.
          return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
            trx,
          );
        });
        expect(kept.rows.map((row) => row.statement).join('\n')).toContain(
          'name = any($1::text[])',
        );
      }));
  },
);
