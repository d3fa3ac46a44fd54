import { MemberRole, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { invite, mailedInvitation, newAddress } from '../../test/invitations.ts';
import type { TestClient } from '../../test/test-app.ts';

/** The caller's groups with their members, as the answer cache serves them. */
async function listed(client: TestClient): Promise<Group[]> {
  const response = await client.get<Group[]>('/groups', { query: { includeMembers: 'true' } });
  expect(response.status).toBe(200);
  return response.body.data;
}

const members = (groups: Group[]) =>
  groups[0]?.groupMembers.map((member) => [member.userEmail, member.role]);

describeEachDatabase('the group list, cached', (ctx) => {
  it('shows at once each change of members, roles, addresses and the name', async () => {
    const fixture = await ownerWithGroup(ctx());
    const { ownerClient, owner, group } = fixture;
    expect(members(await listed(ownerClient))).toEqual([[owner.email, MemberRole.Owner]]);

    const { user, client } = await memberOf(ctx(), fixture, MemberRole.Viewer);
    expect(members(await listed(ownerClient))).toEqual([
      [owner.email, MemberRole.Owner],
      [user.email, MemberRole.Viewer],
    ]);
    // Each caller's own role, though both read the same group at the same version.
    expect((await listed(client))[0]?.role).toBe(MemberRole.Viewer);
    expect((await listed(ownerClient))[0]?.role).toBe(MemberRole.Owner);

    const changed = await ownerClient.put('/groups/change-user-role', {
      groupId: group.id,
      userId: user.id,
      role: MemberRole.Member,
    });
    expect(changed.status).toBe(200);
    expect(members(await listed(ownerClient))?.[1]).toEqual([user.email, MemberRole.Member]);

    const address = newAddress('moved');
    const moved = await client.put('/users/me', { username: user.username, email: address });
    expect(moved.status).toBe(200);
    expect(members(await listed(ownerClient))?.[1]).toEqual([address, MemberRole.Member]);

    const renamed = await ownerClient.put('/groups', {
      groupId: group.id,
      name: 'Renamed',
      timeZone: group.timeZone,
    });
    expect(renamed.status).toBe(200);
    expect((await listed(ownerClient))[0]?.name).toBe('Renamed');

    const removed = await ownerClient.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [user.id],
    });
    expect(removed.status).toBe(200);
    expect(members(await listed(ownerClient))).toEqual([[owner.email, MemberRole.Owner]]);
  });

  it('shows at once a member who joined by invitation and one who deleted the account', async () => {
    const { ownerClient, owner, group } = await ownerWithGroup(ctx());
    expect(members(await listed(ownerClient))).toHaveLength(1);
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token } = await mailedInvitation(ctx(), email);
    const registered = await ctx()
      .client()
      .post('/auth/register', {
        userName: email.split('@')[0],
        email,
        password: PASSWORD,
        invitationToken: token,
      });
    expect(registered.status).toBe(201);
    expect(members(await listed(ownerClient))).toEqual([
      [owner.email, MemberRole.Owner],
      [email, MemberRole.Member],
    ]);

    const invited = await signIn(ctx(), { email, password: PASSWORD });
    expect((await invited.delete('/users/delete-profile')).status).toBe(200);
    expect(members(await listed(ownerClient))).toEqual([[owner.email, MemberRole.Owner]]);
  });
});
