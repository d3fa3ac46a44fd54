import { DEFAULT_PREFERENCES, type BootData } from '@budget/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetListParams } from '@/lib/api/get-budgets.ts';
import {
  accountKeys,
  balanceKeys,
  budgetKeys,
  reportKeys,
  transactionKeys,
} from '@/lib/query-keys.ts';
import { groupOf, profileOf } from '@/test/api-stub.ts';
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

/** The API paths (with their queries) of the calls started so far, in order. */
const calledUrls = () =>
  fetchMock.mock.calls.map((call) => String((call as unknown[])[0]).replace(/^.*\/api\/v1/, ''));

function startedFor(address: string, boot: BootData = BOOT) {
  const client = new QueryClient();
  startFirstScreen(client, boot, new URL(address, 'http://app.test'));
  return { client, urls: calledUrls() };
}

/** The calls a screen started from its own code, loaded first. */
async function startedLaterFor(address: string, count: number) {
  startFirstScreen(new QueryClient(), BOOT, new URL(address, 'http://app.test'));
  // The screen's module is compiled on its first import, which takes a while on a busy machine.
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(count), { timeout: 15_000 });
  return calledUrls();
}

describe("the first screen's calls started from the page's boot data", () => {
  it("starts the dashboard's budgets and money sections, in the user's currency", () => {
    for (const address of ['/', '/dashboard', '/dashboard/']) {
      fetchMock.mockClear();
      const { client, urls } = startedFor(address);
      expect(urls).toEqual([
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
    // A statement's list shows no 'Coming up', and its page comes with its account's.
    fetchMock.mockClear();
    expect(await startedLaterFor(`/transactions?groupId=${group}&account=a1`, 2)).toEqual([
      `/categories?groupsId=${group}`,
      `/groups/${group}/money-accounts`,
    ]);
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
    expect(urls).toEqual([
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
