import {
  createMoneyAccountRequestSchema,
  createTransferRequestSchema,
  groupIdParamsSchema,
  moneyAccountParamsSchema,
  moneyAccountSchema,
  moneyAccountsSchema,
  transactionSchema,
  transferParamsSchema,
  updateMoneyAccountRequestSchema,
  updateTransferRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { quarterHour } from '../../lib/time.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';

const tags = ['Money accounts'];

/** Transfers between two accounts of a group: one Transaction each, answered as one. */
function transferRoutes(app: RoutesApp) {
  const { moneyAccounts, transactions } = app;

  app.post(
    '/groups/:groupId/transfers',
    {
      schema: {
        tags,
        summary:
          "Move money between two open accounts of the group (Owner, Member): a Transfer, neither income nor expense; toAmount in the destination's currency, else the same amount or converted at the date's rate",
        params: groupIdParamsSchema,
        body: createTransferRequestSchema,
        response: replies(transactionSchema, 201),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const id = await moneyAccounts.createTransfer(access, request.params.groupId, request.body);
      return reply.status(201).send(ok(await transactions.written(id)));
    },
  );

  app.put(
    '/groups/:groupId/transfers/:transactionId',
    {
      schema: {
        tags,
        summary: 'Change a transfer between accounts (Owner, Member): the whole transfer again',
        params: transferParamsSchema,
        body: updateTransferRequestSchema,
        response: replies(transactionSchema),
      },
    },
    async (request) => {
      const { groupId, transactionId } = request.params;
      const access = groupAccess(request);
      await moneyAccounts.updateTransfer(access, groupId, transactionId, request.body);
      return ok(await transactions.written(transactionId));
    },
  );
}

export const moneyAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyAccounts } = app;
  app.addHook('onRequest', app.authenticate);
  transferRoutes(app);
  reconciliationRoutes(app);

  app.get(
    '/groups/:groupId/money-accounts',
    {
      schema: {
        tags,
        summary:
          "The group's money accounts, open ones first, each with its balance in its currency, its balance at the end of each of the last 12 months and today, transaction count and last transaction's date",
        params: groupIdParamsSchema,
        response: replies(moneyAccountsSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      // Each balance over the last year ends with today's (the group's): kept per quarter hour.
      const key = await answerKey(access, 'money-accounts', [groupId], null, [quarterHour()]);
      return app.answers.answer(reply, key, async () =>
        ok(await moneyAccounts.list(access, groupId)),
      );
    },
  );

  app.post(
    '/groups/:groupId/money-accounts',
    {
      schema: {
        tags,
        summary: 'Open a money account in the group (Owner, Member); names are unique in a group',
        params: groupIdParamsSchema,
        body: createMoneyAccountRequestSchema,
        response: replies(moneyAccountSchema, 201),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const created = await moneyAccounts.create(access, request.params.groupId, request.body);
      return reply.status(201).send(ok(created));
    },
  );

  app.put(
    '/groups/:groupId/money-accounts/:moneyAccountId',
    {
      schema: {
        tags,
        summary:
          "Change, close or reopen a money account (Owner, Member); fields left out stay. The last open account cannot close; the currency cannot change while the account holds another currency's transactions",
        params: moneyAccountParamsSchema,
        body: updateMoneyAccountRequestSchema,
        response: replies(moneyAccountSchema),
      },
    },
    async (request) => {
      const { groupId, moneyAccountId } = request.params;
      const access = groupAccess(request);
      return ok(await moneyAccounts.update(access, groupId, moneyAccountId, request.body));
    },
  );

  app.delete(
    '/groups/:groupId/money-accounts/:moneyAccountId',
    {
      schema: {
        tags,
        summary:
          'Delete an empty money account (Owner, Member); one holding transactions is closed instead, and the last open one stays',
        params: moneyAccountParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const { groupId, moneyAccountId } = request.params;
      await moneyAccounts.remove(groupAccess(request), groupId, moneyAccountId);
      return ok(null);
    },
  );
};
