import { Currency, type Group, type ImportCommitResult, type MoneyAccount } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

async function openAccount(home: GroupFixture, name: string, currency: number) {
  const created = await home.ownerClient.post<MoneyAccount>(
    `/groups/${home.group.id}/money-accounts`,
    { name, currency },
  );
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}

describeEachDatabase("an import's closing balances as checkpoints", (ctx) => {
  const accountOf = async (home: GroupFixture, id: string) =>
    (
      await home.ownerClient.get<MoneyAccount[]>(`/groups/${home.group.id}/money-accounts`)
    ).body.data.find((account) => account.id === id) as MoneyAccount;
  const checkpoints = (groupId: string) =>
    ctx()
      .app.db.selectFrom('money_account_checkpoints')
      .selectAll()
      .where('group_id', '=', groupId)
      .orderBy('date')
      .execute();
  const commit = async (home: GroupFixture, name: string, moneyAccountId: string) => {
    const answer = await home.ownerClient.post<ImportCommitResult>('/imports', {
      groupId: home.group.id,
      fileName: name,
      content: sample(name),
      moneyAccountId,
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(201);
    return answer.body.data;
  };

  it('records a checkpoint the balance matches, and shows one it does not until the import is undone', async () => {
    const home = await ownerWithGroup(ctx());
    const pounds = await openAccount(home, 'Pounds', Currency.GBP);
    const euros = await openAccount(home, 'Euros', Currency.EUR);
    const ofx = await commit(home, 'statement-v2.ofx', pounds.id);
    expect(await checkpoints(home.group.id)).toMatchObject([
      {
        money_account_id: pounds.id,
        date: '2026-04-03',
        source: 'import',
        import_batch_id: ofx.id,
        reconciled_at: null,
      },
    ]);
    expect(Number((await checkpoints(home.group.id))[0]?.balance)).toBe(-1950);
    expect((await accountOf(home, pounds.id)).checkpointMismatch).toBeNull();
    expect(ofx.checkpoints).toEqual([
      {
        moneyAccountId: pounds.id,
        date: '2026-04-03',
        currency: Currency.GBP,
        balance: -19.5,
        accountBalance: -19.5,
        difference: 0,
      },
    ]);
    // The statement's balance holds an opening balance of 1,200.00 the account lacks.
    const camt = await commit(home, 'statement.camt053.xml', euros.id);
    // The commit answers the same comparison the accounts list then shows.
    expect(camt.checkpoints).toEqual([
      {
        moneyAccountId: euros.id,
        date: '2026-04-30',
        currency: Currency.EUR,
        balance: 4195.7,
        accountBalance: 2995.7,
        difference: -1200,
      },
    ]);
    expect((await accountOf(home, euros.id)).checkpointMismatch).toEqual({
      date: '2026-04-30',
      balance: 4195.7,
      accountBalance: 2995.7,
      difference: -1200,
    });
    const undone = await home.ownerClient.delete(`/imports/${camt.id}`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect((await checkpoints(home.group.id)).map((c) => c.import_batch_id)).toEqual([ofx.id]);
    expect((await accountOf(home, euros.id)).checkpointMismatch).toBeNull();
    await commit(home, 'statement.camt053.xml', euros.id);
    const edited = await home.ownerClient.put(
      `/groups/${home.group.id}/money-accounts/${euros.id}`,
      { openingBalance: 1200 },
    );
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    expect((await accountOf(home, euros.id)).checkpointMismatch).toBeNull();
  });

  it("records no checkpoint for a balance in another currency than its account's", async () => {
    const home = await ownerWithGroup(ctx());
    const zloty = await openAccount(home, 'Zloty', Currency.PLN);
    expect((await commit(home, 'statement-v2.ofx', zloty.id)).checkpoints).toEqual([]);
    expect(await checkpoints(home.group.id)).toEqual([]);
    expect((await accountOf(home, zloty.id)).checkpointMismatch).toBeNull();
  });

  it("keeps no closing balance when several of the file's accounts go into one account", async () => {
    const home = await ownerWithGroup(ctx());
    const zloty = await openAccount(home, 'Zloty', Currency.PLN);
    // Its PLN current account's balance alone would match the account's currency.
    await commit(home, 'multi-account.ofx', zloty.id);
    expect(await checkpoints(home.group.id)).toEqual([]);
    expect((await accountOf(home, zloty.id)).checkpointMismatch).toBeNull();
  });

  it('carries checkpoints in the backup, tied to their account and import, and restores them', async () => {
    const home = await ownerWithGroup(ctx());
    const euros = await openAccount(home, 'Euros', Currency.EUR);
    const batch = await commit(home, 'statement.camt053.xml', euros.id);
    const backup = await home.ownerClient.get(`/groups/${home.group.id}/backup`);
    expect(backup.status).toBe(200);
    const file = JSON.parse(backup.text) as { checkpoints: unknown[] };
    expect(file.checkpoints).toEqual([
      expect.objectContaining({
        moneyAccountId: euros.id,
        date: '2026-04-30',
        balance: 4195.7,
        source: 'import',
        importId: batch.id,
        reconciledAt: null,
      }),
    ]);
    const restored = await home.ownerClient.post<Group>('/groups/restore', file);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = { ...home, group: restored.body.data };
    const [account] = (
      await home.ownerClient.get<MoneyAccount[]>(`/groups/${copy.group.id}/money-accounts`)
    ).body.data.filter((a) => a.name === 'Euros');
    expect(account?.checkpointMismatch).toMatchObject({ date: '2026-04-30', difference: -1200 });
    const [imported] = (await checkpoints(copy.group.id)).map((c) => c.import_batch_id);
    const undone = await home.ownerClient.delete(`/imports/${imported}`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect(await checkpoints(copy.group.id)).toEqual([]);
    const dangling = await home.ownerClient.post('/groups/restore', {
      ...file,
      checkpoints: [{ ...(file.checkpoints[0] as object), importId: 'nope' }],
    });
    expect(dangling.status).toBe(400);
  });
});
