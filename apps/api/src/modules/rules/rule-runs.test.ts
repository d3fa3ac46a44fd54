import type {
  ImportProgress,
  RuleApplyPreview,
  RuleRun,
  RuleRunUndo,
  Transaction,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { ruleRunWorld } from '../../test/rule-runs.ts';

const categoryIdsOf = (t: Transaction) => t.categories.map((c) => c.id).sort();
const tagNames = (t: Transaction) => t.tags.map((tag) => tag.name);

describeEachDatabase('rules applied to existing transactions', (ctx) => {
  it('previews counts over the range and the newest changes first, writing nothing', async () => {
    const w = await ruleRunWorld(ctx());
    const preview = await w.client.post<RuleApplyPreview>(`${w.path}/preview`, {});
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const data = preview.body.data;
    expect(data).toMatchObject({
      examined: 5,
      changed: 3,
      skippedReconciled: 0,
      fields: { categoryIds: 2, tagIds: 2, sharing: 1, name: 2, description: 1 },
    });
    expect(data.sample.map((change) => change.transactionId)).toEqual([
      w.ids.orlen,
      w.ids.zabka2,
      w.ids.zabka1,
    ]);
    expect(data.sample[2]).toMatchObject({
      name: 'ZABKA 12',
      amount: 10,
      rules: [{ id: w.rules[0]?.id, name: 'Shop' }],
      changes: {
        categoryIds: { before: [w.fuel], after: [w.food] },
        tagIds: { before: [], after: [w.shop] },
        name: { before: 'ZABKA 12', after: 'Żabka' },
      },
    });
    expect(data.sample[0]?.changes).toMatchObject({
      paidBy: { before: w.home.owner.id, after: w.member.user.id },
      description: { before: null, after: 'Petrol' },
    });
    expect((await w.one(w.ids.zabka1)).name).toBe('ZABKA 12');

    // Chosen rules run even when disabled; a range leaves out what is outside it.
    const off = await w.client.post<RuleApplyPreview>(`${w.path}/preview`, {
      ruleIds: [w.rules[2]?.id],
    });
    expect(off.body.data).toMatchObject({ examined: 5, changed: 1, fields: { name: 1 } });
    const february = await w.client.post<RuleApplyPreview>(`${w.path}/preview`, {
      from: '2024-02-01',
      to: '2024-02-10',
    });
    expect(february.body.data).toMatchObject({ examined: 3, changed: 2 });
  });

  it('applies the rules through the write path: values, budgets, balances and derived rows', async () => {
    const w = await ruleRunWorld(ctx());
    const progressId = randomUUID();
    const applied = await w.client.post<RuleRun>(w.path, { progressId });
    expect(applied.status, JSON.stringify(applied.body.errors)).toBe(200);
    expect(applied.body.data).toMatchObject({
      groupId: w.groupId,
      rules: [
        { id: w.rules[0]?.id, name: 'Shop' },
        { id: w.rules[1]?.id, name: 'Fuel' },
      ],
      from: null,
      to: null,
      changedCount: 3,
      undoneAt: null,
    });
    expect(applied.body.data.appliedBy).toBeTruthy();
    const progress = await w.client.get<ImportProgress>(`${w.path}/progress/${progressId}`);
    // Examined of all in range: each page is matched and written together.
    expect(progress.body.data).toEqual({ phase: 'done', done: 5, total: 5 });

    const zabka1 = await w.one(w.ids.zabka1);
    expect([zabka1.name, categoryIdsOf(zabka1), tagNames(zabka1)]).toEqual([
      'Żabka',
      [w.food],
      ['Shop'],
    ]);
    const zabka2 = await w.one(w.ids.zabka2);
    expect(zabka2.categoryParts ?? null).toBeNull();
    expect(categoryIdsOf(zabka2)).toEqual([w.food]);
    const orlen = await w.one(w.ids.orlen);
    expect(orlen).toMatchObject({ paidBy: w.member.user.id, description: 'Petrol' });
    expect(orlen.split?.parts.map((part) => part.amount)).toEqual([50, 50]);
    expect((await w.one(w.ids.done)).updatedAt).not.toBe(applied.body.data.createdAt);
    expect(await ctx().app.writes.checkGroup(w.groupId, false)).toEqual([]);
    const budgets = await w.client.get<{ budgetUsages: { spent: number }[] }[]>('/budgets', {
      query: { datePoint: '2024-02-15' },
    });
    expect(budgets.body.data[0]?.budgetUsages[0]?.spent).toBe(27);
    // Found by its new name: the search text follows the rename.
    const found = await w.client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: w.groupId, filter: 'petrol' },
    });
    expect(found.body.data.transactions.map((t) => t.id)).toEqual([w.ids.orlen]);

    const runs = await w.viewer.client.get<RuleRun[]>(w.runs);
    expect(runs.body.data.map((run) => run.id)).toEqual([applied.body.data.id]);
    const again = await w.client.post<RuleApplyPreview>(`${w.path}/preview`, {});
    expect(again.body.data.changed).toBe(0);
  });

  it('leaves reconciled transactions and those outside the range alone', async () => {
    const w = await ruleRunWorld(ctx());
    await w.reconcile(w.ids.zabka1, 10, '2024-01-31');
    const preview = await w.client.post<RuleApplyPreview>(`${w.path}/preview`, {});
    expect(preview.body.data).toMatchObject({ changed: 2, skippedReconciled: 1 });
    const applied = await w.client.post<RuleRun>(w.path, { to: '2024-02-09' });
    expect(applied.body.data).toMatchObject({ changedCount: 1, to: '2024-02-09' });
    expect((await w.one(w.ids.zabka1)).name).toBe('ZABKA 12');
    expect((await w.one(w.ids.zabka2)).name).toBe('Żabka');
    expect((await w.one(w.ids.orlen)).description).toBeNull();
    expect(await ctx().app.writes.checkGroup(w.groupId, false)).toEqual([]);
  });

  it('undoes a run but what was edited since, once', async () => {
    const w = await ruleRunWorld(ctx());
    const run = (await w.client.post<RuleRun>(w.path, {})).body.data;
    const edited = await w.client.put('/transactions', {
      transactionId: w.ids.zabka1,
      transactionType: 0,
      name: 'Corner shop',
      groupId: w.groupId,
      date: '2024-01-05',
      amount: 10,
      currency: 0,
      categoryIds: [w.food],
    });
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    const undone = await w.member.client.post<RuleRunUndo>(`${w.runs}/${run.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect(undone.body.data).toEqual({ restored: 2, skippedEdited: 1 });
    expect((await w.one(w.ids.zabka1)).name).toBe('Corner shop');
    const zabka2 = await w.one(w.ids.zabka2);
    expect([zabka2.name, tagNames(zabka2)]).toEqual(['Zabka Warszawa', []]);
    expect(zabka2.categoryParts?.map((part) => [part.categoryId, part.amount])).toEqual(
      expect.arrayContaining([
        [w.food, 5],
        [w.fuel, 15],
      ]),
    );
    const orlen = await w.one(w.ids.orlen);
    expect(orlen).toMatchObject({ paidBy: w.home.owner.id, description: null });
    expect(await ctx().app.writes.checkGroup(w.groupId, false)).toEqual([]);

    const twice = await w.client.post(`${w.runs}/${run.id}/undo`);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0]?.message).toBe('These rules have already been undone');
    const listed = await w.client.get<RuleRun[]>(w.runs);
    expect(listed.body.data[0]?.undoneAt).toBeTruthy();
  });

  it("gives back a row's own tags on undo, also one merged into another since", async () => {
    const w = await ruleRunWorld(ctx());
    const tagsPath = `/groups/${w.groupId}/tags`;
    const tag = async (name: string) =>
      (await w.client.post<{ id: string }>(tagsPath, { name })).body.data.id;
    const [mine, ours] = [await tag('Mine'), await tag('Ours')];
    const bought = await w.client.post<Transaction>('/transactions', {
      ...{ transactionType: 0, name: 'Zabka Kraków', groupId: w.groupId, date: '2024-02-07' },
      ...{ amount: 3, currency: 0, tagIds: [mine], applyRules: false },
    });
    const id = bought.body.data.id;
    const run = (await w.client.post<RuleRun>(w.path, {})).body.data;
    expect(tagNames(await w.one(id)).sort()).toEqual(['Mine', 'Shop']);
    // A merge changes the row's tags without marking it edited.
    const merged = await w.client.post(`${tagsPath}/${mine}/merge`, { intoTagId: ours });
    expect(merged.status, JSON.stringify(merged.body.errors)).toBe(200);
    const undone = await w.client.post<RuleRunUndo>(`${w.runs}/${run.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect(tagNames(await w.one(id))).toEqual(['Ours']);
    expect(await ctx().app.writes.checkGroup(w.groupId, false)).toEqual([]);
  });

  it('refuses Viewers, unknown rules and runs, and other groups', async () => {
    const w = await ruleRunWorld(ctx());
    const run = (await w.client.post<RuleRun>(w.path, {})).body.data;
    const viewer = w.viewer.client;
    expect((await viewer.post(`${w.path}/preview`, {})).status).toBe(403);
    expect((await viewer.post(w.path, {})).status).toBe(403);
    expect((await viewer.post(`${w.runs}/${run.id}/undo`)).status).toBe(403);
    expect((await viewer.get(w.runs)).status).toBe(200);

    const unknown = await w.client.post(`${w.path}/preview`, { ruleIds: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]?.details).toEqual({ ruleIds: ['Unknown rule'] });
    expect((await w.client.post(w.path, { ruleIds: ['nope'] })).status).toBe(400);
    const missing = await w.client.post(`${w.runs}/nope/undo`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.message).toBe('Rule run not found');

    const other = await ownerWithGroup(ctx());
    const foreign = await other.ownerClient.post(
      `/groups/${other.group.id}/rule-runs/${run.id}/undo`,
    );
    expect(foreign.status).toBe(404);
    expect((await other.ownerClient.post(`${w.path}/preview`, {})).status).toBe(404);
  });
});
