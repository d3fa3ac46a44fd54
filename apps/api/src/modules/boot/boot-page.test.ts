import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_DATA_ELEMENT_ID, type BootData, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient, TestContext } from '../../test/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'budget-boot-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Budget App</title><script>var boot = 1;</script></head><body></body></html>',
);

const BLOCK = new RegExp(
  `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script></head>`,
);

/** The page as the browser of this client gets it, and the data it carries (if any). */
async function page(ctx: TestContext, client: TestClient | null, url = '/transactions') {
  const cookie = client
    ? [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ')
    : '';
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  const json = BLOCK.exec(response.body)?.[1];
  return { response, data: json === undefined ? undefined : (JSON.parse(json) as BootData) };
}

describeEachDatabase(
  "the page carries its signed-in visitor's first answers",
  (ctx) => {
    it('carries nothing for a visitor without a session, and may be revalidated', async () => {
      const { response, data } = await page(ctx(), null);
      expect(response.statusCode).toBe(200);
      expect(data).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('carries the profile, preferences and groups the calls would answer, never cached', async () => {
      const { ownerClient } = await ownerWithGroup(ctx(), 'Home');
      const saved = await ownerClient.put('/users/me/preferences', {
        theme: 'dark',
        displayCurrency: 3,
        locale: 'pl-PL',
        dateFormat: 'dd/MM/yyyy',
        weekStart: 1,
      });
      expect(saved.status).toBe(200);
      for (const url of ['/transactions', '/', '/login', '/no/such/page']) {
        const { response, data } = await page(ctx(), ownerClient, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers.vary, url).toContain('cookie');
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(data?.user, url).toEqual((await ownerClient.get('/users/me')).body.data);
        expect(data?.preferences, url).toEqual(
          (await ownerClient.get('/users/me/preferences')).body.data,
        );
        expect(data?.groups, url).toEqual(
          (await ownerClient.get('/groups', { query: { includeMembers: 'true' } })).body.data,
        );
      }
    });

    it('writes a group name that looks like markup as data, not as the page', async () => {
      const { ownerClient } = await ownerWithGroup(ctx(), 'Plain');
      const name = '</script><script>alert(1)</script>';
      const created = await ownerClient.post<Group>('/groups', { name, description: '' });
      expect(created.status).toBe(201);
      const { response, data } = await page(ctx(), ownerClient);
      expect(response.body).not.toContain('<script>alert(1)');
      expect(data?.groups?.map((group) => group.name)).toContain(name);
    });

    it("writes '$' patterns as they are, not as patterns of a replacement", async () => {
      const { ownerClient } = await ownerWithGroup(ctx(), 'Dollars');
      const name = "a$$b $& $` $' end";
      const created = await ownerClient.post<Group>('/groups', { name, description: '' });
      expect(created.status).toBe(201);
      const { response, data } = await page(ctx(), ownerClient);
      expect(response.body.match(/id="boot-data"/g)).toHaveLength(1);
      expect(response.body.match(/var boot = 1;/g)).toHaveLength(1);
      expect(data?.groups?.map((group) => group.name)).toContain(name);
    });

    it('carries nothing in a HEAD answer or for a file name that is not there', async () => {
      const { ownerClient } = await ownerWithGroup(ctx(), 'Files');
      expect((await page(ctx(), ownerClient, '/favicon.ico')).data).toBeUndefined();
      expect((await page(ctx(), ownerClient, '/robots.txt')).data).toBeUndefined();
      const cookie = [...ownerClient.jar].map(([key, value]) => `${key}=${value}`).join('; ');
      const head = await ctx().app.inject({
        method: 'HEAD',
        url: '/dashboard',
        headers: { cookie },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['cache-control']).toBe('no-cache');
    });

    it('leaves the groups out for an address not yet confirmed', async () => {
      const user = await createUser(ctx(), { activate: false });
      const client = await signIn(ctx(), user);
      const { data } = await page(ctx(), client);
      expect(data?.user.emailConfirmed).toBe(false);
      expect(data?.groups).toBeNull();
    });

    it('carries nothing once the session has ended', async () => {
      const user = await createUser(ctx());
      const client = await signIn(ctx(), user);
      const cookie = new Map(client.jar);
      expect((await client.post('/auth/logout')).status).toBe(200);
      const stale = { jar: cookie } as TestClient;
      const { response, data } = await page(ctx(), stale);
      expect(response.statusCode).toBe(200);
      expect(data).toBeUndefined();
    });
  },
  { WEB_DIST_DIR: dist },
);
