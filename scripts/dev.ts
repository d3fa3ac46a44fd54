// `npm run dev`: the API restarting on change, and Vite with hot reload proxying /api to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: apiPort,
  // Links in e-mails should open the Vite dev server, which proxies /api to the API.
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
};

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    env: { ...env, API_PORT: apiPort },
    stdio: 'inherit',
  }),
];

function stop(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
