import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { notFound } from '../lib/app-error.ts';

export const DOCS_PREFIX = '/api/docs';

/** The files of swagger-ui-dist the page loads, by the type they are served as. */
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Budget App API</title>
    <link rel="stylesheet" href="${DOCS_PREFIX}/static/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PREFIX}/static/index.css" />
    <link rel="icon" type="image/png" href="${DOCS_PREFIX}/static/favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="${DOCS_PREFIX}/static/favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PREFIX}/static/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PREFIX}/static/swagger-ui-standalone-preset.js"></script>
    <script src="${DOCS_PREFIX}/static/initializer.js"></script>
  </body>
</html>
`;

// In a file of its own: the page's policy allows scripts from the server only, none inline.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCS_PREFIX}/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

let uiFolder: string | undefined;

/** Found on the first visit, not at start: most servers never serve the documentation. */
function uiFile(name: string): string {
  uiFolder ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return join(uiFolder, name);
}

/**
 * The OpenAPI document, generated from the contract's zod schemas, browsable at /api/docs. The
 * page serves swagger-ui-dist's files as they are: @fastify/swagger-ui, which did the same, held
 * 9-15 MiB of memory from the start whether anyone opened the page or not (docs/performance.md,
 * 'Start and memory').
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string; appUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Budget App API',
          description:
            'Every response is the envelope {status, data, errors, warnings}. Sign in with POST /api/v1/auth/login; the session travels in an httpOnly cookie. No text (body, query or path) may contain U+0000 or a lone UTF-16 surrogate: 400 Validation naming the field.',
          version: options.version,
        },
        servers: [{ url: options.appUrl }],
      },
      transform: jsonSchemaTransform,
    });
    const hide = { schema: { hide: true } };
    app.get(DOCS_PREFIX, hide, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(PAGE),
    );
    app.get(`${DOCS_PREFIX}/json`, hide, () => app.swagger());
    app.get(`${DOCS_PREFIX}/static/initializer.js`, hide, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(INITIALIZER),
    );
    app.get<{ Params: { file: string } }>(`${DOCS_PREFIX}/static/:file`, hide, (request, reply) => {
      const type = UI_FILES[request.params.file];
      if (!type) throw notFound(`No such file: ${request.params.file}`);
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(uiFile(request.params.file)));
    });
  },
  { name: 'openapi' },
);
