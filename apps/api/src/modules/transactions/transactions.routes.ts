import {
  createTransactionRequestSchema,
  listTransactionsQuerySchema,
  transactionIdParamsSchema,
  transactionPageSchema,
  transactionSchema,
  updateTransactionRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';
import { createTransactionsService } from './transactions.service.ts';

const tags = ['Transactions'];

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const transactions = createTransactionsService(app.db, app.rates);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'A page of transactions (filtered by dates, type, categories, amount bounds and text; sorted by sort and order, newest first by default), with the count, per-currency sums and, with currency, the converted total of all that match',
        querystring: listTransactionsQuerySchema,
        response: replies(transactionPageSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      // A rates import changes converted totals without touching any group.
      const rates = request.query.currency === undefined ? [] : [access.ratesStamp ?? 'none'];
      const key = await answerKey(
        access,
        'transactions',
        request.query.groupIds,
        request.query,
        rates,
      );
      return app.answers.answer(reply, key, async () =>
        ok(await transactions.list(access, request.query)),
      );
    },
  );

  app.post(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Add an income or expense (amount positive; expenses are stored negative)',
        body: createTransactionRequestSchema,
        response: replies(transactionSchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await transactions.create(groupAccess(request), request.body))),
  );

  app.put(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Update a transaction (amount positive, as entered)',
        body: updateTransactionRequestSchema,
        response: replies(transactionSchema),
      },
    },
    async (request) => ok(await transactions.update(groupAccess(request), request.body)),
  );

  app.delete(
    '/transactions/:transactionId',
    {
      schema: {
        tags,
        summary: 'Delete a transaction',
        params: transactionIdParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await transactions.remove(groupAccess(request), request.params.transactionId);
      return ok(null);
    },
  );
};
