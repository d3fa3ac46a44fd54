import { DEFAULT_PREFERENCES, MemberRole, type BootData } from '@budget/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetListParams } from '@/lib/api/get-budgets.ts';
import { budgetKeys } from '@/lib/query-keys.ts';
import { startFirstScreenCalls } from './first-screen-calls.ts';

const GROUP = {
  id: 'g1',
  name: 'Home',
  description: null,
  role: MemberRole.Owner,
  groupMembers: [],
  timeZone: 'Europe/Warsaw',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const BOOT: BootData = {
  user: {
    id: 'u1',
    username: 'ann',
    email: 'ann@example.test',
    firstName: null,
    lastName: null,
    roles: [],
    isActive: true,
    emailConfirmed: true,
    isEmailConfirmed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  preferences: { ...DEFAULT_PREFERENCES, displayCurrency: 3 },
  groups: [GROUP],
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
  startFirstScreenCalls(client, boot, new URL(address, 'http://app.test'));
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
    // A date point in the address, another screen, no group, an inactive user on /budgets.
    expect(startedFor('/budgets?datePoint=2026-03-01').urls).toEqual([]);
    expect(startedFor('/transactions').urls).toEqual([]);
    expect(startedFor('/dashboard', { ...BOOT, groups: [] }).urls).toEqual([]);
    expect(startedFor('/dashboard', { ...BOOT, groups: null }).urls).toEqual([]);
    const inactive = { ...BOOT, user: { ...BOOT.user, isActive: false } };
    expect(startedFor('/budgets', inactive).urls).toEqual([]);
  });
});
