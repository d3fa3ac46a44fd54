import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@budget/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { badRequest, forbidden } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The web app loads only its own scripts; Radix and sonner set inline styles. Its service worker
 * and manifest are its own files too (said outright, not left to default-src).
 */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * Browser features the web app never uses, denied to it and to anything it might embed; the
 * Topics and FLoC opt-outs too. Only names Chromium knows: it warns in the console of any other.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
/** The policy of API answers: JSON may load nothing and be framed by nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Helmet's headers never change from one request to the next, so they are computed once, by
 * running helmet against a stand-in response, and then set with a single call per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The headers of every answer, and those of API answers (which no cache may keep). */
export interface AnswerHeaders {
  all: Record<string, string>;
  api: Record<string, string>;
}

export function answerHeaders(appUrl: string): AnswerHeaders {
  const all: Record<string, string> = {
    ...securityHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      strictTransportSecurity: appUrl.startsWith('https:'),
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // API answers are JSON, never a page: the headers that guard documents (CSP directives for
  // scripts and styles, Permissions-Policy, COOP and the like) protect nothing there, and at
  // about 1 KB an answer they cost a fifth of a small answer's throughput (docs/performance.md,
  // 'Request path'). They carry OWASP's set for REST answers instead, and no-store: account data is
  // never kept by a browser or proxy (docs/decisions.md, 'API'); the server has its own cache.
  const api: Record<string, string> = {
    'cache-control': 'no-store',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const hsts = all['strict-transport-security'];
  if (hsts) api['strict-transport-security'] = hsts;
  return { all, api };
}

export function isApiCall(url: string): boolean {
  if (!url.startsWith(API_BASE_PATH)) return false;
  const next = url.charAt(API_BASE_PATH.length);
  return next === '' || next === '/' || next === '?';
}

export function headersFor(headers: AnswerHeaders, url: string): Record<string, string> {
  return isApiCall(url) ? headers.api : headers.all;
}

function isForeign(request: FastifyRequest, appOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== appOrigin && origin !== ownOrigin;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Security headers (and no-store on API answers), and the rule that state-changing requests come
 * from this site and carry JSON: a foreign Origin or Sec-Fetch-Site: cross-site is refused (403);
 * any other body type fails with 415 because JSON is the only parser registered.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { appUrl: string }) => {
    const appOrigin = new URL(options.appUrl).origin;
    const headers = answerHeaders(appOrigin);

    app.removeContentTypeParser(['text/plain', 'application/json']);
    // An empty JSON body (e.g. POST /auth/logout) is simply no body.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        // Bytes that are not UTF-8 are refused, not stored as U+FFFD in place of what was meant.
        text = UTF8.decode(body as Buffer);
      } catch {
        return done(badRequest('The request body is not valid UTF-8 text'), undefined);
      }
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(headers, request.url));
      if (STATE_CHANGING.has(request.method) && isForeign(request, appOrigin)) {
        done(forbidden('Cross-site requests are not allowed'));
      } else {
        done();
      }
    });
  },
  { name: 'security' },
);
