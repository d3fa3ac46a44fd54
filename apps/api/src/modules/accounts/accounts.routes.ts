import { accountsQuerySchema, accountsSchema } from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { quarterHour } from '../../lib/time.ts';
import { GroupAction, groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Accounts'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/accounts',
    {
      schema: {
        tags,
        summary:
          "Each of the caller's groups as a shared account: balance per currency and converted, this month's incomes and expenses, the number and date of the latest transaction",
        querystring: accountsQuerySchema,
        response: replies(accountsSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      // The answer names the caller's role in each group; "this month" is each group's own.
      const groupIds = await access.groupsFor(GroupAction.Read);
      const roles = await Promise.all(
        groupIds.map(async (id) => `${id}:${await access.require(id, GroupAction.Read)}`),
      );
      const key = await answerKey(access, 'accounts', [], request.query, [
        access.ratesStamp ?? 'none',
        quarterHour(),
        roles.sort().join(','),
      ]);
      return app.answers.answer(reply, key, async () =>
        ok(await accounts.list(access, request.query.currency)),
      );
    },
  );
};
