import { MemberRole, type Group } from '@budget/contract';
import { expect } from 'vitest';
import { createUser, signIn, type TestUser } from './accounts.ts';
import type { TestClient, TestContext } from './test-app.ts';

export interface GroupFixture {
  group: Group;
  owner: TestUser;
  ownerClient: TestClient;
}

/** A confirmed user, signed in, owning a new group. */
export async function ownerWithGroup(ctx: TestContext, name = 'Home'): Promise<GroupFixture> {
  const owner = await createUser(ctx, { prefix: 'owner' });
  const ownerClient = await signIn(ctx, owner);
  const created = await ownerClient.post<Group>('/groups', { name, description: 'Shared costs' });
  expect(created.status).toBe(201);
  return { owner, ownerClient, group: created.body.data };
}

/** Adds a new confirmed user to the group with the role, signed in. */
export async function memberOf(
  ctx: TestContext,
  fixture: GroupFixture,
  role: number = MemberRole.Member,
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(ctx, { prefix: role === MemberRole.Viewer ? 'viewer' : 'member' });
  const response = await fixture.ownerClient.put('/groups/assign-users', {
    groupId: fixture.group.id,
    userEmails: [user.email],
    role,
  });
  expect(response.status).toBe(200);
  return { user, client: await signIn(ctx, user) };
}
