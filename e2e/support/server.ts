import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV } from '../../apps/api/scripts/build-server.ts';
import { E2E_SERVER } from './server-bundle.setup.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  logs: string[];
  stop(): Promise<void>;
}

/** The real server, as `npm start` runs it (its bundle), in its own process, on a fresh SQLite file. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'budget-e2e-'));
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [E2E_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
      // Beside its database, not the checkout's ./data/attachments a real install may use.
      ATTACHMENTS_DIR: join(dir, 'attachments'),
      NODE_ENV: 'production',
      AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join('')}`);
    try {
      const response = await fetch(`${url}/api/v1/status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    logs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
