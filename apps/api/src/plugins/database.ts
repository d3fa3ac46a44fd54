import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

/** Exposes the opened, migrated database to every route; closing the app closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbKind', options.handle.kind);
    app.addHook('onClose', async () => options.handle.destroy());
  },
  { name: 'database' },
);
