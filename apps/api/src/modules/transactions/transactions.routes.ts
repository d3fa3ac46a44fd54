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
  transactionRowsSchema,
  transactionTotalsSchema,
  transactionSchema,
  updateTransactionRequestSchema,
} from '@budget/contract';
import type { FastifyRequest } from 'fastify';
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

/** Declared so the OpenAPI document names the header; its form is checked by idempotencyKey. */
const createHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'A key of 8-100 letters, digits, - or _: the same request sent again with it answers the transaction the first created; another request with it is refused (422)',
    ),
});

type ListQuery = z.output<typeof listTransactionsQuerySchema>;

/**
 * The answer cache's key of a list call: a rates import changes converted totals, and what
 * amount bounds match, without touching any group.
 */
async function listKey(request: FastifyRequest, kind: string, query: ListQuery) {
  const access = groupAccess(request);
  const converts =
    query.currency !== undefined || query.minAmount !== undefined || query.maxAmount !== undefined;
  const rates = converts ? [access.ratesStamp ?? 'none'] : [];
  return answerKey(access, kind, query.groupIds, query, rates);
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
    async (request, reply) =>
      app.answers.answer(reply, await listKey(request, 'transactions', request.query), async () =>
        ok(await transactions.list(groupAccess(request), request.query)),
      ),
  );

  // A free-text search of a common word: its page at once, its figures when they come
  // (docs/decisions.md, 'Finding transactions').
  app.get(
    '/transactions/page',
    {
      schema: {
        tags,
        summary:
          'A page of transactions as GET /transactions answers it, without the figures of the whole list: hasMore says whether a later page holds more',
        querystring: listTransactionsQuerySchema,
        response: replies(transactionRowsSchema),
      },
    },
    async (request, reply) =>
      app.answers.answer(
        reply,
        await listKey(request, 'transaction-page', request.query),
        async () => ok(await transactions.page(groupAccess(request), request.query)),
      ),
  );

  app.get(
    '/transactions/totals',
    {
      schema: {
        tags,
        summary:
          'The count, per-currency sums and, with currency, the converted total of all the transactions GET /transactions would list (page, pageSize, sort and order are not used)',
        querystring: listTransactionsQuerySchema,
        response: replies(transactionTotalsSchema),
      },
    },
    async (request, reply) =>
      app.answers.answer(
        reply,
        await listKey(request, 'transaction-totals', request.query),
        async () => ok(await transactions.totals(groupAccess(request), request.query)),
      ),
  );

  app.get(
    '/transactions/:transactionId',
    {
      schema: {
        tags,
        summary:
          "One transaction of a group the caller belongs to (404 for an unknown one or another group's)",
        params: transactionIdParamsSchema,
        response: replies(transactionSchema),
      },
    },
    async (request) =>
      ok(await transactions.one(groupAccess(request), request.params.transactionId)),
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
        headers: createHeadersSchema,
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
          "Update a transaction (amount positive, as entered); an occurrence of a recurring one alone, or with scope 'following' with the rest of its series; a reconciled one only with confirmReconciled (409 otherwise)",
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
          "Delete a transaction; with scope 'following', an occurrence and the rest of its series; a reconciled one only with confirmReconciled=true (409 otherwise)",
        params: transactionIdParamsSchema,
        querystring: deleteTransactionQuerySchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const { transactionId } = request.params;
      const { scope, confirmReconciled } = request.query;
      await transactions.remove(groupAccess(request), transactionId, scope, confirmReconciled);
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
