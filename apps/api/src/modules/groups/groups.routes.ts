import {
  assignUsersRequestSchema,
  changeUserRoleRequestSchema,
  createGroupRequestSchema,
  updateGroupRequestSchema,
  groupIdParamsSchema,
  groupSchema,
  listGroupsQuerySchema,
  unassignUsersRequestSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, withWarnings } from '../../lib/envelope.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';

const tags = ['Groups'];

function groupRoutes(app: RoutesApp) {
  const { groups } = app;

  app.get(
    '/groups',
    {
      schema: {
        tags,
        summary: "The caller's groups with the caller's role",
        querystring: listGroupsQuerySchema,
        response: replies(z.array(groupSchema)),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      // The caller's role in each group is part of the answer: kept per caller.
      const key = await answerKey(access, 'groups', [], request.query, [access.userId]);
      return app.answers.answer(reply, key, async () =>
        ok(await groups.list(access, request.query.includeMembers)),
      );
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        tags,
        summary: 'Create a group; the creator becomes its Owner',
        body: createGroupRequestSchema,
        response: replies(groupSchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await groups.create(groupAccess(request), request.body))),
  );

  app.delete(
    '/groups/:groupId',
    {
      schema: {
        tags,
        summary: 'Delete a group (Owner)',
        params: groupIdParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await groups.remove(groupAccess(request), request.params.groupId);
      return ok(null);
    },
  );

  app.put(
    '/groups',
    {
      schema: {
        tags,
        summary: "Change the group's name, description and time zone (Owner)",
        body: updateGroupRequestSchema,
        response: replies(groupSchema),
      },
    },
    async (request) => ok(await groups.update(groupAccess(request), request.body)),
  );
}

function memberRoutes(app: RoutesApp) {
  const { groups } = app;

  app.put(
    '/groups/assign-users',
    {
      schema: {
        tags,
        summary:
          'Add registered users by e-mail as Member (default) or Viewer, or invite addresses without an account (Owner, Member)',
        body: assignUsersRequestSchema,
        response: replies(groupSchema),
      },
    },
    async (request) => {
      const access = groupAccess(request);
      const { group, warnings } = await groups.assignUsers(access, request.body);
      return withWarnings(group, warnings, access.language);
    },
  );

  app.put(
    '/groups/unassign-users',
    {
      schema: {
        tags,
        summary: 'Remove members (Owner), or leave the group by removing oneself',
        body: unassignUsersRequestSchema,
        response: replies(groupSchema.nullable()),
      },
    },
    async (request) => ok(await groups.unassignUsers(groupAccess(request), request.body)),
  );

  app.put(
    '/groups/change-user-role',
    {
      schema: {
        tags,
        summary: "Change a member's role (Owner)",
        body: changeUserRoleRequestSchema,
        response: replies(groupSchema),
      },
    },
    async (request) => ok(await groups.changeUserRole(groupAccess(request), request.body)),
  );
}

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  groupRoutes(app);
  memberRoutes(app);
};
