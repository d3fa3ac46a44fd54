import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error.ts';
import {
  createSessionResolver,
  type AuthSession,
  type IssuedSession,
} from '../modules/sessions/sessions.service.ts';

export const SESSION_COOKIE = 'budget_session';

/**
 * The session token from the Cookie header, or undefined. The app reads and writes this one
 * cookie only, so it is found here rather than by a cookie plugin whose hooks would parse and
 * write cookies on every request (docs/performance.md, 'Request path').
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    // Tokens are base64url; a quoted or percent-encoded value is still read as RFC 6265 allows.
    const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    try {
      return decodeURIComponent(unquoted) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A Set-Cookie value for the session cookie; `expires` null makes a browser-session cookie. */
export function sessionCookie(
  token: string,
  expires: Date | null,
  secure: boolean,
  maxAgeZero = false,
): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/'];
  if (maxAgeZero) parts.push('Max-Age=0');
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  parts.push('HttpOnly', 'SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

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
    app.decorateRequest('session', null);
    const secure = options.secureCookies;

    app.decorateReply('setSessionCookie', function (this: FastifyReply, session: IssuedSession) {
      // A browser-session cookie has no expiry; a persistent one lives as long as its session.
      const expires = session.persistent ? new Date(session.expiresAt) : null;
      return this.header('set-cookie', sessionCookie(session.token, expires, secure));
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return this.header('set-cookie', sessionCookie('', new Date(0), secure, true));
    });

    const resolveSession = createSessionResolver(app.db);
    async function loadSession(request: FastifyRequest) {
      const token = sessionToken(request);
      request.session = token ? await resolveSession(token) : null;
    }
    app.decorate('loadSession', loadSession);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await loadSession(request);
      sessionOf(request);
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
