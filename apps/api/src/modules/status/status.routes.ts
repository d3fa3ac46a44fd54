import { ErrorCode, ResponseStatus, serverStatusSchema, versionSchema } from '@budget/contract';
import { translateMessage } from '@budget/contract/messages-pl';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';

const tags = ['Status'];

export const statusRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, options) => {
  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Liveness and database reachability (503 when the database is down)',
        response: { ...replies(serverStatusSchema), 503: replies(serverStatusSchema)[200] },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return ok({ status: 'ok' as const, database: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'database check failed');
        return reply.status(503).send({
          status: ResponseStatus.Error,
          data: { status: 'ok' as const, database: 'down' as const },
          errors: [
            {
              message: translateMessage('The database is unavailable', readerLanguage(request)),
              code: ErrorCode.InternalServerError,
              details: null,
              stackTrace: null,
              innerError: null,
            },
          ],
          warnings: [],
        });
      }
    },
  );

  app.get(
    '/status/version',
    { schema: { tags, summary: 'The server version', response: replies(versionSchema) } },
    async () => ok({ version: options.version }),
  );
};
