import { BACKUP_FORMAT, BACKUP_VERSION, MemberRole } from '@budget/contract';
import type { TestUser } from './accounts.ts';

/**
 * The rows of the authorization matrix: for each route of a group-owned resource, what a request
 * looks like and what each kind of caller gets, in their own group and in someone else's.
 */

export const ACTORS = [
  'owner',
  'member',
  'viewer',
  'outsider',
  'unconfirmed',
  'deleted',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;

/** Route prefixes whose every route must have a row. */
export const GUARDED_PREFIXES = [
  '/api/v1/accounts',
  '/api/v1/reports',
  '/api/v1/groups',
  '/api/v1/categories',
  '/api/v1/transactions',
  '/api/v1/budgets',
  '/api/v1/imports',
  '/api/v1/invitations',
  '/api/v1/attachments',
];

export interface Cell {
  group: string;
  category: string;
  transaction: string;
  budget: string;
  /** An import of the group (one transaction). */
  importBatch: string;
  /** The group's first money account, an empty one, and a transfer between two of its accounts. */
  moneyAccount: string;
  spareAccount: string;
  transfer: string;
  /** Two tags of the group ('Trip' and 'Car'). */
  tag: string;
  spareTag: string;
  /** A rule of the group (setting its category and first tag). */
  rule: string;
  /** A run of the group's rules on its transactions (one that changed nothing). */
  ruleRun: string;
  /** An image attached to `transaction`. */
  attachment: string;
  /** The acting user's id (a random one for anonymous callers). */
  self: string;
  users: Record<'bystander' | 'joiner', TestUser>;
}

export interface Scenario {
  route: string;
  name: string;
  request(cell: Cell): {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
  };
  own: Expected;
  /** Defaults to 404 for every signed-in caller: another household's group is not revealed. */
  other?: Expected;
  /** For list calls: whether the answer may mention the own group (never the other one). */
  lists?: boolean;
  /** Answers CSV rather than the envelope when it succeeds. */
  csv?: boolean;
  /** Answers a group backup (JSON, not the envelope) when it succeeds. */
  backup?: boolean;
  /** Answers a stored file's bytes when it succeeds. */
  file?: boolean;
}

const refusedOutside = { unconfirmed: 403, deleted: 401, anonymous: 401 } as const;
export const OTHER_GROUP: Expected = {
  owner: 404,
  member: 404,
  viewer: 404,
  outsider: 404,
  ...refusedOutside,
};
export const anyConfirmed = (status: number): Expected => ({
  owner: status,
  member: status,
  viewer: status,
  outsider: status,
  ...refusedOutside,
});
export const byRole = (owner: number, member: number, viewer: number): Expected => ({
  owner,
  member,
  viewer,
  outsider: 404,
  ...refusedOutside,
});
export const readers = byRole(200, 200, 200);
/** A one-transaction OFX file, the bank's id new each time so it is never a duplicate. */
const bankFile = (cell: Cell) => ({
  groupId: cell.group,
  fileName: 'matrix.ofx',
  content: `<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20260202<TRNAMT>-9.99<FITID>${Math.random()}<NAME>Matrix</STMTTRN></BANKTRANLIST></STMTRS></OFX>`,
});
const NOBODY_FINDS: Expected = {
  owner: 404,
  member: 404,
  viewer: 404,
  outsider: 404,
  unconfirmed: 404,
  deleted: 404,
  anonymous: 404,
};
const ANYBODY_WAITS: Expected = {
  owner: 200,
  member: 200,
  viewer: 200,
  outsider: 200,
  unconfirmed: 200,
  deleted: 200,
  anonymous: 200,
};
const UNKNOWN_PROGRESS = '6f1f7a52-3c1e-4c7a-9a43-1b1c7e0f2d11';
const UNKNOWN_INVITATION = '0b7d3c52-9a1e-4f0c-8d43-2e6b1f9a7c10';
const UNKNOWN_TOKEN = 'bm90LWEtcmVhbC1pbnZpdGF0aW9uLXRva2VuLWF0LWFsbA';
const EMPTY_BACKUP = {
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: '2026-01-01T00:00:00.000Z',
  group: { name: 'Restored', description: null, timeZone: null },
  categories: [],
  budgets: [],
  transactions: [],
};
export const writers = (status = 200) => byRole(status, status, 403);

const expense = (cell: Cell) => ({
  transactionType: 0,
  name: 'Matrix',
  groupId: cell.group,
  categoryIds: [cell.category],
  date: '2026-02-02',
  amount: 9.99,
  currency: 0,
});

export const SCENARIOS: Scenario[] = [
  // Groups
  {
    route: 'GET /api/v1/groups',
    name: 'list groups',
    request: () => ({ method: 'GET', path: '/groups?includeMembers=true' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'POST /api/v1/groups',
    name: 'create a group',
    request: () => ({ method: 'POST', path: '/groups', body: { name: 'New' } }),
    own: anyConfirmed(201),
    other: anyConfirmed(201),
  },
  {
    route: 'PUT /api/v1/groups',
    name: 'rename the group and set its time zone',
    request: (c) => ({
      method: 'PUT',
      path: '/groups',
      body: { groupId: c.group, name: 'Renamed', description: null, timeZone: 'Europe/Warsaw' },
    }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId',
    name: 'delete the group',
    request: (c) => ({ method: 'DELETE', path: `/groups/${c.group}` }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/assign-users',
    name: 'add a member',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/assign-users',
      body: { groupId: c.group, userEmails: [c.users.joiner.email] },
    }),
    own: writers(),
  },
  {
    route: 'PUT /api/v1/groups/assign-users',
    name: 'add a viewer',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/assign-users',
      body: { groupId: c.group, userEmails: [c.users.joiner.email], role: MemberRole.Viewer },
    }),
    own: writers(),
  },
  {
    route: 'PUT /api/v1/groups/unassign-users',
    name: 'remove another member',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/unassign-users',
      body: { groupId: c.group, userIds: [c.users.bystander.id] },
    }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/unassign-users',
    name: 'leave',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/unassign-users',
      body: { groupId: c.group, userIds: [c.self] },
    }),
    own: byRole(409, 200, 200),
  },
  {
    route: 'PUT /api/v1/groups/change-user-role',
    name: "change another member's role",
    request: (c) => ({
      method: 'PUT',
      path: '/groups/change-user-role',
      body: { groupId: c.group, userId: c.users.bystander.id, role: MemberRole.Viewer },
    }),
    own: byRole(200, 403, 403),
  },
  {
    route: 'PUT /api/v1/groups/change-user-role',
    name: 'promote oneself to Owner',
    request: (c) => ({
      method: 'PUT',
      path: '/groups/change-user-role',
      body: { groupId: c.group, userId: c.self, role: MemberRole.Owner },
    }),
    own: byRole(200, 403, 403),
  },
  // Invitations (the resend and revoke rows name an invitation the group does not have: the
  // role is checked first, so a Viewer hears 403 and Owners and Members 404)
  {
    route: 'GET /api/v1/groups/:groupId/invitations',
    name: "list the group's pending invitations",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/invitations` }),
    own: byRole(200, 200, 403),
  },
  {
    route: 'POST /api/v1/groups/:groupId/invitations/:invitationId/resend',
    name: 'resend an invitation',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/invitations/${UNKNOWN_INVITATION}/resend`,
    }),
    own: byRole(404, 404, 403),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId/invitations/:invitationId',
    name: 'revoke an invitation',
    request: (c) => ({
      method: 'DELETE',
      path: `/groups/${c.group}/invitations/${UNKNOWN_INVITATION}`,
    }),
    own: byRole(404, 404, 403),
  },
  {
    // Public: whoever holds a link sees it; an unknown token is nobody's.
    route: 'GET /api/v1/invitations/:token',
    name: 'look at an invitation by an unknown token',
    request: () => ({ method: 'GET', path: `/invitations/${UNKNOWN_TOKEN}` }),
    own: NOBODY_FINDS,
    other: NOBODY_FINDS,
  },
  {
    route: 'POST /api/v1/invitations/:token/accept',
    name: 'accept an invitation by an unknown token',
    request: () => ({ method: 'POST', path: `/invitations/${UNKNOWN_TOKEN}/accept` }),
    own: anyConfirmed(404),
    other: anyConfirmed(404),
  },
  // Accounts and reports
  {
    route: 'GET /api/v1/accounts',
    name: "one's groups as accounts",
    request: () => ({ method: 'GET', path: '/accounts?currency=2' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/reports',
    name: "a report of all one's groups",
    request: () => ({ method: 'GET', path: '/reports?from=2026-01-01&to=2026-12-31' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
  {
    route: 'GET /api/v1/reports',
    name: 'a report of one group',
    request: (c) => ({ method: 'GET', path: `/reports?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/reports/budgets',
    name: 'budget against actual of one group',
    request: (c) => ({ method: 'GET', path: `/reports/budgets?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/reports/budgets',
    name: "budget against actual of all one's groups",
    request: () => ({ method: 'GET', path: '/reports/budgets' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/reports/members',
    name: 'who paid and each share in one group',
    request: (c) => ({ method: 'GET', path: `/reports/members?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/reports/members',
    name: "who paid and each share in all one's groups",
    request: () => ({ method: 'GET', path: '/reports/members?from=2026-01-01&currency=2' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
  {
    route: 'GET /api/v1/reports/export',
    name: "export one group's transactions",
    request: (c) => ({ method: 'GET', path: `/reports/export?groupIds=${c.group}` }),
    own: readers,
    csv: true,
  },
  {
    route: 'GET /api/v1/reports/export',
    name: "export all one's transactions",
    request: () => ({ method: 'GET', path: '/reports/export' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    csv: true,
  },
  {
    route: 'GET /api/v1/reports/month-totals',
    name: "this and last month's money of one group",
    request: (c) => ({ method: 'GET', path: `/reports/month-totals?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/reports/month-totals',
    name: "this and last month's money of all one's groups",
    request: () => ({ method: 'GET', path: '/reports/month-totals?currency=2' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
  // Backups
  {
    route: 'GET /api/v1/groups/:groupId/backup',
    name: 'back up a group',
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/backup` }),
    own: readers,
    backup: true,
  },
  {
    route: 'POST /api/v1/groups/restore',
    name: 'restore a backup into a new group',
    request: () => ({ method: 'POST', path: '/groups/restore', body: EMPTY_BACKUP }),
    own: anyConfirmed(201),
    other: anyConfirmed(201),
  },
  // Imports
  {
    route: 'POST /api/v1/imports/preview',
    name: 'preview a bank file',
    request: (c) => ({ method: 'POST', path: '/imports/preview', body: bankFile(c) }),
    own: writers(),
  },
  {
    route: 'POST /api/v1/imports',
    name: 'import a bank file',
    request: (c) => ({ method: 'POST', path: '/imports', body: bankFile(c) }),
    own: writers(201),
  },
  {
    // Read by an id only the importing browser knows, without a session (imports.routes.ts).
    route: 'GET /api/v1/imports/progress/:progressId',
    // Every caller hears 'waiting' of an id this process has no import for (imports.service.ts).
    name: 'follow an import by an unknown id',
    request: () => ({ method: 'GET', path: `/imports/progress/${UNKNOWN_PROGRESS}` }),
    own: ANYBODY_WAITS,
    other: ANYBODY_WAITS,
  },
  {
    route: 'GET /api/v1/imports',
    name: "list a group's imports",
    request: (c) => ({ method: 'GET', path: `/imports?groupId=${c.group}` }),
    own: readers,
  },
  {
    route: 'DELETE /api/v1/imports/:importId',
    name: 'undo an import',
    request: (c) => ({ method: 'DELETE', path: `/imports/${c.importBatch}` }),
    own: writers(),
  },
  {
    route: 'PUT /api/v1/imports/:importId/sharing',
    name: "change who paid an import's transactions and how they are split",
    request: (c) => ({
      method: 'PUT',
      path: `/imports/${c.importBatch}/sharing`,
      body: {
        paidBy: c.users.bystander.id,
        split: { method: 0, parts: [{ userId: c.users.bystander.id, value: 1 }] },
      },
    }),
    own: writers(),
  },
  // Sharing
  {
    route: 'GET /api/v1/groups/:groupId/balances',
    name: "read a group's balances",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/balances` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/groups/settle-up',
    name: "who owes whom in one's groups",
    request: () => ({ method: 'GET', path: '/groups/settle-up' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/groups/settle-up',
    name: 'who owes whom in one group',
    request: (c) => ({ method: 'GET', path: `/groups/settle-up?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/groups/:groupId/settlements',
    name: 'record a settlement between members',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/settlements`,
      body: {
        fromUserId: c.users.bystander.id,
        toUserId: c.self,
        amount: 5,
        currency: 0,
        // Older than the fixtures' transactions: lists of all groups still show those first.
        date: '2001-01-01',
      },
    }),
    own: writers(201),
  },
  {
    route: 'GET /api/v1/groups/:groupId/sharing',
    name: "read a group's sharing settings",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/sharing` }),
    own: readers,
  },
  {
    route: 'PUT /api/v1/groups/:groupId/sharing',
    name: "set a group's sharing settings",
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/sharing`,
      body: { settlementCurrency: 1, defaultSplit: null },
    }),
    own: byRole(200, 403, 403),
  },
  // Categories
  {
    route: 'GET /api/v1/categories',
    name: "list all one's categories",
    request: () => ({ method: 'GET', path: '/categories' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/categories',
    name: "list one group's categories",
    request: (c) => ({ method: 'GET', path: `/categories?groupsId=${c.group}` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/categories',
    name: 'create a category',
    request: (c) => ({
      method: 'POST',
      path: '/categories',
      body: { name: 'Fresh', groupId: c.group },
    }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/categories',
    name: 'rename a category',
    request: (c) => ({
      method: 'PUT',
      path: '/categories',
      body: { categoryId: c.category, name: 'Renamed' },
    }),
    own: writers(),
  },
  {
    route: 'DELETE /api/v1/categories',
    name: 'delete a category',
    request: (c) => ({ method: 'DELETE', path: `/categories?categoryId=${c.category}` }),
    own: writers(),
  },
  // Transactions
  {
    route: 'GET /api/v1/transactions',
    name: "list all one's transactions",
    request: () => ({ method: 'GET', path: '/transactions?pageSize=500' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/transactions',
    name: "list one group's transactions",
    request: (c) => ({ method: 'GET', path: `/transactions?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/transactions/page',
    name: "a page of one group's search, without its figures",
    request: (c) => ({
      method: 'GET',
      path: `/transactions/page?groupIds=${c.group}&filter=lunch`,
    }),
    own: readers,
  },
  {
    route: 'GET /api/v1/transactions/totals',
    name: "the figures of one group's search",
    request: (c) => ({
      method: 'GET',
      path: `/transactions/totals?groupIds=${c.group}&filter=lunch`,
    }),
    own: readers,
  },
  {
    route: 'GET /api/v1/transactions/:transactionId',
    name: 'one transaction, as its edit address reads it',
    request: (c) => ({ method: 'GET', path: `/transactions/${c.transaction}` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/transactions',
    name: 'add a transaction',
    request: (c) => ({ method: 'POST', path: '/transactions', body: expense(c) }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/transactions',
    name: 'edit a transaction',
    request: (c) => ({
      method: 'PUT',
      path: '/transactions',
      body: { ...expense(c), transactionId: c.transaction },
    }),
    own: writers(),
  },
  {
    route: 'DELETE /api/v1/transactions/:transactionId',
    name: 'delete a transaction',
    request: (c) => ({ method: 'DELETE', path: `/transactions/${c.transaction}` }),
    own: writers(),
  },
  {
    route: 'POST /api/v1/transactions',
    name: 'add a recurring transaction',
    request: (c) => ({
      method: 'POST',
      path: '/transactions',
      body: { ...expense(c), recurring: true, recurringPeriod: 2 },
    }),
    own: writers(201),
  },
  {
    route: 'DELETE /api/v1/transactions/:transactionId',
    name: 'delete a transaction and the following ones',
    request: (c) => ({ method: 'DELETE', path: `/transactions/${c.transaction}?scope=following` }),
    own: writers(),
  },
  {
    route: 'GET /api/v1/transactions/upcoming',
    name: "list one's upcoming recurring transactions",
    request: () => ({ method: 'GET', path: '/transactions/upcoming' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
  {
    route: 'GET /api/v1/transactions/upcoming',
    name: "list one group's upcoming recurring transactions",
    request: (c) => ({ method: 'GET', path: `/transactions/upcoming?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/transactions/upcoming',
    name: "list one group's recurring transactions due within a week",
    request: (c) => ({ method: 'GET', path: `/transactions/upcoming?groupIds=${c.group}&days=7` }),
    own: readers,
  },
  // Budgets
  {
    route: 'GET /api/v1/budgets',
    name: "list all one's budgets",
    request: () => ({ method: 'GET', path: '/budgets' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
    lists: true,
  },
  {
    route: 'GET /api/v1/budgets',
    name: "list one group's budgets",
    request: (c) => ({ method: 'GET', path: `/budgets?groupIds=${c.group}` }),
    own: readers,
  },
  {
    route: 'GET /api/v1/budgets/summary',
    name: "total of one's budgets",
    request: () => ({ method: 'GET', path: '/budgets/summary' }),
    own: anyConfirmed(200),
    other: anyConfirmed(200),
  },
  {
    route: 'POST /api/v1/budgets',
    name: 'create a budget',
    request: (c) => ({
      method: 'POST',
      path: '/budgets',
      body: {
        name: 'B',
        groupId: c.group,
        amount: 10,
        currency: 0,
        periodType: 2,
        startDate: '2026-01-01',
        categoryIds: [c.category],
      },
    }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/budgets',
    name: 'edit a budget',
    request: (c) => ({
      method: 'PUT',
      path: '/budgets',
      body: {
        budgetId: c.budget,
        name: 'B2',
        amount: 20,
        currency: 0,
        periodType: 1,
        startDate: '2026-01-01',
      },
    }),
    own: writers(),
  },
  {
    route: 'DELETE /api/v1/budgets',
    name: 'delete a budget',
    request: (c) => ({ method: 'DELETE', path: `/budgets?budgetId=${c.budget}` }),
    own: writers(),
  },
];
