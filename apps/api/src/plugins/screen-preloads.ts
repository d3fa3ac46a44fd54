import { join } from 'node:path';
import { buildFile, pageAddress } from './build-files.ts';

/** Per screen address, the chunks its first draw loads beyond the entry (apps/web/screen-preloads.ts). */
type ScreenPreloads = Record<string, string[]>;

/**
 * The page's links asking the browser to fetch, while the entry downloads, the chunks of the
 * signed-in screen at `url` ('/' draws the dashboard); none for an address that is no such screen.
 * Only a signed-in visitor's page carries them: a visitor who is signed out is sent to /login.
 */
export function screenPreloadLinks(distDir: string, url: string): string {
  const address = pageAddress(url);
  if (!address) return '';
  const path = address.path === '/' ? '/dashboard' : address.path;
  const files = buildFile<ScreenPreloads>(join(distDir, 'screen-preloads.json'))?.[path] ?? [];
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
    .join('');
}
