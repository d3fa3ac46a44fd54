import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'pure-schemas.ts'),
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

/** Builds the web app when it was never built or its sources changed since the last build. */
export function ensureWebBuild(): void {
  if (
    existsSync(builtIndex) &&
    statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestChange))
  ) {
    return;
  }
  console.log('Building the web app (apps/web/dist is missing or older than its sources)...');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
