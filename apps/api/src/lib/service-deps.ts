import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Config } from '../plugins/config.ts';
import type { Mailer } from '../plugins/mailer.ts';

/** What services need from the running app; their plugins build them from these. */
export interface ServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Config;
}
