import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the web app's page (set only when the web app is built). */
    sendPage?: () => FastifyReply;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

let pageScripts: { path: string; mtimeMs: number; sources: string } | undefined;

/**
 * The CSP sources of the page's inline scripts: the theme boot runs inline, before the first
 * paint and without a request of its own (apps/web/index.html), so script-src names its hash.
 * Read again when the file changes, as a rebuild is served without a restart.
 */
export function inlineScriptSources(indexPath: string): string {
  const { mtimeMs } = statSync(indexPath);
  if (pageScripts?.path === indexPath && pageScripts.mtimeMs === mtimeMs)
    return pageScripts.sources;
  const html = readFileSync(indexPath, 'utf8');
  const sources = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    )
    .join(' ');
  pageScripts = { path: indexPath, mtimeMs, sources };
  return sources;
}

function sendPage(reply: FastifyReply, distDir: string): FastifyReply {
  const sources = inlineScriptSources(join(distDir, 'index.html'));
  const policy = reply.getHeader('content-security-policy');
  if (sources && typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${sources}`),
    );
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can show its own pages.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
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
    app.decorateReply('sendPage', function (this: FastifyReply) {
      return sendPage(this, options.distDir);
    });
    // The root is a directory to the file server; it is the app's front page. The page asked by
    // its file name is the same page, with the same policy (the file server would leave out
    // the inline script's hash).
    for (const url of ['/', '/index.html']) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        sendPage(reply, options.distDir),
      );
    }
  },
  { name: 'web-app' },
);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A missing hashed asset is a 404, never the app's index.html (which would fail as a script). */
export function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}
