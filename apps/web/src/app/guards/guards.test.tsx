import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { clearSessionError, recordSessionError } from '@/lib/session/session-error.ts';
import { envelope, errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { RequireGroupMembership } from './access-gates.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { AuthInitializer } from './auth-initializer.tsx';

describe('AuthInitializer', () => {
  it('shows the failure of the start-up check with a Retry button', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute(<AuthInitializer />);
    expect(screen.getByText('Initializing authentication...')).toBeTruthy();
    expect(await screen.findByText('Authentication Error', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      screen.getByText('Authentication failed: Network error - please check your connection'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('AuthInitializer after a failed sign-in', () => {
  it('keeps the screen: the sign-in error belongs to the login form, not to the whole app', async () => {
    const restore = setUnauthorizedHandler(() => {});
    mockFetch().mockImplementation(async () => jsonResponse(envelope(null)));
    recordSessionError('login', new Error('Invalid email or password'));
    renderRoute(<AuthInitializer />);
    await waitFor(() => expect(screen.queryByText('Initializing authentication...')).toBeNull());
    expect(screen.queryByText('Authentication Error')).toBeNull();
    clearSessionError();
    restore();
  });
});

describe('AuthGuard', () => {
  it('sends a visitor without a session to /login', async () => {
    // The app's handler navigates; jsdom cannot follow the default full-page load.
    const restore = setUnauthorizedHandler(() => {});
    mockFetch().mockImplementation(async () =>
      jsonResponse(errorEnvelope('Authentication required', 2), { status: 401 }),
    );
    renderRoute(<AuthGuard />, {
      path: '/user-profile',
      extraRoutes: [{ path: '/login', text: 'login screen' }],
    });
    expect(screen.getByText('Checking authentication status')).toBeTruthy();
    expect(await screen.findByText('login screen')).toBeTruthy();
    restore();
  });

  it('lets a signed-in user through', async () => {
    mockFetch().mockImplementation(async (url) =>
      jsonResponse(
        envelope(String(url).includes('/auth/validate') ? { isAuthenticated: true } : { id: 'u1' }),
      ),
    );
    renderRoute(<AuthGuard />, {
      path: '/user-profile',
      extraRoutes: [{ path: '/login', text: 'login screen' }],
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(screen.queryByText('login screen')).toBeNull();
  });
});

describe('RequireGroupMembership', () => {
  const noGroups = () =>
    mockFetch().mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/auth/validate')) return jsonResponse(envelope({ isAuthenticated: true }));
      if (path.includes('/groups')) return jsonResponse(envelope([]));
      return jsonResponse(
        envelope({ id: 'u1', isActive: true, emailConfirmed: true, email: 'a@example.test' }),
      );
    });

  it('answers 404 Not Found for a group screen of a user without a group', async () => {
    noGroups();
    renderRoute(<RequireGroupMembership />, {
      path: '/budgets',
      extraRoutes: [{ path: '/dashboard', text: 'dashboard screen' }],
    });
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
  });

  it('goes to the dashboard when that screen was only the return address of a sign-in', async () => {
    noGroups();
    renderRoute(<RequireGroupMembership />, {
      path: '/budgets',
      state: { afterSignIn: true },
      extraRoutes: [{ path: '/dashboard', text: 'dashboard screen' }],
    });
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
  });
});
