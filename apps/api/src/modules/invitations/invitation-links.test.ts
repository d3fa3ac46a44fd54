import {
  MemberRole,
  ResponseStatus,
  type AcceptedInvitation,
  type Group,
  type InvitationLink,
  type UserProfile,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, activateFromMail, createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { ageInvitation, invite, mailedInvitation, newAddress } from '../../test/invitations.ts';
import type { TestContext } from '../../test/test-app.ts';

function register(ctx: TestContext, email: string, invitationToken?: string) {
  return ctx.client().post<UserProfile>('/auth/register', {
    userName: email.split('@')[0],
    email,
    password: PASSWORD,
    invitationToken,
  });
}

/** The mails of a kind the address has received so far. */
async function mailsTo(ctx: TestContext, email: string, subject: string) {
  await ctx.app.mailer.idle();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return ctx.mailbox.mails.filter((mail) => mail.to === email && mail.subject.includes(subject));
}

async function groupsOf(ctx: TestContext, email: string) {
  const client = await signIn(ctx, { email, password: PASSWORD });
  return { client, groups: (await client.get<Group[]>('/groups')).body.data };
}

describeEachDatabase('invitations: links, accepting and registering', (ctx) => {
  it('registering from the invitation confirms the address and joins with the role, once', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email, MemberRole.Viewer);
    const { token } = await mailedInvitation(ctx(), email);

    const registered = await register(ctx(), email, token);
    expect(registered.status).toBe(201);
    expect(registered.body.status).toBe(ResponseStatus.Success);
    expect(registered.body.data).toMatchObject({ email, emailConfirmed: true });
    // Registration signs nobody in, as without an invitation.
    expect(registered.cookies).toEqual([]);
    expect(await mailsTo(ctx(), email, 'Confirm')).toEqual([]);

    const { client, groups } = await groupsOf(ctx(), email);
    expect(groups.map((joined) => [joined.id, joined.role])).toEqual([
      [group.id, MemberRole.Viewer],
    ]);
    const shown = await ctx().client().get<InvitationLink>(`/invitations/${token}`);
    expect(shown.body.data.state).toBe('accepted');
    expect((await ownerClient.get(`/groups/${group.id}/invitations`)).body.data).toEqual([]);
    // Single use.
    const again = await client.post(`/invitations/${token}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.message).toBe('This invitation has already been used.');
  });

  it('registers as usual, invitation left open, with another address or an unusable token', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const invited = newAddress();
    await invite(ownerClient, group.id, invited);
    const { token } = await mailedInvitation(ctx(), invited);

    const other = newAddress('other');
    const registered = await register(ctx(), other, token);
    expect(registered.status).toBe(201);
    expect(registered.body.status).toBe(ResponseStatus.Warning);
    expect(registered.body.warnings).toEqual([
      { message: 'The invitation was sent to another address, so no group was joined.' },
    ]);
    expect(registered.body.data.emailConfirmed).toBe(false);
    expect(await mailsTo(ctx(), other, 'Confirm')).toHaveLength(1);
    await activateFromMail(ctx(), other);
    expect((await groupsOf(ctx(), other)).groups).toEqual([]);
    const shown = await ctx().client().get<InvitationLink>(`/invitations/${token}`);
    expect(shown.body.data.state).toBe('pending');

    const stranger = newAddress('stranger');
    const bogus = await register(ctx(), stranger, 'no-such-invitation');
    expect(bogus.status).toBe(201);
    expect(bogus.body.warnings[0]?.message).toBe(
      'The invitation link is not valid, so no group was joined.',
    );
    expect(bogus.body.data.emailConfirmed).toBe(false);
  });

  it('lets an existing account with the address accept; another account is refused', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token } = await mailedInvitation(ctx(), email);
    // The invited person registers on their own (no token) and has not confirmed yet.
    expect((await register(ctx(), email)).status).toBe(201);
    const invitee = await signIn(ctx(), { email, password: PASSWORD });
    const unconfirmed = await invitee.post(`/invitations/${token}/accept`);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.errors[0]?.message).toContain('confirmed e-mail');

    const other = await signIn(ctx(), await createUser(ctx()));
    const wrong = await other.post(`/invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0]?.message).toBe(
      `This invitation was sent to ${email}, another address than your account's. Sign in with that address to accept it.`,
    );
    expect((await ctx().client().post(`/invitations/${token}/accept`)).status).toBe(401);

    await activateFromMail(ctx(), email);
    const accepted = await invitee.post<AcceptedInvitation>(`/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({
      groupId: group.id,
      groupName: 'Home',
      role: MemberRole.Member,
    });
    // The very next request sees the membership.
    const groups = await invitee.get<Group[]>('/groups');
    expect(groups.body.data.map((joined) => joined.id)).toEqual([group.id]);
    expect((await invitee.post(`/invitations/${token}/accept`)).status).toBe(409);
    const members = (await ownerClient.get<Group[]>('/groups?includeMembers=true')).body.data[0];
    expect(members?.groupMembers.map((member) => member.userEmail)).toContain(email);
  });

  it('refuses an expired invitation, and a registration from it goes on without joining', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token } = await mailedInvitation(ctx(), email);
    await ageInvitation(ctx(), email, { expired: true, sentSecondsAgo: 61 });

    const shown = await ctx().client().get<InvitationLink>(`/invitations/${token}`);
    expect(shown.body.data.state).toBe('expired');
    const list = await ownerClient.get<{ expired: boolean }[]>(`/groups/${group.id}/invitations`);
    expect(list.body.data).toMatchObject([{ expired: true }]);

    const registered = await register(ctx(), email, token);
    expect(registered.status).toBe(201);
    expect(registered.body.warnings[0]?.message).toBe(
      'The invitation has expired, so no group was joined.',
    );
    expect(registered.body.data.emailConfirmed).toBe(false);
    await activateFromMail(ctx(), email);
    const { client, groups } = await groupsOf(ctx(), email);
    expect(groups).toEqual([]);
    const refused = await client.post(`/invitations/${token}/accept`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.message).toBe('This invitation has expired. Ask for a new one.');
  });

  it('refuses a revoked invitation and an unknown or deleted group', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const email = newAddress();
    await invite(ownerClient, group.id, email);
    const { token } = await mailedInvitation(ctx(), email);
    // The invited person registers on their own and confirms, then the inviter revokes.
    const client = await signIn(ctx(), await createUser(ctx(), { email }));
    const [pending] = (await ownerClient.get<{ id: string }[]>(`/groups/${group.id}/invitations`))
      .body.data;
    const path = `/groups/${group.id}/invitations/${pending?.id ?? ''}`;
    expect((await ownerClient.delete(path)).status).toBe(200);
    const revoked = await client.post(`/invitations/${token}/accept`);
    expect(revoked.status).toBe(400);
    expect(revoked.body.errors[0]?.message).toBe('This invitation was revoked.');

    expect((await client.post('/invitations/no-such-token/accept')).status).toBe(404);
    expect((await ctx().client().get('/invitations/no-such-token')).status).toBe(404);
    const blank = await ctx().client().get('/invitations/%20');
    expect(blank.status).toBe(400);

    const fresh = newAddress();
    await invite(ownerClient, group.id, fresh);
    const { token: freshToken } = await mailedInvitation(ctx(), fresh);
    expect((await ownerClient.delete(`/groups/${group.id}`)).status).toBe(200);
    expect((await ctx().client().get(`/invitations/${freshToken}`)).status).toBe(404);
  });
});
