import { Currency, type ExchangeRate, type UserProfile } from '@budget/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { createRatesService } from './rates.service.ts';

const ADMIN = 'rates-admin@example.test';

const table = (effectiveDate: string, usd: number) => ({
  table: 'A',
  no: `${effectiveDate}/A/NBP`,
  effectiveDate,
  rates: [
    { currency: 'dolar amerykański', code: 'USD', mid: usd },
    { currency: 'korona islandzka', code: 'ISK', mid: 0.029396 },
  ],
});

describeEachDatabase(
  'exchange rates',
  (ctx) => {
    let source: Server;
    let sourceUrl = '';
    let served: unknown = [table('2024-03-01', 3.9876)];

    beforeAll(async () => {
      source = createServer((request, response) => {
        if (request.url === '/broken') {
          response.writeHead(500).end('down');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => source.close(() => resolve())));

    it('starts with the shipped NBP table', async () => {
      const client = await signIn(ctx(), await createUser(ctx()));
      const latest = await client.get<ExchangeRate[]>('/rates/latest');
      expect(latest.status).toBe(200);
      expect(latest.body.data.find((r) => r.code === 'USD')).toEqual({
        currency: Currency.USD,
        code: 'USD',
        effectiveDate: '2024-01-29',
        mid: '4.0326',
      });
      expect(latest.body.data.find((r) => r.code === 'KRW')).toBeUndefined(); // not an app currency
      const book = await ctx().app.rates.current();
      expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-01-29')).toBe(40_326n);
    });

    it('imports tables only for administrators, and converts with them at once', async () => {
      const user = await signIn(ctx(), await createUser(ctx()));
      const refused = await user.post('/rates/import', [table('2024-02-01', 4.1)]);
      expect(refused.status).toBe(403);

      await ctx()
        .client()
        .post('/auth/register', { userName: 'ratesadmin', email: ADMIN, password: 'Adm1n#Pass' });
      const admin = await signIn(ctx(), { email: ADMIN, password: 'Adm1n#Pass' });
      expect((await admin.get<UserProfile>('/users/me')).body.data.roles).toEqual([
        'User',
        'Admin',
      ]);
      const imported = await admin.post('/rates/import', [table('2024-02-01', 4.1)]);
      expect(imported.status).toBe(200);
      expect(imported.body.data).toEqual({ tables: 1, rates: 1, ignoredCodes: ['ISK'] });
      const book = await ctx().app.rates.current();
      expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-02-02')).toBe(41_000n);
      expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-01-30')).toBe(40_326n);

      const bad = await admin.post('/rates/import', [
        { table: 'A', no: 'x', effectiveDate: '2024-13-01', rates: [] },
      ]);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors[0]?.details ?? {})).toEqual([
        '0.effectiveDate',
        '0.rates',
      ]);
    });

    it('fetches the latest table from a configured URL', async () => {
      served = [table('2024-03-01', 3.9876)];
      const result = await ctx().app.rates.fetchFrom(sourceUrl);
      expect(result).toEqual({ tables: 1, rates: 1, ignoredCodes: ['ISK'] });
      const book = await ctx().app.rates.current();
      expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-03-05')).toBe(39_876n);

      await expect(ctx().app.rates.fetchFrom(`${sourceUrl}/broken`)).rejects.toThrow(/500/);
      served = { not: 'a table' };
      await expect(ctx().app.rates.fetchFrom(sourceUrl)).rejects.toThrow(/no NBP tables/);
    });

    it('keeps an import that committed when re-keying afterwards fails, and says so', async () => {
      const failures: unknown[] = [];
      const rates = createRatesService(ctx().app.db, {
        adminEmails: [ADMIN],
        onImportFailed: (error) => failures.push(error),
      });
      rates.onImport(() => Promise.reject(new Error('group locked out')));
      const result = await rates.importTables([table('2024-04-02', 4.5)]);
      expect(result).toEqual({ tables: 1, rates: 1, ignoredCodes: ['ISK'] });
      expect(failures).toEqual([new Error('group locked out')]);
      const book = await rates.current();
      expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-04-03')).toBe(45_000n);
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
