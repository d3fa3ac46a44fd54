// npm run route-sizes
//
// Builds the web app into a temporary folder with Vite's manifest and prints, for each measured
// screen, the JavaScript a first visit downloads before it can draw: the entry, the screen's
// lazy modules (the signed-in shell and the screen) and every chunk they import statically, each
// gzipped at level 9 as the build's .gz copies are. Chunks loaded later (on a click, when idle,
// at the first validation) are not counted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = new URL('..', import.meta.url).pathname;
const SHELL = 'src/app/layout/app-shell.tsx';
const SCREENS: { path: string; modules: string[] }[] = [
  { path: '/login', modules: ['src/features/auth/components/login-page.tsx'] },
  { path: '/dashboard', modules: [SHELL, 'src/features/dashboard/components/dashboard-page.tsx'] },
  {
    path: '/transactions',
    modules: [SHELL, 'src/features/transactions/components/transactions-page.tsx'],
  },
  { path: '/budgets', modules: [SHELL, 'src/features/budgets/components/budgets-page.tsx'] },
  { path: '/reports', modules: [SHELL, 'src/features/reports/components/reports-page.tsx'] },
];

const outDir = mkdtempSync(join(tmpdir(), 'budget-route-sizes-'));
try {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry');

  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  // A lazy module that shares its chunk with another lazy import is keyed by the chunk's name.
  const keyOf = (module: string) => {
    if (manifest[module]) return module;
    const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
    if (!key) throw new Error(`${module} is not in the manifest (renamed?)`);
    return key;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const pending = [...keys];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest (renamed?)`);
      if (seen.has(key)) continue;
      seen.add(key);
      pending.push(...(chunk.imports ?? []));
    }
    return seen;
  };

  const hasZod = (file: string) => readFileSync(join(outDir, file), 'utf8').includes('"$ZodType"');
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  let entryBytes = 0;
  for (const key of closure([entry])) entryBytes += gzipped(manifest[key]!.file);
  console.log(`entry (every screen)  ${kb(entryBytes).padStart(6)} kB gzipped`);
  for (const screen of SCREENS) {
    const chunks = closure([entry, ...screen.modules.map(keyOf)]);
    let bytes = 0;
    for (const key of chunks) bytes += gzipped(manifest[key]!.file);
    // zod comes with the forms' and the API's schemas, loaded when a form opens; a first screen
    // that downloads it also builds every schema of the files it imports (docs/performance.md).
    const withZod = [...chunks].filter((key) => hasZod(manifest[key]!.file));
    console.log(
      `${screen.path.padEnd(21)} ${kb(bytes).padStart(6)} kB gzipped in ${chunks.size} files` +
        (withZod.length > 0
          ? `  zod in ${withZod.map((key) => manifest[key]!.file).join(', ')}`
          : ''),
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
