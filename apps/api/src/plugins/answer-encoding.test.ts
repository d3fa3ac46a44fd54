import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { API_BASE_PATH } from '@budget/contract';
import { PASSWORD, createUser } from '../test/accounts.ts';
import { describeEachDatabase } from '../test/each-database.ts';
import { acceptedEncoding } from './answer-cache.ts';

it('answers in brotli, else gzip, when the caller accepts it', () => {
  expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(acceptedEncoding('GZIP')).toBe('gzip');
  expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(acceptedEncoding('br; q=0.000, gzip;q=0')).toBeUndefined();
  expect(acceptedEncoding('identity, deflate')).toBeUndefined();
  expect(acceptedEncoding('x-gzip')).toBe('gzip');
  expect(acceptedEncoding('*')).toBe('gzip');
  expect(acceptedEncoding(undefined)).toBeUndefined();
});

describeEachDatabase('compressed answers of the answer cache', (ctx) => {
  it('sends the same answer compressed once, from the cache, as each caller asks', async () => {
    const user = await createUser(ctx());
    const app = ctx().app;
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth/login`,
      payload: { email: user.email, password: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const ask = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/categories`,
        headers: { cookie, ...headers },
      });
    const group = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/groups`,
      headers: { cookie },
      payload: { name: 'Home' },
    });
    const groupId = group.json().data.id as string;
    for (const name of ['Food', 'Rent', 'Travel', 'Health', 'Fun', 'Gifts', 'Garden', 'Pets']) {
      const made = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/categories`,
        headers: { cookie },
        payload: { name: `${name} and everything around ${name.toLowerCase()}`, groupId },
      });
      expect(made.statusCode).toBe(201);
    }

    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const round of [1, 2]) {
      const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await ask({ 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], `round ${round}`).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
    expect((await ask()).body).toBe(plain.body);
  });
});
