import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';
import { PERMISSIONS_POLICY } from './security.ts';

const BOOT = "document.documentElement.classList.toggle('dark', true);";

describe('serving the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'budget-dist-'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Budget App</title><script>${BOOT}</script>`,
    );
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'prerendered', 'login.html'),
      `<!doctype html><title>Budget App</title><script>${BOOT}</script><div id="root">Sign in</div>`,
    );
    writeFileSync(
      join(dist, 'prerendered', 'pages.json'),
      JSON.stringify([{ path: '/login', keys: [], file: 'login.html', fills: [] }]),
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    app = await buildApp({
      config: loadConfig({ DATABASE_URL: 'sqlite::memory:', WEB_DIST_DIR: dist, NODE_ENV: 'test' }),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the front page and every client route with index.html, revalidated', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/groups?view=new', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const hash = createHash('sha256').update(BOOT).digest('base64');
      expect(response.headers['content-security-policy'], url).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('answers a signed-out visitor of /login with the drawn screen, under the same policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">Sign in</div>');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
  });

  it('answers other methods on pages with 404, and on the front page with 405', async () => {
    const page = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(page.statusCode).toBe(404);
    expect(page.json().status).toBe(2);
    const front = await app.inject({ method: 'POST', url: '/' });
    expect(front.statusCode).toBe(405);
    expect(front.headers.allow).toBe('GET, HEAD');
    expect(front.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it("sends the build's brotli copy to a browser that takes it, else the file itself", async () => {
    const url = '/assets/app-abc123.js';
    const compressed = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and answers a missing one with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const missing = await app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('keeps unknown API paths in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(2);
    const wrongMethod = await app.inject({ method: 'POST', url: '/api/v1/status' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    // A path with an empty segment is no file and no route: not 'Forbidden'.
    const doubled = await app.inject({ method: 'GET', url: '//api/v1/groups' });
    expect(doubled.statusCode).toBe(404);
    expect(doubled.json().errors[0].message).toBe('No route for GET //api/v1/groups');
    const page = await app.inject({ method: 'GET', url: '/groups//new' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('compresses large answers for clients that accept it', async () => {
    writeFileSync(join(dist, 'assets', 'big-1.js'), 'x'.repeat(20_000));
    const response = await app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
