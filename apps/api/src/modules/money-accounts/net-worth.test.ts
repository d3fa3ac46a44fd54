import {
  Currency,
  MoneyAccountKind,
  TransactionType,
  type Accounts,
  type Group,
  type MoneyAccount,
  type NetWorthHistory,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { today } from '../budgets/budget-views.ts';
import { lastDayOf } from '../reports/report-range.ts';

const ADMIN = 'net-worth-admin@example.test';

/** The month `count` months before the date's, yyyy-MM. */
function monthBefore(date: string, count: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function made<T>(client: TestClient, path: string, body: object): Promise<T> {
  const response = await client.post<T>(path, body);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

async function mainAccount(home: GroupFixture, changes: object): Promise<MoneyAccount> {
  const path = `/groups/${home.group.id}/money-accounts`;
  const [main] = (await home.ownerClient.get<MoneyAccount[]>(path)).body.data;
  const changed = await home.ownerClient.put<MoneyAccount>(`${path}/${main?.id}`, changes);
  expect(changed.status, JSON.stringify(changed.body.errors)).toBe(200);
  return changed.body.data;
}

const openAccount = (home: GroupFixture, body: object) =>
  made<MoneyAccount>(home.ownerClient, `/groups/${home.group.id}/money-accounts`, {
    currency: Currency.PLN,
    ...body,
  });

const spend = (home: GroupFixture, account: string, date: string, amount: number) =>
  made(home.ownerClient, '/transactions', {
    transactionType: TransactionType.Expense,
    name: 'Card',
    groupId: home.group.id,
    moneyAccountId: account,
    date,
    amount,
    currency: Currency.PLN,
  });

const transfer = (home: GroupFixture, from: string, to: string, amount: number, date: string) =>
  made(home.ownerClient, `/groups/${home.group.id}/transfers`, {
    fromMoneyAccountId: from,
    toMoneyAccountId: to,
    amount,
    date,
  });

async function netWorthOf(client: TestClient, query: Record<string, string>) {
  const response = await client.get<NetWorthHistory>('/reports/net-worth', { query });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data;
}

describeEachDatabase(
  'net worth',
  (ctx) => {
    it("answers each account's balance at the end of the last 12 months and today", async () => {
      const home = await ownerWithGroup(ctx());
      const now = today();
      const opened = `${monthBefore(now, 24)}-10`;
      const savings = await openAccount(home, {
        name: 'Savings',
        kind: MoneyAccountKind.Savings,
        openingBalance: 1000,
        openingDate: opened,
      });
      await spend(home, savings.id, `${monthBefore(now, 3)}-15`, 100);
      await spend(home, savings.id, now, 50);
      await spend(home, savings.id, `${Number(now.slice(0, 4)) + 1}-01-01`, 7);
      const path = `/groups/${home.group.id}/money-accounts`;
      const accounts = (await home.ownerClient.get<MoneyAccount[]>(path)).body.data;
      const found = accounts.find((account) => account.id === savings.id);
      expect(found?.balance).toBe(843);
      const dates = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) =>
        lastDayOf(monthBefore(now, n)),
      );
      expect(found?.balanceHistory).toEqual([
        ...dates.map((date, index) => ({ date, balance: index < 9 ? 1000 : 900 })),
        // Today's, without the expense dated next year.
        { date: now, balance: 850 },
      ]);
      // The group's first account opened today: its history begins today.
      const main = accounts.find((account) => account.id !== savings.id);
      expect(main?.balanceHistory).toEqual([{ date: now, balance: 0 }]);
    });

    it('adds assets less liabilities per currency and converted, a transfer changing nothing', async () => {
      const home = await ownerWithGroup(ctx());
      const main = await mainAccount(home, { openingBalance: 1000 });
      await openAccount(home, {
        name: 'Euro savings',
        kind: MoneyAccountKind.Savings,
        currency: Currency.EUR,
        openingBalance: 100,
      });
      const card = await openAccount(home, {
        name: 'Card',
        kind: MoneyAccountKind.CreditCard,
        openingBalance: -300,
      });
      await openAccount(home, { name: 'Loan', kind: MoneyAccountKind.Loan, openingBalance: -2000 });
      const group = await made<Group>(home.ownerClient, '/groups', { name: 'Trip' });
      await mainAccount({ ...home, group }, { openingBalance: 50 });
      const client = await signIn(ctx(), home.owner);
      const accountsIn = async (currency: number) => {
        const response = await client.get<Accounts>('/accounts', {
          query: { currency: String(currency) },
        });
        expect(response.status).toBe(200);
        return response.body.data;
      };
      const homeOf = (data: Accounts) =>
        data.accounts.find((account) => account.groupId === home.group.id)?.netWorth;
      const inPln = homeOf(await accountsIn(Currency.PLN));
      // EUR 100 at the seeded 4.3653.
      expect(inPln).toEqual({
        currencies: [
          {
            currency: Currency.PLN,
            assets: 1000,
            liabilities: 2300,
            net: -1300,
            convertedNet: -1300,
          },
          { currency: Currency.EUR, assets: 100, liabilities: 0, net: 100, convertedNet: 436.53 },
        ],
        assets: 1436.53,
        liabilities: 2300,
        net: -863.47,
        unconvertedCurrencies: [],
      });
      // In EUR each account converts and rounds alone: 229.08, -68.72, -458.16.
      const inEur = await accountsIn(Currency.EUR);
      expect(homeOf(inEur)).toMatchObject({
        currencies: [
          { currency: Currency.PLN, net: -1300, convertedNet: -297.8 },
          { currency: Currency.EUR, net: 100, convertedNet: 100 },
        ],
        assets: 329.08,
        liabilities: 526.88,
        net: -197.8,
      });
      await transfer(home, main.id, card.id, 200, today());
      const after = homeOf(await accountsIn(Currency.PLN));
      expect(after?.net).toBe(-863.47);
      expect(after?.currencies[0]).toMatchObject({ assets: 800, liabilities: 2100, net: -1300 });
      // Every group's added; the other group (a new one, listed first) holds PLN 50.
      const all = await accountsIn(Currency.PLN);
      expect(all.accounts.map((account) => account.netWorth.net)).toEqual([50, -863.47]);
      expect(all.netWorth).toMatchObject({ assets: 1286.53, liabilities: 2100, net: -813.47 });
      expect(all.netWorth.currencies[0]).toMatchObject({ assets: 850, net: -1250 });
    });

    it('answers net worth at each month end, at that day’s rates', async () => {
      const home = await ownerWithGroup(ctx());
      const main = await mainAccount(home, { openingBalance: 1000, openingDate: '2024-01-01' });
      const card = await openAccount(home, {
        name: 'Card',
        kind: MoneyAccountKind.CreditCard,
        openingDate: '2024-01-01',
      });
      await openAccount(home, {
        name: 'Euro savings',
        kind: MoneyAccountKind.Savings,
        currency: Currency.EUR,
        openingBalance: 10,
        openingDate: '2024-02-15',
      });
      await openAccount(home, {
        name: 'Roubles',
        kind: MoneyAccountKind.Cash,
        currency: Currency.RUB,
        openingBalance: 100,
        openingDate: '2024-03-10',
      });
      await spend(home, card.id, '2024-01-20', 50);
      await transfer(home, main.id, card.id, 50, '2024-02-05');
      await ctx().client().post('/auth/register', {
        userName: 'networthadmin',
        email: ADMIN,
        password: 'Adm1n#Pass',
      });
      const admin = await signIn(ctx(), { email: ADMIN, password: 'Adm1n#Pass' });
      const march = {
        table: 'A',
        no: '043/A/NBP/2024',
        effectiveDate: '2024-03-01',
        rates: [{ currency: 'euro', code: 'EUR', mid: 4.5 }],
      };
      expect((await admin.post('/rates/import', [march])).status).toBe(200);

      const client = await signIn(ctx(), home.owner);
      const history = await netWorthOf(client, {
        groupIds: home.group.id,
        from: '2023-06-01',
        to: '2024-03-31',
      });
      expect(history).toEqual({
        from: '2023-06-01',
        to: '2024-03-31',
        currency: Currency.PLN,
        // Months before the first account are left out; the transfer moves nothing.
        points: [
          { month: '2024-01', date: '2024-01-31', assets: 1000, liabilities: 50, net: 950 },
          { month: '2024-02', date: '2024-02-29', assets: 993.65, liabilities: 0, net: 993.65 },
          { month: '2024-03', date: '2024-03-31', assets: 995, liabilities: 0, net: 995 },
        ],
        unconvertedCurrencies: [Currency.RUB],
      });
      const cut = await netWorthOf(client, { groupIds: home.group.id, to: '2024-02-10' });
      expect(cut.points.at(-1)).toEqual({
        month: '2024-02',
        date: '2024-02-10',
        assets: 950,
        liabilities: 0,
        net: 950,
      });
      const later = await netWorthOf(client, { groupIds: home.group.id, from: '2024-03-01' });
      expect(later.points[0]).toMatchObject({ month: '2024-03', net: 995 });
      expect(later.points.at(-1)?.date).toBe(today());
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
