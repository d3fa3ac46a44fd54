import type { z } from 'zod';
import type { groupIdParamsSchema } from './groups.ts';
import type {
  CreateMoneyAccountRequest,
  CreateTransferRequest,
  MoneyAccount,
  moneyAccountParamsSchema,
  transferParamsSchema,
  UpdateMoneyAccountRequest,
  UpdateTransferRequest,
} from './money-accounts.ts';
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
