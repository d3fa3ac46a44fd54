import { DEFAULT_PREFERENCES, type BootData } from '@budget/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BudgetsPage } from '@/features/budgets/components/budgets-page.tsx';
import { AccountsPage } from '@/features/accounts/components/accounts-page.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { handlers as reportHandlers } from '@/features/reports/components/report-fixtures.ts';
import { ReportsPage } from '@/features/reports/components/reports-page.tsx';
import { TransactionsPage } from '@/features/transactions/components/transactions-page.tsx';
import { budgetListParams } from '@/lib/api/get-budgets.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import {
  accountKeys,
  balanceKeys,
  budgetKeys,
  reportKeys,
  transactionKeys,
} from '@/lib/query-keys.ts';
import { seedBootData } from '@/lib/session/boot-data.ts';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { accountOf, accountsOf } from '@/test/accounts-fixtures.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import { quietMoneyHandlers } from '@/test/dashboard-fixtures.ts';
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

/** The addresses of the calls started so far, in order. */
const calledUrls = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));

function startedFor(address: string, boot: BootData = BOOT) {
  const client = new QueryClient();
  startFirstScreen(client, boot, new URL(address, 'http://app.test'));
  return { client, urls: calledUrls() };
}

/** The API paths (with their queries) of the calls a screen started from its own code. */
async function startedLaterFor(address: string, count: number) {
  startFirstScreen(new QueryClient(), BOOT, new URL(address, 'http://app.test'));
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(count));
  return calledUrls().map((url) => url.replace(/^.*\/api\/v1/, ''));
}

describe("the first screen's calls started from the page's boot data", () => {
  it("starts the dashboard's budgets and money sections, in the user's currency", () => {
    for (const address of ['/', '/dashboard', '/dashboard/']) {
      fetchMock.mockClear();
      const { client, urls } = startedFor(address);
      expect(urls.map((url) => url.replace(/^.*\/api\/v1/, ''))).toEqual([
        '/budgets/summary?currency=3',
        '/budgets?onlyActualPeriod=false',
        '/reports/month-totals?currency=3',
        '/transactions?page=1&pageSize=10',
        '/groups/settle-up',
        '/transactions/upcoming?days=7',
      ]);
      for (const key of [
        budgetKeys.summary(3),
        budgetKeys.list(budgetListParams('dashboard')),
        reportKeys.monthTotals(3),
        transactionKeys.latest(10),
        balanceKeys.settleUp(),
        transactionKeys.upcoming([], 7),
      ]) {
        expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
      }
    }
  });

  it("starts the report's four calls with the filters of the address", async () => {
    const year = new Date().getFullYear();
    const query = `?from=${year}-01-01&to=${year}-12-31&currency=3`;
    expect(await startedLaterFor('/reports', 4)).toEqual(
      ['/reports', '/reports/net-worth', '/reports/members', '/reports/budgets'].map(
        (path) => path + query,
      ),
    );
    fetchMock.mockClear();
    const group = BOOT.groups?.[0]?.id ?? '';
    const filtered = await startedLaterFor(
      `/reports?group=${group}&range=last-year&currency=EUR`,
      4,
    );
    expect(filtered[0]).toBe(
      `/reports?groupIds=${group}&from=${year - 1}-01-01&to=${year - 1}-12-31&currency=2`,
    );
  });

  it("starts the transactions list's calls with the filters of the address", async () => {
    const group = BOOT.groups?.[0]?.id ?? '';
    expect(await startedLaterFor('/transactions', 5)).toEqual([
      '/categories',
      `/groups/${group}/money-accounts`,
      '/transactions?transactionType=1&currency=3&page=1&pageSize=50',
      '/transactions?transactionType=0&currency=3&page=1&pageSize=50',
      '/transactions/upcoming',
    ]);
    fetchMock.mockClear();
    const expenses = await startedLaterFor(`/transactions?groupId=${group}&type=expense`, 4);
    expect(expenses[2]).toBe(
      `/transactions?transactionType=0&groupIds=${group}&currency=3&page=1&pageSize=50`,
    );
    // A search's page and figures are asked for apart by its cards, which start them.
    fetchMock.mockClear();
    expect(await startedLaterFor('/transactions?q=rent', 3)).toEqual([
      '/categories',
      `/groups/${group}/money-accounts`,
      '/transactions/upcoming',
    ]);
  });

  it("starts the accounts overview's total and each group's money accounts", () => {
    const { client, urls } = startedFor('/accounts');
    expect(urls.map((url) => url.replace(/^.*\/api\/v1/, ''))).toEqual([
      '/accounts?currency=3',
      `/groups/${BOOT.groups?.[0]?.id ?? ''}/money-accounts`,
    ]);
    expect(client.getQueryState(accountKeys.list(3))?.fetchStatus).toBe('fetching');
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
    expect(startedFor('/groups').urls).toEqual([]);
    expect(startedFor('/accounts?currency=EUR').urls).toEqual([]);
    expect(startedFor('/dashboard', { ...BOOT, groups: [] }).urls).toEqual([]);
    expect(startedFor('/budgets', { ...BOOT, groups: null }).urls).toEqual([]);
  });
});

describe('a first screen opened with the calls the page started', () => {
  /** The page's start as the app makes it (app/providers.tsx), its calls answered. */
  async function startedPage(address: string) {
    const api = stubApi({
      ...reportHandlers(),
      ...quietMoneyHandlers,
      ...sessionHandlers(BOOT.user),
      'GET /groups': () => BOOT.groups,
      'GET /categories': () => [],
      'GET /accounts': () => accountsOf(3, { accounts: [accountOf()] }),
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
    // /reports starts its calls once its own code has loaded.
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return { api, queryClient };
  }

  function expectAskedOnce(api: ReturnType<typeof stubApi>, calls: string[]) {
    for (const call of calls) expect(callsTo(api, call), call).toHaveLength(1);
  }

  it('draws the dashboard from those answers, asking for each once', async () => {
    const { api, queryClient } = await startedPage('/dashboard');
    renderRoute(<DashboardPage />, { path: '/dashboard', queryClient });
    await screen.findByText('Groceries');
    expect(await screen.findByTestId('total')).toBeTruthy();
    await screen.findByRole('region', { name: 'Latest transactions' });
    expectAskedOnce(api, [
      'GET /budgets/summary',
      'GET /budgets',
      'GET /reports/month-totals',
      'GET /transactions',
      'GET /groups/settle-up',
      'GET /transactions/upcoming',
    ]);
  });

  it('draws the transactions list from those answers, asking for each once', async () => {
    const { api, queryClient } = await startedPage('/transactions');
    renderRoute(<TransactionsPage />, { path: '/transactions', queryClient });
    await screen.findByRole('region', { name: 'Expenses' });
    expectAskedOnce(api, [
      'GET /categories',
      `GET /groups/${BOOT.groups?.[0]?.id ?? ''}/money-accounts`,
      'GET /transactions/upcoming',
    ]);
    expect(callsTo(api, 'GET /transactions')).toHaveLength(2);
  });

  it('draws /accounts from those answers, asking for each once', async () => {
    const { api, queryClient } = await startedPage('/accounts');
    renderRoute(<AccountsPage />, { path: '/accounts', queryClient });
    await screen.findByRole('heading', { name: 'Household' });
    expectAskedOnce(api, ['GET /accounts', 'GET /groups/g1/money-accounts']);
  });

  it('draws the report from those answers, asking for each once', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 288 }),
    );
    const { api, queryClient } = await startedPage('/reports');
    renderRoute(<ReportsPage />, { path: '/reports', queryClient });
    expect(await screen.findByTestId('summary-income')).toBeTruthy();
    expectAskedOnce(api, [
      'GET /reports',
      'GET /reports/net-worth',
      'GET /reports/members',
      'GET /reports/budgets',
    ]);
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
