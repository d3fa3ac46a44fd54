import { anyConfirmed, readers, writers, type Scenario } from './authorization-scenarios.ts';

/** The authorization matrix's rows of money accounts and transfers between them. */
export const MONEY_ACCOUNT_SCENARIOS: Scenario[] = [
  {
    route: 'GET /api/v1/groups/:groupId/money-accounts',
    name: "list a group's money accounts",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/money-accounts` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/groups/:groupId/money-accounts',
    name: 'open a money account',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/money-accounts`,
      body: { name: `Cash ${Math.random()}`, currency: 0 },
    }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/groups/:groupId/money-accounts/:moneyAccountId',
    name: 'rename a money account',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/money-accounts/${c.moneyAccount}`,
      body: { name: 'Household account' },
    }),
    own: writers(200),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId/money-accounts/:moneyAccountId',
    name: 'delete an empty money account',
    request: (c) => ({
      method: 'DELETE',
      path: `/groups/${c.group}/money-accounts/${c.spareAccount}`,
    }),
    own: writers(200),
  },
  {
    route: 'POST /api/v1/groups/:groupId/transfers',
    name: 'move money between two accounts',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/transfers`,
      body: {
        fromMoneyAccountId: c.moneyAccount,
        toMoneyAccountId: c.spareAccount,
        amount: 5,
        // Older than the fixtures' transactions: lists of all groups still show those first.
        date: '2001-01-01',
      },
    }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/groups/:groupId/transfers/:transactionId',
    name: 'change a transfer between accounts',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/transfers/${c.transfer}`,
      body: {
        fromMoneyAccountId: c.spareAccount,
        toMoneyAccountId: c.moneyAccount,
        amount: 7,
        date: '2001-01-02',
      },
    }),
    own: writers(200),
  },
  {
    route: 'GET /api/v1/groups/:groupId/money-accounts/:moneyAccountId/reconciliation',
    name: 'see an account against a statement balance',
    request: (c) => ({
      method: 'GET',
      path: `/groups/${c.group}/money-accounts/${c.moneyAccount}/reconciliation?date=2026-01-31&balance=10`,
    }),
    own: readers,
  },
  {
    route: 'PUT /api/v1/groups/:groupId/money-accounts/:moneyAccountId/cleared',
    name: 'mark transactions of an account cleared',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/money-accounts/${c.moneyAccount}/cleared`,
      body: { transactionIds: [c.transfer], cleared: true },
    }),
    own: writers(200),
  },
  {
    route: 'POST /api/v1/groups/:groupId/money-accounts/:moneyAccountId/reconcile',
    name: 'reconcile an account',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/money-accounts/${c.moneyAccount}/reconcile`,
      // Before any of the fixtures' rows: the cleared balance is the opening balance, 0.
      body: { date: '2000-01-01', balance: 0 },
    }),
    own: writers(200),
  },
  {
    route: 'GET /api/v1/reports/net-worth',
    name: "one group's net worth per month",
    request: (c) => ({ method: 'GET', path: `/reports/net-worth?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/reports/net-worth',
    name: "the net worth of all one's groups per month",
    request: () => ({ method: 'GET', path: '/reports/net-worth?from=2026-01-01&currency=2' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
];
