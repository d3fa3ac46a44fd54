import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createImportsService, type ImportsService } from './imports.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bank-file imports: preview, import as one batch, progress, history and undo. */
    imports: ImportsService;
  }
}

export const importsServicePlugin = servicePlugin(
  'imports',
  ['database', 'writes-service'],
  (app) => createImportsService(app.db, app.writes, app.log),
);
