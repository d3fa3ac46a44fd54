import pg from 'pg';

/** A connection to TEST_DATABASE_URL's server, for creating and dropping test databases. */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
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

/**
 * Waits until no connection to `database` is left (1 s at most): a closed pool resolves before
 * its connections have hung up. A database still connected to cannot be copied, and forcing its
 * drop would kill the connection with an error nobody listens to.
 */
export async function untilUnused(client: pg.Client, database: string): Promise<void> {
  for (let tries = 0; tries < 50 && (await connectionsTo(client, database)) > 0; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** TEST_DATABASE_URL with another database's name in it. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}
