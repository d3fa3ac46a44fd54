import {
  createTagRequestSchema,
  groupIdParamsSchema,
  mergeTagRequestSchema,
  renameTagRequestSchema,
  tagParamsSchema,
  tagSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Tags'];

/** Renaming, deleting and merging one tag of the group. */
function tagRoutes(app: RoutesApp) {
  const service = app.tags;

  app.put(
    '/groups/:groupId/tags/:tagId',
    {
      schema: {
        tags,
        summary: 'Rename a tag (Owner, Member); names are unique within a group',
        params: tagParamsSchema,
        body: renameTagRequestSchema,
        response: replies(tagSchema),
      },
    },
    async (request) => {
      const { groupId, tagId } = request.params;
      return ok(await service.rename(groupAccess(request), groupId, tagId, request.body.name));
    },
  );

  app.delete(
    '/groups/:groupId/tags/:tagId',
    {
      schema: {
        tags,
        summary: 'Delete a tag (Owner, Member); the transactions it tagged keep existing',
        params: tagParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const { groupId, tagId } = request.params;
      await service.remove(groupAccess(request), groupId, tagId);
      return ok(null);
    },
  );

  app.post(
    '/groups/:groupId/tags/:tagId/merge',
    {
      schema: {
        tags,
        summary:
          'Merge a tag into another of the group (Owner, Member): its transactions get the other tag (once each) and it is deleted; answers the tag that stays',
        params: tagParamsSchema,
        body: mergeTagRequestSchema,
        response: replies(tagSchema),
      },
    },
    async (request) => {
      const { groupId, tagId } = request.params;
      const into = request.body.intoTagId;
      return ok(await service.merge(groupAccess(request), groupId, tagId, into));
    },
  );
}

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.tags;
  app.addHook('onRequest', app.authenticate);
  tagRoutes(app);

  app.get(
    '/groups/:groupId/tags',
    {
      schema: {
        tags,
        summary: "The group's tags by name (Owner, Member, Viewer)",
        params: groupIdParamsSchema,
        response: replies(z.array(tagSchema)),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { groupId } = request.params;
      const key = await answerKey(access, 'tags', [groupId], request.params);
      return app.answers.answer(reply, key, async () => ok(await service.list(access, groupId)));
    },
  );

  app.post(
    '/groups/:groupId/tags',
    {
      schema: {
        tags,
        summary: 'Create a tag in the group (Owner, Member); names are unique within a group',
        params: groupIdParamsSchema,
        body: createTagRequestSchema,
        response: replies(tagSchema, 201),
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const tag = await service.create(groupAccess(request), groupId, request.body.name);
      return reply.status(201).send(ok(tag));
    },
  );
};
