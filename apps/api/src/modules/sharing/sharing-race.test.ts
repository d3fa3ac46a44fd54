import {
  Currency,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { allTransactions, expectListsConsistent } from '../../test/ledger.ts';
import { interleave, race, racers, Tally } from '../../test/races.ts';

/**
 * Settlements and a shared expense written at once in one group (docs/decisions.md, 'Splits' and
 * 'One write path'): on PostgreSQL they run in parallel on the pool's connections, on SQLite
 * they queue. Either way every write lands, the balances sum to zero, equal what the listed
 * transactions add up to, and the doctor finds the member sums as a rebuild makes them.
 */

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const ROUNDS = 6;
const cents = (amount: number) => Math.round(amount * 100);

/** Each member's balance in minor units, recomputed from the transactions (all in PLN). */
function recomputed(transactions: Transaction[]): Map<string, number> {
  const balances = new Map<string, number>();
  const add = (userId: string, minor: number) =>
    balances.set(userId, (balances.get(userId) ?? 0) + minor);
  for (const t of transactions) {
    if (t.paidBy === null || t.split === null) continue;
    // Expenses and transfers are money out of the payer's hands, incomes money into them.
    const sign = t.transactionType === TransactionType.Income ? -1 : 1;
    add(t.paidBy, sign * Math.abs(cents(t.amount)));
    for (const part of t.split.parts) add(part.userId, -sign * cents(part.amount));
  }
  return balances;
}

describeEachDatabase(
  'settlements and shared expenses racing in one group',
  (ctx) => {
    it('two settlements and a shared expense at once, round after round', async () => {
      const fixture = await ownerWithGroup(ctx(), 'Racing');
      const { ownerClient: owner, group } = fixture;
      const ownerId = fixture.owner.id;
      const first = await memberOf(ctx(), fixture);
      const second = await memberOf(ctx(), fixture);
      const [aId, bId] = [first.user.id, second.user.id];
      const groupId = group.id;
      const equally = {
        method: SplitMethod.Equal,
        parts: [ownerId, aId, bId].map((userId) => ({ userId, value: 0 })),
      };
      const settle = (client: typeof owner, from: string, to: string, amount: number) =>
        client.post<GroupBalances>(`/groups/${groupId}/settlements`, {
          fromUserId: from,
          toUserId: to,
          amount,
          currency: Currency.PLN,
          date: '2024-06-02',
        });

      const tally = new Tally();
      for (const round of Array.from({ length: ROUNDS }, (_, i) => i)) {
        // 100.01 shared three ways leaves a cent over: the parts still sum to the amount.
        const expense = racers('POST /transactions', round, [100.01 + round], (amount) =>
          owner.post('/transactions', {
            transactionType: TransactionType.Expense,
            name: `Shopping ${round}`,
            groupId,
            date: '2024-06-01',
            amount,
            currency: Currency.PLN,
            split: equally,
          }),
        );
        const fromA = racers('POST settlement A', round, [10 + round], (amount) =>
          settle(first.client, aId, ownerId, amount),
        );
        const fromB = racers('POST settlement B', round, [7.5 + round], (amount) =>
          settle(second.client, bId, ownerId, amount),
        );
        tally.add(await race(interleave(fromA, expense, fromB)));
        if (tally.failed()) break;
      }
      tally.expectNoServerErrors(['POST /transactions', 'POST settlement A', 'POST settlement B']);
      expect(tally.notAnswering('POST /transactions', 201)).toEqual([]);
      expect(tally.notAnswering('POST settlement A', 201)).toEqual([]);
      expect(tally.notAnswering('POST settlement B', 201)).toEqual([]);

      const listed = await allTransactions(owner, [groupId]);
      expect(listed.totalCount).toBe(3 * ROUNDS);
      const response = await owner.get<GroupBalances>(`/groups/${groupId}/balances`);
      expect(response.status, response.text).toBe(200);
      const shown = new Map(response.body.data.members.map((m) => [m.userId, cents(m.balance)]));
      expect([...shown.values()].reduce((sum, minor) => sum + minor, 0)).toBe(0);
      const expected = recomputed(listed.transactions);
      expect(Object.fromEntries(shown)).toEqual(
        Object.fromEntries([ownerId, aId, bId].map((id) => [id, expected.get(id) ?? 0])),
      );
      const writes = ctx().app.writes;
      expect(await writes.checkGroup(groupId, false)).toEqual([]);
      await expectListsConsistent(owner, [groupId], 5);
    }, 60_000);
  },
  DEVELOPMENT,
);
