import {
  categorySchema,
  createCategoryRequestSchema,
  deleteCategoryQuerySchema,
  listCategoriesQuerySchema,
  updateCategoryRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Categories'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary:
          "Categories of the given groups (groupsId, or groupIds, repeated), or of all the caller's groups",
        querystring: listCategoriesQuerySchema,
        response: replies(z.array(categorySchema)),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const groupIds = [...new Set([...request.query.groupsId, ...request.query.groupIds])];
      const key = await answerKey(access, 'categories', groupIds, { groupIds });
      return app.answers.answer(reply, key, async () =>
        ok(await categories.list(access, groupIds)),
      );
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category in a group (Owner, Member); names are unique within a group',
        body: createCategoryRequestSchema,
        response: replies(categorySchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await categories.create(groupAccess(request), request.body))),
  );

  app.put(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Rename or describe a category (Owner, Member)',
        body: updateCategoryRequestSchema,
        response: replies(categorySchema),
      },
    },
    async (request) => ok(await categories.update(groupAccess(request), request.body)),
  );

  app.delete(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Delete a category; transactions and budgets that used it keep existing',
        querystring: deleteCategoryQuerySchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await categories.remove(groupAccess(request), request.query.categoryId);
      return ok(null);
    },
  );
};
