import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH, type Envelope } from '@budget/contract';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response } from 'light-my-request';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../plugins/config.ts';
import { createTestDatabase, type TestDatabaseKind } from './databases.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';

export interface TestResponse<T = unknown> {
  status: number;
  /** The envelope of a JSON answer (undefined for any other, e.g. a CSV export: see `text`). */
  body: Envelope<T>;
  text: string;
  headers: Response['headers'];
  cookies: Response['cookies'];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** A browser stand-in: keeps the cookies the server sets and sends them back. */
export class TestClient {
  readonly jar = new Map<string, string>();
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async request<T = unknown>(method: Method, path: string, options: RequestOptions = {}) {
    const url = path.startsWith('/api') ? path : `${API_BASE_PATH}${path}`;
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const inject: InjectOptions = {
      method,
      url,
      query: options.query,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(inject);
    for (const set of response.cookies as { name: string; value: string; expires?: Date }[]) {
      const expired = set.expires !== undefined && set.expires.getTime() <= Date.now();
      if (set.value === '' || expired) this.jar.delete(set.name);
      else this.jar.set(set.name, set.value);
    }
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: response.body && json ? (response.json() as Envelope<T>) : (undefined as never),
      text: response.body,
      headers: response.headers,
      cookies: response.cookies,
    } satisfies TestResponse<T>;
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

export interface TestContext {
  kind: TestDatabaseKind;
  app: FastifyInstance;
  mailbox: Mailbox;
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * Settings for tests: a fresh database, a real SMTP mailbox, generous rate limits, no logs, and
 * no schedules unless `options` asks for them.
 */
export async function startTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'schedules' | 'pushSender'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const attachmentsDir = mkdtempSync(join(tmpdir(), 'budget-attachments-'));
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SMTP_URL: mailbox.url,
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    ATTACHMENTS_DIR: attachmentsDir,
    AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    ...env,
  });
  const app = await buildApp({ config, logger: false, ...options });
  return {
    kind,
    app,
    mailbox,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await mailbox.close();
      await database.drop();
      rmSync(attachmentsDir, { recursive: true, force: true });
    },
  };
}
