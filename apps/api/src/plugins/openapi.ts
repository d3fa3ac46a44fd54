import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the contract's zod schemas, browsable at /api/docs. */
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
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  },
  { name: 'openapi' },
);
