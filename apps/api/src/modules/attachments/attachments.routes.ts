import {
  AttachmentMessage,
  ATTACHMENT_FILE_FIELD,
  attachmentParamsSchema,
  attachmentSchema,
  transactionAttachmentsParamsSchema,
  type Attachment,
} from '@budget/contract';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, streamedReplies, type RoutesApp } from '../../lib/route-schema.ts';
import { groupAccess } from '../access/group-access.ts';

const tags = ['Attachments'];

/**
 * A stored file is never run as a page: `sandbox` takes scripts, forms and the origin from
 * anything rendered from it, `nosniff` holds browsers to the stored type, and only images (which
 * run nothing) show inline; a PDF downloads, since some viewers run a PDF's scripts
 * (docs/decisions.md, 'Attachments').
 */
function sendFile(
  reply: FastifyReply,
  attachment: Attachment,
  bytes: Readable,
  thumbnail: boolean,
) {
  const type = thumbnail ? 'image/jpeg' : attachment.contentType;
  const inline = type.startsWith('image/');
  // RFC 8187's value takes no ', (, ) or *, which encodeURIComponent leaves as they are.
  const name = encodeURIComponent(attachment.fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = attachment.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(type)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${name}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
    .header('cache-control', 'private, max-age=3600')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(bytes);
}

const DOWNLOADS = [
  {
    thumbnail: false,
    summary:
      'The attached file as stored (every role of its group): images inline, PDFs as a download',
  },
  {
    thumbnail: true,
    summary: 'The JPEG thumbnail of an image attachment (every role of its group; 404 for a PDF)',
  },
];

function downloadRoutes(app: RoutesApp) {
  for (const { thumbnail, summary } of DOWNLOADS) {
    app.get(
      `/attachments/:attachmentId/${thumbnail ? 'thumbnail' : 'file'}`,
      {
        // Compressing a JPEG or a PDF again gains nothing.
        config: { compress: false },
        schema: {
          tags,
          summary,
          params: attachmentParamsSchema,
          response: streamedReplies('application/octet-stream', z.string(), 'The bytes'),
        },
      },
      async (request, reply) => {
        const { attachment, bytes } = await app.attachments.open(
          groupAccess(request),
          request.params.attachmentId,
          thumbnail,
        );
        return sendFile(reply, attachment, bytes, thumbnail);
      },
    );
  }
}

type Parts = AsyncIterableIterator<Multipart>;

const brokenUpload = () =>
  validationFailed(AttachmentMessage.BrokenUpload, { file: [AttachmentMessage.BrokenUpload] });

/** The next part, or the client's error for a body busboy cannot read (no boundary, cut short). */
async function nextPart(parts: Parts): Promise<Multipart | undefined> {
  try {
    const next = await parts.next();
    return next.done ? undefined : next.value;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw brokenUpload();
  }
}

/** The body's first file, past any fields before it. */
async function firstFile(parts: Parts): Promise<MultipartFile | undefined> {
  for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
    if (part.type === 'file') return part;
  }
  return undefined;
}

/** Reads the body after its file: fields are let be, a second file is refused, not dropped. */
async function restOfUpload(parts: Parts): Promise<void> {
  for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
    if (part.type !== 'file') continue;
    part.file.resume();
    throw validationFailed(AttachmentMessage.OneFile, { file: [AttachmentMessage.OneFile] });
  }
}

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.attachments;
  const { maxFileBytes } = app.config.attachments;
  app.addHook('onRequest', app.authenticate);
  // One file and a few small fields; the file is cut one byte past the limit (then refused 413).
  // A second file is let in only to be refused by name (`restOfUpload`), not kept silently.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 2, fields: 4, parts: 6, fieldSize: 1024, fileSize: maxFileBytes + 1 },
  });

  app.get(
    '/transactions/:transactionId/attachments',
    {
      schema: {
        tags,
        summary: "A transaction's attachments, oldest first (every role of its group)",
        params: transactionAttachmentsParamsSchema,
        response: replies(z.array(attachmentSchema)),
      },
    },
    async (request) => ok(await service.list(groupAccess(request), request.params.transactionId)),
  );

  app.post(
    '/transactions/:transactionId/attachments',
    {
      schema: {
        tags,
        summary: `Attach a JPEG, PNG or WebP image or a PDF (Owner, Member): multipart/form-data, one file in the field "${ATTACHMENT_FILE_FIELD}"; the type is read from the content`,
        params: transactionAttachmentsParamsSchema,
        response: replies(attachmentSchema, 201),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const { transactionId } = request.params;
      await service.mayUpload(access, transactionId);
      const noFile = validationFailed(AttachmentMessage.NoFile, {
        file: [AttachmentMessage.NoFile],
      });
      if (!request.isMultipart()) throw noFile;
      const parts = request.parts();
      const part = await firstFile(parts);
      if (!part || part.fieldname !== ATTACHMENT_FILE_FIELD) {
        part?.file.resume();
        throw noFile;
      }
      const upload = {
        file: part.file,
        fileName: part.filename,
        truncated: () => part.file.truncated,
        rest: () => restOfUpload(parts),
      };
      return reply.code(201).send(ok(await service.upload(access, transactionId, upload)));
    },
  );

  app.delete(
    '/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Delete an attachment and its file (Owner, Member)',
        params: attachmentParamsSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await service.remove(groupAccess(request), request.params.attachmentId);
      return ok(null);
    },
  );

  downloadRoutes(app);
};
