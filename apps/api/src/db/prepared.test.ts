import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';
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
