import {
  Currency,
  TransactionType,
  type MoneyAccount,
  type Transaction,
  type TransactionPage,
  type TransactionTotals,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import { signIn } from '../../test/accounts.ts';

const ADMIN = 'account-sums-admin@example.test';

/** Per currency, what the listed rows moved in the account: the sums the list must answer. */
function movedPerCurrency(rows: Transaction[], accountId: string) {
  const sums = new Map<number, number>();
  for (const row of rows) {
    const currency = row.moneyAccountId === accountId ? row.currency : (row.toCurrency ?? NaN);
    const cents = Math.round((row.accountAmount ?? NaN) * 100);
    sums.set(currency, (sums.get(currency) ?? 0) + cents);
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([currency, cents]) => ({ currency, amount: cents / 100 }));
}

describeEachDatabase(
  "an account's list: count and sums of what moved in it",
  (ctx) => {
    let home: GroupFixture;
    let main: MoneyAccount;
    let euro: MoneyAccount;
    const base = () => `/groups/${home.group.id}`;
    const post = (path: string, body: Record<string, unknown>) =>
      home.ownerClient.post<Transaction>(path, body);
    const row = (transactionType: number, name: string, amount: number, date: string) =>
      post('/transactions', {
        transactionType,
        name,
        groupId: home.group.id,
        date,
        amount,
        currency: Currency.PLN,
        moneyAccountId: main.id,
      });

    beforeAll(async () => {
      home = await ownerWithGroup(ctx());
      const partner = await memberOf(ctx(), home);
      main = (await home.ownerClient.get<MoneyAccount[]>(`${base()}/money-accounts`)).body
        .data[0] as MoneyAccount;
      euro = (
        await home.ownerClient.post<MoneyAccount>(`${base()}/money-accounts`, {
          name: 'Euro',
          currency: Currency.EUR,
        })
      ).body.data;
      const written = [
        await row(TransactionType.Income, 'Salary', 100, '2024-05-01'),
        await row(TransactionType.Expense, 'Bakery', 10.01, '2024-05-02'),
        await post(`${base()}/transfers`, {
          fromMoneyAccountId: main.id,
          toMoneyAccountId: euro.id,
          amount: 50,
          toAmount: 11.57,
          date: '2024-05-03',
        }),
        await post(`${base()}/transfers`, {
          fromMoneyAccountId: euro.id,
          toMoneyAccountId: main.id,
          amount: 5,
          toAmount: 21.33,
          date: '2024-05-04',
        }),
      ];
      for (const answer of written) expect(answer.status, answer.text).toBe(201);
      // A payment between members: kept in Main, it moves nothing there, so no list has it.
      const settled = await home.ownerClient.post(`${base()}/settlements`, {
        fromUserId: partner.user.id,
        toUserId: home.owner.id,
        amount: 7,
        currency: Currency.PLN,
        date: '2024-05-05',
      });
      expect(settled.status, settled.text).toBe(201);
    });

    const list = (query: Record<string, string | number>) =>
      home.ownerClient.get<TransactionPage>('/transactions', {
        query: {
          groupIds: home.group.id,
          pageSize: '100',
          ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        },
      });

    it('answers from the day sums exactly what the rows moved, with and without dates', async () => {
      for (const [account, dates] of [
        [main, {}],
        [main, { from: '2024-05-02', to: '2024-05-04' }],
        [euro, {}],
      ] as const) {
        const page = (await list({ moneyAccountIds: account.id, ...dates })).body.data;
        expect(page.totalCount).toBe(page.transactions.length);
        expect(page.sums).toEqual(movedPerCurrency(page.transactions, account.id));
        const totals = await home.ownerClient.get<TransactionTotals>('/transactions/totals', {
          query: { groupIds: home.group.id, moneyAccountIds: account.id, ...dates },
        });
        expect(totals.body.data).toEqual({ totalCount: page.totalCount, sums: page.sums });
      }
      const all = (await list({ moneyAccountIds: main.id })).body.data;
      expect(all.totalCount).toBe(4);
      expect(all.transactions.map((row) => row.name)).not.toContain('Settlement');
      expect(all.sums).toEqual([{ currency: Currency.PLN, amount: 61.32 }]);
    });

    it('sums the same way when the rows must be read (a text, a type)', async () => {
      const narrowed = (await list({ moneyAccountIds: main.id, filter: 'bakery' })).body.data;
      expect(narrowed.sums).toEqual([{ currency: Currency.PLN, amount: -10.01 }]);
      const transfers = (
        await list({ moneyAccountIds: euro.id, transactionType: TransactionType.Transfer })
      ).body.data;
      expect(transfers.sums).toEqual(movedPerCurrency(transfers.transactions, euro.id));
      expect(transfers.sums).toEqual([{ currency: Currency.EUR, amount: 11.57 - 5 }]);
      // Converted at the day's rates like any list; with none stored, the currency is named.
      const converted = (await list({ moneyAccountIds: euro.id, currency: Currency.EUR })).body
        .data;
      expect(converted.converted).toEqual({
        currency: Currency.EUR,
        amount: 6.57,
        unconvertedCurrencies: [],
      });
    });
    it('converts each day at its rates, from the day sums as from the rows', async () => {
      await ctx().client().post('/auth/register', {
        userName: 'accountsumsadmin',
        email: ADMIN,
        password: 'Adm1n#Pass',
      });
      const admin = await signIn(ctx(), { email: ADMIN, password: 'Adm1n#Pass' });
      const table = (no: string, effectiveDate: string, mid: number) => ({
        table: 'A',
        no,
        effectiveDate,
        rates: [{ currency: 'euro', code: 'EUR', mid }],
      });
      const imported = await admin.post('/rates/import', [
        table('084/A/NBP/2024', '2024-05-01', 4.3),
        table('086/A/NBP/2024', '2024-05-03', 4.4),
      ]);
      expect(imported.status, imported.text).toBe(200);
      // The euro account in PLN: 11.57 EUR at 4.4 less 5 EUR at 4.4 (28.908); Main in EUR: PLN
      // at 4.3 on the 1st and 2nd (89.99 / 4.3), at 4.4 after ((21.33 - 50) / 4.4, -6.516).
      const converted = async (query: Record<string, string | number>) =>
        (await list(query)).body.data.converted;
      expect(await converted({ moneyAccountIds: main.id, currency: Currency.EUR })).toEqual({
        currency: Currency.EUR,
        amount: 14.41,
        unconvertedCurrencies: [],
      });
      // From the 3rd, Main holds transfers alone (and a settlement, in none of its figures), as
      // the euro account does throughout: the day sums (dates) and the rows (a type) agree.
      for (const [account, currency, amount, from] of [
        [euro, Currency.PLN, 28.91, '2024-01-01'],
        [main, Currency.EUR, -6.52, '2024-05-03'],
      ] as const) {
        const query = { moneyAccountIds: account.id, currency };
        const expected = { currency, amount, unconvertedCurrencies: [] };
        expect(await converted({ ...query, from })).toEqual(expected);
        const type = TransactionType.Transfer;
        expect(await converted({ ...query, transactionType: type })).toEqual(expected);
        // An amount bound every row passes, transfers whichever their sign, reads the rows too.
        expect(await converted({ ...query, from, minAmount: 0 })).toEqual(expected);
      }
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
