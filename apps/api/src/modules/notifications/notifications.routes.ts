import {
  pushConfigSchema,
  pushSubscriptionSchema,
  registerPushSubscriptionSchema,
  removePushSubscriptionQuerySchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';

const tags = ['Notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications/push',
    {
      schema: {
        tags,
        summary:
          'Whether this server sends push notifications (VAPID keys configured), and the public key a browser subscribes with',
        response: replies(pushConfigSchema),
      },
    },
    async () => ok(notifications.config()),
  );

  app.get(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary: "The signed-in user's browsers that receive push notifications",
        response: replies(z.array(pushSubscriptionSchema)),
      },
    },
    async (request) => ok(await notifications.list(sessionOf(request).userId)),
  );

  app.post(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary:
          "Turn push notifications on in this browser: its pushManager subscription (a browser another account had turned them on in moves to this one); 409 when the server's push is off",
        body: registerPushSubscriptionSchema,
        response: replies(pushSubscriptionSchema, 201),
      },
    },
    async (request, reply) => {
      const saved = await notifications.register(sessionOf(request).userId, request.body, {
        language: readerLanguage(request),
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(ok(saved));
    },
  );

  app.delete(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary:
          "Turn push notifications off in a browser of the signed-in user's (by its endpoint); answers the same when it was not on",
        querystring: removePushSubscriptionQuerySchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await notifications.remove(sessionOf(request).userId, request.query.endpoint);
      return ok(null);
    },
  );
};
