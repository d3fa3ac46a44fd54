import {
  markClearedRequestSchema,
  markClearedResponseSchema,
  moneyAccountParamsSchema,
  reconcileRequestSchema,
  reconcileResponseSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
} from '@budget/contract';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Money accounts'];

/** Clearing rows and reconciling an account against its bank (docs/decisions.md, 'Money accounts'). */
export function reconciliationRoutes(app: RoutesApp) {
  const { reconciliation } = app.moneyAccounts;

  app.get(
    '/groups/:groupId/money-accounts/:moneyAccountId/reconciliation',
    {
      schema: {
        tags,
        summary:
          "An account at the end of a date: its balance, cleared balance, the difference from a statement's balance (cleared - statement) and its uncleared rows up to the date",
        params: moneyAccountParamsSchema,
        querystring: reconciliationQuerySchema,
        response: replies(reconciliationSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId, moneyAccountId } = request.params;
      const query = { moneyAccountId, ...request.query };
      const key = await answerKey(access, 'reconciliation', [groupId], query);
      return app.answers.answer(reply, key, async () =>
        ok(await reconciliation.view(access, groupId, moneyAccountId, request.query)),
      );
    },
  );

  app.put(
    '/groups/:groupId/money-accounts/:moneyAccountId/cleared',
    {
      schema: {
        tags,
        summary:
          "Mark transactions cleared or uncleared in an account (Owner, Member): each one's side in it; unclearing a reconciled one needs confirmReconciled",
        params: moneyAccountParamsSchema,
        body: markClearedRequestSchema,
        response: replies(markClearedResponseSchema),
      },
    },
    async (request) => {
      const { groupId, moneyAccountId } = request.params;
      const access = groupAccess(request);
      return ok(await reconciliation.markCleared(access, groupId, moneyAccountId, request.body));
    },
  );

  app.post(
    '/groups/:groupId/money-accounts/:moneyAccountId/reconcile',
    {
      schema: {
        tags,
        summary:
          "Reconcile an account (Owner, Member): when its cleared balance at the end of date is the statement's balance, its cleared rows up to then are locked and the balance recorded; 409 naming the difference otherwise",
        params: moneyAccountParamsSchema,
        body: reconcileRequestSchema,
        response: replies(reconcileResponseSchema),
      },
    },
    async (request) => {
      const { groupId, moneyAccountId } = request.params;
      const access = groupAccess(request);
      return ok(await reconciliation.reconcile(access, groupId, moneyAccountId, request.body));
    },
  );
}
