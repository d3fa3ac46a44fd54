import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(options.distDir, 'assets'));
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    // The root is a directory to the file server; it is the app's front page.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
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
