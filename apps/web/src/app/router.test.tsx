import { DEFAULT_PREFERENCES, type UserProfile } from '@budget/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

// The data router builds a fetch Request with jsdom's AbortSignal, which Node's Request refuses;
// the lazy routes need no signal of their own here.
class RequestWithoutSignal extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, { ...init, signal: null });
  }
}
beforeEach(() => vi.stubGlobal('Request', RequestWithoutSignal));
afterEach(() => vi.unstubAllGlobals());

/** The whole route table at `path`, for the given user (null: a visitor). */
function openApp(path: string, user: UserProfile | null) {
  stubApi({
    ...(user ? sessionHandlers(user) : {}),
    'GET /users/me/preferences': () => DEFAULT_PREFERENCES,
    'GET /groups': () => [groupOf()],
    'GET /budgets': () => [],
    'GET /budgets/summary': () => ({
      total: 0,
      currency: 0,
      activeBudgets: 0,
      unconvertedCurrencies: [],
    }),
    'GET /status/version': () => ({ version: '1.0.0' }),
  });
  const client = createQueryClient();
  client.setQueryData(sessionKeys.current(), user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the sign-in screens', () => {
  it('send a signed-in user on to the dashboard instead of showing the form', async () => {
    for (const path of ['/login', '/register']) {
      const router = openApp(path, profileOf());
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Create Account' })).toBeNull();
      router.dispose();
    }
  });

  it('show the form to a visitor', async () => {
    const router = openApp('/login', null);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('an unknown path', () => {
  it('shows 404 Not Found inside the shell, sidebar and all, for a signed-in user', async () => {
    openApp('/no/such/page', profileOf());
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Groups' })).toBeTruthy();
  });

  it('shows 404 Not Found on a page of its own for a visitor', async () => {
    openApp('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });
});
