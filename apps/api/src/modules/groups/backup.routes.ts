import {
  MAX_RESTORE_BYTES,
  groupBackupSchema,
  groupIdParamsSchema,
  groupSchema,
} from '@budget/contract';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { replies, streamedReplies } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';

const tags = ['Groups'];

/** A file name from a group's name: letters, digits and dashes. */
function fileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'group'}-backup.json`;
}

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { backups } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/groups/:groupId/backup',
    {
      schema: {
        tags,
        summary:
          'The whole group as a JSON backup (categories, budgets, transactions), streamed; POST /groups/restore turns it into a new group',
        params: groupIdParamsSchema,
        response: streamedReplies(
          'application/json',
          groupBackupSchema,
          'The backup file, as an attachment',
        ),
      },
    },
    async (request, reply) => {
      const { name, pieces } = await backups.backup(groupAccess(request), request.params.groupId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(name)}"`)
        .send(Readable.from(pieces));
    },
  );

  app.post(
    '/groups/restore',
    {
      bodyLimit: MAX_RESTORE_BYTES,
      schema: {
        tags,
        summary:
          "Restore a group's backup into a new group of the caller's (its Owner): all of it or nothing",
        body: groupBackupSchema,
        response: replies(groupSchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await backups.restore(groupAccess(request), request.body))),
  );
};
