import type { Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0035-rule-runs.ts';

describeEachDatabase('migration 0035: rule runs', (ctx) => {
  it('keeps before-states while their transaction lives and runs while their group does', async () => {
    const { db } = ctx().app;
    await migration.down(db);
    await migration.up(db);
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const spend = async (name: string) =>
      (
        await client.post<Transaction>('/transactions', {
          transactionType: 0,
          name,
          groupId: home.group.id,
          date: '2026-01-06',
          amount: 2,
          currency: 0,
        })
      ).body.data.id;
    const [bread, milk] = [await spend('Bread'), await spend('Milk')];
    const now = new Date().toISOString();
    await db
      .insertInto('rule_runs')
      .values({
        id: 'run',
        group_id: home.group.id,
        rules: '[]',
        changed_count: 2,
        created_by: home.owner.id,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('rule_run_transactions')
      .values([
        { run_id: 'run', transaction_id: bread, before: '{}' },
        { run_id: 'run', transaction_id: milk, before: '{}' },
      ])
      .execute();
    await expect(
      db
        .insertInto('rule_run_transactions')
        .values({ run_id: 'run', transaction_id: bread, before: '{}' })
        .execute(),
    ).rejects.toThrow();
    expect((await client.delete(`/transactions/${bread}`)).status).toBe(200);
    const left = await db.selectFrom('rule_run_transactions').select('transaction_id').execute();
    expect(left).toEqual([{ transaction_id: milk }]);
    const run = await db.selectFrom('rule_runs').select(['from_date', 'undone_at']).execute();
    expect(run).toEqual([{ from_date: null, undone_at: null }]);
    expect((await client.delete(`/groups/${home.group.id}`)).status).toBe(200);
    expect(await db.selectFrom('rule_runs').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('rule_run_transactions').select('run_id').execute()).toEqual([]);
  });
});
