export type TestDatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
    ? ['sqlite', 'postgres']
    : ['sqlite'];
  // TEST_DATABASES=postgres runs only that one: .ci/run has run SQLite already (npm test).
  const only = process.env.TEST_DATABASES?.split(',').map((kind) => kind.trim());
  return only ? kinds.filter((kind) => only.includes(kind)) : kinds;
}
