import { DEFAULT_PREFERENCES, type UserProfile } from '@budget/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

// The data router builds a fetch Request with jsdom's AbortSignal, which Node's Request refuses.
class RequestWithoutSignal extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, { ...init, signal: null });
  }
}

beforeEach(async () => {
  vi.stubGlobal('Request', RequestWithoutSignal);
  await setLanguage('pl');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  applyPreferences(DEFAULT_PREFERENCES);
  await setLanguage('en');
});

/** The whole route table at `path` for a user who chose Polish. */
function openApp(path: string, user: UserProfile) {
  stubApi({
    ...sessionHandlers(user),
    'GET /users/me/preferences': () => ({ ...DEFAULT_PREFERENCES, language: 'pl' }),
    'GET /groups': () => [groupOf()],
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

describe('the shell in Polish', () => {
  it('names the sidebar, its links, the user menu and 404 in Polish, the versions as always', async () => {
    openApp('/no/such/page', profileOf());
    expect(await screen.findByRole('heading', { name: '404 Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do pulpitu' })).toBeTruthy();
    const sidebar = await screen.findByRole('complementary', { name: 'Pasek boczny' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Menu główne' });
    expect(await within(nav).findByRole('link', { name: 'Transakcje' })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Pulpit',
      'Grupy',
      'Konta',
      'Budżety',
      'Transakcje',
      'Salda',
      'Import',
      'Kategorie',
      'Tagi',
      'Reguły',
      'Raporty',
    ]);
    expect(within(sidebar).getByRole('button', { name: 'Zwiń pasek boczny' })).toBeTruthy();
    // Polish in every language.
    expect(within(sidebar).getByText('Wersja GUI:')).toBeTruthy();
    expect(within(sidebar).getByText('Wersja API:')).toBeTruthy();
    expect(within(sidebar).getByText('Kompilacja:')).toBeTruthy();

    await userEvent.setup().click(screen.getByTestId('user-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Ustawienia' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Wyloguj się' })).toBeTruthy();
  });

  it('keeps the sidebar in English for an English reader', async () => {
    await setLanguage('en');
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /users/me/preferences': () => ({ ...DEFAULT_PREFERENCES, language: 'en' }),
      'GET /groups': () => [groupOf()],
      'GET /status/version': () => ({ version: '1.0.0' }),
    });
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), profileOf());
    render(
      <AppProviders client={client}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/nowhere'] })} />
      </AppProviders>,
    );
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Transactions' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(sidebar).getByText('Wersja GUI:')).toBeTruthy();
    expect(within(sidebar).getByText('Build:')).toBeTruthy();
  });
});
