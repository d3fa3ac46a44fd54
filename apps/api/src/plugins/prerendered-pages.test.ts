import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppPlugin, type PageData } from './web-app.ts';

const BOOT = 'document.documentElement.className = "dark";';
const dist = mkdtempSync(join(tmpdir(), 'budget-prerendered-'));
mkdirSync(join(dist, 'prerendered'));
writeFileSync(
  join(dist, 'index.html'),
  `<html><head><script>${BOOT}</script></head><body><div id="root"></div></body></html>`,
);
const drawn = (body: string) =>
  `<html><head><script>${BOOT}</script></head><body><div id="root">${body}</div></body></html>`;
writeFileSync(join(dist, 'prerendered', 'login.html'), drawn('<form>Sign in</form>'));
writeFileSync(
  join(dist, 'prerendered', 'reset-password.html'),
  drawn('<p>Set a new password for __query_email_0__.</p><input value="__query_email_0__">'),
);
writeFileSync(
  join(dist, 'prerendered', 'pages.json'),
  JSON.stringify([
    { path: '/login', keys: [], file: 'login.html', fills: [] },
    {
      path: '/reset-password',
      keys: ['token', 'email'],
      file: 'reset-password.html',
      fills: ['email'],
    },
  ]),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The page the server sends for an address, to a visitor the page data says is signed in or not. */
async function pageAt(url: string, pageData: PageData = async () => undefined) {
  const app = Fastify({ logger: false });
  await app.register(webAppPlugin, { distDir: dist, pageData });
  app.setNotFoundHandler((_request, reply) => reply.sendPage?.());
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response;
}

describe('public screens drawn by the build', () => {
  it('are sent to a signed-out visitor, depending on the cookie', async () => {
    for (const url of ['/login', '/login/']) {
      const response = await pageAt(url);
      expect(response.body, url).toContain('<div id="root"><form>Sign in</form></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('cookie');
    }
  });

  it('write the values the page shows, escaped and trimmed as the app reads them', async () => {
    const response = await pageAt(
      '/reset-password?token=t0k&email=%20a%26b%3Cc%3E%22d%27%40x.io%20',
    );
    expect(response.body).toContain(
      '<p>Set a new password for a&amp;b&lt;c&gt;&quot;d&#x27;@x.io.</p><input value="a&amp;b&lt;c&gt;&quot;d&#x27;@x.io">',
    );
    expect(response.body).not.toContain('__query_');
  });

  it('are not sent for an address they were not drawn for: the app draws those itself', async () => {
    for (const url of [
      '/login?email=ann@x.io',
      '/reset-password',
      '/reset-password?token=t0k',
      '/reset-password?token=t0k&email=%20',
      '/reset-password?token=t0k&email=a@x.io&next=1',
      '/register',
      '/dashboard',
    ]) {
      const response = await pageAt(url);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('are not sent to a signed-in visitor, nor when who it is could not be read', async () => {
    const signedIn = await pageAt('/login', async () => ({ user: 'ann' }));
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('{"user":"ann"}');
    const unknown = await pageAt('/login', async () => {
      throw new Error('the database is away');
    });
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});
