import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0040-search-umlauts.ts';

describeEachDatabase('migration 0040: umlauts spelled out in the search texts', (ctx) => {
  it("rebuilds the texts of names with an umlaut, so 'mueller' finds 'Müller'", async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Before');
    const rows = [
      ['Müller Drogerie', null],
      ['Bahn', 'ÖBB Railjet'],
      ['Żabka', null],
    ] as const;
    for (const [name, description] of rows) {
      const response = await client.post<Transaction>('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        description,
        groupId: group.id,
        date: '2026-03-14',
        amount: 5,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
    }
    const db = ctx().app.db;
    // What the write path kept before: the umlauts folded away only.
    for (const [name, text] of [
      ['Müller Drogerie', 'muller drogerie\n'],
      ['Bahn', 'bahn\nobb railjet'],
    ]) {
      await db
        .updateTable('transactions')
        .set({ search_text: text })
        .where('name', '=', name as string)
        .execute();
    }
    const search = async (filter: string) =>
      (
        await client.get<{ transactions: Transaction[] }>('/transactions', {
          query: { filter, groupId: group.id },
        })
      ).body.data.transactions.map((t) => t.name);
    await migration.up(db);
    const texts = (await db.selectFrom('transactions').select(['name', 'search_text']).execute())
      .map((row) => `${row.name}: ${row.search_text.replaceAll('\n', '|')}`)
      .sort();
    expect(texts).toEqual([
      'Bahn: bahn|obb railjet|oebb railjet',
      'Müller Drogerie: muller drogerie||mueller drogerie',
      'Żabka: zabka|',
    ]);
    expect(await search('mueller')).toEqual(['Müller Drogerie']);
    expect(await search('oebb')).toEqual(['Bahn']);
    expect(await search('müller')).toEqual(['Müller Drogerie']);
  });
});
