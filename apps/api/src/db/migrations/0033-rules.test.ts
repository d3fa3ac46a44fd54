import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0033-rules.ts';

describeEachDatabase('migration 0033: rules', (ctx) => {
  it('keeps rule names unique per group, runs rules by default and drops them with their group', async () => {
    const { db } = ctx().app;
    await migration.down(db);
    await migration.up(db);
    const home = await ownerWithGroup(ctx());
    const work = await ownerWithGroup(ctx());
    const now = new Date().toISOString();
    const rule = {
      group_id: home.group.id,
      name: 'Shop',
      name_normalized: 'shop',
      position: 0,
      conditions: '[]',
      actions: '[]',
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('rules')
      .values([
        { id: 'r1', ...rule },
        { id: 'r2', ...rule, group_id: work.group.id },
      ])
      .execute();
    await expect(
      db
        .insertInto('rules')
        .values({ id: 'r3', ...rule, position: 1 })
        .execute(),
    ).rejects.toThrow();
    const stored = await db
      .selectFrom('rules')
      .select(['enabled', 'match_mode'])
      .where('id', '=', 'r1')
      .executeTakeFirstOrThrow();
    expect({ enabled: Number(stored.enabled), mode: stored.match_mode }).toEqual({
      enabled: 1,
      mode: 'all',
    });
    expect((await home.ownerClient.delete(`/groups/${home.group.id}`)).status).toBe(200);
    const left = await db.selectFrom('rules').select('id').execute();
    expect(left).toEqual([{ id: 'r2' }]);
  });
});
