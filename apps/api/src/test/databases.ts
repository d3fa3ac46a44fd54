import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
    ? ['sqlite', 'postgres']
    : ['sqlite'];
  // TEST_DATABASES=postgres runs only that one: .ci/run has run SQLite already (npm test).
  const only = process.env.TEST_DATABASES?.split(',').map((kind) => kind.trim());
  return only ? kinds.filter((kind) => only.includes(kind)) : kinds;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function connectionsTo(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]?.n ?? 0;
}

/** A fresh, empty database that is dropped afterwards; nothing is shared between test files. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') return { url: 'sqlite::memory:', drop: async () => undefined };
  const name = `budget_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(async (client) => {
        // A closed pool resolves before its connections have hung up; forcing the drop while one
        // still is would kill it with an error nobody listens to. Wait for them (1 s at most).
        for (let tries = 0; tries < 50 && (await connectionsTo(client, name)) > 0; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
