import { SplitMethod, type RuleRun } from '@budget/contract';
import { expect, it } from 'vitest';
import { categoriesNamed } from '../../test/category-parts-body.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import {
  budgetBody,
  createdId,
  createdIds,
  expenseBody,
  race,
  racers,
  Tally,
} from '../../test/races.ts';

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describeEachDatabase(
  'rules applied while the group is written',
  (ctx) => {
    it('keeps derived rows equal to a rebuild while runs and their undo race edits', async () => {
      const home = await ownerWithGroup(ctx());
      const member = await memberOf(ctx(), home);
      const client = home.ownerClient;
      const g = home.group.id;
      const [food, fuel] = await categoriesNamed(client, g, ['Food', 'Fuel']);
      await createdId(client, '/budgets', budgetBody(g, [food], 300));
      const transactions: string[] = [];
      for (const n of range(12))
        transactions.push(await createdId(client, '/transactions', expenseBody(g, [fuel], 1 + n)));
      const made = await client.post<{ id: string }>(`/groups/${g}/rules`, {
        name: 'Spend',
        conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'spend' }],
        actions: [
          { type: 'setCategories', categoryIds: [food] },
          {
            type: 'setSharing',
            paidBy: member.user.id,
            split: {
              method: SplitMethod.Equal,
              parts: [
                { userId: home.owner.id, value: 1 },
                { userId: member.user.id, value: 1 },
              ],
            },
          },
        ],
      });
      expect(made.status).toBe(201);
      const tally = new Tally();
      const runs: string[] = [];
      for (const round of range(3)) {
        const writes = [
          ...racers('POST /rules/apply', round, [0], () =>
            client.post(`/groups/${g}/rules/apply`, {}),
          ),
          ...racers('POST /rules/apply/preview', round, [0], () =>
            client.post(`/groups/${g}/rules/apply/preview`, {}),
          ),
          ...racers('POST /rule-runs/undo', round, runs.slice(-1), (id) =>
            client.post(`/groups/${g}/rule-runs/${id}/undo`),
          ),
          ...racers('POST /transactions', round, range(3), (n) =>
            client.post('/transactions', {
              ...expenseBody(g, [fuel], 20 + n, 4 + n),
              applyRules: false,
            }),
          ),
          ...racers('PUT /transactions', round, transactions.slice(-3), (id, n) =>
            client.put('/transactions', {
              transactionId: id,
              ...expenseBody(g, [fuel], 30 + n, 7 + n),
              applyRules: false,
            }),
          ),
          ...racers('DELETE /transactions', round, transactions.slice(0, 1), (id) =>
            client.delete(`/transactions/${id}`),
          ),
        ];
        const outcomes = tally.add(await race(writes));
        if (tally.failed()) break;
        transactions.splice(0, 1);
        transactions.push(...createdIds(outcomes, 'POST /transactions'));
        runs.push(
          ...outcomes
            .filter((o) => o.label.startsWith('POST /rules/apply#') && o.status === 200)
            .map((o) => (o.data as RuleRun).id),
        );
        expect(await ctx().app.writes.checkGroup(g, false)).toEqual([]);
      }
      tally.expectNoServerErrors([
        'POST /rules/apply',
        'POST /rules/apply/preview',
        'POST /rule-runs/undo',
        'POST /transactions',
        'PUT /transactions',
      ]);
      expect(await ctx().app.writes.checkGroup(g, false)).toEqual([]);
    });
  },
  DEVELOPMENT,
);
