import { MemberRole, type Group } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * Every group route x every kind of caller x {their group, a group they do not belong to}.
 * The rows come from the server's own route table: a new group route without a row fails.
 */

const ACTORS = [
  'owner',
  'member',
  'viewer',
  'outsider',
  'unconfirmed',
  'deleted',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

interface Cell {
  group: string;
  /** The acting user's id (a random one for anonymous callers). */
  self: string;
  users: Record<'bystander' | 'joiner', TestUser>;
}
interface Scenario {
  route: string;
  name: string;
  request(cell: Cell): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };
  own: Expected;
  /** Defaults to: 404 for every signed-in caller (the group is not revealed). */
  other?: Expected;
}

const refusedOutside = { unconfirmed: 403, deleted: 401, anonymous: 401 } as const;
const OTHER_GROUP: Expected = {
  owner: 404,
  member: 404,
  viewer: 404,
  outsider: 404,
  ...refusedOutside,
};
const ANY_CONFIRMED = (status: number): Expected => ({
  owner: status,
  member: status,
  viewer: status,
  outsider: status,
  ...refusedOutside,
});
const byRole = (owner: number, member: number, viewer: number): Expected => ({
  owner,
  member,
  viewer,
  outsider: 404,
  ...refusedOutside,
});

const SCENARIOS: Scenario[] = [
  {
    route: 'GET /api/v1/groups',
    name: 'list groups',
    request: () => ({ method: 'GET', path: '/groups?includeMembers=true' }),
    own: ANY_CONFIRMED(200),
    other: ANY_CONFIRMED(200),
  },
  {
    route: 'POST /api/v1/groups',
    name: 'create a group',
    request: () => ({ method: 'POST', path: '/groups', body: { name: 'New' } }),
    own: ANY_CONFIRMED(201),
    other: ANY_CONFIRMED(201),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId',
    name: 'delete the group',
    request: (c) => ({ method: 'DELETE', path: `/groups/${c.group}` }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/assign-users',
    name: 'add a member',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/assign-users',
      body: { groupId: c.group, userEmails: [c.users.joiner.email] },
    }),
    own: byRole(200, 200, 403),
  },
  {
    route: 'PUT /api/v1/groups/assign-users',
    name: 'add a viewer',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/assign-users',
      body: { groupId: c.group, userEmails: [c.users.joiner.email], role: MemberRole.Viewer },
    }),
    own: byRole(200, 200, 403),
  },
  {
    route: 'PUT /api/v1/groups/unassign-users',
    name: 'remove another member',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/unassign-users',
      body: { groupId: c.group, userIds: [c.users.bystander.id] },
    }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/unassign-users',
    name: 'leave',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/unassign-users',
      body: { groupId: c.group, userIds: [c.self] },
    }),
    own: byRole(409, 200, 200),
  },
  {
    route: 'PUT /api/v1/groups/change-user-role',
    name: "change another member's role",
    request: (c) => ({
      method: 'PUT',
      path: '/groups/change-user-role',
      body: { groupId: c.group, userId: c.users.bystander.id, role: MemberRole.Viewer },
    }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/change-user-role',
    name: 'promote oneself to Owner',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/change-user-role',
      body: { groupId: c.group, userId: c.self, role: MemberRole.Owner },
    }),
    own: byRole(200, 403, 403),
  },
];

describeEachDatabase('group authorization matrix', (ctx) => {
  const users = {} as Record<Actor | 'bystander' | 'joiner' | 'stranger', TestUser>;
  const clients = {} as Record<Actor, TestClient>;

  beforeAll(async () => {
    for (const name of [...ACTORS, 'bystander', 'joiner', 'stranger'] as const) {
      users[name] = await createUser(ctx(), { prefix: name });
    }
    for (const actor of ACTORS) {
      clients[actor] = actor === 'anonymous' ? ctx().client() : await signIn(ctx(), users[actor]);
    }
    const db = ctx().app.db;
    await db
      .updateTable('users')
      .set({ email_confirmed: false })
      .where('id', '=', users.unconfirmed.id)
      .execute();
    // Deactivated and deleted, but its session and memberships are still in the database.
    await db
      .updateTable('users')
      .set({ is_active: false, deleted_at: new Date().toISOString() })
      .where('id', '=', users.deleted.id)
      .execute();
  });

  async function makeGroup(members: [TestUser, number][]): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    const db = ctx().app.db;
    await db
      .insertInto('groups')
      .values({ id, name: 'Fixture', description: null, created_at: now, updated_at: now })
      .execute();
    for (const [user, role] of members) {
      await db
        .insertInto('group_members')
        .values({ group_id: id, user_id: user.id, role, joined_at: now })
        .execute();
    }
    return id;
  }

  async function snapshot(groupId: string) {
    const db = ctx().app.db;
    const group = await db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', groupId)
      .executeTakeFirst();
    const members = await db
      .selectFrom('group_members')
      .selectAll()
      .where('group_id', '=', groupId)
      .orderBy('user_id')
      .execute();
    return { group, members };
  }

  it('has a row for every group route the server serves, and no row for a route it lacks', () => {
    const served = ctx()
      .app.routeTable.filter((route) => route.url.startsWith('/api/v1/groups'))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(SCENARIOS.map((scenario) => scenario.route));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route))).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    for (const actor of ACTORS) {
      for (const variant of ['own', 'other'] as const) {
        const expected = (variant === 'own' ? scenario.own : (scenario.other ?? OTHER_GROUP))[
          actor
        ];
        it(`${scenario.route} (${scenario.name}): ${actor} in ${variant} group -> ${expected}`, async () => {
          const { Owner, Member, Viewer } = MemberRole;
          const own = await makeGroup([
            [users.owner, Owner],
            [users.member, Member],
            [users.viewer, Viewer],
            [users.unconfirmed, Member],
            [users.deleted, Member],
            [users.bystander, Member],
          ]);
          const other = await makeGroup([
            [users.stranger, Owner],
            [users.bystander, Member],
          ]);
          const group = variant === 'own' ? own : other;
          const cell: Cell = {
            group,
            self: actor === 'anonymous' ? randomUUID() : users[actor].id,
            users: { bystander: users.bystander, joiner: users.joiner },
          };
          const before = await snapshot(group);
          const { method, path, body } = scenario.request(cell);
          const response = await clients[actor].request<Group[] | Group | null>(method, path, {
            body,
          });

          expect(response.status).toBe(expected);
          expect(response.body.status).toBe(expected < 300 ? 0 : 2);
          if (expected >= 400) expect(await snapshot(group)).toEqual(before); // refused: nothing changed
          if (scenario.route === 'GET /api/v1/groups' && expected === 200) {
            const ids = (response.body.data as Group[]).map((g) => g.id);
            expect(ids).not.toContain(other);
            expect(ids.includes(own)).toBe(['owner', 'member', 'viewer'].includes(actor));
          }
        });
      }
    }
  }
});
