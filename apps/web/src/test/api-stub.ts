import type { Group, MoneyAccount, NetWorth, UserProfile } from '@budget/contract';
import { envelope, errorEnvelope, jsonResponse, mockFetch, type FetchMock } from './fetch-mock.ts';

/** What a stubbed endpoint receives. */
export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A handler's answer: a Response as is, anything else as the data of a success envelope. */
export type StubHandler = (request: StubRequest) => unknown;

/**
 * Serves API calls from handlers keyed 'METHOD /path' (below /api/v1, without the query).
 * Unknown calls answer 404, so a call a test did not expect fails loudly.
 */
export function stubApi(handlers: Record<string, StubHandler>): FetchMock {
  return mockFetch().mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const handler = handlers[`${method} ${path}`] ?? defaultHandler(method, path);
    if (!handler)
      return jsonResponse(errorEnvelope(`No stub for ${method} ${path}`, 0), { status: 404 });
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const result = await handler({ method, url, body });
    return result instanceof Response ? result : jsonResponse(envelope(result));
  });
}

const noRuleMatched = {
  matched: [],
  categoryIds: null,
  tagIds: [],
  paidBy: null,
  split: null,
  name: null,
  description: null,
};

/**
 * What the server always has: every group holds one open account ('Main account', as a group
 * starts), no tags, no rules and no rules applied, so a test about something else need not stub the accounts and tags the
 * forms and list read.
 */
function defaultHandler(method: string, path: string): StubHandler | undefined {
  // A group starts with no tags.
  if (method === 'GET' && /^\/groups\/[^/]+\/tags$/.test(path)) return () => [];
  // Nor rules: a preview matches none.
  if (method === 'POST' && /^\/groups\/[^/]+\/rules\/preview$/.test(path))
    return () => noRuleMatched;
  // Nor rules applied to its transactions.
  if (method === 'GET' && /^\/groups\/[^/]+\/rule-runs$/.test(path)) return () => [];
  const groupId = /^\/groups\/([^/]+)\/money-accounts$/.exec(path)?.[1];
  if (method !== 'GET' || groupId === undefined) return undefined;
  return () => [moneyAccountOf({ id: `main-${groupId}`, groupId })];
}

export function moneyAccountOf(overrides: Partial<MoneyAccount> = {}): MoneyAccount {
  return {
    id: 'm1',
    groupId: 'g1',
    name: 'Main account',
    kind: 0,
    currency: 0,
    openingBalance: 0,
    openingDate: '2026-01-02',
    bankIdentifier: null,
    ownerUserId: null,
    commonMoney: false,
    closed: false,
    closedAt: null,
    balance: 0,
    otherCurrencies: [],
    transactionCount: 0,
    lastTransactionDate: null,
    clearedBalance: 0,
    lastReconciledDate: null,
    checkpointMismatch: null,
    balanceHistory: [],
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A group's (or every group's) net worth: nothing held unless overridden. */
export function netWorthOf(overrides: Partial<NetWorth> = {}): NetWorth {
  return {
    currencies: [],
    assets: 0,
    liabilities: 0,
    net: 0,
    unconvertedCurrencies: [],
    ...overrides,
  };
}

/** The calls a stub received for one 'METHOD /path'. */
export function callsTo(mock: FetchMock, key: string): StubRequest[] {
  return mock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      return { method, url, body };
    })
    .filter(({ method, url }) => `${method} ${url.pathname.replace(/^\/api\/v1/, '')}` === key);
}

export function profileOf(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-ann',
    username: 'ann',
    email: 'ann@example.test',
    firstName: null,
    lastName: null,
    roles: ['User'],
    isActive: true,
    emailConfirmed: true,
    isEmailConfirmed: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The session calls of start-up, answered for the given user. */
export function sessionHandlers(user: UserProfile): Record<string, StubHandler> {
  return {
    'GET /auth/validate': () => ({ isAuthenticated: true }),
    'GET /users/me': () => user,
  };
}

export function groupOf(overrides: Partial<Group> = {}): Group {
  return {
    id: 'g1',
    name: 'Household',
    description: 'Rent and groceries',
    role: 1,
    timeZone: 'UTC',
    groupMembers: [
      {
        userId: 'u-ann',
        name: 'Ann',
        userEmail: 'ann@example.test',
        role: 1,
        joinedAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}
