import {
  MemberRole,
  PeriodType,
  ResponseStatus,
  TransactionType,
  type Budget,
  type Group,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { today } from '../budgets/budget-views.ts';
import type { TestClient } from '../../test/test-app.ts';
import { serverTimeZone } from '../../lib/time.ts';

async function addMember(client: TestClient, groupId: string, user: TestUser, role?: number) {
  const response = await client.put<Group>('/groups/assign-users', {
    groupId,
    userEmails: [user.email],
    role,
  });
  expect(response.status).toBe(200);
  return response;
}

describeEachDatabase('groups', (ctx) => {
  it('creates a group whose creator is the Owner', async () => {
    const { owner, group } = await ownerWithGroup(ctx());
    expect(group).toMatchObject({
      name: 'Home',
      description: 'Shared costs',
      role: MemberRole.Owner,
    });
    expect(group.groupMembers).toEqual([
      {
        userId: owner.id,
        name: owner.username,
        userEmail: owner.email,
        role: MemberRole.Owner,
        joinedAt: group.createdAt,
      },
    ]);
  });

  it('validates the name and description with the messages of the form', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const response = await client.post('/groups', { name: ' ', description: 'x'.repeat(501) });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.details).toEqual({
      name: ['Group name is required'],
      description: ['Description must be 500 characters or less'],
    });
    const long = await client.post('/groups', { name: 'x'.repeat(51) });
    expect(long.body.errors[0]?.details).toEqual({
      name: ['Group name must be 50 characters or less'],
    });
    const empty = await client.post<Group>('/groups', { name: 'No description', description: '' });
    expect(empty.body.data.description).toBeNull();
  });

  it("lives in the time zone it is created in, else the server's", async () => {
    const client = await signIn(ctx(), await createUser(ctx()));
    const warsaw = await client.post<Group>('/groups', { name: 'Dom', timeZone: 'europe/warsaw' });
    expect([warsaw.status, warsaw.body.data.timeZone]).toEqual([201, 'Europe/Warsaw']);
    const plain = await client.post<Group>('/groups', { name: 'Plain' });
    expect(plain.body.data.timeZone).toBe(serverTimeZone());
    const offset = await client.post('/groups', { name: 'Odd', timeZone: '+05:00' });
    expect([offset.status, offset.body.errors[0]?.details]).toEqual([
      400,
      { timeZone: ['Time zone must be an IANA time zone such as Europe/Warsaw'] },
    ]);
  });

  it('refuses every group function to an unconfirmed e-mail with a message that says so', async () => {
    const user = await createUser(ctx(), { activate: false });
    const client = await signIn(ctx(), user);
    for (const response of [
      await client.post('/groups', { name: 'Mine' }),
      await client.get('/groups'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.errors[0]?.message).toMatch(/confirmed e-mail/);
    }
  });

  it("lists only the caller's groups, members included on request", async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    await ownerWithGroup(ctx(), 'Someone else');
    const plain = await client.get<Group[]>('/groups');
    expect(plain.body.data.map((g) => g.id)).toEqual([group.id]);
    expect(plain.body.data[0]?.groupMembers).toEqual([]);
    const full = await client.get<Group[]>('/groups', { query: { includeMembers: 'true' } });
    expect(full.body.data[0]?.groupMembers).toHaveLength(1);
    const bad = await client.get('/groups', { query: { includeMembers: 'maybe' } });
    expect(bad.status).toBe(400);
  });

  it('adds members by e-mail as Member or Viewer, warning about invited and existing ones', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    const member = await createUser(ctx());
    const viewer = await createUser(ctx());
    await addMember(client, group.id, member);
    const added = await addMember(client, group.id, viewer, MemberRole.Viewer);
    expect(added.body.status).toBe(ResponseStatus.Success);
    const roles = Object.fromEntries(
      added.body.data.groupMembers.map((m) => [m.userEmail, m.role]),
    );
    expect(roles[member.email]).toBe(MemberRole.Member);
    expect(roles[viewer.email]).toBe(MemberRole.Viewer);

    const again = await client.put<Group>('/groups/assign-users', {
      groupId: group.id,
      userEmails: [` ${member.email.toUpperCase()} `, 'nobody@example.test'],
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe(ResponseStatus.Warning);
    expect(again.body.warnings.map((w) => w.message)).toEqual([
      `${member.email} is already a member of this group.`,
      // An address without an account is invited instead (docs/decisions.md, 'Invitations').
      'An invitation to join was sent to nobody@example.test.',
    ]);

    const asOwner = await client.put('/groups/assign-users', {
      groupId: group.id,
      userEmails: [member.email],
      role: 1,
    });
    expect(asOwner.status).toBe(400);
  });

  it('mails each registered user added that they were, by whom and as what; nobody else', async () => {
    const { owner, ownerClient: client, group } = await ownerWithGroup(ctx(), 'Flat <3');
    const member = await createUser(ctx());
    const viewer = await createUser(ctx());
    await addMember(client, group.id, member);
    await addMember(client, group.id, viewer, MemberRole.Viewer);
    await ctx().app.mailer.idle();
    const toMember = await ctx().mailbox.latest(member.email, 'added to a group');
    expect(toMember.subject).toBe('You were added to a group on Budget App');
    expect(toMember.text).toContain(
      `${owner.username} added you to "Flat <3" on Budget App as a Member.`,
    );
    expect(toMember.html).toContain('&quot;Flat &lt;3&quot;');
    expect(toMember.link).toBe(`http://localhost:3000/groups?group=${group.id}`);
    const toViewer = await ctx().mailbox.latest(viewer.email, 'added to a group');
    expect(toViewer.text).toContain('as a Viewer.');

    // Already a member: no second mail.
    await addMember(client, group.id, member);
    await ctx().app.mailer.idle();
    const added = (email: string) =>
      ctx().mailbox.mails.filter((mail) => mail.to === email && mail.subject.includes('added'));
    expect(added(member.email)).toHaveLength(1);
    expect(added(owner.email)).toHaveLength(0);
  });

  it('refuses to add someone whose e-mail is not confirmed', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    const pending = await createUser(ctx(), { activate: false });
    const response = await client.put('/groups/assign-users', {
      groupId: group.id,
      userEmails: [pending.email],
    });
    expect(response.status).toBe(403);
    expect(response.body.errors[0]?.message).toContain('has not confirmed their e-mail');
  });

  it('lets the Owner change roles; the last Owner can be neither demoted nor removed nor leave', async () => {
    const { owner, ownerClient: client, group } = await ownerWithGroup(ctx());
    const member = await createUser(ctx());
    await addMember(client, group.id, member);

    const selfDemote = await client.put('/groups/change-user-role', {
      groupId: group.id,
      userId: owner.id,
      role: MemberRole.Member,
    });
    expect(selfDemote.status).toBe(409);
    const leave = await client.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [owner.id],
    });
    expect(leave.status).toBe(409);

    const promoted = await client.put<Group>('/groups/change-user-role', {
      groupId: group.id,
      userId: member.id,
      role: MemberRole.Owner,
    });
    expect(promoted.status).toBe(200);
    const memberClient = await signIn(ctx(), member);
    const removeOwner = await memberClient.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [owner.id],
    });
    expect(removeOwner.status).toBe(403);
    // With two Owners, one may step down or leave.
    const left = await client.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [owner.id],
    });
    expect(left.status).toBe(200);
    expect(left.body.data).toBeNull();
    expect((await client.get<Group[]>('/groups')).body.data).toEqual([]);
  });

  it('removes members; a removed member loses access on the very next request', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    const member = await createUser(ctx());
    await addMember(client, group.id, member);
    const memberClient = await signIn(ctx(), member);
    expect((await memberClient.get<Group[]>('/groups')).body.data).toHaveLength(1);

    const removed = await client.put<Group>('/groups/unassign-users', {
      groupId: group.id,
      userIds: [member.id],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data?.groupMembers).toHaveLength(1);
    expect((await memberClient.get<Group[]>('/groups')).body.data).toEqual([]);
    const addBack = await memberClient.put('/groups/assign-users', {
      groupId: group.id,
      userEmails: [member.email],
    });
    expect(addBack.status).toBe(404);
    const unknown = await client.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [member.id],
    });
    expect(unknown.status).toBe(404);
  });

  it('moves updatedAt when the membership changes', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    const member = await createUser(ctx());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const added = await addMember(client, group.id, member);
    expect(added.body.data.updatedAt > group.updatedAt).toBe(true);
  });

  it('deletes a group for good', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx());
    expect((await client.delete(`/groups/${group.id}`)).status).toBe(200);
    expect((await client.get<Group[]>('/groups')).body.data).toEqual([]);
    expect((await client.delete(`/groups/${group.id}`)).status).toBe(404);
  });

  it("hands a deleted Owner's group to its longest-standing member, or deletes it", async () => {
    const { owner, ownerClient: client, group } = await ownerWithGroup(ctx());
    const first = await createUser(ctx());
    const second = await createUser(ctx());
    await addMember(client, group.id, first, MemberRole.Viewer);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMember(client, group.id, second);
    const solo = (await client.post<Group>('/groups', { name: 'Solo' })).body.data;

    expect((await client.delete('/users/delete-profile')).status).toBe(200);
    const firstClient = await signIn(ctx(), first);
    const groups = (
      await firstClient.get<Group[]>('/groups', { query: { includeMembers: 'true' } })
    ).body.data;
    expect(groups).toHaveLength(1);
    expect(groups[0]?.role).toBe(MemberRole.Owner);
    expect(groups[0]?.groupMembers.map((m) => m.userId)).not.toContain(owner.id);
    const soloRow = await ctx()
      .app.db.selectFrom('groups')
      .select('id')
      .where('id', '=', solo.id)
      .executeTakeFirst();
    expect(soloRow).toBeUndefined();
  });

  it("lets the Owner rename the group and set its time zone, which budgets' today follows", async () => {
    const fixture = await ownerWithGroup(ctx(), 'Flat');
    const { group, ownerClient: owner } = fixture;
    expect(group.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const member = await memberOf(ctx(), fixture);
    const change = {
      groupId: group.id,
      name: 'Flat 2',
      description: 'New',
      timeZone: 'Pacific/Kiritimati',
    };
    expect((await member.client.put('/groups', change)).status).toBe(403);

    const changed = await owner.put<Group>('/groups', change);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Flat 2',
      description: 'New',
      timeZone: 'Pacific/Kiritimati',
    });
    // Cached answers show the group's name: they must not show the old one.
    const transaction = await owner.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Rent',
      groupId: group.id,
      date: '2024-01-01',
      amount: 1,
      currency: 0,
    });
    expect(transaction.body.data.account.name).toBe('Flat 2');
    await owner.put('/groups', { ...change, name: 'Flat 3' });
    const page = await owner.get<TransactionPage>('/transactions');
    expect(page.body.data.transactions[0]?.account.name).toBe('Flat 3');

    // A daily budget's period is today where the household lives (UTC+14 here).
    const budget = await owner.post<Budget>('/budgets', {
      name: 'Daily',
      groupId: group.id,
      amount: 5,
      currency: 0,
      periodType: PeriodType.Daily,
      startDate: '2020-01-01',
    });
    expect(budget.body.data.budgetUsages[0]?.periodStart).toBe(today('Pacific/Kiritimati'));

    for (const [bad, field] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ timeZone: '' }, 'timeZone'],
      [{ timeZone: '+05:17' }, 'timeZone'],
      [{ name: ' ' }, 'name'],
    ] as const) {
      const refused = await owner.put('/groups', { ...change, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.body.errors[0]?.details ?? {})).toEqual([field]);
    }
    const stranger = await signIn(ctx(), await createUser(ctx()));
    expect((await stranger.put('/groups', change)).status).toBe(404);
  });
});
