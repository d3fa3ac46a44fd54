import type { z } from 'zod';
import type { QueryOf } from './query-of.ts';
import type { AttachmentEndpoints } from './attachment-endpoints.ts';
import type { AuthEndpoints } from './auth-endpoints.ts';
import type { GroupBackup } from './backups.ts';
import type {
  Budget,
  BudgetSummary,
  budgetSummaryQuerySchema,
  CreateBudgetRequest,
  deleteBudgetQuerySchema,
  listBudgetsQuerySchema,
  UpdateBudgetRequest,
} from './budgets.ts';
import type {
  Category,
  CreateCategoryRequest,
  deleteCategoryQuerySchema,
  listCategoriesQuerySchema,
  UpdateCategoryRequest,
} from './categories.ts';
import type {
  AssignUsersRequest,
  ChangeUserRoleRequest,
  CreateGroupRequest,
  Group,
  groupIdParamsSchema,
  listGroupsQuerySchema,
  UnassignUsersRequest,
  UpdateGroupRequest,
} from './groups.ts';
import type {
  AcceptedInvitation,
  GroupInvitation,
  groupInvitationParamsSchema,
  InvitationLink,
  invitationTokenParamsSchema,
} from './invitations.ts';
import type { MoneyAccountEndpoints } from './money-account-endpoints.ts';
import type { NotificationEndpoints } from './notifications.ts';
import type { ExchangeRate, importRatesRequestSchema, importRatesResponseSchema } from './rates.ts';
import type { ImportEndpoints } from './import-endpoints.ts';
import type { ReportEndpoints } from './report-endpoints.ts';
import type { RuleEndpoints } from './rule-endpoints.ts';
import type { TagEndpoints } from './tag-endpoints.ts';
import type {
  CreateSettlementRequest,
  GroupBalances,
  GroupSettleUp,
  GroupSharing,
  GroupSharingRequest,
  settleUpQuerySchema,
} from './sharing.ts';
import type {
  listTransactionsQuerySchema,
  TransactionPage,
  TransactionRows,
  TransactionTotals,
} from './transaction-lists.ts';
import type {
  CreateTransactionRequest,
  deleteTransactionQuerySchema,
  Transaction,
  transactionIdParamsSchema,
  UpcomingTransaction,
  upcomingTransactionsQuerySchema,
  UpdateTransactionRequest,
} from './transactions.ts';

/** GET /transactions, its page and its totals. */
type ListQuery = QueryOf<typeof listTransactionsQuerySchema>;

/** What one endpoint takes and answers: `response` is the envelope's `data`. */
export interface EndpointShape {
  body?: unknown;
  query?: unknown;
  params?: Record<string, string>;
  response: unknown;
}

/**
 * Every endpoint of the API, keyed `METHOD /path` as callers write it after API_BASE_PATH, with
 * path parameters as the routes declare them (`/groups/:groupId`). Types only: what each route of
 * apps/api/src/modules/\*\/\*.routes.ts validates and answers, from the same schemas. Downloads
 * that are not JSON envelopes (a backup file, a CSV export) answer their file. Those of status,
 * sign-in and the user's own account (auth-endpoints.ts), push
 * notifications, money accounts, reports, tags, imports and attachments are declared beside their schemas
 * (notifications.ts and the `*-endpoints.ts` files).
 */
export interface ApiEndpoints
  extends
    AuthEndpoints,
    NotificationEndpoints,
    MoneyAccountEndpoints,
    ReportEndpoints,
    TagEndpoints,
    ImportEndpoints,
    RuleEndpoints,
    AttachmentEndpoints {
  'GET /groups': { query: QueryOf<typeof listGroupsQuerySchema>; response: Group[] };
  'POST /groups': { body: CreateGroupRequest; response: Group };
  'PUT /groups': { body: UpdateGroupRequest; response: Group };
  'DELETE /groups/:groupId': { params: GroupParams; response: null };
  'PUT /groups/assign-users': { body: AssignUsersRequest; response: Group };
  'PUT /groups/unassign-users': { body: UnassignUsersRequest; response: Group | null };
  'PUT /groups/change-user-role': { body: ChangeUserRoleRequest; response: Group };
  'GET /groups/:groupId/backup': { params: GroupParams; response: GroupBackup };
  'POST /groups/restore': { body: GroupBackup; response: Group };
  'GET /groups/:groupId/invitations': { params: GroupParams; response: GroupInvitation[] };
  'POST /groups/:groupId/invitations/:invitationId/resend': {
    params: z.input<typeof groupInvitationParamsSchema>;
    response: GroupInvitation;
  };
  'DELETE /groups/:groupId/invitations/:invitationId': {
    params: z.input<typeof groupInvitationParamsSchema>;
    response: null;
  };
  'GET /groups/:groupId/balances': { params: GroupParams; response: GroupBalances };
  'GET /groups/settle-up': {
    query: QueryOf<typeof settleUpQuerySchema>;
    response: GroupSettleUp[];
  };
  'POST /groups/:groupId/settlements': {
    params: GroupParams;
    body: CreateSettlementRequest;
    response: GroupBalances;
  };
  'GET /groups/:groupId/sharing': { params: GroupParams; response: GroupSharing };
  'PUT /groups/:groupId/sharing': {
    params: GroupParams;
    body: GroupSharingRequest;
    response: GroupSharing;
  };

  'GET /invitations/:token': {
    params: z.input<typeof invitationTokenParamsSchema>;
    response: InvitationLink;
  };
  'POST /invitations/:token/accept': {
    params: z.input<typeof invitationTokenParamsSchema>;
    response: AcceptedInvitation;
  };

  'GET /categories': { query: QueryOf<typeof listCategoriesQuerySchema>; response: Category[] };
  'POST /categories': { body: CreateCategoryRequest; response: Category };
  'PUT /categories': { body: UpdateCategoryRequest; response: Category };
  'DELETE /categories': { query: QueryOf<typeof deleteCategoryQuerySchema>; response: null };

  'GET /transactions': { query: ListQuery; response: TransactionPage };
  'GET /transactions/page': { query: ListQuery; response: TransactionRows };
  'GET /transactions/totals': { query: ListQuery; response: TransactionTotals };
  'POST /transactions': { body: CreateTransactionRequest; response: Transaction };
  'PUT /transactions': { body: UpdateTransactionRequest; response: Transaction };
  'GET /transactions/:transactionId': {
    params: z.input<typeof transactionIdParamsSchema>;
    response: Transaction;
  };
  'DELETE /transactions/:transactionId': {
    params: z.input<typeof transactionIdParamsSchema>;
    query: QueryOf<typeof deleteTransactionQuerySchema>;
    response: null;
  };
  'GET /transactions/upcoming': {
    query: QueryOf<typeof upcomingTransactionsQuerySchema>;
    response: UpcomingTransaction[];
  };

  'GET /budgets': { query: QueryOf<typeof listBudgetsQuerySchema>; response: Budget[] };
  'GET /budgets/summary': {
    query: QueryOf<typeof budgetSummaryQuerySchema>;
    response: BudgetSummary;
  };
  'POST /budgets': { body: CreateBudgetRequest; response: Budget };
  'PUT /budgets': { body: UpdateBudgetRequest; response: Budget };
  'DELETE /budgets': { query: QueryOf<typeof deleteBudgetQuerySchema>; response: null };

  'GET /rates/latest': { response: ExchangeRate[] };
  'POST /rates/import': {
    body: z.input<typeof importRatesRequestSchema>;
    response: z.output<typeof importRatesResponseSchema>;
  };
}

type GroupParams = z.input<typeof groupIdParamsSchema>;

export type ApiEndpoint = keyof ApiEndpoints;
export type ApiMethod = ApiEndpoint extends `${infer Method} ${string}` ? Method : never;

/** The paths of one method: `ApiPath<'DELETE'>` is '/budgets' | '/groups/:groupId' | ... */
export type ApiPath<M extends ApiMethod> = ApiEndpoint extends infer E
  ? E extends `${M} ${infer Path}`
    ? Path
    : never
  : never;

/** An endpoint's part (`body`, `query`, `params`, `response`), or undefined when it takes none. */
export type EndpointPart<E extends ApiEndpoint, Part extends keyof EndpointShape> =
  ApiEndpoints[E] extends Record<Part, infer Value> ? Value : undefined;
