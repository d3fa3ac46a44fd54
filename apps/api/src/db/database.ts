import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, type KyselyConfig } from 'kysely';
import type Pg from 'pg';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import { namedQueries, PLAN_GONE, preparedNames } from './prepared.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { DEFAULT_SQLITE_BULK_CACHE_BYTES, setBulkCache } from './bulk-cache.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** Counts and sums come back from PostgreSQL as text; amounts are integer minor units well below 2^53. */
export function parseInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`Integer out of safe range: ${value}`);
  return parsed;
}

/** A connection that only reads, for a report thread: fewer PostgreSQL connections, none writing. */
export interface OpenOptions {
  reader?: boolean;
  /** SQLite: how much of the file is read through a memory map (config's SQLITE_MMAP_MB). */
  sqliteMmapBytes?: number;
  /** SQLite: the page cache of a write of many rows (config's SQLITE_BULK_CACHE_MB). */
  sqliteBulkCacheBytes?: number;
  /** Told every statement run and its time (scripts/profile-requests.ts counts them). */
  log?: (sql: string, milliseconds: number) => void;
}

type Query = (...args: unknown[]) => unknown;

/** Whether the database's prepared reads run as named statements (prepared.ts), and a stop. */
interface Naming {
  on: () => boolean;
  off: () => void;
}

/**
 * pg's client, running a prepared read's text (prepared.ts) as its named statement, planned once
 * per connection, while the database keeps them (`naming`): Kysely runs a transaction's
 * statements on its connection's client, out of `namedQueries`' reach, and a statement page's
 * reads (one state, `readInOneState`) spent about a third of their time planning.
 */
function namingClient(pg: typeof Pg, naming: Naming): typeof Pg.Client {
  return class NamingClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [text, values, callback] = args;
      const name = typeof text === 'string' && naming.on() ? preparedNames.get(text) : undefined;
      const query = super.query.bind(this) as Query;
      if (name === undefined || !Array.isArray(values) || callback !== undefined) {
        return query(...args) as never;
      }
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        // The transaction it ran in has failed; the database's reads are unnamed from now on
        // (prepared.ts, `PLAN_GONE`).
        if (PLAN_GONE.has((error as { code?: string }).code ?? '')) naming.off();
        throw error;
      }) as never;
    }
  };
}

function postgresPool(connectionString: string, options: OpenOptions, naming: Naming): Pg.Pool {
  // Loaded only for PostgreSQL: a SQLite server starts faster and smaller without it.
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  return new pg.Pool({
    Client: namingClient(pg, naming),
    connectionString,
    max: options.reader ? 2 : 10,
    ...(options.reader ? { options: '-c default_transaction_read_only=on' } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? parseInteger
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

function sqliteFilename(url: string): string {
  const target = url.slice('sqlite:'.length);
  if (target === ':memory:') return target;
  const filename = resolve(target);
  mkdirSync(dirname(filename), { recursive: true });
  return filename;
}

/** Whether a Kysely instance (or transaction) talks to PostgreSQL, for the few dialect-specific plans. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function databaseKind(url: string): DatabaseKind {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

function kyselyLog({ log }: OpenOptions): KyselyConfig['log'] {
  return log && ((event) => log(event.query.sql, event.queryDurationMillis));
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const kind = databaseKind(url);
  if (kind === 'sqlite') {
    const dialect = createNodeSqliteDialect(
      sqliteFilename(url),
      options.reader ?? false,
      options.sqliteMmapBytes,
    );
    const db = new Kysely<Database>({ dialect, log: kyselyLog(options) });
    setBulkCache(db, options.sqliteBulkCacheBytes ?? DEFAULT_SQLITE_BULK_CACHE_BYTES);
    return { db, kind, destroy: () => db.destroy() };
  }
  const pool = postgresPool(url, options, {
    on: () => namedQueries.has(db),
    off: () => namedQueries.delete(db),
  });
  const db: Kysely<Database> = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: kyselyLog(options),
  });
  // The hot prepared reads run as named statements, planned once per connection (prepared.ts).
  const { log } = options;
  namedQueries.set(db, async (name, text, values) => {
    const started = log ? performance.now() : 0;
    const { rows } = await pool.query({ name, text, values });
    log?.(text, performance.now() - started);
    return rows;
  });
  return { db, kind, destroy: () => db.destroy() };
}

/**
 * Runs several reads as of one state of the data: a read-only repeatable read on PostgreSQL; on
 * SQLite a transaction, which holds its one connection, so no write lands between the reads.
 */
export function readInOneState<T>(
  db: Kysely<Database>,
  read: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const reading = isPostgres(db)
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : db.transaction();
  return reading.execute(read);
}

/** Brings the schema up to date; safe to call from several processes against one PostgreSQL. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
