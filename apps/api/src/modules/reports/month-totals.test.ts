import {
  Currency,
  MemberRole,
  TransactionType,
  type MonthTotals,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { today } from '../budgets/budget-views.ts';
import { monthBefore } from './month-totals.ts';

const ADMIN = 'month-totals-admin@example.test';
const { Expense, Income } = TransactionType;

async function totals(client: TestClient, query: Record<string, string> = {}) {
  const response = await client.get<MonthTotals>('/reports/month-totals', { query });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data;
}

it('names the month before, across a year', () => {
  expect(monthBefore('2026-03')).toBe('2026-02');
  expect(monthBefore('2026-01')).toBe('2025-12');
  expect(monthBefore('0001-01')).toBe('0000-12');
});

describeEachDatabase(
  'month totals',
  (ctx) => {
    const thisMonth = today().slice(0, 7);
    const lastMonth = monthBefore(thisMonth);
    const firstOfThis = `${thisMonth}-01`;
    const firstOfLast = `${lastMonth}-01`;

    /**
     * Rates: EUR 4.0 from the first of last month, 4.3333 from the first of this month; RUB has
     * none. Home:
     *   two months ago  expense 999.00 PLN                      (not counted)
     *   last month      expense 100.00 PLN, 10.00 EUR (40.00), income 1000.00 PLN
     *   this month      expense 10.01 EUR (43.376333) and 0.01 EUR (0.043333), 5.00 RUB (no
     *                   rate), income 200.00 PLN
     * Trip: this month an expense of 1.00 PLN.
     */
    async function world() {
      const home = await ownerWithGroup(ctx(), 'Home');
      const client = home.ownerClient;
      const trip = (await client.post<{ id: string }>('/groups', { name: 'Trip' })).body.data.id;
      const add = (groupId: string, type: number, date: string, amount: number, currency = 0) =>
        client.post<Transaction>('/transactions', {
          transactionType: type,
          name: `${type === Income ? 'Pay' : 'Buy'} ${date}`,
          groupId,
          date,
          amount,
          currency,
        });
      const g = home.group.id;
      for (const response of [
        await add(g, Expense, `${monthBefore(lastMonth)}-15`, 999),
        await add(g, Expense, firstOfLast, 100),
        await add(g, Expense, firstOfLast, 10, Currency.EUR),
        await add(g, Income, firstOfLast, 1000),
        await add(g, Expense, firstOfThis, 10.01, Currency.EUR),
        await add(g, Expense, firstOfThis, 0.01, Currency.EUR),
        await add(g, Expense, firstOfThis, 5, Currency.RUB),
        await add(g, Income, firstOfThis, 200),
        await add(trip, Expense, firstOfThis, 1),
      ])
        expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
      await ctx()
        .client()
        .post('/auth/register', { userName: 'monthadmin', email: ADMIN, password: 'Adm1n#Pass' });
      const admin = await signIn(ctx(), { email: ADMIN, password: 'Adm1n#Pass' });
      const table = (no: string, effectiveDate: string, mid: number) => ({
        table: 'A',
        no,
        effectiveDate,
        rates: [{ currency: 'euro', code: 'EUR', mid }],
      });
      const imported = await admin.post('/rates/import', [
        table('901/A/NBP/2099', firstOfLast, 4),
        table('902/A/NBP/2099', firstOfThis, 4.3333),
      ]);
      expect(imported.status, JSON.stringify(imported.body.errors)).toBe(200);
      return { home, trip, client };
    }
    let made: ReturnType<typeof world> | undefined;
    const setUp = () => (made ??= world());

    it("converts this month's and last month's money at each date, rounded once, net adding up", async () => {
      const { home, client } = await setUp();
      const one = await totals(client, { groupIds: home.group.id });
      expect(one).toEqual({
        currency: Currency.PLN,
        thisMonth: {
          month: thisMonth,
          income: 200,
          expenses: 43.42,
          net: 156.58,
          transactionCount: 4,
        },
        lastMonth: { month: lastMonth, income: 1000, expenses: 140, net: 860, transactionCount: 3 },
        unconvertedCurrencies: [Currency.RUB],
      });

      // All the caller's groups when none is named: the trip's expense counts too.
      const all = await totals(client);
      expect(all.thisMonth).toEqual({
        month: thisMonth,
        income: 200,
        expenses: 44.42,
        net: 155.58,
        transactionCount: 5,
      });
      expect(all.lastMonth).toEqual(one.lastMonth);
    });

    it('converts into the display currency asked for, the net the rounded figures less', async () => {
      const { home, client } = await setUp();
      const eur = await totals(client, { groupIds: home.group.id, currency: '2' });
      // 200 / 4.3333 = 46.1542..., expenses 10.02 EUR; 1000 / 4 and 100 / 4 + 10.
      expect(eur.currency).toBe(Currency.EUR);
      expect(eur.thisMonth).toMatchObject({ income: 46.15, expenses: 10.02, net: 36.13 });
      expect(eur.lastMonth).toMatchObject({ income: 250, expenses: 35, net: 215 });
      for (const month of [eur.thisMonth, eur.lastMonth])
        expect(Math.round(month.income * 100) - Math.round(month.expenses * 100)).toBe(
          Math.round(month.net * 100),
        );
    });

    it('shows a first transaction at once, and a new one moves the answer', async () => {
      const fresh = await ownerWithGroup(ctx(), 'First');
      const empty = await totals(fresh.ownerClient);
      expect(empty.thisMonth).toMatchObject({
        income: 0,
        expenses: 0,
        net: 0,
        transactionCount: 0,
      });
      const added = await fresh.ownerClient.post('/transactions', {
        transactionType: Expense,
        name: 'First shopping',
        groupId: fresh.group.id,
        date: today(),
        amount: 12.5,
        currency: Currency.PLN,
      });
      expect(added.status).toBe(201);
      const after = await totals(fresh.ownerClient);
      expect(after.thisMonth).toMatchObject({ expenses: 12.5, net: -12.5, transactionCount: 1 });
      expect(after.lastMonth.transactionCount).toBe(0);
    });

    it('answers Viewers, and nobody outside the group', async () => {
      const { home } = await setUp();
      const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
      const seen = await totals(viewer.client, { groupIds: home.group.id });
      expect(seen.thisMonth.expenses).toBe(43.42);
      // The viewer's own groups are Home only: the trip is not theirs.
      expect((await totals(viewer.client)).thisMonth.expenses).toBe(43.42);
      const outsider = await signIn(ctx(), await createUser(ctx(), { prefix: 'outsider' }));
      const refused = await outsider.get('/reports/month-totals', {
        query: { groupIds: home.group.id },
      });
      expect(refused.status).toBe(404);
    });

    it('refuses an unknown currency with the field named', async () => {
      const { client } = await setUp();
      for (const currency of ['36', 'PLN']) {
        const response = await client.get('/reports/month-totals', { query: { currency } });
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.errors[0]?.details ?? {})).toContain('currency');
      }
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
