import { Currency, type MoneyAccount, type TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import {
  createdId,
  createdIds,
  expenseBody,
  inFlight,
  made,
  racers,
  Tally,
  type Racer,
} from '../../test/races.ts';
import type { TestClient } from '../../test/test-app.ts';

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Every account's balance is its opening balance and what its list moves (both sides of every
 * transfer), its cleared balance its opening balance and what its cleared rows move, and its
 * running balance, oldest first, ends at that balance.
 */
async function expectAccountsAddUp(client: TestClient, groupId: string) {
  const accounts = await made<MoneyAccount[]>(
    'GET /money-accounts',
    client.get(`/groups/${groupId}/money-accounts`),
  );
  for (const account of accounts) {
    const page = await made<TransactionPage>(
      'GET /transactions',
      client.get('/transactions', {
        query: { groupIds: groupId, moneyAccountIds: account.id, order: 'asc', pageSize: '500' },
      }),
    );
    expect(page.totalCount, account.name).toBe(page.transactions.length);
    const moved = page.transactions.reduce((sum, row) => sum + cents(row.accountAmount ?? 0), 0);
    expect(cents(account.balance), account.name).toBe(cents(account.openingBalance) + moved);
    expect(account.transactionCount, account.name).toBe(page.totalCount);
    const cleared = page.transactions
      .filter((row) => (row.toMoneyAccountId === account.id ? row.toCleared : row.cleared))
      .reduce((sum, row) => sum + cents(row.accountAmount ?? 0), 0);
    expect(cents(account.clearedBalance), account.name).toBe(
      cents(account.openingBalance) + cleared,
    );
    const last = page.transactions.at(-1);
    if (last) expect(last.runningBalance, account.name).toBe(account.balance);
  }
}

describeEachDatabase(
  'money accounts under concurrent writes',
  (ctx) => {
    it('keeps balances true while transfers, moves and an account deletion race', async () => {
      const { group, ownerClient: client } = await ownerWithGroup(ctx());
      const g = group.id;
      const accountsPath = `/groups/${g}/money-accounts`;
      const [main] = await made<MoneyAccount[]>('GET', client.get(accountsPath));
      const open = (name: string, openingBalance: number) =>
        createdId(client, accountsPath, { name, currency: Currency.PLN, openingBalance });
      const savings = await open('Savings', 500);
      const cash = await open('Cash', 20);
      const accounts = [main?.id as string, savings, cash];
      const transactions: string[] = [];
      const transfers: string[] = [];
      const tally = new Tally();
      for (const round of range(4)) {
        const doomed = await open(`Doomed ${round}`, 0);
        const all = [...accounts, doomed];
        const transfer = (n: number) => ({
          fromMoneyAccountId: all[n % all.length],
          toMoneyAccountId: all[(n + 1 + (round % 3)) % all.length],
          amount: 1 + n + round,
          date: `2024-03-${String(10 + n).padStart(2, '0')}`,
        });
        const kinds = [
          racers('POST /transfers', round, range(6), (n) =>
            client.post(`/groups/${g}/transfers`, transfer(n)),
          ),
          racers('PUT /transfers', round, transfers.slice(-4), (id, n) =>
            client.put(`/groups/${g}/transfers/${id}`, transfer(n + 2)),
          ),
          racers('POST /transactions', round, range(6), (n) =>
            client.post('/transactions', {
              ...expenseBody(g, [], 2 + n, 5 + n),
              moneyAccountId: all[n % all.length],
            }),
          ),
          racers('PUT /transactions', round, transactions.slice(-4), (id, n) =>
            client.put('/transactions', {
              transactionId: id,
              ...expenseBody(g, [], 7 + n, 6 + n),
              moneyAccountId: all[(n + round) % all.length],
            }),
          ),
          racers('DELETE /transactions', round, transfers.slice(-6, -4), (id) =>
            client.delete(`/transactions/${id}`),
          ),
          // Each recent row marked in each account: 200 where it is, 400 elsewhere.
          racers(
            'PUT /cleared',
            round,
            [...transactions.slice(-2), ...transfers.slice(-2)].flatMap((id) =>
              accounts.map((account) => ({ id, account })),
            ),
            ({ id, account }, n) =>
              client.put(`${accountsPath}/${account}/cleared`, {
                transactionIds: [id],
                cleared: (n + round) % 3 !== 0,
              }),
          ),
          racers('PUT /money-accounts', round, [cash], (id) =>
            client.put(`${accountsPath}/${id}`, { name: `Cash ${round}` }),
          ),
        ];
        const [remove] = racers('DELETE /money-accounts', round, [doomed], (id) =>
          client.delete(`${accountsPath}/${id}`),
        );
        const outcomes = tally.add(await inFlight(kinds, remove as Racer));
        if (tally.failed()) break;
        transactions.push(...createdIds(outcomes, 'POST /transactions'));
        transfers.push(...createdIds(outcomes, 'POST /transfers'));
      }

      tally.expectNoServerErrors([
        ...['POST /transfers', 'PUT /transfers', 'POST /transactions', 'PUT /transactions'],
        ...['DELETE /transactions', 'PUT /money-accounts', 'PUT /cleared'],
      ]);
      expect(
        tally.outcomes.some((o) => o.label.startsWith('PUT /cleared') && o.status === 200),
      ).toBe(true);
      // The deletion meets transactions and transfers naming the account in flight: it finds it
      // empty (200, and they are refused with 400) or holding money (409), never a 5xx.
      const deletes = tally.outcomes.filter((o) => o.label.startsWith('DELETE /money-accounts'));
      expect(deletes.every((o) => o.status === 200 || o.status === 409)).toBe(true);
      expect(transfers.length).toBeGreaterThan(0);
      await expectAccountsAddUp(client, g);
      expect(await ctx().app.writes.checkGroup(g, false)).toEqual([]);
    });

    it("reads a statement's running balances in one state while writes land", async () => {
      const { group, ownerClient: client } = await ownerWithGroup(ctx());
      const g = group.id;
      const [main] = await made<MoneyAccount[]>('GET', client.get(`/groups/${g}/money-accounts`));
      const moneyAccountId = main?.id as string;
      // Spread over the statement's days, so a write lands between and on its rows' days.
      const write = (n: number) =>
        made(
          'POST /transactions',
          client.post('/transactions', {
            ...expenseBody(g, [], 1 + (n % 7), 10 + (n % 5)),
            moneyAccountId,
          }),
        );
      const read = () =>
        made<TransactionPage>(
          'GET /transactions',
          client.get('/transactions', {
            query: { groupIds: g, moneyAccountIds: moneyAccountId, sort: 'date', pageSize: '500' },
          }),
        );
      for (const n of range(10)) await write(n);
      for (const round of range(6)) {
        const reads = range(3).map(read);
        await Promise.all(range(4).map((n) => write(10 + round * 4 + n)));
        for (const page of await Promise.all(reads)) {
          const rows = page.transactions;
          // Count, sums and rows of one state.
          expect(page.totalCount).toBe(rows.length);
          const moved = rows.reduce((sum, row) => sum + cents(row.accountAmount ?? NaN), 0);
          expect(page.sums.map((sum) => cents(sum.amount))).toEqual([moved]);
          // Newest first: each balance is the next (older) row's plus what the row moved.
          for (const [i, row] of rows.entries()) {
            const before = i + 1 < rows.length ? cents(rows[i + 1]?.runningBalance ?? NaN) : 0;
            expect(cents(row.runningBalance ?? NaN), `round ${round}, row ${i}`).toBe(
              before + cents(row.accountAmount ?? NaN),
            );
          }
        }
      }
    });
  },
  DEVELOPMENT,
);
