import { MemberRole, invitationSentMessage, type GroupInvitation } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCooldowns } from '@/hooks/use-cooldown.ts';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { GroupsPage } from './groups-page.tsx';

const ann = profileOf();
const owned = groupOf();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function invitationOf(overrides: Partial<GroupInvitation> = {}): GroupInvitation {
  return {
    id: 'i1',
    email: 'carol@example.test',
    role: MemberRole.Member,
    invitedBy: 'ann',
    sentAt: minutesAgo(5),
    expiresAt: '2099-01-01T10:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

describe('Pending invitations on the manage view', () => {
  afterEach(() => resetCooldowns());

  it('lists them with Resend and Revoke (after a confirmation)', async () => {
    let invitations = [
      invitationOf(),
      invitationOf({ id: 'i2', email: 'dan@example.test', role: 3, sentAt: minutesAgo(0) }),
    ];
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [owned],
      'GET /groups/g1/invitations': () => invitations,
      'POST /groups/g1/invitations/i1/resend': () => invitationOf({ sentAt: minutesAgo(0) }),
      'DELETE /groups/g1/invitations/i2': () => {
        invitations = invitations.filter((invitation) => invitation.id !== 'i2');
        return null;
      },
    });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g1' });
    const card = await screen.findByRole('region', { name: /Pending invitations/ });
    const table = await within(card).findByRole('table', { name: 'Pending invitations' });
    expect(within(card).getByText('Pending invitations (2)')).toBeTruthy();
    expect(within(table).getByText('carol@example.test')).toBeTruthy();
    expect(within(table).getByText('Viewer')).toBeTruthy();
    // Sent just now: Resend waits for the minute to pass.
    const waiting = within(table).getByRole('button', {
      name: 'Resend the invitation to dan@example.test',
    });
    // Its countdown starts in an effect, drawn a frame after the table.
    await waitFor(() => expect((waiting as HTMLButtonElement).disabled).toBe(true));

    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: 'Resend the invitation to carol@example.test' }),
    );
    expect(await screen.findByText('Invitation sent again to carol@example.test')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/invitations/i1/resend')).toHaveLength(1);

    await user.click(
      within(table).getByRole('button', { name: 'Revoke the invitation to dan@example.test' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Pending invitations (1)')).toBeTruthy());
  });

  it('returns to the manage view after inviting an address without an account', async () => {
    const email = 'erin@example.test';
    let invitations: GroupInvitation[] = [];
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [owned],
      'GET /groups/g1/invitations': () => invitations,
      'PUT /groups/assign-users': () => {
        invitations = [invitationOf({ id: 'i3', email, sentAt: minutesAgo(0) })];
        return jsonResponse({
          status: 1,
          data: owned,
          errors: [],
          warnings: [{ message: invitationSentMessage(email) }],
        });
      },
    });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g1&view=add-member' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const sent = await screen.findByText(invitationSentMessage(email));
    // Sent as asked: a success, not a warning.
    expect(sent.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('success');
    expect(await screen.findByRole('heading', { name: 'Manage Group: Household' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: /Pending invitations/ });
    expect(await within(card).findByText(email)).toBeTruthy();
  });

  it('is not shown to a Viewer', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [groupOf({ role: MemberRole.Viewer })],
    });
    renderRoute(<GroupsPage />, { path: '/groups', url: '/groups?group=g1' });
    expect(await screen.findByRole('heading', { name: 'Manage Group: Household' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Pending invitations/ })).toBeNull();
    expect(callsTo(api, 'GET /groups/g1/invitations')).toHaveLength(0);
  });
});
