import { readers, writers, type Scenario } from './authorization-scenarios.ts';
import { multipart, TINY_PNG } from './attachments.ts';

/** The authorization matrix's rows of a transaction's attachments. */
export const ATTACHMENT_SCENARIOS: Scenario[] = [
  {
    route: 'GET /api/v1/transactions/:transactionId/attachments',
    name: "list a transaction's attachments",
    request: (c) => ({ method: 'GET', path: `/transactions/${c.transaction}/attachments` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/transactions/:transactionId/attachments',
    name: 'attach a file',
    request: (c) => {
      const { body, headers } = multipart('receipt.png', TINY_PNG);
      return { method: 'POST', path: `/transactions/${c.transaction}/attachments`, body, headers };
    },
    own: writers(201),
  },
  {
    route: 'GET /api/v1/attachments/:attachmentId/file',
    name: 'download an attachment',
    request: (c) => ({ method: 'GET', path: `/attachments/${c.attachment}/file` }),
    own: readers,
    file: true,
  },
  {
    route: 'GET /api/v1/attachments/:attachmentId/thumbnail',
    name: "download an attachment's thumbnail",
    request: (c) => ({ method: 'GET', path: `/attachments/${c.attachment}/thumbnail` }),
    own: readers,
    file: true,
  },
  {
    route: 'DELETE /api/v1/attachments/:attachmentId',
    name: 'delete an attachment',
    request: (c) => ({ method: 'DELETE', path: `/attachments/${c.attachment}` }),
    own: writers(200),
  },
];
