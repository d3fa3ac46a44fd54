import {
  MemberRole,
  ResponseStatus,
  invitationRecentlySentMessage,
  invitationSentMessage,
  type GroupInvitation,
  type InvitationLink,
} from '@budget/contract';
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { ageInvitation, invite, mailedInvitation, newAddress } from '../../test/invitations.ts';

describeEachDatabase('invitations: sending and managing', (ctx) => {
  it('invites an address without an account: a mail with the link, a warning, nobody added', async () => {
    const { owner, ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    const response = await invite(ownerClient, group.id, ` ${email.toUpperCase()} `, 3);
    expect(response.body.status).toBe(ResponseStatus.Warning);
    expect(response.body.warnings).toEqual([{ message: invitationSentMessage(email) }]);
    expect(response.body.data.groupMembers.map((member) => member.userEmail)).toEqual([
      owner.email,
    ]);

    const { token, link, mail } = await mailedInvitation(ctx(), email);
    expect(link.origin + link.pathname).toBe(`http://localhost:3000/invitations/${token}`);
    expect(mail.text).toContain('"Home"');
    expect(mail.text).toContain(`${owner.username} invited you`);
    expect(mail.text).toContain('as a Viewer');
    // Only the token's hash is kept.
    const row = await ctx()
      .app.db.selectFrom('group_invitations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const shown = await ctx().client().get<InvitationLink>(`/invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      groupId: group.id,
      groupName: 'Home',
      inviterName: owner.username,
      role: MemberRole.Viewer,
      email,
      state: 'pending',
      expiresAt: row.expires_at,
    });
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('keeps the specified answer for a registered address: added at once, no invitation', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const user = await createUser(ctx());
    const response = await invite(ownerClient, group.id, user.email);
    expect(response.body.status).toBe(ResponseStatus.Success);
    expect(response.body.warnings).toEqual([]);
    expect(response.body.data.groupMembers.map((member) => member.userEmail)).toContain(user.email);
    const again = await invite(ownerClient, group.id, user.email);
    expect(again.body.warnings).toEqual([
      { message: `${user.email} is already a member of this group.` },
    ]);
    const list = await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`);
    expect(list.body.data).toEqual([]);
    await ctx().app.mailer.idle();
    expect(
      ctx().mailbox.mails.filter((mail) => mail.subject.includes('invited')),
    ).not.toContainEqual(expect.objectContaining({ to: user.email }));
  });

  it('lists pending invitations to Owners and Members, oldest first, with who sent them', async () => {
    const fixture = await ownerWithGroup(ctx());
    const { ownerClient, group, owner } = fixture;
    const member = await memberOf(ctx(), fixture);
    const first = newAddress();
    const second = newAddress();
    await invite(ownerClient, group.id, first);
    await invite(member.client, group.id, second, MemberRole.Viewer);

    for (const client of [ownerClient, member.client]) {
      const list = await client.get<GroupInvitation[]>(`/groups/${group.id}/invitations`);
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject([
        { email: first, role: MemberRole.Member, invitedBy: owner.username, expired: false },
        { email: second, role: MemberRole.Viewer, invitedBy: member.user.username },
      ]);
      const [item] = list.body.data;
      expect(Date.parse(item!.expiresAt) - Date.parse(item!.sentAt)).toBe(7 * 86_400_000);
    }
  });

  it('refuses Viewers (403) and outsiders (404) everything about invitations', async () => {
    const fixture = await ownerWithGroup(ctx());
    const { ownerClient, group } = fixture;
    const viewer = await memberOf(ctx(), fixture, MemberRole.Viewer);
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const [pending] = (await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`))
      .body.data;
    const path = `/groups/${group.id}/invitations/${pending!.id}`;

    const byViewer = [
      await viewer.client.put('/groups/assign-users', {
        groupId: group.id,
        userEmails: [newAddress()],
      }),
      await viewer.client.get(`/groups/${group.id}/invitations`),
      await viewer.client.post(`${path}/resend`),
      await viewer.client.delete(path),
    ];
    expect(byViewer.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(byViewer[1]?.body.errors[0]?.message).toBe('Viewers cannot see or send invitations');

    const outsider = await signIn(ctx(), await createUser(ctx()));
    const byOutsider = [
      await outsider.get(`/groups/${group.id}/invitations`),
      await outsider.post(`${path}/resend`),
      await outsider.delete(path),
    ];
    expect(byOutsider.map((answer) => answer.status)).toEqual([404, 404, 404]);
    const unknown = await ownerClient.delete(`/groups/${group.id}/invitations/${'x'.repeat(65)}`);
    expect(unknown.status).toBe(400);
  });

  it('resends at most once a minute (429 with Retry-After), then with a new link', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token: firstToken } = await mailedInvitation(ctx(), email);
    const [pending] = (await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`))
      .body.data;
    const resend = `/groups/${group.id}/invitations/${pending!.id}/resend`;

    const early = await ownerClient.post(resend);
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(early.body.errors[0]?.message).toBe(invitationRecentlySentMessage(email));
    // Inviting the address again within the minute mails nothing and adds no second invitation.
    const again = await invite(ownerClient, group.id, email, MemberRole.Viewer);
    expect(again.body.warnings).toEqual([{ message: invitationRecentlySentMessage(email) }]);

    await ageInvitation(ctx(), email, { sentSecondsAgo: 61 });
    ctx().mailbox.clear();
    const later = await ownerClient.post<GroupInvitation>(resend);
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ id: pending!.id, email, role: MemberRole.Member });
    expect(Date.parse(later.body.data.sentAt)).toBeGreaterThan(Date.now() - 5000);
    const { token: secondToken } = await mailedInvitation(ctx(), email);
    expect(secondToken).not.toBe(firstToken);
    expect((await ctx().client().get(`/invitations/${firstToken}`)).status).toBe(404);
    expect((await ctx().client().get(`/invitations/${secondToken}`)).status).toBe(200);

    // After the minute, inviting again reissues the same invitation, with the new role.
    await ageInvitation(ctx(), email, { sentSecondsAgo: 61 });
    const reinvited = await invite(ownerClient, group.id, email, MemberRole.Viewer);
    expect(reinvited.body.warnings).toEqual([{ message: invitationSentMessage(email) }]);
    const list = await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`);
    expect(list.body.data).toMatchObject([{ id: pending!.id, role: MemberRole.Viewer }]);
  });

  it('revokes: the link stops working and the invitation leaves the list', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token } = await mailedInvitation(ctx(), email);
    const [pending] = (await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`))
      .body.data;
    const path = `/groups/${group.id}/invitations/${pending!.id}`;
    expect((await ownerClient.delete(path)).status).toBe(200);
    expect((await ownerClient.get(`/groups/${group.id}/invitations`)).body.data).toEqual([]);
    const shown = await ctx().client().get<InvitationLink>(`/invitations/${token}`);
    expect(shown.body.data.state).toBe('revoked');
    expect((await ownerClient.delete(path)).status).toBe(404);
    expect((await ownerClient.post(`${path}/resend`)).status).toBe(404);
    // A new invitation to the same address is a new one.
    await invite(ownerClient, group.id, email);
    const list = await ownerClient.get<GroupInvitation[]>(`/groups/${group.id}/invitations`);
    expect(list.body.data.map((item) => item.id)).not.toContain(pending!.id);
  });
});
