import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createWritePath, type WritePath } from './write-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every write to a group's money (docs/decisions.md, 'One write path'), for every service. */
    writes: WritePath;
  }
}

export const writePathPlugin = servicePlugin('writes', ['database', 'rates-service'], (app) => {
  const writes = createWritePath(app.db, app.rates);
  // Budget spend rows are keyed by the rate tables they convert with (docs/decisions.md).
  app.rates.onImport((fromDay) => writes.rekeyAfterRatesImport(fromDay));
  return writes;
});
