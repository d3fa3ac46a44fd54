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

  it('slide each browser session forward that is due, when asked together', async () => {
    const [first, second] = [await createUser(ctx()), await createUser(ctx())];
    const db = ctx().app.db;
    const a = await issueSession(db, first.id, false);
    const b = await issueSession(db, second.id, false);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await db.updateTable('sessions').set({ last_used_at: twoMinutesAgo }).execute();
    const resolve = createSessionResolver(db);
    const [one, two] = await Promise.all([resolve(a.token), resolve(b.token)]);
    // Issued a moment ago, so a new lifetime from now ends no earlier than the first one.
    expect(one && two && one.expiresAt >= a.expiresAt && two.expiresAt >= b.expiresAt).toBe(true);
    const stored = await db
      .selectFrom('sessions')
      .select(['id', 'last_used_at', 'expires_at'])
      .where('id', 'in', [one?.id ?? '', two?.id ?? ''])
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.last_used_at > twoMinutesAgo).toBe(true);
      expect(row.expires_at).toBe(row.id === one?.id ? one.expiresAt : two?.expiresAt);
    }
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
