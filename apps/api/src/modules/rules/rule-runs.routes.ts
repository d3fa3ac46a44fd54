import {
  groupIdParamsSchema,
  ruleApplyCommitSchema,
  ruleApplyPreviewSchema,
  ruleApplyProgressParamsSchema,
  ruleApplyProgressSchema,
  ruleApplyRequestSchema,
  ruleRunParamsSchema,
  ruleRunSchema,
  ruleRunUndoSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';

const tags = ['Rules'];

/** The preview of rules applied to existing transactions, the run, and its progress. */
function applyRoutes(app: RoutesApp) {
  const service = app.ruleRuns;

  app.post(
    '/groups/:groupId/rules/apply/preview',
    {
      schema: {
        tags,
        summary:
          "What the rules would change on the group's existing transactions (Owner, Member): counts over the range and the newest changes; writes nothing",
        params: groupIdParamsSchema,
        body: ruleApplyRequestSchema,
        response: replies(ruleApplyPreviewSchema),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return ok(await service.preview(groupAccess(request), groupId, request.body));
    },
  );

  app.post(
    '/groups/:groupId/rules/apply',
    {
      schema: {
        tags,
        summary:
          "Apply the rules to the group's existing transactions (Owner, Member), as one run that can be undone",
        params: groupIdParamsSchema,
        body: ruleApplyCommitSchema,
        response: replies(ruleRunSchema),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return ok(await service.apply(groupAccess(request), groupId, request.body));
    },
  );

  app.get(
    '/groups/:groupId/rules/apply/progress/:progressId',
    {
      schema: {
        tags,
        summary:
          'How far a run of rules has come, by the progressId its POST .../rules/apply carries (matching is reading)',
        params: ruleApplyProgressParamsSchema,
        response: replies(ruleApplyProgressSchema),
      },
    },
    async (request) => {
      const { groupId, progressId } = request.params;
      return ok(await service.progress(groupAccess(request), groupId, progressId));
    },
  );
}

export const ruleRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ruleRuns;
  app.addHook('onRequest', app.authenticate);
  applyRoutes(app);

  app.get(
    '/groups/:groupId/rule-runs',
    {
      schema: {
        tags,
        summary: 'The runs of rules on existing transactions, newest first (Owner, Member, Viewer)',
        params: groupIdParamsSchema,
        response: replies(z.array(ruleRunSchema)),
      },
    },
    async (request) => {
      const { groupId } = request.params;
      return ok(await service.list(groupAccess(request), groupId));
    },
  );

  app.post(
    '/groups/:groupId/rule-runs/:runId/undo',
    {
      schema: {
        tags,
        summary:
          'Undo a run of rules (Owner, Member): each transaction it changed gets its values back, but those edited since',
        params: ruleRunParamsSchema,
        response: replies(ruleRunUndoSchema),
      },
    },
    async (request) => {
      const { groupId, runId } = request.params;
      return ok(await service.undo(groupAccess(request), groupId, runId));
    },
  );
};
