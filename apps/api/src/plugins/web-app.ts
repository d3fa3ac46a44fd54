import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import { BOOT_DATA_ELEMENT_ID } from '@budget/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { prerenderedPage } from './prerendered-pages.ts';
import { screenPreloadLinks } from './screen-preloads.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the web app's page (set only when the web app is built). */
    sendPage?: () => Promise<FastifyReply>;
  }
}

/** The data a page carries for its visitor, or undefined for none (docs/decisions.md). */
export type PageData = (request: FastifyRequest) => Promise<unknown>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

let pageScripts: { path: string; mtimeMs: number; sources: string; html: string } | undefined;

/**
 * The CSP sources of the page's inline scripts: the theme boot runs inline, before the first
 * paint and without a request of its own (apps/web/index.html), so script-src names its hash.
 * Read again when the file changes, as a rebuild is served without a restart.
 */
export function inlineScriptSources(indexPath: string): string {
  return readPage(indexPath).sources;
}

function scriptSources(html: string): string {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    )
    .join(' ');
}

function readPage(indexPath: string): { sources: string; html: string } {
  const { mtimeMs } = statSync(indexPath);
  if (pageScripts?.path === indexPath && pageScripts.mtimeMs === mtimeMs) return pageScripts;
  const html = readFileSync(indexPath, 'utf8');
  pageScripts = { path: indexPath, mtimeMs, sources: scriptSources(html), html };
  return pageScripts;
}

/** Lets the page's inline scripts run: the policy names each one's hash. */
function allowInlineScripts(reply: FastifyReply, sources: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (sources && typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${sources}`),
    );
  }
}

/**
 * The page with its data in a JSON block before </head>: not a script the browser runs (so the
 * policy needs no hash for it), and with '<' escaped so no text in it can close the element.
 */
export function withPageData(html: string, data: unknown, links = ''): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
  // A function, so '$' patterns in the data ('$&', '$`') are not read as replacement patterns.
  return html.replace('</head>', () => `${links}${block}</head>`);
}

/** Whether the page is one a browser draws: a GET, and not a file name that is not there. */
function isDrawnPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && !/\.[^/]*$/.test(request.url.split('?')[0] ?? '');
}

async function sendPage(
  reply: FastifyReply,
  distDir: string,
  pageData: PageData | undefined,
): Promise<FastifyReply> {
  const page = readPage(join(distDir, 'index.html'));
  const request = reply.request;
  let data: unknown;
  let signedOut = false;
  try {
    // (/favicon.ico and /robots.txt get the page too, without the visitor's data.)
    data = pageData && isDrawnPage(request) ? await pageData(request) : undefined;
    signedOut = pageData !== undefined && isDrawnPage(request) && data === undefined;
  } catch (error) {
    // The page still works without its data: the app then asks for it itself.
    request.log.warn({ err: error }, 'page data failed; the page is sent without it');
  }
  // A public screen drawn by the build, to a visitor known to be signed out (the app takes the
  // drawn page to mean exactly that); the answer depends on the cookie.
  const drawn = signedOut ? prerenderedPage(distDir, request.url) : undefined;
  if (drawn !== undefined) {
    allowInlineScripts(reply, scriptSources(drawn));
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(drawn);
  }
  allowInlineScripts(reply, page.sources);
  if (data === undefined) return reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The visitor's own data: never stored by a cache, and never answered for another cookie.
  return reply
    .header('cache-control', 'no-store')
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8')
    .send(withPageData(page.html, data, screenPreloadLinks(distDir, request.url)));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can show its own pages.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string; pageData?: PageData }) => {
    if (!existsSync(join(options.distDir, 'index.html'))) {
      app.log.warn(`Web app not built (${options.distDir}); serving the API only`);
      return;
    }
    await app.register(staticFiles, {
      root: options.distDir,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies (apps/web/precompress.ts); sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(options.distDir, 'assets'));
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    // The file server refuses a path with an empty segment ('//api/v1/groups') as 'Forbidden',
    // which names no fault of the caller's: such a path is no file, so it is not found.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== '/*' || !request.url.split('?')[0]?.includes('//')) return;
      return reply.callNotFound();
    });
    app.decorateReply('sendPage', function (this: FastifyReply) {
      return sendPage(this, options.distDir, options.pageData);
    });
    // The root is a directory to the file server; it is the app's front page. The page asked by
    // its file name is the same page, with the same policy (the file server would leave out
    // the inline script's hash).
    for (const url of ['/', '/index.html']) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        sendPage(reply, options.distDir, options.pageData),
      );
    }
  },
  { name: 'web-app' },
);

export function isApiPath(url: string): boolean {
  // '//api/v1/groups' is asked of the API too, though no route takes it.
  const path = url.replace(/^\/{2,}/, '/');
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
}

/**
 * The service worker's scripts (its push handler, sw-push.js, among them) and the manifests (one
 * per language): a file or a 404, never the page.
 */
const WORKER_FILE =
  /^\/(?:sw\.js|sw-push\.js|workbox-[\w-]+\.js|manifest(?:\.[a-z]{2})?\.webmanifest)(?:[?#]|$)/;

/** A missing hashed asset is a 404, never the app's index.html (which would fail as a script). */
export function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/') || WORKER_FILE.test(url);
}
