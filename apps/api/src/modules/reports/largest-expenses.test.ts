import { Currency, TransactionType, type Report } from '@budget/contract';
import { expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { firstExpensesOf } from './reports.repository.ts';

const ADMIN = 'largest-admin@example.test';

describeEachDatabase(
  'the largest expenses of a report',
  (ctx) => {
    it('breaks ties between equal values by date, older first, across groups and batches', async () => {
      const home = await ownerWithGroup(ctx(), 'Home');
      const client = home.ownerClient;
      const away = await client.post<{ id: string }>('/groups', { name: 'Away' });
      const groups = [home.group.id, away.body.data.id];
      // 24 equal expenses, the oldest in the second group: more than one batch of each group's.
      const dates: string[] = [];
      for (let day = 1; day <= 24; day++) {
        const date = `2024-05-${String(day).padStart(2, '0')}`;
        dates.push(date);
        const response = await client.post('/transactions', {
          transactionType: TransactionType.Expense,
          name: `Rent ${date}`,
          groupId: groups[day > 12 ? 0 : 1],
          date,
          amount: 700,
          currency: Currency.PLN,
        });
        expect(response.status).toBe(201);
      }
      const response = await client.get<Report>('/reports', {
        query: { groupIds: groups, currency: String(Currency.PLN) },
      });
      expect(response.status).toBe(200);
      const largest = response.body.data.largestExpenses;
      expect(largest.map((e) => e.date)).toEqual(dates.slice(0, 10));
      expect(largest.every((e) => e.converted === 700)).toBe(true);
    });

    it('reads a currency further while a higher rate could still lift its smaller amounts', async () => {
      const home = await ownerWithGroup(ctx(), 'Rates');
      const client = home.ownerClient;
      await ctx()
        .client()
        .post('/auth/register', { userName: 'largestadmin', email: ADMIN, password: 'Adm1n#Pass' });
      const admin = await signIn(ctx(), { email: ADMIN, password: 'Adm1n#Pass' });
      const february = {
        table: 'A',
        no: '028/A/NBP/2024',
        effectiveDate: '2024-02-10',
        rates: [{ currency: 'euro', code: 'EUR', mid: 4.5 }],
      };
      expect((await admin.post('/rates/import', [february])).status).toBe(200);
      const add = async (date: string, amount: number, currency: number) => {
        const response = await client.post('/transactions', {
          transactionType: TransactionType.Expense,
          name: `${amount} on ${date}`,
          groupId: home.group.id,
          date,
          amount,
          currency,
        });
        expect(response.status).toBe(201);
      };
      // Eleven 10.00 EUR at 4.3653 (43.65 PLN), then 9.80 EUR at 4.5 (44.10 PLN): the largest value
      // has a smaller amount than a full batch, so the first batch alone would miss it. The PLN
      // expenses are a batch of their own, all below the bar.
      for (let day = 1; day <= 11; day++)
        await add(`2024-01-${String(day).padStart(2, '0')}`, 10, Currency.EUR);
      await add('2024-02-12', 9.8, Currency.EUR);
      for (let day = 1; day <= 11; day++)
        await add(`2024-01-${String(day).padStart(2, '0')}`, 40, Currency.PLN);
      const response = await client.get<Report>('/reports', {
        query: { groupIds: home.group.id, currency: String(Currency.PLN) },
      });
      expect(response.status).toBe(200);
      const largest = response.body.data.largestExpenses;
      expect(largest.map((e) => [e.date, e.amount, e.converted])).toEqual([
        ['2024-02-12', 9.8, 44.1],
        ...Array.from({ length: 9 }, (_, i) => [`2024-01-0${i + 1}`, 10, 43.65]),
      ]);
    });

    it('reads the first expenses of more streams than one statement may name', async () => {
      const home = await ownerWithGroup(ctx(), 'Streams');
      const response = await home.ownerClient.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: 'Only one',
        groupId: home.group.id,
        date: '2024-05-01',
        amount: 12,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
      // SQLite refuses a compound select of more than 500 terms: 600 reads take several.
      const reads = Array.from({ length: 600 }, (_, i) => ({
        scan: 'by-date' as const,
        where: {
          groupId: i === 599 ? home.group.id : `no-group-${i}`,
          currency: Currency.PLN,
          from: '2024-01-01',
          to: '2024-12-31',
        },
      }));
      const found = await firstExpensesOf(ctx().app.db, reads, 10);
      expect(found).toHaveLength(600);
      expect(found.slice(0, 599).every((rows) => rows.length === 0)).toBe(true);
      expect(found[599]?.map((row) => row.name)).toEqual(['Only one']);
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
