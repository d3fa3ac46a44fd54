import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAttachmentsService, type AttachmentsService } from './attachments.service.ts';
import { openStore } from './storage/store.ts';
import { thumbnailThreads } from './thumbnails.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A transaction's receipts and other files, and the removal of those whose rows are gone. */
    attachments: AttachmentsService;
  }
}

const DELETING = new Set(['DELETE', 'POST', 'PUT']);

/**
 * The attachments service on the configured store (its folder made at start). After any answered
 * write the noted files are removed, so a deleted transaction's, group's or import's files go
 * soon after their rows without each of those writes knowing of attachments.
 */
export const attachmentsPlugin = fp(
  async (app: FastifyInstance) => {
    const store = await openStore(app.config.attachments);
    const thumbnails = thumbnailThreads((err) =>
      app.log.error({ err }, 'the thumbnail thread failed; the file is kept without one'),
    );
    app.addHook('onClose', () => thumbnails.close());
    const service = createAttachmentsService({
      db: app.db,
      writes: app.writes,
      store,
      limits: app.config.attachments,
      thumbnails,
    });
    app.decorate('attachments', service);
    app.addHook('onResponse', (request, reply, done) => {
      done();
      if (!DELETING.has(request.method) || reply.statusCode >= 400) return;
      service.files
        .sweep()
        .catch((err: unknown) => app.log.error({ err }, 'attachment sweep failed'));
    });
  },
  { name: 'attachments', dependencies: ['config', 'database', 'writes'] },
);
