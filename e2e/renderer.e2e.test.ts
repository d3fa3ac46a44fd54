import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const ASSETS = new URL('../apps/web/dist/assets/', import.meta.url).pathname;

/** Every package the built scripts were made from, read from their published source maps. */
function bundledPackages(): Set<string> {
  const packages = new Set<string>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(ASSETS, file), 'utf8')) as {
      sources: string[];
    };
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
      if (match?.[1]) packages.add(match[1]);
    }
  }
  return packages;
}

describe('the built web app is drawn by React DOM', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({});
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('ships React and React DOM, and no other renderer', () => {
    const packages = bundledPackages();
    expect(packages).toContain('react');
    expect(packages).toContain('react-dom');
    expect([...packages].filter((name) => /preact/i.test(name))).toEqual([]);
  });

  it("mounts the page's root with React DOM", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The heading is prerendered HTML, there before any script: wait for the app to take the page
    // over. React DOM marks the container it renders into; no other renderer does, so a different
    // renderer makes this wait time out.
    const marked = await page
      .waitForFunction(
        () =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer$'),
          ),
        undefined,
        { timeout: 15_000 },
      )
      .then(() => true);
    expect(marked).toBe(true);
    await page.close();
  });
});
