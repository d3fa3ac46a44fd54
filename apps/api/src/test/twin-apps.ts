import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../plugins/config.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { TestClient, type TestContext } from './test-app.ts';

export interface TwinApps {
  first: TestContext;
  second: TestContext;
  close(): Promise<void>;
}

/**
 * Two server processes' worth of app on one database (a SQLite file, or a PostgreSQL database),
 * each with its own settings and its own per-process state such as the answer cache.
 */
export async function startTwinApps(
  kind: TestDatabaseKind,
  firstEnv: Record<string, string> = {},
  secondEnv: Record<string, string> = {},
): Promise<TwinApps> {
  const mailbox: Mailbox = await startMailbox();
  const dir = mkdtempSync(join(tmpdir(), 'budget-twins-'));
  const database: TestDatabase =
    kind === 'sqlite'
      ? { url: `sqlite:${join(dir, 'shared.db')}`, drop: async () => undefined }
      : await createTestDatabase(kind);

  async function start(env: Record<string, string>): Promise<TestContext> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SMTP_URL: mailbox.url,
      WEB_DIST_DIR: '/none',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      ...env,
    });
    const app = await buildApp({ config, logger: false });
    return { kind, app, mailbox, client: () => new TestClient(app), close: () => app.close() };
  }

  // One after the other: both run the migrations, and SQLite's file must exist before the second.
  const first = await start(firstEnv);
  const second = await start(secondEnv);
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await mailbox.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
