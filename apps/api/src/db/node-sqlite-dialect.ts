import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 256;

/** node:sqlite binds numbers, strings, bigints, null and bytes only; Kysely also hands us booleans. */
function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function toStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/**
 * Adapts the built-in `node:sqlite` to the interface Kysely's SqliteDialect drives
 * (the better-sqlite3 shape), so the project needs no native addon. Prepared statements
 * are cached by SQL text: Kysely prepares on every query, and preparing dominates short queries.
 */
export function createNodeSqliteDialect(filename: string): SqliteDialect {
  const database = new DatabaseSync(filename);
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  if (filename !== ':memory:') {
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
  }
  const cache = new Map<string, SqliteStatement>();
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare(text) {
      // Kysely opens transactions with a plain 'begin', which takes the write lock only at the
      // first write; a writer that read first may then find another process holding it and
      // fail. IMMEDIATE takes it at once, so every write transaction queues at its start
      // (docs/decisions.md, 'One write path').
      const sql = text === 'begin' ? 'begin immediate' : text;
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = toStatement(database.prepare(sql));
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
  return new SqliteDialect({ database: adapter });
}
