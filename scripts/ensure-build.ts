import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE_DIR } from '../apps/api/scripts/build-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
// Written last by the build (prerender.ts), so a build that stopped half way counts as none.
const builtIndex = join(web, 'dist/prerendered/pages.json');
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'prerender.ts'),
  join(web, 'precompress.ts'),
  join(web, 'package.json'),
  join(root, 'packages/contract/src'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when `built` is missing or older than any of `sources` (files or folders). */
function outdated(built: string, sources: string[]): boolean {
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestChange));
}

/** Builds the web app when it was never built or its sources changed since the last build. */
export function ensureWebBuild(): void {
  if (!outdated(builtIndex, sources)) return;
  console.log('Building the web app (apps/web/dist is missing or older than its sources)...');
  // The web package's build script: vite build, then the public screens drawn (prerender.ts).
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const steps = [[vite, 'build'], [join(web, 'prerender.ts')]];
  const failed = steps.some(
    (args) => spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit' }).status !== 0,
  );
  if (failed) {
    console.error('The web app build failed.');
    process.exit(1);
  }
}

const api = join(root, 'apps/api');
const serverSources = [
  join(api, 'src'),
  join(api, 'package.json'),
  join(api, 'scripts/build-server.ts'),
  join(root, 'packages/contract/src'),
  join(root, 'package-lock.json'),
];

/**
 * Bundles the server when its bundle is missing or older than its sources or packages. A start
 * that finds it current rebuilds nothing, so other servers running from the same checkout keep
 * their files, and an install without devDependencies can start a bundle built before.
 */
export async function ensureServerBuild(): Promise<void> {
  if (!outdated(join(SERVER_BUNDLE_DIR, 'server.js'), serverSources)) return;
  console.log('Bundling the server (apps/api/dist/server is missing or older than its sources)...');
  await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
