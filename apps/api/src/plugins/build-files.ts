import { readFileSync, statSync } from 'node:fs';

const read = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file the web build writes (apps/web/prerender.ts, apps/web/screen-preloads.ts), or
 * undefined when the build wrote none or is writing it now (the page is then sent without what
 * the file adds); read again when it changes, as a rebuild is served without a restart.
 */
export function buildFile<T>(path: string): T | undefined {
  try {
    const { mtimeMs } = statSync(path);
    const known = read.get(path);
    if (known?.mtimeMs === mtimeMs) return known.value as T;
    const value = JSON.parse(readFileSync(path, 'utf8')) as T;
    read.set(path, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

/**
 * A page request's address, its path without trailing slashes ('/' stays '/'), or undefined for
 * an address that is no URL ('//[', which the router hands to the page): no page is drawn for it.
 */
export function pageAddress(url: string): { path: string; query: URLSearchParams } | undefined {
  if (!URL.canParse(url, 'http://page.local')) return undefined;
  const address = new URL(url, 'http://page.local');
  const path = address.pathname.length > 1 ? address.pathname.replace(/\/+$/, '') : '/';
  return { path: path || '/', query: address.searchParams };
}
