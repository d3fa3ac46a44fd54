import {
  MAX_IMPORT_CHARS,
  commitImportRequestSchema,
  importBatchSchema,
  importCommitResultSchema,
  importFileRequestSchema,
  importIdParamsSchema,
  undoImportQuerySchema,
  importPreviewSchema,
  importProgressParamsSchema,
  importProgressSchema,
  importSharingRequestSchema,
  importSharingResultSchema,
  listImportsQuerySchema,
  type ImportPreview,
  type Language,
} from '@budget/contract';
import { translateMessage } from '@budget/contract/messages-pl';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';

const tags = ['Imports'];
/** The file's text travels in JSON: room for 50 MB of it and the rest of the body. */
const BODY_LIMIT = MAX_IMPORT_CHARS * 2 + 1024 * 1024;

/** Why each row cannot be imported, in the reader's language (docs/decisions.md, 'Languages'). */
function inLanguage(preview: ImportPreview, language: Language): ImportPreview {
  if (language === 'en') return preview;
  const rows = preview.rows.map((row) =>
    row.error === null ? row : { ...row, error: translateMessage(row.error, language) },
  );
  return { ...preview, rows };
}

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app;

  // Without a session: an import on SQLite holds the one connection until it ends, so a poll
  // that checked its session would wait for the import it asks about. The id is the browser's
  // random UUID, known only to it, and the answer holds only counts (docs/decisions.md).
  app.get(
    '/imports/progress/:progressId',
    {
      schema: {
        tags,
        summary:
          'How far a running import has come, by the progressId its POST /imports request carries',
        params: importProgressParamsSchema,
        response: replies(importProgressSchema),
      },
    },
    async (request) => ok(imports.progress(request.params.progressId)),
  );

  await app.register(guardedImportsRoutes);
};

const guardedImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/imports/preview',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Read a bank file (CSV, OFX, QFX, QIF, CAMT.053, MT940) and show its rows, those that cannot be read and those already present, a CSV file's columns and the categories it maps; nothing is written",
        body: importFileRequestSchema,
        response: replies(importPreviewSchema),
      },
    },
    async (request) => {
      const access = groupAccess(request);
      return ok(inLanguage(await imports.preview(access, request.body), access.language));
    },
  );

  app.post(
    '/imports',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import a bank file into a group as one batch, all rows or none, skipping duplicates unless their lines are listed; answers the batch and each closing balance it recorded beside the balance of its account at its date',
        body: commitImportRequestSchema,
        response: replies(importCommitResultSchema, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await imports.commit(groupAccess(request), request.body))),
  );

  // Behind the same session check: hooks reach the plugins registered inside.
  await app.register(importHistoryRoutes);
};

/** An import's history: listed, undone, and its payer and split set anew. */
const importHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app;

  app.get(
    '/imports',
    {
      schema: {
        tags,
        summary: "A group's imports, newest first, with their row counts",
        querystring: listImportsQuerySchema,
        response: replies(z.array(importBatchSchema)),
      },
    },
    async (request) => ok(await imports.list(groupAccess(request), request.query.groupId)),
  );

  app.delete(
    '/imports/:importId',
    {
      schema: {
        tags,
        summary: 'Undo an import: remove exactly the transactions it brought in',
        params: importIdParamsSchema,
        querystring: undoImportQuerySchema,
        response: replies(importBatchSchema),
      },
    },
    async (request) =>
      ok(
        await imports.undo(
          groupAccess(request),
          request.params.importId,
          request.query.confirmReconciled,
        ),
      ),
  );

  app.put(
    '/imports/:importId/sharing',
    {
      schema: {
        tags,
        summary:
          'Set who paid and how every transaction still in an import is split (equally, by shares or by percentages; each its own amount), Owners and Members',
        params: importIdParamsSchema,
        body: importSharingRequestSchema,
        response: replies(importSharingResultSchema),
      },
    },
    async (request) =>
      ok(await imports.reshare(groupAccess(request), request.params.importId, request.body)),
  );
};
