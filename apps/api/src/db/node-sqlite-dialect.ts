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

type Row = Record<string, unknown>;

/**
 * A function that makes a row object from a row array, its properties set in one literal.
 * node:sqlite's own row objects have a null prototype and are built property by property, so V8
 * keeps them as dictionaries: making and reading a thousand of them cost twice as much as arrays
 * made into objects of one shape (docs/performance.md, 'Reports at ten connections').
 */
function rowMaker(names: string[]): ((values: unknown[]) => Row) | null {
  // A literal's '__proto__' key would set the prototype instead of a property.
  if (names.includes('__proto__')) return null;
  const properties = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (v: unknown[]) => Row;
}

function toStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  const columns = statement.columns();
  const make = columns.length > 0 ? rowMaker(columns.map((column) => column.name)) : null;
  if (!make) {
    return {
      reader: columns.length > 0,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }
  statement.setReturnArrays(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(...bind(parameters)) as unknown as unknown[][]).map(make),
    run: (parameters) => statement.run(...bind(parameters)),
    *iterate(parameters) {
      for (const values of statement.iterate(...bind(parameters))) yield make(values as never);
    },
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
