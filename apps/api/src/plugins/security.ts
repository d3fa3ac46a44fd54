import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The web app loads only its own scripts; Radix and sonner set inline styles. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

function isForeign(request: FastifyRequest, appOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== appOrigin && origin !== ownOrigin;
}

/**
 * Security headers, and the rule that state-changing requests come from this site and carry
 * JSON: a foreign Origin or Sec-Fetch-Site: cross-site is refused (403); any other body type
 * fails with 415 because JSON is the only parser registered.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { appUrl: string }) => {
    const appOrigin = new URL(options.appUrl).origin;
    await app.register(helmet, {
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      strictTransportSecurity: appOrigin.startsWith('https:'),
    });

    app.removeContentTypeParser(['text/plain', 'application/json']);
    // An empty JSON body (e.g. POST /auth/logout) is simply no body.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });

    app.addHook('onRequest', async (request) => {
      if (STATE_CHANGING.has(request.method) && isForeign(request, appOrigin)) {
        throw forbidden('Cross-site requests are not allowed');
      }
    });
  },
  { name: 'security' },
);
