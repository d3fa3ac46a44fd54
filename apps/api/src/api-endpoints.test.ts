import { API_BASE_PATH, type ApiEndpoint } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './test/each-database.ts';

/**
 * The endpoints of the contract's ApiEndpoints (packages/contract/src/api-endpoints.ts), which
 * types the web app's calls: \`satisfies\` refuses a missing or an unknown one, and the test below
 * compares them with the routes the server serves.
 */
const ENDPOINTS = {
  'GET /status': true,
  'GET /status/version': true,
  'POST /auth/login': true,
  'POST /auth/register': true,
  'POST /auth/logout': true,
  'GET /auth/validate': true,
  'GET /auth/health': true,
  'POST /auth/refresh': true,
  'POST /auth/forgotten-password': true,
  'POST /auth/reset-password': true,
  'PUT /auth/change-password': true,
  'POST /auth/activate-account': true,
  'POST /auth/resend-activation-email': true,
  'GET /users/me': true,
  'PUT /users/me': true,
  'DELETE /users/delete-profile': true,
  'GET /users/me/preferences': true,
  'PUT /users/me/preferences': true,
  'GET /notifications/push': true,
  'GET /notifications/subscriptions': true,
  'POST /notifications/subscriptions': true,
  'DELETE /notifications/subscriptions': true,
  'GET /groups': true,
  'POST /groups': true,
  'PUT /groups': true,
  'DELETE /groups/:groupId': true,
  'PUT /groups/assign-users': true,
  'PUT /groups/unassign-users': true,
  'PUT /groups/change-user-role': true,
  'GET /groups/:groupId/backup': true,
  'POST /groups/restore': true,
  'GET /groups/:groupId/invitations': true,
  'POST /groups/:groupId/invitations/:invitationId/resend': true,
  'DELETE /groups/:groupId/invitations/:invitationId': true,
  'GET /groups/:groupId/balances': true,
  'GET /groups/settle-up': true,
  'POST /groups/:groupId/settlements': true,
  'GET /groups/:groupId/sharing': true,
  'PUT /groups/:groupId/sharing': true,
  'GET /groups/:groupId/money-accounts': true,
  'POST /groups/:groupId/money-accounts': true,
  'PUT /groups/:groupId/money-accounts/:moneyAccountId': true,
  'DELETE /groups/:groupId/money-accounts/:moneyAccountId': true,
  'POST /groups/:groupId/transfers': true,
  'PUT /groups/:groupId/transfers/:transactionId': true,
  'PUT /groups/:groupId/money-accounts/:moneyAccountId/cleared': true,
  'GET /groups/:groupId/money-accounts/:moneyAccountId/reconciliation': true,
  'POST /groups/:groupId/money-accounts/:moneyAccountId/reconcile': true,
  'GET /invitations/:token': true,
  'POST /invitations/:token/accept': true,
  'GET /imports': true,
  'POST /imports': true,
  'POST /imports/preview': true,
  'GET /imports/progress/:progressId': true,
  'DELETE /imports/:importId': true,
  'PUT /imports/:importId/sharing': true,
  'GET /categories': true,
  'POST /categories': true,
  'PUT /categories': true,
  'DELETE /categories': true,
  'GET /transactions': true,
  'GET /transactions/page': true,
  'GET /transactions/totals': true,
  'POST /transactions': true,
  'PUT /transactions': true,
  'DELETE /transactions/:transactionId': true,
  'GET /transactions/upcoming': true,
  'GET /budgets': true,
  'GET /budgets/summary': true,
  'POST /budgets': true,
  'PUT /budgets': true,
  'DELETE /budgets': true,
  'GET /rates/latest': true,
  'POST /rates/import': true,
  'GET /reports': true,
  'GET /reports/budgets': true,
  'GET /reports/members': true,
  'GET /reports/net-worth': true,
  'GET /reports/month-totals': true,
  'GET /reports/export': true,
  'GET /accounts': true,
} satisfies Record<ApiEndpoint, true>;

describeEachDatabase('the endpoints of the contract', (ctx) => {
  it('are the routes the server serves', () => {
    const served = ctx()
      .app.routeTable.filter((route) => route.url.startsWith(`${API_BASE_PATH}/`))
      .map((route) => `${route.method} ${route.url.slice(API_BASE_PATH.length)}`);
    expect(served.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });
});
