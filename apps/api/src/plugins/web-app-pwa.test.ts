import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';

describe('serving the installable app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'budget-dist-'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Budget App</title>');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Budget App"}');
    writeFileSync(join(dist, 'manifest.pl.webmanifest'), '{"name":"Budget App","lang":"pl"}');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'workbox-abc123.js'), 'self.workbox = {};');
    writeFileSync(join(dist, 'sw-push.js'), 'self.addEventListener("push", () => {});');
    app = await buildApp({
      config: loadConfig({ DATABASE_URL: 'sqlite::memory:', WEB_DIST_DIR: dist, NODE_ENV: 'test' }),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the manifest of each language as a manifest, revalidated', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest.pl.webmanifest']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('application/manifest+json');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a manifest it does not have with a 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.de.webmanifest' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the service worker as a script that is never kept stale', async () => {
    for (const url of ['/sw.js', '/workbox-abc123.js', '/sw-push.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("lets the page register its own worker and manifest, and no one else's", async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers a missing service worker with 404, never the page', async () => {
    rmSync(join(dist, 'sw.js'));
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(404);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    rmSync(join(dist, 'sw-push.js'));
    expect((await app.inject({ method: 'GET', url: '/sw-push.js' })).statusCode).toBe(404);
  });
});
