import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  createTransactionRequestSchema,
  deleteTransactionQuerySchema,
  upcomingTransactionsQuerySchema,
  upcomingTransactionsSchema,
  listTransactionsQuerySchema,
  transactionIdParamsSchema,
  transactionPageSchema,
  transactionSchema,
  updateTransactionRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Transactions'];

/**
 * The Idempotency-Key of a create, if sent (docs/decisions.md, 'Installable and offline'); a key
 * not of the agreed form is a 400 rather than a create that a repeat could not find.
 */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw validationFailed(IDEMPOTENCY_KEY_MESSAGE, {
      [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_MESSAGE],
    });
  }
  return key;
}

function listRoute(app: RoutesApp) {
  const { transactions } = app;

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
      // A rates import changes converted totals, and what amount bounds match, without
      // touching any group.
      const { currency, minAmount, maxAmount } = request.query;
      const converts = currency !== undefined || minAmount !== undefined || maxAmount !== undefined;
      const rates = converts ? [access.ratesStamp ?? 'none'] : [];
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
}

function writeRoutes(app: RoutesApp) {
  const { transactions } = app;

  app.post(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'Add an income or expense (amount positive; expenses are stored negative); sent again with the same Idempotency-Key header, answers the transaction the first created',
        body: createTransactionRequestSchema,
        response: replies(transactionSchema, 201),
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      if (key === undefined) {
        return reply
          .status(201)
          .send(ok(await transactions.create(groupAccess(request), request.body)));
      }
      const { transaction, repeated } = await transactions.createOnce(
        groupAccess(request),
        request.body,
        key,
      );
      // A repeat answers as the first did, and says it is one.
      if (repeated) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(transaction));
    },
  );

  app.put(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          "Update a transaction (amount positive, as entered); an occurrence of a recurring one alone, or with scope 'following' with the rest of its series",
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
        summary:
          "Delete a transaction; with scope 'following', an occurrence and the rest of its series",
        params: transactionIdParamsSchema,
        querystring: deleteTransactionQuerySchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const { transactionId } = request.params;
      await transactions.remove(groupAccess(request), transactionId, request.query.scope);
      return ok(null);
    },
  );
}

function upcomingRoute(app: RoutesApp) {
  const { transactions } = app;

  app.get(
    '/transactions/upcoming',
    {
      schema: {
        tags,
        summary:
          'The occurrences of recurring transactions due in the coming 30 days (or `days`), soonest first',
        querystring: upcomingTransactionsQuerySchema,
        response: replies(upcomingTransactionsSchema),
      },
    },
    async (request) =>
      ok(
        await transactions.upcoming(
          groupAccess(request),
          request.query.groupIds,
          request.query.days,
        ),
      ),
  );
}

export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  listRoute(app);
  writeRoutes(app);
  upcomingRoute(app);
};
