import type { z } from 'zod';
import type { QueryOf } from './query-of.ts';
import type { groupIdParamsSchema } from './groups.ts';
import type {
  CreateMoneyAccountRequest,
  MoneyAccount,
  moneyAccountParamsSchema,
  UpdateMoneyAccountRequest,
} from './money-accounts.ts';
import type {
  CreateTransferRequest,
  transferParamsSchema,
  UpdateTransferRequest,
} from './money-transfers.ts';
import type {
  MarkClearedRequest,
  MarkClearedResponse,
  Reconciliation,
  reconciliationQuerySchema,
  ReconcileRequest,
  ReconcileResponse,
} from './reconciliation.ts';
import type { Transaction } from './transactions.ts';

type GroupParams = z.input<typeof groupIdParamsSchema>;

/** The endpoints of money accounts and transfers between them, part of ApiEndpoints. */
export interface MoneyAccountEndpoints {
  'GET /groups/:groupId/money-accounts': { params: GroupParams; response: MoneyAccount[] };
  'POST /groups/:groupId/money-accounts': {
    params: GroupParams;
    body: CreateMoneyAccountRequest;
    response: MoneyAccount;
  };
  'PUT /groups/:groupId/money-accounts/:moneyAccountId': {
    params: z.input<typeof moneyAccountParamsSchema>;
    body: UpdateMoneyAccountRequest;
    response: MoneyAccount;
  };
  'DELETE /groups/:groupId/money-accounts/:moneyAccountId': {
    params: z.input<typeof moneyAccountParamsSchema>;
    response: null;
  };
  'PUT /groups/:groupId/money-accounts/:moneyAccountId/cleared': {
    params: z.input<typeof moneyAccountParamsSchema>;
    body: MarkClearedRequest;
    response: MarkClearedResponse;
  };
  'GET /groups/:groupId/money-accounts/:moneyAccountId/reconciliation': {
    params: z.input<typeof moneyAccountParamsSchema>;
    query: QueryOf<typeof reconciliationQuerySchema>;
    response: Reconciliation;
  };
  'POST /groups/:groupId/money-accounts/:moneyAccountId/reconcile': {
    params: z.input<typeof moneyAccountParamsSchema>;
    body: ReconcileRequest;
    response: ReconcileResponse;
  };
  'POST /groups/:groupId/transfers': {
    params: GroupParams;
    body: CreateTransferRequest;
    response: Transaction;
  };
  'PUT /groups/:groupId/transfers/:transactionId': {
    params: z.input<typeof transferParamsSchema>;
    body: UpdateTransferRequest;
    response: Transaction;
  };
}
