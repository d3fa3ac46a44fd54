import type { InvitationLink } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { callsTo, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { InvitationPage } from './invitation-page.tsx';

const TOKEN = 'tok-123';
const link: InvitationLink = {
  groupId: 'g1',
  groupName: 'Household',
  inviterName: 'Ann Smith',
  role: 3,
  email: 'bob@example.test',
  state: 'pending',
  expiresAt: '2026-03-08T10:00:00.000Z',
};
const signedOut = { 'GET /auth/validate': () => null };
const bob = profileOf({ id: 'u-bob', username: 'bob', email: 'bob@example.test' });

function open(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handlers);
  const view = renderRoute(<InvitationPage />, {
    path: '/invitations/:token',
    url: `/invitations/${TOKEN}`,
    extraRoutes: [
      { path: '/register', text: 'register screen' },
      { path: '/login', text: 'login screen' },
      { path: '/groups', text: 'groups screen' },
    ],
  });
  return { api, ...view };
}

describe('InvitationPage', () => {
  // The page is public: nobody signed in is no reason to leave it (the app's router agrees).
  let restore: () => void = () => {};
  beforeEach(() => {
    restore = setUnauthorizedHandler(() => {});
  });
  afterEach(() => restore());

  it('shows the invitation to a visitor, with Create an account and Sign in', async () => {
    open({ ...signedOut, [`GET /invitations/${TOKEN}`]: () => link });
    expect(await screen.findByRole('heading', { name: 'Join Household' })).toBeTruthy();
    const details = screen.getByText('Invited by').closest('dl') as HTMLElement;
    expect(within(details).getByText('Ann Smith')).toBeTruthy();
    expect(within(details).getByText('Viewer')).toBeTruthy();
    expect(within(details).getByText('bob@example.test')).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create an account' });
    expect(create.getAttribute('href')).toBe(
      `/register?invitation=${TOKEN}&email=bob%40example.test`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('lets the invited, signed-in user join and goes to the group', async () => {
    const { api } = open({
      ...sessionHandlers(bob),
      [`GET /invitations/${TOKEN}`]: () => link,
      [`POST /invitations/${TOKEN}/accept`]: () => ({
        groupId: 'g1',
        groupName: 'Household',
        role: 3,
      }),
      'GET /groups': () => [],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Household' }));
    expect(await screen.findByText('groups screen')).toBeTruthy();
    expect(callsTo(api, `POST /invitations/${TOKEN}/accept`)).toHaveLength(1);
    expect(await screen.findByText('You joined Household')).toBeTruthy();
  });

  it('tells another signed-in account that the invitation is not theirs', async () => {
    open({ ...sessionHandlers(profileOf()), [`GET /invitations/${TOKEN}`]: () => link });
    expect(
      await screen.findByRole('heading', { name: 'This invitation is for another address' }),
    ).toBeTruthy();
    expect(screen.getByText(/you are signed in as ann@example.test/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('says so when the invitation has expired, was revoked or is unknown', async () => {
    const first = open({
      ...signedOut,
      [`GET /invitations/${TOKEN}`]: () => ({ ...link, state: 'expired' }),
    });
    expect(await screen.findByText('This invitation has expired')).toBeTruthy();
    expect(screen.getByText('Ask Ann Smith to send you a new one.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    first.unmount();

    const second = open({
      ...signedOut,
      [`GET /invitations/${TOKEN}`]: () => ({ ...link, state: 'revoked' }),
    });
    expect(await screen.findByText('This invitation was revoked')).toBeTruthy();
    second.unmount();

    open({
      ...signedOut,
      [`GET /invitations/${TOKEN}`]: () =>
        jsonResponse(errorEnvelope('Invitation not found', 0), { status: 404 }),
    });
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText(/This invitation link is not valid/)).toBeTruthy();
  });

  it('goes on to the group once the invitation was used by the signed-in user', async () => {
    open({
      ...sessionHandlers(bob),
      [`GET /invitations/${TOKEN}`]: () => ({ ...link, state: 'accepted' }),
    });
    expect(await screen.findByText('groups screen')).toBeTruthy();
  });
});
