import { updateProfileRequestSchema, userProfileSchema } from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';

const tags = ['Account'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: "The signed-in user's profile",
        response: replies(userProfileSchema),
      },
    },
    async (request) => ok(await users.getProfile(sessionOf(request).userId)),
  );

  app.put(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Change username and e-mail (a new address must be confirmed again)',
        body: updateProfileRequestSchema,
        response: replies(userProfileSchema),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      return ok(await users.updateProfile(userId, request.body, readerLanguage(request)));
    },
  );

  app.delete(
    '/users/delete-profile',
    {
      schema: {
        tags,
        summary: 'Delete the account: deactivated now, data purged after 30 days',
        response: replies(z.null()),
      },
    },
    async (request, reply) => {
      await users.deleteProfile(sessionOf(request).userId);
      reply.clearSessionCookie();
      return ok(null);
    },
  );
};
