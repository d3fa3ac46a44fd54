import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 256;

/** How much of a SQLite file is read through a memory map unless configured (SQLITE_MMAP_MB). */
export const DEFAULT_SQLITE_MMAP_BYTES = 2048 * 1024 ** 2;

/** node:sqlite binds numbers, strings, bigints, null and bytes only; Kysely also hands us booleans. */
function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

type Row = Record<string, unknown>;

/**
 * A star (`select *`, `t.*`, `returning *`) takes the table's columns as they are when SQLite
 * prepares the statement again after another connection changed the schema (a table rebuilt by
 * a migration may order them differently); a list of named columns cannot change that way.
 */
const STAR = /(?:\bselect(?:\s+distinct)?|,|\breturning)\s*\*|\.\*/i;

/**
 * A function that makes a row object from a row array, its properties set in one literal.
 * node:sqlite's own row objects have a null prototype and are built property by property, so V8
 * keeps them as dictionaries: making and reading a thousand of them cost twice as much as arrays
 * made into objects of one shape (docs/performance.md, 'Computed lists'). Null where
 * node's own rows must do: a star, a '__proto__' column (a literal's key would set the
 * prototype), or code generation turned off.
 */
function rowMaker(sql: string, names: string[]): ((values: unknown[]) => Row) | null {
  if (names.length === 0 || names.includes('__proto__') || STAR.test(sql)) return null;
  const properties = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  try {
    return new Function('values', `return { ${properties.join(', ')} };`) as (v: unknown[]) => Row;
  } catch {
    return null;
  }
}

function toStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  const columns = statement.columns();
  const names = columns.map((column) => column.name);
  const make = rowMaker(statement.sourceSQL, names);
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
    iterate(parameters) {
      const rows = statement.iterate(...bind(parameters));
      return (function* () {
        for (const values of rows) yield make(values as never);
      })();
    },
  };
}

/**
 * Adapts the built-in `node:sqlite` to the interface Kysely's SqliteDialect drives
 * (the better-sqlite3 shape), so the project needs no native addon. Prepared statements
 * are cached by SQL text: Kysely prepares on every query, and preparing dominates short queries.
 */
export function createNodeSqliteDialect(
  filename: string,
  reader = false,
  mmapBytes = DEFAULT_SQLITE_MMAP_BYTES,
): SqliteDialect {
  const database = new DatabaseSync(filename);
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  if (filename !== ':memory:' && !reader) {
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
  }
  // Pages read through a memory map instead of a read call each into a 2 MB page cache: a search
  // reading 30,000 scattered rows of a million took 84 ms, mapped 29 (docs/decisions.md, 'SQLite
  // read through a memory map'). SQLite caps the map at its build's limit (2 GiB here).
  if (filename !== ':memory:') database.exec(`PRAGMA mmap_size = ${Math.trunc(mmapBytes)}`);
  // A report thread's connection (openDatabase's reader): the write path owns every write.
  if (reader) database.exec('PRAGMA query_only = ON');
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
