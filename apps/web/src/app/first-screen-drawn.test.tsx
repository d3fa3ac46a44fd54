import { DEFAULT_PREFERENCES, type BootData } from '@budget/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountsPage } from '@/features/accounts/components/accounts-page.tsx';
import { BudgetsPage } from '@/features/budgets/components/budgets-page.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { handlers as reportHandlers } from '@/features/reports/components/report-fixtures.ts';
import { ReportsPage } from '@/features/reports/components/reports-page.tsx';
import { TransactionsPage } from '@/features/transactions/components/transactions-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { seedBootData } from '@/lib/session/boot-data.ts';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { accountOf, accountsOf } from '@/test/accounts-fixtures.ts';
import { budgetOf } from '@/test/budgets-fixtures.ts';
import { quietMoneyHandlers } from '@/test/dashboard-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { startFirstScreen } from './first-screen.ts';

/**
 * Each first screen drawn from the answers its page started (app/first-screen.ts): it asks for
 * none of them again. Its calls themselves are checked in first-screen.test.tsx.
 */
const BOOT: BootData = {
  user: profileOf(),
  preferences: { ...DEFAULT_PREFERENCES, displayCurrency: 3 },
  groups: [groupOf()],
};

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
    // /reports and /transactions start their calls once their own code has loaded (compiled on
    // its first import, which takes a while on a busy machine).
    await vi.waitFor(() => expect(api).toHaveBeenCalled(), { timeout: 15_000 });
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
