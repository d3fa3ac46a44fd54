import {
  groupIdParamsSchema,
  ruleOrderRequestSchema,
  ruleParamsSchema,
  rulePreviewRequestSchema,
  rulePreviewAnswerSchema,
  ruleRequestSchema,
  ruleSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Rules'];

/** Editing and deleting one rule of the group. */
function ruleRoutes(app: RoutesApp) {
  const service = app.rules;

  app.put(
    '/groups/:groupId/rules/:ruleId',
    {
      schema: {
        tags,
        summary: 'Replace a rule (Owner, Member); it keeps its place in the order',
        params: ruleParamsSchema,
        body: ruleRequestSchema,
        response: replies(ruleSchema),
      },
    },
    async (request) => {
      const { groupId, ruleId } = request.params;
      return ok(await service.update(groupAccess(request), groupId, ruleId, request.body));
    },
  );

  app.delete(
    '/groups/:groupId/rules/:ruleId',
    {
      schema: {
        tags,
        summary: 'Delete a rule (Owner, Member); what it set on transactions stays',
        params: ruleParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const { groupId, ruleId } = request.params;
      await service.remove(groupAccess(request), groupId, ruleId);
      return ok(null);
    },
  );
}

/** The order the rules run in, and what they would set on a transaction being entered. */
function orderAndPreviewRoutes(app: RoutesApp) {
  const service = app.rules;

  app.put(
    '/groups/:groupId/rules/order',
    {
      schema: {
        tags,
        summary:
          "Reorder the group's rules (Owner, Member): every rule's id once, in the order they are to run; answers the list",
        params: groupIdParamsSchema,
        body: ruleOrderRequestSchema,
        response: replies(z.array(ruleSchema)),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return ok(await service.reorder(groupAccess(request), groupId, request.body.ruleIds));
    },
  );

  app.post(
    '/groups/:groupId/rules/preview',
    {
      schema: {
        tags,
        summary:
          "What the group's rules would set on a transaction (Owner, Member, Viewer): the matching rules and, per value, the rule that set it, and the category the group's history suggests when no rule sets one; writes nothing",
        params: groupIdParamsSchema,
        body: rulePreviewRequestSchema,
        response: replies(rulePreviewAnswerSchema),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return ok(await service.preview(groupAccess(request), groupId, request.body));
    },
  );
}

export const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rules;
  app.addHook('onRequest', app.authenticate);
  ruleRoutes(app);
  orderAndPreviewRoutes(app);

  app.get(
    '/groups/:groupId/rules',
    {
      schema: {
        tags,
        summary: "The group's rules in the order they run (Owner, Member, Viewer)",
        params: groupIdParamsSchema,
        response: replies(z.array(ruleSchema)),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      const key = await answerKey(access, 'rules', [groupId], request.params);
      return app.answers.answer(reply, key, async () => ok(await service.list(access, groupId)));
    },
  );

  app.post(
    '/groups/:groupId/rules',
    {
      schema: {
        tags,
        summary:
          'Create a rule in the group (Owner, Member), run after its other rules; names are unique within a group',
        params: groupIdParamsSchema,
        body: ruleRequestSchema,
        response: replies(ruleSchema, 201),
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const rule = await service.create(groupAccess(request), groupId, request.body);
      return reply.status(201).send(ok(rule));
    },
  );
};
