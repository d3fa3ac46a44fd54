import {
  activateAccountRequestSchema,
  activateAccountResponseSchema,
  authHealthSchema,
  changePasswordRequestSchema,
  forgottenPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resendActivationQuerySchema,
  resetPasswordRequestSchema,
  sessionInfoSchema,
  sessionRefreshSchema,
  userProfileSchema,
  validateSessionQuerySchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, withWarnings } from '../../lib/envelope.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { sessionOf, sessionToken } from '../../plugins/sessions.ts';
import { replies, type RoutesApp } from '../../lib/route-schema.ts';
import { refreshSession } from '../sessions/sessions.service.ts';

const tags = ['Authentication'];
const none = z.null();

function accountRoutes(app: RoutesApp) {
  const { auth } = app;

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        body: loginRequestSchema,
        response: replies(loginResponseSchema),
      },
    },
    async (request, reply) => {
      const { profile, session, firstSignIn } = await auth.login(request.body, request.ip);
      reply.setSessionCookie(session);
      return ok({ ...profile, firstSignIn });
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary:
          'Create an account; an activation link is e-mailed, unless an invitation to the address confirms it and joins its group',
        body: registerRequestSchema,
        response: replies(userProfileSchema, 201),
      },
    },
    async (request, reply) => {
      const language = request.body.language ?? readerLanguage(request);
      const { profile, warnings } = await auth.register(request.body, request.ip, language);
      return reply.status(201).send(withWarnings(profile, warnings, language));
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: "Sign out (ends the account's sessions)", response: replies(none) },
      onRequest: app.loadSession,
    },
    async (request, reply) => {
      await auth.logout(request.session);
      reply.clearSessionCookie();
      return ok(null);
    },
  );
}

function sessionRoutes(app: RoutesApp) {
  app.get(
    '/auth/validate',
    {
      schema: {
        tags,
        summary: 'The current session; without one 401, or null with ?optional=true',
        querystring: validateSessionQuerySchema,
        response: replies(sessionInfoSchema.nullable()),
      },
      // Still 401 before anything else is looked at, unless the caller said it expects none.
      onRequest: async (request) => {
        await app.loadSession(request);
        if ((request.query as { optional?: unknown }).optional !== 'true') sessionOf(request);
      },
    },
    async (request) => {
      if (!request.session) return ok(null);
      const session = sessionOf(request);
      return ok({
        isAuthenticated: true as const,
        userId: session.userId,
        expiresAt: session.expiresAt,
      });
    },
  );

  app.get(
    '/auth/health',
    {
      schema: {
        tags,
        summary: 'Authentication service health',
        response: replies(authHealthSchema),
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Extend the current session',
        response: replies(sessionRefreshSchema),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const expiresAt = await refreshSession(app.db, session);
      const token = sessionToken(request);
      if (token) reply.setSessionCookie({ token, persistent: session.persistent, expiresAt });
      return ok({ expiresAt });
    },
  );
}

function passwordRoutes(app: RoutesApp) {
  const { auth } = app;

  app.post(
    '/auth/forgotten-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: forgottenPasswordRequestSchema,
        response: replies(none),
      },
    },
    async (request) => {
      await auth.forgottenPassword(request.body.email, request.ip, readerLanguage(request));
      return ok(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: resetPasswordRequestSchema,
        response: replies(none),
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body, request.ip);
      reply.clearSessionCookie();
      return ok(null);
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password of the signed-in account',
        body: changePasswordRequestSchema,
        response: replies(none),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const session = await auth.changePassword(sessionOf(request), request.body, request.ip);
      reply.setSessionCookie(session);
      return ok(null);
    },
  );
}

function activationRoutes(app: RoutesApp) {
  const { auth } = app;

  app.post(
    '/auth/activate-account',
    {
      schema: {
        tags,
        summary:
          'Confirm the e-mail address from an activation link (alreadyActivated when it was confirmed before)',
        body: activateAccountRequestSchema,
        response: replies(activateAccountResponseSchema),
      },
    },
    async (request) => ok(await auth.activateAccount(request.body, request.ip)),
  );

  app.post(
    '/auth/resend-activation-email',
    {
      schema: {
        tags,
        summary: 'E-mail a new activation link (once per 60 s)',
        querystring: resendActivationQuerySchema,
        response: replies(none),
      },
    },
    async (request) => {
      await auth.resendActivation(request.query.email, request.ip, readerLanguage(request));
      return ok(null);
    },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  accountRoutes(app);
  sessionRoutes(app);
  passwordRoutes(app);
  activationRoutes(app);
};
