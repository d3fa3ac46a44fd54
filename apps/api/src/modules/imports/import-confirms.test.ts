import {
  Currency,
  TransactionType,
  type ImportBatch,
  type ImportPreview,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * A bank's file over transactions the household typed first: the rows that stand for them are
 * not written again, and the typed ones are marked cleared, as the bank has them
 * (write-path/import-confirmations.ts); the import's undo takes the mark back.
 */
describeEachDatabase('an import confirming typed transactions', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const typed = async (name: string, date: string, amount: number) => {
    const created = await client.post<Transaction>('/transactions', {
      ...{ groupId, name, date, amount, currency: Currency.PLN, categoryIds: [] },
      transactionType: TransactionType.Expense,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    return created.body.data;
  };
  const state = async () => {
    const listed = await client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: groupId },
    });
    return Object.fromEntries(
      listed.body.data.transactions.map((t) => [t.name, [t.cleared, t.reconciled]]),
    );
  };
  const account = async () =>
    (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data[0];
  const importFile = async (lines: string[]) => {
    const content = ['Data;Kontrahent;Kwota', ...lines].join('\n');
    return client.post<ImportBatch>('/imports', {
      ...{ groupId, fileName: 'statement.csv', content, currency: Currency.PLN },
    });
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Typed, then imported');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('marks the typed transaction cleared, and unmarks it when the import is undone', async () => {
    await typed('Apteka Gemini', '2026-11-30', 34.99);
    await typed('Kawa', '2026-11-20', 12.5);
    const imported = await importFile([
      '02.12.2026;APTEKA GEMINI SP Z O O;-34,99',
      '05.12.2026;Biedronka;-20,00',
    ]);
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    expect(imported.body.data).toMatchObject({ importedCount: 1, clearedCount: 1 });
    expect(await state()).toEqual({
      'Apteka Gemini': [true, false],
      Kawa: [false, false],
      Biedronka: [true, false],
    });
    expect(await account()).toMatchObject({ balance: -67.49, clearedBalance: -54.99 });
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);

    const undone = await client.delete<ImportBatch>(`/imports/${imported.body.data.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body.data.clearedCount).toBe(0);
    expect(await state()).toEqual({ 'Apteka Gemini': [false, false], Kawa: [false, false] });
    expect(await account()).toMatchObject({ balance: -47.49, clearedBalance: 0 });
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });

  it('takes a file of typed transactions alone as their confirmation, once', async () => {
    await typed('Czynsz', '2026-09-10', 1800);
    await typed('Prąd', '2026-09-12', 210.4);
    const rows = ['10.09.2026;Spółdzielnia, czynsz;-1800,00', '13.09.2026;Tauron;-210,40'];
    const preview = await client.post<ImportPreview>('/imports/preview', {
      ...{ groupId, fileName: 'september.csv', currency: Currency.PLN },
      content: ['Data;Kontrahent;Kwota', ...rows].join('\n'),
    });
    expect(preview.body.data.counts).toMatchObject({ importable: 0, confirming: 2 });
    const imported = await importFile(rows);
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    expect(imported.body.data).toMatchObject({ importedCount: 0, clearedCount: 2 });
    expect((await state()).Czynsz).toEqual([true, false]);
    // Again: nothing is left to confirm, and nothing to import.
    const again = await importFile(rows);
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('Nothing to import: all 2 rows are already');
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });

  it('keeps a confirmation a reconciliation agreed with the bank when its import is undone', async () => {
    await typed('Piekarnia', '2026-10-01', 8);
    const imported = await importFile([
      '01.10.2026;Piekarnia Szulc;-8,00',
      '02.10.2026;Lody;-6,00',
    ]);
    expect(imported.body.data.clearedCount).toBe(1);
    const { id: accountId } = (await account()) as MoneyAccount;
    const reconciled = await client.post(
      `/groups/${groupId}/money-accounts/${accountId}/reconcile`,
      // September's rent and power, confirmed above, and these two.
      { date: '2026-10-02', balance: -2024.4 },
    );
    expect(reconciled.status, JSON.stringify(reconciled.body)).toBe(200);
    const undone = await client.delete<ImportBatch>(`/imports/${imported.body.data.id}`, {
      query: { confirmReconciled: 'true' },
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await state()).Piekarnia).toEqual([true, true]);
    expect(await ctx().app.writes.checkGroup(groupId, false)).toEqual([]);
  });
});
