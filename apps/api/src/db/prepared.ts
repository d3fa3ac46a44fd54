import { sql, type Compilable, type CompiledQuery, type Kysely, type SqlBool } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** Runs a query as a named statement of the database's driver. */
export type NamedQuery = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;

/**
 * PostgreSQL databases (set by openDatabase), whose prepared reads run as named statements:
 * PostgreSQL then parses and plans a query once per connection instead of on every call. The
 * session check, on every request, fell from 600-900 to about 100 µs (docs/performance.md,
 * 'Request path'). A transaction is another object, so a read inside one keeps its connection.
 */
export const namedQueries = new WeakMap<Db, NamedQuery>();

/**
 * What PostgreSQL answers when a named statement can no longer run as prepared: 0A000 'cached plan
 * must not change result type' (a column it reads changed) and 26000 'prepared statement does not
 * exist' (a transaction-mode pooler moved the session).
 */
export const PLAN_GONE = new Set(['0A000', '26000']);
let statements = 0;

/**
 * Each prepared read's text and its statement's name: a read inside a transaction, which runs on
 * the transaction's own connection rather than through `namedQueries`, is named by the
 * connection's client (database.ts, `namingClient`).
 */
export const preparedNames = new Map<string, string>();

/** Stands in for an argument while the query is compiled; replaced by the real value on each run. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

interface Compiled<O> {
  query: CompiledQuery<O>;
  /** For each compiled parameter, the argument that fills it (or -1 for a constant). */
  slots: number[];
}

/**
 * Kysely builds and compiles a query on every call (10-15 µs); a hot query whose shape never
 * depends on its arguments (no variable-length `in` lists, no optional clauses) is compiled once
 * per database and then only re-run with new parameter values. Arguments must be used as plain
 * values in the query.
 */
export function prepared<A extends unknown[], O>(build: (db: Db, ...args: A) => Compilable<O>) {
  // Per database, by its adapter: a transaction is a new Kysely object over the same one.
  const cache = new WeakMap<object, Compiled<O>>();
  const name = `prepared_${++statements}`;
  return async (db: Db, ...args: A): Promise<O[]> => {
    const adapter = db.getExecutor().adapter;
    let compiled = cache.get(adapter);
    if (!compiled) {
      const placeholders = args.map((_, index) => new Slot(index)) as unknown as A;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((value) => (value instanceof Slot ? value.index : -1));
      compiled = { query, slots };
      cache.set(adapter, compiled);
      preparedNames.set(query.sql, name);
    }
    const parameters = compiled.query.parameters.map((value, i) => {
      const slot = compiled.slots[i] as number;
      return slot === -1 ? value : args[slot];
    });
    const named = namedQueries.get(db);
    if (named) {
      try {
        return (await named(name, compiled.query.sql, parameters)) as O[];
      } catch (error) {
        if (!PLAN_GONE.has((error as { code?: unknown }).code as string)) throw error;
        // Another process migrated the schema under a kept plan, or a pooler in front of the
        // database does not keep named statements: this process sends them unnamed from now on.
        namedQueries.delete(db);
      }
    }
    const result = await db.executeQuery<O>({ ...compiled.query, parameters });
    return result.rows;
  };
}

/**
 * `column` is one of `values`, as a prepared read takes a list on PostgreSQL: one array parameter,
 * so the statement's text, and its plan, serve any number of them (`in` would list each).
 */
export function anyText(column: string, values: readonly string[]) {
  return sql<SqlBool>`${sql.ref(column)} = any(${values}::text[])`;
}
