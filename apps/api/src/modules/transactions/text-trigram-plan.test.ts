import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { planTrigrams } from './text-search.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import { summarize } from './transaction-sums.repository.ts';
import type { ListFilter } from './transactions.repository.ts';

/** 38 notes of common trigrams, two holding 'note 1234', one a literal '%' and one an '_'. */
const NAMES = [
  ...Array.from({ length: 38 }, (_, i) => `Shop note ${i + 1}`),
  'Shop note 1234',
  'Kiosk NOTE 1234',
  // Its rare trigrams, not side by side: found by the index, left out by the check.
  'Kiosk note 123, 234',
  'Promo 50% offer',
  'Promo 50_ offer',
];

describeEachDatabase('a text looked up by its rare trigrams (PostgreSQL plan)', (ctx) => {
  it('asks the index for the rare trigrams only and finds exactly the rows holding the text', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Notes');
    const made: Transaction[] = [];
    for (const [i, name] of NAMES.entries()) {
      const response = await client.post<Transaction>('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        groupId: group.id,
        date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
        amount: i + 1,
        currency: Currency.PLN,
      });
      expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
      made.push(response.body.data);
    }
    const db = ctx().app.db;
    // At most 1 row in 10 of the sample: '123' and '234' of 'note 1234' (no trigram spans words).
    const options = { rarity: 0.1 };
    const plan = await planTrigrams(db, 'note 1234', options);
    expect(plan.rare).toEqual(['123', '234']);
    // Every trigram common, or too few: the text as it is.
    expect((await planTrigrams(db, 'shop note', options)).rare).toBeUndefined();
    expect((await planTrigrams(db, 'note', options)).rare).toBeUndefined();

    const idsOf = (names: string[]) =>
      made
        .filter((row) => names.includes(row.name))
        .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
        .map((row) => row.id);
    const filter = (text: string, textQuery = plan): ListFilter => ({
      groupIds: [group.id],
      text,
      textQuery,
    });
    const planned = filter('note 1234');
    // Sorted (few matches) and walked alike.
    for (const matchCount of [0, Infinity]) {
      expect(
        await pageTransactionIds(db, planned, 10, 0, 'date', 'desc', undefined, matchCount),
      ).toEqual(idsOf(['Shop note 1234', 'Kiosk NOTE 1234']));
    }
    const [sums] = await summarize(db, planned);
    expect(sums).toMatchObject({ count: 2 });
    expect(Number(sums?.amount)).toBe(-(39 + 40) * 100);

    // '%' and '_' are the text's own characters, in the rare trigrams and in the check.
    // (At most 1 row in 40: '50%', not 'off', 'ffe' or 'fer' of both promos.)
    const percent = await planTrigrams(db, '50% offer', { rarity: 1 / 40 });
    expect(percent.rare).toEqual(['50%']);
    const found = await pageTransactionIds(db, filter('50% offer', percent), 10, 0, 'date', 'desc');
    expect(found).toEqual(idsOf(['Promo 50% offer']));
  });
});
