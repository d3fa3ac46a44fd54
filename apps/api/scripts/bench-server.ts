// The API servers `npm run bench -- --database-url URL` starts itself, so one run can time a start,
// read the memory it holds, and measure the same calls with the answer cache on and off
// (docs/performance.md, 'Running the benchmarks').
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENV } from './build-server.ts';

/** The bench's own bundle, so rebuilding it never touches a server `npm start` is running. */
const BUNDLE_DIR = fileURLToPath(new URL('../dist/bench', import.meta.url));
let bundled: Promise<string> | undefined;

export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** From spawning the process to its first answer (GET /status/version). */
  startMs: number;
  /** The server's process, whose CPU time the bench reads around each call. */
  pid: number | undefined;
  /** Resident memory of the server process now, in MiB (Linux /proc; NaN elsewhere). */
  residentMiB(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the bench's servers and the bundle's test start on one). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

function residentMiB(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib === undefined ? Number.NaN : Number(kib) / 1024;
  } catch {
    return Number.NaN;
  }
}

async function firstAnswer(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/v1/status/version`);
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) throw new Error('The API server did not start');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Starts the server bundle on the database, as `npm start` would, with extra environment. */
export async function startApiServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  bundled ??= buildServer(BUNDLE_DIR);
  const server = await bundled;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Uploads go to a folder of the run's, not the checkout's ./data/attachments a real install
  // may use.
  const files = mkdtempSync(join(tmpdir(), 'budget-bench-files-'));
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The API alone: the web app's files are not what is measured.
      WEB_DIST_DIR: '/nonexistent',
      ATTACHMENTS_DIR: files,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let startMs: number;
  try {
    startMs = await firstAnswer(url, child, started);
  } catch (error) {
    child.kill();
    rmSync(files, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    startMs,
    pid: child.pid,
    residentMiB: () => residentMiB(child),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(files, { recursive: true, force: true });
    },
  };
}

/** What the web app asks for when a signed-in user opens /dashboard. */
export async function openDashboard(url: string, cookie: string): Promise<void> {
  const paths = ['/users/me', '/users/me/preferences', '/groups', '/budgets', '/budgets/summary'];
  for (const path of paths) {
    const response = await fetch(`${url}/api/v1${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
