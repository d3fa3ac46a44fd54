import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenPreloads } from './screen-preloads.ts';

/** A chunk of the client's build as Rollup hands it over, with only what the list reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output]));

const src = '/repo/apps/web/src';

describe("the build's list of each screen's chunks", () => {
  const built = bundle(
    chunk('assets/index.js', [`${src}/main.tsx`], ['assets/icons.js'], true),
    chunk('assets/icons.js', ['/repo/node_modules/lucide-react/x.js']),
    chunk(
      'assets/app-shell.js',
      [`${src}/app/layout/app-shell.tsx`],
      ['assets/menu.js', 'assets/icons.js'],
    ),
    chunk('assets/menu.js', [`${src}/components/ui/dropdown-menu.tsx`]),
    chunk(
      'assets/transactions-page.js',
      [`${src}/features/transactions/components/transactions-page.tsx`],
      ['assets/form.js'],
    ),
    chunk('assets/form.js', ['/repo/node_modules/react-hook-form/x.js'], ['assets/zod.js']),
    chunk('assets/zod.js', ['/repo/node_modules/zod/x.js'], ['assets/form.js']),
    chunk('assets/lists.js', [
      `${src}/features/categories/components/categories-page.tsx`,
      `${src}/features/tags/components/tags-page.tsx`,
    ]),
    chunk('assets/login-page.js', [`${src}/features/auth/components/login-page.tsx`]),
    chunk('assets/calendar.js', [`${src}/components/ui/calendar.tsx`]),
  );

  it("names a screen's page chunk and the shell's, with all they import, but not the entry's", () => {
    expect(screenPreloads(built)['/transactions']).toEqual([
      'assets/app-shell.js',
      'assets/form.js',
      'assets/menu.js',
      'assets/transactions-page.js',
      'assets/zod.js',
    ]);
  });

  it('finds a page merged into a chunk named after another', () => {
    const screens = screenPreloads(built);
    expect(screens['/categories']).toContain('assets/lists.js');
    expect(screens['/tags']).toContain('assets/lists.js');
  });

  it('leaves out the sign-in screens and chunks loaded later', () => {
    expect(Object.keys(screenPreloads(built)).sort()).toEqual([
      '/categories',
      '/tags',
      '/transactions',
    ]);
    expect(Object.values(screenPreloads(built)).flat()).not.toContain('assets/calendar.js');
  });
});
