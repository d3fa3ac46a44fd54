import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0039-search-punctuation.ts';

describeEachDatabase('migration 0039: search texts with dashes and quotes', (ctx) => {
  it('rebuilds the texts stored before dashes were folded, so the search finds them', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Before');
    const names = ['ÖBB Wien–Salzburg', 'Żabka', 'Plain'];
    for (const name of names) {
      const response = await client.post<Transaction>('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        groupId: group.id,
        date: '2026-03-14',
        amount: 5,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
    }
    const db = ctx().app.db;
    // What the write path kept before: the en dash as it was typed.
    await db
      .updateTable('transactions')
      .set({ search_text: 'obb wien–salzburg\n' })
      .where('name', '=', names[0] ?? '')
      .execute();
    const texts = async () =>
      (await db.selectFrom('transactions').select(['name', 'search_text']).execute())
        .map((row) => `${row.name}: ${row.search_text.replace('\n', '|')}`)
        .sort();
    await migration.up(db);
    expect(await texts()).toEqual([
      'Plain: plain|',
      // With the umlaut spelled out after (migration 0040's folding, in the contract today).
      'ÖBB Wien–Salzburg: obb wien-salzburg|\noebb wien-salzburg',
      'Żabka: zabka|',
    ]);
    const page = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { filter: 'wien-salzburg', groupId: group.id },
    });
    expect(page.body.data.transactions.map((t) => t.name)).toEqual([names[0]]);
  });
});
