// Vitest global set-up of the API tests: when they run on PostgreSQL, the schema is migrated
// once per run into a template database, which each test file's database copies
// (databases.ts). Migrating an empty database took about a second per test app.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { testDatabaseKinds } from './database-kinds.ts';
import { databaseUrl, untilUnused, withAdmin } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database test databases copy; '' when the tests do not use PostgreSQL. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  project.provide('postgresTemplate', '');
  if (!testDatabaseKinds().includes('postgres')) return;
  const name = `budget_template_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const drop = () =>
    withAdmin(async (client) => {
      await untilUnused(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  const handle = openDatabase(databaseUrl(name));
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.destroy();
    await drop();
    throw error;
  }
  await handle.destroy();
  // A database another session is connected to cannot be copied.
  await withAdmin((client) => untilUnused(client, name));
  project.provide('postgresTemplate', name);
  return drop;
}
