import { MoneyAccountKind, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { openAccount, shopExpense } from '../../test/money-accounts.ts';
import { ownerWithGroup } from '../../test/groups.ts';

/** Where rows written for the user land: the account an import or a series names. */
describeEachDatabase('rows written into a money account', (ctx) => {
  it('puts an import in the account it names, and an occurrence in its series account', async () => {
    const home = await ownerWithGroup(ctx());
    const savings = await openAccount(home, { name: 'Savings', kind: MoneyAccountKind.Savings });
    const row = (day: string, amount: string, id: string, name: string) =>
      `<STMTTRN><DTPOSTED>${day}<TRNAMT>${amount}<FITID>${id}<NAME>${name}</STMTTRN>`;
    const ofx = [
      '<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST>',
      row('20240203', '-12.50', 'B-1', 'Bakery'),
      row('20240204', '100.00', 'B-2', 'Salary'),
      '</BANKTRANLIST></STMTRS></OFX>',
    ].join('');
    const imported = await home.ownerClient.post('/imports', {
      groupId: home.group.id,
      fileName: 'bank.ofx',
      content: ofx,
      moneyAccountId: savings.id,
    });
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const listed = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: home.group.id, moneyAccountIds: savings.id },
    });
    expect(listed.body.data.transactions.map((t) => t.name).sort()).toEqual(['Bakery', 'Salary']);
    const repeating = await home.ownerClient.post<Transaction>(
      '/transactions',
      shopExpense(home.group.id, 9, {
        moneyAccountId: savings.id,
        date: '2024-01-01',
        recurring: true,
        recurringPeriod: 2,
        endDate: '2024-03-01',
      }),
    );
    expect(repeating.status, JSON.stringify(repeating.body.errors)).toBe(201);
    const series = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: home.group.id, filter: 'Shop' },
    });
    expect(series.body.data.transactions).toHaveLength(3);
    expect(series.body.data.transactions.every((t) => t.moneyAccountId === savings.id)).toBe(true);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });
});
