import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFile, pageAddress } from './build-files.ts';

/** A public screen the web build drew into its page (apps/web/prerender.ts). */
interface PrerenderedPage {
  path: string;
  /** The query keys it was drawn for: an address must carry exactly these, none blank. */
  keys: string[];
  file: string;
  /** The keys whose values the page shows, written where it holds `__query_<key>_0__`. */
  fills: string[];
}

/** The build's list of drawn pages, none when the build drew none. */
function pagesOf(distDir: string): PrerenderedPage[] {
  return buildFile<PrerenderedPage[]>(join(distDir, 'prerendered', 'pages.json')) ?? [];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * The drawn page for an address of a visitor who is not signed in, its query's values filled in
 * as the app reads them (trimmed), or undefined when no page was drawn for that address: another
 * path, or a query of other keys or with a blank value, which the app draws differently.
 */
export function prerenderedPage(distDir: string, url: string): string | undefined {
  const address = pageAddress(url);
  const page = address && pagesOf(distDir).find((candidate) => candidate.path === address.path);
  if (!page) return undefined;
  const keys = [...new Set(address.query.keys())];
  if (keys.length !== page.keys.length || !page.keys.every((key) => keys.includes(key))) {
    return undefined;
  }
  const values = new Map(page.keys.map((key) => [key, address.query.get(key)?.trim()]));
  if ([...values.values()].some((value) => !value)) return undefined;
  let html = readFileSync(join(distDir, 'prerendered', page.file), 'utf8');
  for (const key of page.fills) {
    html = html.replaceAll(`__query_${key}_0__`, () => escapeHtml(values.get(key) ?? ''));
  }
  return html;
}
