import { MemberRole, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { createSessionResolver, issueSession } from './sessions.service.ts';

describeEachDatabase('session checks asked together', (ctx) => {
  it('give each token its own session and memberships, and none to an unknown token', async () => {
    const [first, second] = [await createUser(ctx()), await createUser(ctx())];
    const db = ctx().app.db;
    const a = await issueSession(db, first.id, false);
    const b = await issueSession(db, second.id, true);
    const resolve = createSessionResolver(db);
    // Asked in one turn of the event loop: one statement reads them all.
    const [one, two, again, unknown] = await Promise.all([
      resolve(a.token),
      resolve(b.token),
      resolve(a.token),
      resolve('not-a-session'),
    ]);
    expect(one).toMatchObject({ userId: first.id, email: first.email, persistent: false });
    expect(two).toMatchObject({ userId: second.id, email: second.email, persistent: true });
    expect(again).toEqual(one);
    expect(again).not.toBe(one);
    expect(unknown).toBeNull();
  });

  it('answer requests arriving at once with their own user, groups and roles', async () => {
    const home = await ownerWithGroup(ctx(), 'Home together');
    const away = await ownerWithGroup(ctx(), 'Away together');
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const clients = [home.ownerClient, away.ownerClient, viewer.client];
    const answers = await Promise.all(
      [...clients, ...clients, ...clients].map((client) => client.get<Group[]>('/groups')),
    );
    const names = answers.map((answer) => answer.body.data.map((group) => group.name).sort());
    for (let i = 0; i < answers.length; i += 3) {
      expect(names.slice(i, i + 3)).toEqual([
        ['Home together'],
        ['Away together'],
        ['Home together'],
      ]);
    }
    // The viewer's removal applies to the very next burst.
    const removed = await home.ownerClient.put('/groups/unassign-users', {
      groupId: home.group.id,
      userIds: [viewer.user.id],
    });
    expect(removed.status).toBe(200);
    const after = await Promise.all([
      viewer.client.get<Group[]>('/groups'),
      home.ownerClient.get<Group[]>('/groups'),
    ]);
    expect(after.map((answer) => answer.body.data.length)).toEqual([0, 1]);
  });
});
