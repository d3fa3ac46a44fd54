import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { forgetSentActivations } from '../api/use-activate-account-mutation.ts';
import { ActivateAccountPage } from './activate-account-page.tsx';

afterEach(() => forgetSentActivations());

describe('ActivateAccountPage', () => {
  it('sends the single-use token once, even under StrictMode', async () => {
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(envelope({ alreadyActivated: false })),
    );
    renderRoute(<ActivateAccountPage />, {
      path: '/activate-account',
      url: '/activate-account?token=tok123&email=ann%40example.com',
    });
    expect(await screen.findByText('Activation successful')).toBeTruthy();
    const activations = fetchMock.mock.calls.filter(([url]) => String(url).includes('activate'));
    expect(activations).toHaveLength(1);
    expect(JSON.parse(String(activations[0]![1]?.body))).toEqual({
      activationToken: 'tok123',
      email: 'ann@example.com',
    });
  });

  it('signed out, says the sign-in comes before the dashboard', async () => {
    stubApi({
      'GET /auth/validate': () => ({ isAuthenticated: false }),
      'GET /users/me': () => jsonResponse(errorEnvelope('Not signed in', 1), { status: 401 }),
      'POST /auth/activate-account': () => ({ alreadyActivated: false }),
    });
    renderRoute(<ActivateAccountPage />, {
      path: '/activate-account',
      url: '/activate-account?token=tok9&email=ann%40example.com',
    });
    expect(await screen.findByText('Activation successful')).toBeTruthy();
    expect(
      await screen.findByText(
        'Your email address is confirmed. Sign in, and you will be taken to the dashboard; the sign-in page opens in 5 seconds.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says an account activated before is already active and offers sign-in, not a failure', async () => {
    stubApi({
      'GET /auth/validate': () => ({ isAuthenticated: false }),
      'GET /users/me': () => jsonResponse(errorEnvelope('Not signed in', 1), { status: 401 }),
      'POST /auth/activate-account': () => ({ alreadyActivated: true }),
    });
    renderRoute(<ActivateAccountPage />, {
      path: '/activate-account',
      url: '/activate-account?token=used&email=ann%40example.com',
      extraRoutes: [{ path: '/login', text: 'sign-in screen' }],
    });
    expect(await screen.findByText('Account already active')).toBeTruthy();
    expect(screen.queryByText('Activation failed')).toBeNull();
    expect(screen.queryByText('Activation successful')).toBeNull();
    (await screen.findByRole('link', { name: 'Sign in' })).click();
    expect(await screen.findByText('sign-in screen')).toBeTruthy();
  });

  it('signed in, offers the dashboard for a link opened again, not a sign-in', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'POST /auth/activate-account': () => ({ alreadyActivated: true }),
    });
    renderRoute(<ActivateAccountPage />, {
      path: '/activate-account',
      url: '/activate-account?token=used&email=ann%40example.com',
    });
    expect(await screen.findByText('Account already active')).toBeTruthy();
    expect(
      screen.getByText('Your email address was confirmed before; this link has been used.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('says so when the server refuses the link', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(errorEnvelope('Activation link is invalid or has expired', 6), { status: 400 }),
    );
    renderRoute(<ActivateAccountPage />, {
      path: '/activate-account',
      url: '/activate-account?token=used&email=ann%40example.com',
    });
    expect(await screen.findByText('Activation failed')).toBeTruthy();
    expect(screen.getByText(/Activation link is invalid or has expired\./)).toBeTruthy();
  });

  it('fails without calling the server when the link is incomplete', async () => {
    const fetchMock = mockFetch();
    renderRoute(<ActivateAccountPage />, { path: '/activate-account' });
    expect(await screen.findByText('Activation failed')).toBeTruthy();
    // Only the session is asked about (whether to promise the dashboard), never the activation.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('activate'))).toEqual([]),
    );
  });
});
