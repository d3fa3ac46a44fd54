import {
  budgetSchema,
  budgetSummaryQuerySchema,
  budgetSummarySchema,
  createBudgetRequestSchema,
  deleteBudgetQuerySchema,
  listBudgetsQuerySchema,
  updateBudgetRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { quarterHour } from '../../lib/time.ts';
import { groupAccess, type GroupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Budgets'];

/** Budget figures depend on the groups' data, the rates and today's date in each group. */
async function keyOf(access: GroupAccess, kind: string, groupIds: string[], query: unknown) {
  return answerKey(access, kind, groupIds, query, [access.ratesStamp ?? 'none', quarterHour()]);
}

function readRoutes(app: RoutesApp) {
  const { budgets } = app;

  app.get(
    '/budgets',
    {
      schema: {
        tags,
        summary:
          "Budgets with the usage of one period: today's (onlyActualPeriod=true, active budgets only), a datePoint's (active then), or with neither today's or the nearest",
        querystring: listBudgetsQuerySchema,
        response: replies(z.array(budgetSchema)),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const key = await keyOf(access, 'budgets', request.query.groupIds, request.query);
      return app.answers.answer(reply, key, async () =>
        ok(await budgets.list(access, request.query)),
      );
    },
  );

  app.get(
    '/budgets/summary',
    {
      schema: {
        tags,
        summary:
          "Total of the budgets active today (each in its group's time zone), converted into the currency asked for (PLN by default), and how many they are",
        querystring: budgetSummaryQuerySchema,
        response: replies(budgetSummarySchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const key = await keyOf(access, 'budget-summary', [], request.query);
      return app.answers.answer(reply, key, async () =>
        ok(await budgets.summary(access, request.query.currency)),
      );
    },
  );
}

function writeRoutes(app: RoutesApp) {
  const { budgets } = app;

  app.post(
    '/budgets',
    {
      schema: {
        tags,
        summary: 'Create a budget (Owner, Member); its categories must be of its group',
        body: createBudgetRequestSchema,
        response: replies(budgetSchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await budgets.create(groupAccess(request), request.body))),
  );

  app.put(
    '/budgets',
    {
      schema: {
        tags,
        summary: 'Update a budget (Owner, Member)',
        body: updateBudgetRequestSchema,
        response: replies(budgetSchema),
      },
    },
    async (request) => ok(await budgets.update(groupAccess(request), request.body)),
  );

  app.delete(
    '/budgets',
    {
      schema: {
        tags,
        summary: 'Delete a budget (Owner, Member)',
        querystring: deleteBudgetQuerySchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await budgets.remove(groupAccess(request), request.query.budgetId);
      return ok(null);
    },
  );
}

export const budgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  readRoutes(app);
  writeRoutes(app);
};
