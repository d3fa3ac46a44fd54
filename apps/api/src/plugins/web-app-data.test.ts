import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-pages.ts';
import { screenPreloadLinks } from './screen-preloads.ts';
import { webAppPlugin, withPageData, type PageData } from './web-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'budget-page-data-'));
writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
writeFileSync(
  join(dist, 'screen-preloads.json'),
  JSON.stringify({
    '/dashboard': ['assets/shell.js', 'assets/dashboard.js'],
    '/reports': ['assets/reports.js'],
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function pageWith(pageData: PageData, url = '/') {
  const app = Fastify({ logger: false });
  await app.register(webAppPlugin, { distDir: dist, pageData });
  app.setNotFoundHandler((_request, reply) => reply.sendPage?.());
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response;
}

describe("a page's data", () => {
  it('goes in a JSON block before </head>, with < escaped', () => {
    expect(withPageData('<head></head>', { name: '</script>$&' })).toBe(
      '<head><script type="application/json" id="boot-data">{"name":"\\u003c/script>$&"}</script></head>',
    );
  });

  it('is left out, and the page still sent, when it cannot be read', async () => {
    const response = await pageWith(async () => {
      throw new Error('the database is away');
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('boot-data');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is sent with the page, never to be stored, when there is some', async () => {
    const response = await pageWith(async () => ({ user: 'ann' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('{"user":"ann"}</script></head>');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("names the chunks of a signed-in visitor's screen for the browser to fetch at once", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        ([, href]) => href,
      );
    const signedIn = async () => ({ user: 'ann' });
    expect(preloads((await pageWith(signedIn, '/reports/?from=2026-01')).body)).toEqual([
      '/assets/reports.js',
    ]);
    // '/' draws the dashboard.
    expect(preloads((await pageWith(signedIn, '/')).body)).toEqual([
      '/assets/shell.js',
      '/assets/dashboard.js',
    ]);
    expect(preloads((await pageWith(signedIn, '/no-such-screen')).body)).toEqual([]);
    expect(preloads((await pageWith(async () => undefined, '/reports')).body)).toEqual([]);
  });

  it('names no chunks, and no drawn page, for an address that is no URL', () => {
    for (const url of ['//', '//[']) {
      expect(screenPreloadLinks(dist, url), url).toBe('');
      expect(prerenderedPage(dist, url), url).toBeUndefined();
    }
  });
});
