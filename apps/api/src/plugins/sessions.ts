import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error.ts';
import {
  resolveSession,
  type AuthSession,
  type IssuedSession,
} from '../modules/sessions/sessions.service.ts';

export const SESSION_COOKIE = 'budget_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by app.authenticate; null on public routes. */
    session: AuthSession | null;
  }
  interface FastifyReply {
    setSessionCookie(session: IssuedSession): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: refuses with 401 unless the request carries a live session. It runs before
     * the body is read and anything is validated, so a caller without a session learns nothing
     * of a route's rules and its body is never parsed.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: loads the session when there is one, without requiring it. */
    loadSession(request: FastifyRequest): Promise<void>;
  }
}

/** The session app.authenticate loaded; for routes behind it. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthorized('Your session has expired. Please sign in.');
  return request.session;
}

/** Server-side sessions: an opaque token in an httpOnly, SameSite=Lax cookie. */
export const sessionsPlugin = fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    await app.register(cookie);
    app.decorateRequest('session', null);

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
    };

    app.decorateReply('setSessionCookie', function (this: FastifyReply, session: IssuedSession) {
      // A browser-session cookie has no expiry; a persistent one lives as long as its session.
      const expires = session.persistent ? new Date(session.expiresAt) : undefined;
      return this.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    async function loadSession(request: FastifyRequest) {
      const token = request.cookies[SESSION_COOKIE];
      request.session = token ? await resolveSession(app.db, token) : null;
    }
    app.decorate('loadSession', loadSession);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await loadSession(request);
      sessionOf(request);
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
