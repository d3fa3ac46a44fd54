import {
  createSettlementRequestSchema,
  groupBalancesSchema,
  groupIdParamsSchema,
  groupSharingRequestSchema,
  groupSharingSchema,
  settleUpQuerySchema,
  settleUpSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Sharing'];

/** Who owes whom in each of the caller's groups (the dashboard's), cached as balances are. */
function settleUpRoute(app: RoutesApp) {
  const { sharing } = app;

  app.get(
    '/groups/settle-up',
    {
      schema: {
        tags,
        summary:
          "Who owes whom: the settle-up transfers of each of the caller's groups (or those named) that has any, in each group's settlement currency, with the people they name",
        querystring: settleUpQuerySchema,
        response: replies(settleUpSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupIds } = request.query;
      // Kept as each group's balances are: names and settlement currencies move the versions.
      const key = await answerKey(access, 'settle-up', groupIds, request.query, [
        access.ratesStamp ?? 'none',
      ]);
      return app.answers.answer(reply, key, async () =>
        ok(await sharing.settleUp(access, groupIds)),
      );
    },
  );
}

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sharing } = app;
  app.addHook('onRequest', app.authenticate);
  settleUpRoute(app);

  app.get(
    '/groups/:groupId/balances',
    {
      schema: {
        tags,
        summary:
          "What each member paid, their share and balance in the group's settlement currency, and the transfers that settle up",
        params: groupIdParamsSchema,
        response: replies(groupBalancesSchema),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      // Members, their addresses, purged accounts and the settlement currency all move the
      // group's data version (groups.service touchGroupsNaming, sharing.repository setSharing).
      const key = await answerKey(access, 'balances', [groupId], null, [
        access.ratesStamp ?? 'none',
      ]);
      return app.answers.answer(reply, key, async () =>
        ok(await sharing.balances(access, groupId)),
      );
    },
  );

  app.post(
    '/groups/:groupId/settlements',
    {
      schema: {
        tags,
        summary:
          'Record that one member paid another (a Transfer: balances only, not income or expense); answers the new balances',
        params: groupIdParamsSchema,
        body: createSettlementRequestSchema,
        response: replies(groupBalancesSchema, 201),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      await sharing.settle(access, groupId, request.body);
      // The answer shows the state the payment wrote, not figures of the version before it.
      access.wrote();
      return reply.status(201).send(ok(await sharing.balances(access, groupId)));
    },
  );

  app.get(
    '/groups/:groupId/sharing',
    {
      schema: {
        tags,
        summary: "The group's settlement currency and default split",
        params: groupIdParamsSchema,
        response: replies(groupSharingSchema),
      },
    },
    async (request) => ok(await sharing.sharing(groupAccess(request), request.params.groupId)),
  );

  app.put(
    '/groups/:groupId/sharing',
    {
      schema: {
        tags,
        summary: "Set the group's settlement currency and default split (Owner)",
        params: groupIdParamsSchema,
        body: groupSharingRequestSchema,
        response: replies(groupSharingSchema),
      },
    },
    async (request) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      await sharing.setSharing(access, groupId, request.body);
      return ok(await sharing.sharing(access, groupId));
    },
  );
};
