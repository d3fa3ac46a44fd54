import { existsSync, readFileSync, statSync } from 'node:fs';

const read = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file the web build writes (apps/web/prerender.ts, apps/web/screen-preloads.ts), or
 * undefined when the build wrote none; read again when it changes, as a rebuild is served
 * without a restart.
 */
export function buildFile<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  const { mtimeMs } = statSync(path);
  const known = read.get(path);
  if (known?.mtimeMs === mtimeMs) return known.value as T;
  const value = JSON.parse(readFileSync(path, 'utf8')) as T;
  read.set(path, { mtimeMs, value });
  return value;
}
