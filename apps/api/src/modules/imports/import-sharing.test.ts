import {
  EXACT_SPLIT_OF_IMPORT,
  MemberRole,
  SplitMethod,
  type GroupBalances,
  type ImportBatch,
  type ImportSharingRequest,
  type ImportSharingResult,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/** An OFX statement in PLN: one row per amount, each with its own bank id. */
function statement(amounts: string[], prefix = 'row') {
  const rows = amounts.map(
    (amount, i) =>
      `<STMTTRN><DTPOSTED>202601${String((i % 28) + 1).padStart(2, '0')}<TRNAMT>${amount}<FITID>${prefix}${i}<NAME>Shop ${i}</STMTTRN>`,
  );
  return `<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST>${rows.join('')}</BANKTRANLIST></STMTRS></OFX>`;
}

describeEachDatabase('changing the payer and split of an import', (ctx) => {
  let owner: TestClient;
  let member: TestClient;
  let viewer: TestClient;
  let ownerId: string;
  let memberId: string;
  let viewerId: string;
  let groupId: string;
  let batchId: string;

  const reshare = (client: TestClient, body: unknown, id = batchId) =>
    client.put<ImportSharingResult>(`/imports/${id}/sharing`, body);
  const shares = (first: number, second: number): ImportSharingRequest['split'] => ({
    method: SplitMethod.Shares,
    parts: [
      { userId: ownerId, value: first },
      { userId: memberId, value: second },
    ],
  });
  async function listed() {
    const page = await owner.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, sort: 'amount', order: 'asc', pageSize: '500' },
    });
    return page.body.data.transactions;
  }
  const partsOf = (row: Transaction) => row.split?.parts.map((part) => part.amount);
  async function balances() {
    const response = await owner.get<GroupBalances>(`/groups/${groupId}/balances`);
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    const of = (id: string) => response.body.data.members.find((m) => m.userId === id)?.balance;
    return { owner: of(ownerId), member: of(memberId), viewer: of(viewerId) };
  }
  async function doctor() {
    return ctx().app.writes.checkGroup(groupId, false);
  }

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Flat');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    const joined = await memberOf(ctx(), fixture);
    member = joined.client;
    memberId = joined.user.id;
    const watching = await memberOf(ctx(), fixture, MemberRole.Viewer);
    viewer = watching.client;
    viewerId = watching.user.id;
    const imported = await owner.post<ImportBatch>('/imports', {
      groupId,
      fileName: 'january.ofx',
      content: statement(['-100.00', '-33.33', '50.00']),
    });
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    batchId = imported.body.data.id;
  });

  it('re-shares every row for its own amount, and the balances follow', async () => {
    // Imported: paid by the importer, expenses equal among the members who pay (the default of
    // a new group: not the Viewer), the income its receiver's.
    const before = await listed();
    expect(before.map((row) => row.paidBy)).toEqual([ownerId, ownerId, ownerId]);
    expect(before.map(partsOf)).toEqual([[50, 50], [16.67, 16.66], undefined]);

    const answer = await reshare(member, { paidBy: memberId, split: shares(60, 40) });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    expect(answer.body.data.changedCount).toBe(3);
    expect(answer.body.data.batch).toMatchObject({ id: batchId, importedCount: 3 });

    const after = await listed();
    expect(after.map((row) => row.paidBy)).toEqual([memberId, memberId, memberId]);
    expect(after.map((row) => row.split?.method)).toEqual([1, 1, 1]);
    // -100.00, -33.33 (the odd cent to the larger remainder), then the income of 50.00.
    expect(after.map(partsOf)).toEqual([
      [60, 40],
      [20, 13.33],
      [30, 20],
    ]);
    // Member: +60 and +20 on the expenses, -30 on the income they received.
    expect(await balances()).toEqual({ owner: -50, member: 50, viewer: 0 });
    expect(await doctor()).toEqual([]);
  });

  it('lets Owners and Members only: Viewers 403, outsiders and unknown imports 404', async () => {
    const body = { paidBy: ownerId, split: shares(1, 1) };
    const before = await listed();
    const refused = await reshare(viewer, body);
    expect(refused.status).toBe(403);
    const stranger = await signIn(ctx(), await createUser(ctx(), { prefix: 'stranger' }));
    expect((await reshare(stranger, body)).status).toBe(404);
    const unknown = await reshare(owner, body, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.message).toBe('Import not found');
    expect(await listed()).toEqual(before);
  });

  it('refuses exact amounts, strangers and splits that do not add up, changing nothing', async () => {
    const outsider = await createUser(ctx(), { prefix: 'outsider' });
    const before = await listed();
    const cases: [unknown, string, string][] = [
      [
        {
          paidBy: ownerId,
          split: { method: SplitMethod.Exact, parts: [{ userId: ownerId, value: 1 }] },
        },
        'split.method',
        EXACT_SPLIT_OF_IMPORT,
      ],
      [
        { paidBy: outsider.id, split: shares(1, 1) },
        'paidBy',
        'The payer must be a member of the group',
      ],
      [
        {
          paidBy: ownerId,
          split: { method: SplitMethod.Equal, parts: [{ userId: outsider.id, value: 1 }] },
        },
        'split',
        'Every member of a split must be in the group',
      ],
      [
        { paidBy: ownerId, split: { ...shares(50, 40), method: SplitMethod.Percentages } },
        'split',
        'The percentages add up to 90%, not 100%',
      ],
      [{ split: shares(1, 1) }, 'paidBy', 'Choose who paid'],
      [{ paidBy: ownerId, split: { method: SplitMethod.Equal, parts: [] } }, 'split.parts', ''],
    ];
    for (const [body, field, message] of cases) {
      const answer = await reshare(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors[0]?.details ?? {}), JSON.stringify(body)).toContain(
        field,
      );
      if (message) expect(answer.body.errors[0]?.message).toContain(message);
    }
    expect(await listed()).toEqual(before);
    expect(await doctor()).toEqual([]);
  });

  it('re-shares an edited row at its new amount, and the import still undoes to zero', async () => {
    const [rent] = await listed();
    const edited = await owner.put<Transaction>('/transactions', {
      transactionId: rent?.id,
      transactionType: rent?.transactionType,
      name: 'Rent',
      groupId,
      date: rent?.date,
      amount: 120,
      currency: rent?.currency,
    });
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    const equal = {
      method: SplitMethod.Equal,
      parts: [
        { userId: ownerId, value: 1 },
        { userId: viewerId, value: 1 },
      ],
    };
    const answer = await reshare(owner, { paidBy: viewerId, split: equal });
    expect(answer.body.data.changedCount).toBe(3);
    const after = await listed();
    expect(after.map(partsOf)[0]).toEqual([60, 60]);
    expect(await doctor()).toEqual([]);

    expect((await owner.delete(`/imports/${batchId}`)).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect(await balances()).toEqual({ owner: 0, member: 0, viewer: 0 });
    expect(await doctor()).toEqual([]);
    expect((await reshare(owner, { paidBy: ownerId, split: shares(1, 1) })).status).toBe(409);
  });

  it('re-shares an import larger than one page of rows', async () => {
    const amounts = Array.from({ length: 2001 }, (_, i) => `-${(i % 97) + 1}.0${i % 10}`);
    const imported = await owner.post<ImportBatch>('/imports', {
      groupId,
      fileName: 'big.ofx',
      content: statement(amounts, 'big'),
    });
    expect(imported.body.data.importedCount).toBe(2001);
    const answer = await reshare(
      member,
      { paidBy: memberId, split: shares(3, 1) },
      imported.body.data.id,
    );
    expect(answer.body.data.changedCount).toBe(2001);
    const left = await ctx()
      .app.db.selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('import_batch_id', '=', imported.body.data.id)
      .where('paid_by', '<>', memberId)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    expect(await doctor()).toEqual([]);
  });
});
