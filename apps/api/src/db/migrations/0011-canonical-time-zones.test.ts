import type { Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0011-canonical-time-zones.ts';

describeEachDatabase('migration 0011: canonical time zones', (ctx) => {
  it('turns stored offsets and other spellings into IANA names the manage view can send back', async () => {
    const cases = [
      ['+05:00', 'Etc/GMT-5'],
      ['-03:00', 'Etc/GMT+3'],
      ['+00:00', 'UTC'],
      ['+05:30', null],
      ['europe/warsaw', 'Europe/Warsaw'],
      ['America/New_York', 'America/New_York'],
      [null, null],
    ] as const;
    const fixtures = [];
    for (const [stored] of cases) {
      const fixture = await ownerWithGroup(ctx(), `Zone ${stored}`);
      await ctx()
        .app.db.updateTable('groups')
        .set({ time_zone: stored })
        .where('id', '=', fixture.group.id)
        .execute();
      fixtures.push(fixture);
    }

    await migration.up(ctx().app.db);

    for (const [i, [, expected]] of cases.entries()) {
      const { group, ownerClient: owner } = fixtures[i] as (typeof fixtures)[number];
      const row = await ctx()
        .app.db.selectFrom('groups')
        .select('time_zone')
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(row.time_zone).toBe(expected);
      const shown = (await owner.get<Group[]>('/groups')).body.data.find((g) => g.id === group.id);
      const saved = await owner.put<Group>('/groups', {
        groupId: group.id,
        name: 'Renamed',
        description: '',
        timeZone: shown?.timeZone,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });
});
