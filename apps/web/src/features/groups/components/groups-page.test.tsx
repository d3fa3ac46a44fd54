import { Currency, MemberRole } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { GroupsPage } from './groups-page.tsx';

const ann = profileOf();
const owned = groupOf();
const viewed = groupOf({
  id: 'g2',
  name: 'Book club',
  description: null,
  role: MemberRole.Viewer,
  groupMembers: [
    {
      userId: 'u-bob',
      name: 'Bob',
      userEmail: 'bob@example.test',
      role: 1,
      joinedAt: '2026-01-02T10:00:00.000Z',
    },
    {
      userId: 'u-ann',
      name: 'Ann',
      userEmail: 'ann@example.test',
      role: 3,
      joinedAt: '2026-01-04T10:00:00.000Z',
    },
  ],
});

describe('GroupsPage', () => {
  it('lists the groups with Delete for an Owner and Leave for a Viewer', async () => {
    stubApi({ ...sessionHandlers(ann), 'GET /groups': () => [owned, viewed] });
    renderRoute(<GroupsPage />, { path: '/groups' });
    expect(await screen.findByText('Your Groups (2)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your groups' });
    expect(within(table).getByText('No description')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete Household' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Leave Household' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Leave Book club' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Delete Book club' })).toBeNull();
    expect(within(table).getByRole('link', { name: '2 members of Book club' })).toBeTruthy();
  });

  it('leaves a group by removing its own membership', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [owned, viewed],
      'PUT /groups/unassign-users': () => null,
    });
    renderRoute(<GroupsPage />, { path: '/groups' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave Book club' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave group "Book club"?' });
    const loads = callsTo(api, 'GET /groups').length;
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Left group successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/unassign-users')[0]?.body).toEqual({
      groupId: 'g2',
      userIds: ['u-ann'],
    });
    // The shared list is loaded again after the change.
    expect(callsTo(api, 'GET /groups').length).toBe(loads + 1);
  });

  it('says why a group cannot be created, and creates it sharing as chosen', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [],
      'POST /groups': () => owned,
    });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?view=new' });
    const user = userEvent.setup();
    const create = (await screen.findByRole('button', {
      name: 'Create Group',
    })) as HTMLButtonElement;
    expect(create.disabled).toBe(false);
    const payers = screen.getByRole('radio', { name: /Equally among the members who pay/ });
    expect(payers.getAttribute('aria-checked')).toBe('true');
    await user.click(create);
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Not sent yet');
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(51));
    expect(await screen.findByText('Group name must be 50 characters or less')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Household');
    await user.click(screen.getByRole('radio', { name: /Equally among everyone, Viewers too/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Share incomes too' }));
    // The household's currency starts as the user's display currency (PLN) and says what it is for.
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency.textContent).toBe('PLN - Polish Zloty');
    expect(screen.getByText(/first account, 'Main account', is kept in it/)).toBeTruthy();
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'EUR - Euro' }));
    await user.click(create);
    await waitFor(() => expect(callsTo(api, 'POST /groups')).toHaveLength(1));
    expect(callsTo(api, 'POST /groups')[0]?.body).toEqual({
      name: 'Household',
      description: '',
      equalAmong: 'everyone',
      splitIncomes: true,
      moneyAccountName: 'Main account',
      currency: Currency.EUR,
      // The household's 'today' is the browser's, not the server's UTC.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the first warning of an add and keeps the form; otherwise confirms and returns', async () => {
    let answer: unknown = {
      status: 1,
      data: owned,
      errors: [],
      warnings: [{ message: 'nobody@example.test is already a member of this group.' }],
    };
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [owned],
      'PUT /groups/assign-users': () => jsonResponse(answer),
      'GET /groups/g1/invitations': () => [],
    });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g1&view=add-member' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Valid email is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), '  Nobody@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(
      await screen.findByText('nobody@example.test is already a member of this group.'),
    ).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/assign-users')[0]?.body).toEqual({
      groupId: 'g1',
      userEmails: ['nobody@example.test'],
      role: MemberRole.Member,
    });
    expect(screen.getByRole('heading', { name: 'Add New Member' })).toBeTruthy();

    answer = { status: 0, data: owned, errors: [], warnings: [] };
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User assigned successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Manage Group: Household' })).toBeTruthy();
  });

  it('gives a Viewer the manage view without Add Member, role selects or removal', async () => {
    stubApi({ ...sessionHandlers(ann), 'GET /groups': () => [viewed] });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g2&view=add-member' });
    expect(await screen.findByRole('heading', { name: 'Manage Group: Book club' })).toBeTruthy();
    expect(screen.getByText('Members (2)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('does not ask for groups while the e-mail is unconfirmed, and says why', async () => {
    const api = stubApi(
      sessionHandlers(profileOf({ emailConfirmed: false, isEmailConfirmed: false })),
    );
    renderRoute(<GroupsPage />, { path: '/groups' });
    expect(
      await screen.findByText(/Group functions require a confirmed email address/),
    ).toBeTruthy();
    expect(screen.getByText('Your Groups (0)')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create Group' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(api, 'GET /groups')).toEqual([]);
  });
});
