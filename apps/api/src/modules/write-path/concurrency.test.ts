import { Currency, TransactionType, type Group } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { allTransactions, expectBudgetsTrue, expectListsConsistent } from '../../test/ledger.ts';
import {
  budgetBody,
  createdId,
  createdIds,
  expenseBody,
  history,
  inFlight,
  interleave,
  made,
  race,
  racers,
  Tally,
  type Racer,
} from '../../test/races.ts';

/**
 * Writes racing each other on one group (docs/decisions.md, 'One write path'). Each
 * round fires its requests at once: on PostgreSQL they run in parallel on the pool's connections,
 * so lock order, references that vanish mid-request and derived rows are really contended; on
 * SQLite they queue. Either way no request may answer 5xx, and afterwards every figure the API
 * shows must equal what its listed transactions add up to (apps/api/src/test/ledger.ts). A round
 * that answered 5xx ends the rounds: the test has failed, and each deadlock costs a second.
 */

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** Budgets' periods (monthly and yearly) all hold this day and every expense of the scenarios. */
const DATE_POINT = '2024-03-15';
const CURRENCIES = [Currency.PLN, Currency.EUR, Currency.USD];

const OPPOSITE_MOVES =
  'updates moving two transactions between types and dates in opposite directions';
const CATEGORY_DELETED =
  'a category deleted while creates, updates and budget writes naming it are in flight';
const GROUP_DELETED =
  'a group deleted while transaction, budget and category writes naming it are in flight';

describeEachDatabase(
  'the write path under concurrent writes',
  (ctx) => {
    it(
      OPPOSITE_MOVES,
      async () => {
        const { group, ownerClient: client } = await ownerWithGroup(ctx());
        // A history over 18 months, so pages past the first are found from month and day counts.
        await history(client, group.id, 24);
        // Side 0 is an expense on 10 March, side 1 an income on 20 May: another type, month and day.
        const side = (at: number, currency: number, amount: number) => ({
          transactionType: at === 0 ? TransactionType.Expense : TransactionType.Income,
          name: `Swing ${amount}`,
          groupId: group.id,
          date: at === 0 ? '2024-03-10' : '2024-05-20',
          amount,
          currency,
        });
        const pairs: { a: string; b: string }[] = [];
        for (const _ of range(3)) {
          const a = await createdId(client, '/transactions', side(0, Currency.PLN, 1));
          pairs.push({ a, b: await createdId(client, '/transactions', side(1, Currency.PLN, 1)) });
        }

        const tally = new Tally();
        for (const round of range(10)) {
          // Each step sends A and B to opposite sides in one currency, so A's update moves the
          // (type, currency) and (type, day) rows that B's moves, in the opposite order.
          const steps = range(4).flatMap((step) => pairs.map((pair) => ({ ...pair, step })));
          const put = (id: string, at: number, step: number, n: number) => {
            const amount = 1 + ((round * 37 + step * 11 + n * 5) % 400) + 0.25 + at;
            const currency = CURRENCIES[(round + step) % 3] as number;
            return client.put('/transactions', {
              transactionId: id,
              ...side(at, currency, amount),
            });
          };
          const [a, b] = [
            racers('PUT /transactions A', round, steps, (s, n) => put(s.a, s.step % 2, s.step, n)),
            racers('PUT /transactions B', round, steps, (s, n) =>
              put(s.b, 1 - (s.step % 2), s.step, n),
            ),
          ];
          tally.add(await race(interleave(a, b)));
          if (tally.failed()) break;
        }

        tally.expectNoServerErrors(['PUT /transactions A', 'PUT /transactions B']);
        expect((await allTransactions(client, [group.id])).totalCount).toBe(24 + 6);
        await expectListsConsistent(client, [group.id], 4);
      },
      60_000,
    );

    it(CATEGORY_DELETED, async () => {
      const { group, ownerClient: client } = await ownerWithGroup(ctx());
      const g = group.id;
      const kept = await createdId(client, '/categories', { name: 'Kept', groupId: g });
      const transactions: string[] = [];
      const budgets = [
        await createdId(client, '/budgets', budgetBody(g, [], 500)),
        await createdId(client, '/budgets', budgetBody(g, [kept], 300, true)),
      ];
      const tally = new Tally();
      for (const round of range(5)) {
        const doomed = await createdId(client, '/categories', {
          name: `Doomed ${round}`,
          groupId: g,
        });
        for (const [i, ids] of [[doomed], [doomed, kept], [kept], []].entries()) {
          const body = expenseBody(g, ids, 10 + i + round, 5 + i);
          transactions.push(await createdId(client, '/transactions', body));
        }
        budgets.push(await createdId(client, '/budgets', budgetBody(g, [doomed], 100)));
        budgets.push(await createdId(client, '/budgets', budgetBody(g, [doomed, kept], 200, true)));

        // Every write names the doomed category; each budget's counted set changes with it.
        const names = (n: number) => (n % 2 === 0 ? [doomed] : [kept, doomed]);
        const kinds = [
          racers('POST /transactions', round, range(8), (n) =>
            client.post('/transactions', expenseBody(g, names(n), 3 + n, 1 + n)),
          ),
          racers('PUT /transactions', round, transactions.slice(-8), (id, n) =>
            client.put('/transactions', {
              transactionId: id,
              ...expenseBody(g, names(n), 20 + n + round, 12 + n),
            }),
          ),
          racers('POST /budgets', round, range(4), (n) =>
            client.post('/budgets', budgetBody(g, names(n), 50 + n, n % 2 === 1)),
          ),
          racers('PUT /budgets', round, budgets.slice(-5), (id, n) =>
            client.put('/budgets', { budgetId: id, ...budgetBody(g, names(n + 1), 70 + n, !n) }),
          ),
        ];
        const [remove] = racers('DELETE /categories', round, [doomed], (categoryId) =>
          client.delete('/categories', { query: { categoryId } }),
        );
        const outcomes = tally.add(await inFlight(kinds, remove as Racer));
        if (tally.failed()) break;
        transactions.push(...createdIds(outcomes, 'POST /transactions'));
        budgets.push(...createdIds(outcomes, 'POST /budgets'));
      }

      tally.expectNoServerErrors([
        'POST /transactions',
        'PUT /transactions',
        'POST /budgets',
        'PUT /budgets',
      ]);
      const deletes = tally.notAnswering('DELETE /categories', 200);
      expect.soft(deletes, 'deletes of the category').toEqual([]);
      const state = await expectBudgetsTrue(client, [g], DATE_POINT);
      expect(state.categories.map((c) => c.id)).toEqual([kept]);
      expect(state.budgets.length).toBeGreaterThanOrEqual(2 + 2 * 5);
      await expectListsConsistent(client, [g], 5);
    });

    it(GROUP_DELETED, async () => {
      const { group: home, ownerClient: client } = await ownerWithGroup(ctx(), 'Home');
      const h = home.id;
      const kept = await createdId(client, '/categories', { name: 'Kept', groupId: h });
      await createdId(client, '/budgets', budgetBody(h, [], 500));
      await createdId(client, '/budgets', budgetBody(h, [kept], 300, true));
      const homeTransactions: string[] = [];
      const tally = new Tally();
      for (const round of range(4)) {
        const created = client.post<Group>('/groups', { name: `Doomed ${round}` });
        const doomed = (await made<Group>('POST /groups', created)).id;
        const c1 = await createdId(client, '/categories', { name: 'One', groupId: doomed });
        const c2 = await createdId(client, '/categories', { name: 'Two', groupId: doomed });
        const own: string[] = [];
        for (const [i, ids] of [[c1], [c1, c2], [c2], []].entries()) {
          own.push(
            await createdId(client, '/transactions', expenseBody(doomed, ids, 10 + i, 5 + i)),
          );
          const body = expenseBody(h, i % 2 ? [kept] : [], 30 + i, 3 + i);
          homeTransactions.push(await createdId(client, '/transactions', body));
        }
        const ownBudgets = [
          await createdId(client, '/budgets', budgetBody(doomed, [c1], 100)),
          await createdId(client, '/budgets', budgetBody(doomed, [], 200, true)),
        ];

        // Writes inside the doomed group, and moves of transactions out of it and into it.
        const put = (id: string, body: ReturnType<typeof expenseBody>) =>
          client.put('/transactions', { transactionId: id, ...body });
        const kinds = [
          racers('POST /transactions', round, range(6), (n) =>
            client.post(
              '/transactions',
              expenseBody(doomed, n % 2 ? [c1, c2] : [c1], 2 + n, 1 + n),
            ),
          ),
          racers('PUT /transactions', round, own, (id, n) =>
            put(id, expenseBody(doomed, [c2], 40 + n, 20 + n)),
          ),
          racers('PUT /transactions out', round, own, (id, n) =>
            put(id, expenseBody(h, n % 2 ? [kept] : [], 50 + n, 21 + n)),
          ),
          racers('PUT /transactions in', round, homeTransactions.slice(-4), (id, n) =>
            put(id, expenseBody(doomed, [c1], 60 + n, 22 + n)),
          ),
          racers('POST /budgets', round, range(3), (n) =>
            client.post('/budgets', budgetBody(doomed, n % 2 ? [] : [c1], 70 + n)),
          ),
          racers('PUT /budgets', round, ownBudgets, (id, n) =>
            client.put('/budgets', { budgetId: id, ...budgetBody(doomed, [c2], 80 + n, !n) }),
          ),
          racers('POST /categories', round, range(3), (n) =>
            client.post('/categories', { name: `New ${n}`, groupId: doomed }),
          ),
          racers('PUT /categories', round, range(2), (n) =>
            client.put('/categories', { categoryId: c2, name: `Renamed ${n}` }),
          ),
        ];
        const [remove] = racers('DELETE /groups', round, [doomed], (id) =>
          client.delete(`/groups/${id}`),
        );
        tally.add(await inFlight(kinds, remove as Racer));
        if (tally.failed()) break;
      }

      tally.expectNoServerErrors([
        ...['POST /transactions', 'PUT /transactions', 'PUT /transactions out'],
        ...['PUT /transactions in', 'POST /budgets', 'PUT /budgets'],
        ...['POST /categories', 'PUT /categories'],
      ]);
      expect.soft(tally.notAnswering('DELETE /groups', 200), 'deletes of the group').toEqual([]);
      const groups = await made<Group[]>('GET /groups', client.get('/groups'));
      expect
        .soft(
          groups.map((g) => g.id),
          'groups left',
        )
        .toEqual([h]);
      // Nothing of the deleted groups is left in the caller's lists, and Home's figures hold.
      const strays = (await allTransactions(client, [])).transactions.filter(
        (t) => t.groupId !== h,
      );
      const where = strays.map((t) => `${t.id} in ${t.groupId}`);
      expect.soft(where, 'transactions outside Home').toEqual([]);
      await expectBudgetsTrue(client, [h], DATE_POINT);
      await expectListsConsistent(client, [h], 5);
    });
  },
  DEVELOPMENT,
);
