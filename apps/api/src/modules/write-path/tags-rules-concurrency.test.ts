import type { Rule, Tag, TransactionPage } from '@budget/contract';
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

/** 5xx answers carry their stack, so a failure names the database error behind it. */
const DEVELOPMENT = { NODE_ENV: 'development' };
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describeEachDatabase(
  'tags and rules under concurrent writes',
  (ctx) => {
    it('keeps links to live tags only, each once, while tags merge and go', async () => {
      const { group, ownerClient: client } = await ownerWithGroup(ctx());
      const g = group.id;
      const tagsPath = `/groups/${g}/tags`;
      const keep = await createdId(client, tagsPath, { name: 'Home' });
      const transactions: string[] = [];
      const tally = new Tally();
      for (const round of range(4)) {
        const doomed = await createdId(client, tagsPath, { name: `Doomed ${round}` });
        const merged = await createdId(client, tagsPath, { name: `Merged ${round}` });
        const tagIds = [keep, doomed, merged];
        const kinds = [
          // Half name only the tag that stays, so some always go through whichever wins.
          racers('POST /transactions', round, range(6), (n) =>
            client.post('/transactions', {
              ...expenseBody(g, [], 2 + n, 5 + n),
              tagIds: n % 2 ? [keep] : tagIds.slice(n % 3),
            }),
          ),
          racers('PUT /transactions', round, transactions.slice(-4), (id, n) =>
            client.put('/transactions', {
              transactionId: id,
              ...expenseBody(g, [], 7 + n, 6 + n),
              tagIds: n % 2 ? [merged, doomed] : [keep],
            }),
          ),
          racers('POST /merge', round, [merged], (id) =>
            client.post(`${tagsPath}/${id}/merge`, { intoTagId: keep }),
          ),
          racers('PUT /tags', round, [keep], (id) =>
            client.put(`${tagsPath}/${id}`, { name: `Home ${round}` }),
          ),
        ];
        const [remove] = racers('DELETE /tags', round, [doomed], (id) =>
          client.delete(`${tagsPath}/${id}`),
        );
        const outcomes = tally.add(await inFlight(kinds, remove as Racer));
        if (tally.failed()) break;
        transactions.push(...createdIds(outcomes, 'POST /transactions'));
      }

      tally.expectNoServerErrors([
        ...['POST /transactions', 'PUT /transactions', 'POST /merge', 'PUT /tags', 'DELETE /tags'],
      ]);
      const tags = await made<Tag[]>('GET /tags', client.get(tagsPath));
      expect(tags.map((tag) => tag.id)).toEqual([keep]);
      // Every link names the one tag left, once; each answer says what the links hold.
      const links = await ctx()
        .app.db.selectFrom('transaction_tags')
        .innerJoin('transactions', 'transactions.id', 'transaction_tags.transaction_id')
        .where('transactions.group_id', '=', g)
        .select(['transaction_id', 'tag_id'])
        .execute();
      expect(new Set(links.map((link) => link.tag_id))).toEqual(new Set([keep]));
      const linked = links.map((link) => link.transaction_id);
      expect(new Set(linked).size).toBe(linked.length);
      const page = await made<TransactionPage>(
        'GET /transactions',
        client.get('/transactions', { query: { groupIds: g, pageSize: '500' } }),
      );
      expect(page.transactions.length).toBe(transactions.length);
      for (const row of page.transactions)
        expect(row.tags.map((tag) => tag.id)).toEqual(linked.includes(row.id) ? [keep] : []);
      expect(await ctx().app.writes.checkGroup(g, false)).toEqual([]);
    });

    it('keeps the rules numbered 0..n-1 while they are added, reordered and deleted', async () => {
      const { group, ownerClient: client } = await ownerWithGroup(ctx());
      const rulesPath = `/groups/${group.id}/rules`;
      const rule = (name: string) => ({
        name,
        conditions: [{ kind: 'text', field: 'name', op: 'contains', value: name }],
        actions: [{ type: 'rename', name: `${name}!` }],
      });
      const tally = new Tally();
      for (const round of range(4)) {
        const doomed = await createdId(client, rulesPath, rule(`Doomed ${round}`));
        const now = await made<Rule[]>('GET /rules', client.get(rulesPath));
        const ids = now.map((r) => r.id);
        const kinds = [
          racers('POST /rules', round, range(4), (n) =>
            client.post(rulesPath, rule(`Rule ${round}.${n}`)),
          ),
          // An order naming a rule deleted or missing one added meanwhile is refused (400/409).
          racers('PUT /order', round, [ids.toReversed(), ids], (order) =>
            client.put(`${rulesPath}/order`, { ruleIds: order }),
          ),
          racers('PUT /rules', round, ids.slice(0, 2), (id, n) =>
            client.put(`${rulesPath}/${id}`, rule(`Edited ${round}.${n}`)),
          ),
        ];
        const [remove] = racers('DELETE /rules', round, [doomed], (id) =>
          client.delete(`${rulesPath}/${id}`),
        );
        tally.add(await inFlight(kinds, remove as Racer));
        if (tally.failed()) break;
      }

      tally.expectNoServerErrors(['POST /rules', 'DELETE /rules', 'PUT /rules']);
      const orders = tally.outcomes.filter((o) => o.label.startsWith('PUT /order'));
      expect(orders.every((o) => [200, 400, 409].includes(o.status))).toBe(true);
      const rules = await made<Rule[]>('GET /rules', client.get(rulesPath));
      expect(rules.map((r) => r.position)).toEqual(range(rules.length));
      expect(rules.length).toBe(
        tally.succeeded('POST /rules') + 4 - tally.succeeded('DELETE /rules'),
      );
    });
  },
  DEVELOPMENT,
);
