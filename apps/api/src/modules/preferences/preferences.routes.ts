import { preferencesSchema } from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { sessionOf } from '../../plugins/sessions.ts';

const tags = ['Account'];

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preferences } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/me/preferences',
    {
      schema: {
        tags,
        summary: "The signed-in user's preferences (defaults until saved)",
        response: replies(preferencesSchema),
      },
    },
    async (request) => ok(await preferences.get(sessionOf(request).userId)),
  );

  app.put(
    '/users/me/preferences',
    {
      schema: {
        tags,
        summary: 'Save theme, display currency, locale and first day of the week',
        body: preferencesSchema,
        response: replies(preferencesSchema),
      },
    },
    async (request) => ok(await preferences.save(sessionOf(request).userId, request.body)),
  );
};
