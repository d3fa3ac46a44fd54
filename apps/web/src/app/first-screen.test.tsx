import { DEFAULT_PREFERENCES, type BootData } from '@budget/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BudgetsPage } from '@/features/budgets/components/budgets-page.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { budgetListParams } from '@/lib/api/get-budgets.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { budgetKeys } from '@/lib/query-keys.ts';
import { seedBootData } from '@/lib/session/boot-data.ts';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { startFirstScreen } from './first-screen.ts';

const BOOT: BootData = {
  user: profileOf(),
  preferences: { ...DEFAULT_PREFERENCES, displayCurrency: 3 },
  groups: [groupOf()],
};

const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

/** The addresses of the calls started, in order. */
function startedFor(address: string, boot: BootData = BOOT) {
  const client = new QueryClient();
  startFirstScreen(client, boot, new URL(address, 'http://app.test'));
  return { client, urls: fetchMock.mock.calls.map((call) => String((call as unknown[])[0])) };
}

describe("the first screen's calls started from the page's boot data", () => {
  it("starts the dashboard's budget total, in the user's currency, and its budget list", () => {
    for (const address of ['/', '/dashboard', '/dashboard/']) {
      fetchMock.mockClear();
      const { client, urls } = startedFor(address);
      expect(urls).toHaveLength(2);
      expect(urls[0]).toContain('/budgets/summary?currency=3');
      expect(client.getQueryState(budgetKeys.summary(3))?.fetchStatus).toBe('fetching');
      const list = budgetKeys.list(budgetListParams('dashboard'));
      expect(client.getQueryState(list)?.fetchStatus).toBe('fetching');
    }
  });

  it("starts the budgets screen's list of today's budgets", () => {
    const { client, urls } = startedFor('/budgets');
    expect(urls).toHaveLength(1);
    const list = budgetKeys.list(budgetListParams('budgets'));
    expect(client.getQueryState(list)?.fetchStatus).toBe('fetching');
  });

  it('starts nothing the screen would not ask for', () => {
    // A date point in the address, another screen, no group, no groups sent (a user the group
    // calls refuse).
    expect(startedFor('/budgets?datePoint=2026-03-01').urls).toEqual([]);
    expect(startedFor('/transactions').urls).toEqual([]);
    expect(startedFor('/dashboard', { ...BOOT, groups: [] }).urls).toEqual([]);
    expect(startedFor('/budgets', { ...BOOT, groups: null }).urls).toEqual([]);
  });
});

describe('a first screen opened with the calls the page started', () => {
  /** The page's start as the app makes it (app/providers.tsx), its calls answered. */
  async function startedPage(address: string) {
    const api = stubApi({
      ...sessionHandlers(BOOT.user),
      'GET /groups': () => BOOT.groups,
      'GET /budgets': () => [budgetOf({ name: 'Groceries' })],
      'GET /budgets/summary': () => ({
        total: 12_345,
        currency: 3,
        activeBudgets: 1,
        unconvertedCurrencies: [],
      }),
    });
    const queryClient = createQueryClient();
    seedBootData(queryClient, BOOT);
    startFirstScreen(queryClient, BOOT, new URL(address, 'http://app.test'));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return { api, queryClient };
  }

  it('draws the dashboard from those answers, asking for each once', async () => {
    const { api, queryClient } = await startedPage('/dashboard');
    renderRoute(<DashboardPage />, { path: '/dashboard', queryClient });
    await screen.findByText('Groceries');
    expect(await screen.findByTestId('total')).toBeTruthy();
    expect(callsTo(api, 'GET /budgets/summary')).toHaveLength(1);
    expect(callsTo(api, 'GET /budgets')).toHaveLength(1);
  });

  it("draws /budgets from that answer, asking once, and asks again on the screen's next opening", async () => {
    const { api, queryClient } = await startedPage('/budgets');
    const view = renderRoute(<BudgetsPage />, { path: '/budgets', queryClient });
    await screen.findByRole('article', { name: 'Groceries' });
    expect(callsTo(api, 'GET /budgets')).toHaveLength(1);
    view.unmount();
    // Opened again later, as a user does: not in the same task as leaving it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderRoute(<BudgetsPage />, { path: '/budgets', queryClient });
    // StrictMode mounts it twice in development, and the first mount's call is cancelled.
    await vi.waitFor(() => expect(callsTo(api, 'GET /budgets').length).toBeGreaterThan(1));
  });
});
