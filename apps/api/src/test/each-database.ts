import { afterAll, beforeAll, describe } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestContext } from './test-app.ts';

/**
 * Runs the suite once per database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set),
 * each against its own fresh app and database.
 */
export function describeEachDatabase(
  name: string,
  suite: (context: () => TestContext) => void,
  env: Record<string, string> = {},
): void {
  describe.each(testDatabaseKinds())(`${name} [%s]`, (kind) => {
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      ctx = await startTestApp(kind, env);
    });
    afterAll(async () => {
      await ctx?.close();
    });
    suite(() => {
      if (!ctx) throw new Error('test app not started');
      return ctx;
    });
  });
}
