import { Kysely, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

function open(mmapBytes?: number) {
  directory = mkdtempSync(join(tmpdir(), 'dialect-'));
  const file = join(directory, 'test.db');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables made by the test
  const db = new Kysely<any>({ dialect: createNodeSqliteDialect(file, false, mmapBytes) });
  return { db, other: new DatabaseSync(file) };
}

it('gives rows as objects with every column, however they are named', async () => {
  const { db, other } = open();
  other.exec("create table t (a integer, b text); insert into t values (1, 'x'), (2, 'y')");
  const odd = await sql<
    Record<string, unknown>
  >`select a, b as "__proto__", a as c from t order by a`.execute(db);
  expect(odd.rows.map((row) => [Object.keys(row), row['__proto__'], row.c])).toEqual([
    [['a', '__proto__', 'c'], 'x', 1],
    [['a', '__proto__', 'c'], 'y', 2],
  ]);
  const twice = await sql`select a as v, b as v from t order by a`.execute(db);
  expect(twice.rows).toEqual([{ v: 'x' }, { v: 'y' }]);
  const named = await sql<{ a: number; b: string }>`select a, b from t order by a`.execute(db);
  expect(named.rows).toEqual([
    { a: 1, b: 'x' },
    { a: 2, b: 'y' },
  ]);
  const streamed: unknown[] = [];
  for await (const row of db.selectFrom('t').select(['b', 'a']).orderBy('a').stream(1))
    streamed.push(row);
  expect(streamed).toEqual([
    { b: 'x', a: 1 },
    { b: 'y', a: 2 },
  ]);
  other.close();
  await db.destroy();
});

it('keeps the columns of a star right when another connection rebuilds the table', async () => {
  const { db, other } = open();
  other.exec("create table t (a integer, b text); insert into t values (1, 'x')");
  const read = () => sql`select * from t`.execute(db).then((result) => result.rows);
  const named = () => sql`select a, b from t`.execute(db).then((result) => result.rows);
  expect(await read()).toEqual(
    [{ a: 1, b: 'x' }].map((row) => Object.assign(Object.create(null), row)),
  );
  expect(await named()).toEqual([{ a: 1, b: 'x' }]);
  other.exec(
    'create table t2 (b text, c integer, a integer); insert into t2 select b, 7, a from t; drop table t; alter table t2 rename to t',
  );
  expect({ ...((await read())[0] as object) }).toEqual({ b: 'x', c: 7, a: 1 });
  expect(await named()).toEqual([{ a: 1, b: 'x' }]);
  other.close();
  await db.destroy();
});

it('reads a file through a memory map of the size configured, or none', async () => {
  const mapped = open();
  const size = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(mapped.db);
  // SQLite caps the map at its build's limit; whatever it is, pages are read through one.
  expect(Number(size.rows[0]?.mmap_size)).toBeGreaterThan(0);
  await mapped.db.destroy();
  mapped.other.close();
  rmSync(directory ?? '', { recursive: true, force: true });
  const unmapped = open(0);
  const none = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(unmapped.db);
  expect(Number(none.rows[0]?.mmap_size)).toBe(0);
  await unmapped.db.destroy();
  unmapped.other.close();
});
