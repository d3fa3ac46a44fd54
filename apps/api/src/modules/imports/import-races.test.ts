import { Currency, type ImportBatch, type TransactionPage } from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * A file whose rows carry no bank id, sent twice at once (a double click, two tabs): the second
 * compares its rows again under the group's lock, as its check before the write compared them
 * (import-commit.ts, `foundMeanwhile`).
 */
describeEachDatabase('a bank file without bank ids sent twice at once', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const csv = (content: string) => ({
    groupId,
    fileName: 'statement.csv',
    content,
    currency: Currency.PLN,
  });
  const transactions = async () =>
    (await client.get<TransactionPage>('/transactions', { query: { groupIds: groupId } })).body.data
      .totalCount;
  const batches = async () =>
    (await client.get<ImportBatch[]>('/imports', { query: { groupId } })).body.data.length;

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Twice at once');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('writes its rows once, the same purchase twice in the file included', async () => {
    const file = [
      'Data;Kontrahent;Kwota',
      '02.12.2026;Żabka;-12,50',
      // Two coffees of one price on one day: both are the file's own.
      '03.12.2026;Kawiarnia;-9,00',
      '03.12.2026;Kawiarnia;-9,00',
    ].join('\n');
    const both = await Promise.all([
      client.post<ImportBatch>('/imports', csv(file)),
      client.post<ImportBatch>('/imports', csv(file)),
    ]);
    const written = both.filter((answer) => answer.status === 201);
    expect(written.map((answer) => answer.body.data.importedCount)).toEqual([3]);
    const refused = both.find((answer) => answer.status !== 201);
    expect(refused?.status).toBe(400);
    expect(JSON.stringify(refused?.body)).toContain('Nothing to import: all 3 rows are already');
    expect(await transactions()).toBe(3);
    expect(await batches()).toBe(1);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });

  it('writes the rows a file adds to one sent at the same time, and only those', async () => {
    const first = ['Data;Kontrahent;Kwota', '10.12.2026;Biedronka;-40,00'].join('\n');
    const longer = [first, '11.12.2026;Apteka;-15,00'].join('\n');
    const before = await transactions();
    const both = await Promise.all([
      client.post<ImportBatch>('/imports', csv(first)),
      client.post<ImportBatch>('/imports', csv(longer)),
    ]);
    // Whichever went first: the rows of both files, each once (the shorter one, second, finds
    // nothing left to import).
    const imported = both
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.body.data.importedCount);
    expect(imported.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await transactions()).toBe(before + 2);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });
});
