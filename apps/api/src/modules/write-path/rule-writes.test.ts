import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

const shop = (name: string) => ({
  name,
  conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'zabka' }],
  actions: [{ type: 'rename', name: 'Żabka' }],
});

// A group's last rules are written here directly: 500 creates through the API cost seconds.
describeEachDatabase('rule writes', (ctx) => {
  it('holds at most 500 rules in a group (409)', async () => {
    const home = await ownerWithGroup(ctx());
    const now = new Date().toISOString();
    const rows = Array.from({ length: 500 }, (_, index) => ({
      id: `limit-${home.group.id}-${index}`,
      group_id: home.group.id,
      name: `R${index}`,
      name_normalized: `r${index}`,
      position: index,
      enabled: 1,
      match_mode: 'all',
      conditions: '[]',
      actions: '[]',
      created_at: now,
      updated_at: now,
    }));
    await ctx().app.db.insertInto('rules').values(rows).execute();
    const refused = await home.ownerClient.post(`/groups/${home.group.id}/rules`, shop('One more'));
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]?.message).toBe('A group holds at most 500 rules');
  });
});
