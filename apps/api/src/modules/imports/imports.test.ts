import {
  Currency,
  TransactionType,
  type ImportBatch,
  type ImportPreview,
  type TransactionPage,
} from '@budget/contract';
import type { BulkInput } from '../write-path/write-path.ts';
import { translateMessagePl } from '@budget/contract/messages-pl';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestUser } from '../../test/accounts.ts';
import type { TestClient } from '../../test/test-app.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const OFX = sample('multi-account.ofx');
const CAMT = sample('statement.camt053.xml');

describeEachDatabase('bank-file imports', (ctx) => {
  let client: TestClient;
  let owner: TestUser;
  let groupId: string;
  const file = (content: string, fileName = 'statement.ofx') => ({ groupId, fileName, content });

  async function count() {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    return page.body.data.totalCount;
  }
  async function doctor() {
    return ctx().app.writes.checkGroup(groupId, false);
  }

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Imports');
    owner = fixture.owner;
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('previews an OFX file: every row, the one it cannot read with the reason, nothing written', async () => {
    const preview = await client.post<ImportPreview>('/imports/preview', file(OFX));
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.format).toBe('ofx');
    expect(preview.body.data.counts).toEqual({
      rows: 5,
      importable: 4,
      duplicates: 0,
      errors: 1,
      pending: 0,
      confirming: 0,
    });
    expect(preview.body.data.rows[0]).toMatchObject({
      line: 18,
      date: '2026-03-02',
      name: 'Biedronka Warszawa',
      amount: -45.99,
      transactionType: 0,
      duplicate: false,
    });
    expect(await count()).toBe(0);
  });

  it('imports it as one batch, then skips every row of a second import as present', async () => {
    const first = await client.post<ImportBatch>('/imports', file(OFX));
    expect(first.status, JSON.stringify(first.body.errors)).toBe(201);
    expect(first.body.data).toMatchObject({
      importedCount: 4,
      duplicateCount: 0,
      errorCount: 1,
      undoneAt: null,
    });
    expect(await count()).toBe(4);
    const again = await client.post<ImportPreview>('/imports/preview', file(OFX));
    expect(again.body.data.counts).toEqual({
      rows: 5,
      importable: 0,
      duplicates: 4,
      errors: 1,
      pending: 0,
      confirming: 0,
    });
    // Nothing new: refused before the write, and no empty batch recorded.
    const second = await client.post('/imports', file(OFX));
    expect(second.status).toBe(400);
    expect(second.body.errors[0]?.message).toMatch(
      /^Nothing to import: 4 rows are already in the group/,
    );
    // In Polish for a Polish reader, the unreadable row's reason within it too.
    const polish = { headers: { 'accept-language': 'pl' } };
    const refused = await client.post('/imports', file(OFX), polish);
    expect(refused.body.errors[0]?.message).toBe(
      translateMessagePl(second.body.errors[0]?.message ?? ''),
    );
    expect(refused.body.errors[0]?.message).toMatch(
      /^Nic do zaimportowania: wiersze już obecne w grupie: 4 wiersze .*pierwszy błąd: Wiersz \d+: /,
    );
    const preview = await client.post<ImportPreview>('/imports/preview', file(OFX), polish);
    const unreadable = preview.body.data.rows.filter((row) => row.error !== null);
    expect(unreadable.map((row) => row.error)).toEqual(
      again.body.data.rows.flatMap((row) => (row.error ? [translateMessagePl(row.error)] : [])),
    );
    expect(unreadable[0]?.error).toMatch(/^Wiersz \d+: /);
    const ticked = await client.post<ImportBatch>('/imports', { ...file(OFX), includeLines: [18] });
    expect(ticked.body.data).toMatchObject({ importedCount: 1, duplicateCount: 3 });
    expect(await count()).toBe(5);
    expect(await doctor()).toEqual([]);
  });

  it('undoes exactly one import, once, and lists every import with who and how many', async () => {
    const history = await client.get<ImportBatch[]>('/imports', { query: { groupId } });
    expect(history.body.data).toHaveLength(2);
    const firstImport = history.body.data.at(-1) as ImportBatch;
    const undone = await client.delete<ImportBatch>(`/imports/${firstImport.id}`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect(undone.body.data.undoneAt).toEqual(expect.any(String));
    // Named as members are (here the user name), not by e-mail.
    expect(undone.body.data).toMatchObject({
      importedBy: owner.username,
      importedByUserId: owner.id,
    });
    expect(await count()).toBe(1);
    expect((await client.delete(`/imports/${firstImport.id}`)).status).toBe(409);
    expect(await doctor()).toEqual([]);
  });

  it('imports CAMT.053 with its batch entry, and finds the file present the second time', async () => {
    const first = await client.post<ImportBatch>('/imports', file(CAMT, 'april.xml'));
    expect(first.body.data).toMatchObject({ format: 'camt053', importedCount: 4 });
    const again = await client.post<ImportPreview>('/imports/preview', file(CAMT, 'april.xml'));
    expect(again.body.data.counts.duplicates).toBe(4);
  });

  it('imports a file sent twice at once only once', async () => {
    const v2 = sample('statement-v2.ofx');
    const batches = async () =>
      (await client.get<ImportBatch[]>('/imports', { query: { groupId } })).body.data.length;
    const before = await batches();
    const both = await Promise.all([
      client.post<ImportBatch>('/imports', file(v2)),
      client.post<ImportBatch>('/imports', file(v2)),
    ]);
    // Whether the second checked the file before the first wrote (and found the rows present
    // under the lock) or after: it is refused as an import of nothing, and no empty batch (nor
    // its file's closing balance) is kept.
    const written = both.filter((answer) => answer.status === 201);
    expect(written.map((answer) => answer.body.data.importedCount)).toEqual([2]);
    const refused = both.find((answer) => answer.status !== 201);
    expect(refused?.status).toBe(400);
    expect(JSON.stringify(refused?.body)).toContain('Nothing to import: all 2 rows are already');
    expect(await batches()).toBe(before + 1);
    expect(await doctor()).toEqual([]);
  });

  it('keeps nothing of an import whose rows another wrote meanwhile (found under the lock)', async () => {
    const batches = async () =>
      (await client.get<ImportBatch[]>('/imports', { query: { groupId } })).body.data.length;
    const before = await batches();
    const rows = await count();
    // A row with a bank id the group holds (the file above): as if it was written meanwhile.
    const present: BulkInput = {
      transactionType: TransactionType.Expense,
      name: 'Tube',
      description: null,
      groupId,
      categoryIds: [],
      date: '2026-04-03',
      amount: 7,
      currency: Currency.GBP,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
      bankId: 'GB-2',
    };
    const writing = ctx().app.writes.importTransactions(null, groupId, [[present]], {
      importBatch: {
        id: '00000000-0000-4000-8000-00000000b47c',
        group_id: groupId,
        file_name: 'again.ofx',
        format: 'ofx',
        imported_count: 0,
        duplicate_count: 0,
        error_count: 0,
        created_by: owner.id,
        created_at: new Date().toISOString(),
        undone_at: null,
      },
      balances: [],
      nothingWritten: () => {
        throw new Error('nothing written');
      },
    });
    await expect(writing).rejects.toThrow('nothing written');
    expect(await batches()).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('keeps an edited imported transaction in its batch and still finds it in the file', async () => {
    const v2 = sample('statement-v2.ofx');
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, filter: 'Tube' },
    });
    const tube = page.body.data.transactions[0] as TransactionPage['transactions'][number];
    const edited = await client.put('/transactions', {
      transactionId: tube.id,
      transactionType: tube.transactionType,
      name: 'Underground',
      groupId,
      date: tube.date,
      amount: Math.abs(tube.amount),
      currency: tube.currency,
    });
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    const again = await client.post<ImportPreview>('/imports/preview', file(v2));
    expect(again.body.data.counts.duplicates).toBe(2);
    const history = await client.get<ImportBatch[]>('/imports', { query: { groupId } });
    const v2Import = history.body.data.find((batch) => batch.importedCount === 2) as ImportBatch;
    const before = await count();
    expect((await client.delete(`/imports/${v2Import.id}`)).status).toBe(200);
    expect(await count()).toBe(before - 2);
    expect(await doctor()).toEqual([]);
  });

  it('refuses a file it cannot read, naming why, and writes nothing', async () => {
    const before = await count();
    const bad = await client.post('/imports', file('Dear bank,\nplease send my statement.'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('not one of the formats the app reads');
    const empty = await client.post('/imports/preview', file(''));
    expect(empty.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
