import {
  exchangeRateSchema,
  importRatesRequestSchema,
  importRatesResponseSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { sessionOf } from '../../plugins/sessions.ts';

const tags = ['Exchange rates'];

export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/rates/latest',
    {
      schema: {
        tags,
        summary: 'The newest PLN mid rate of each currency',
        response: replies(z.array(exchangeRateSchema)),
      },
    },
    async () => ok(await app.rates.latest()),
  );

  app.post(
    '/rates/import',
    {
      schema: {
        tags,
        summary: 'Import NBP table A rates (administrators named in ADMIN_EMAILS)',
        body: importRatesRequestSchema,
        response: replies(importRatesResponseSchema),
      },
      bodyLimit: 5 * 1024 * 1024,
    },
    async (request) => {
      app.rates.assertMayImport(sessionOf(request).email);
      return ok(await app.rates.importTables(request.body));
    },
  );
};
