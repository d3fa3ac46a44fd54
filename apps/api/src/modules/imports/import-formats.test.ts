import {
  Currency,
  type Category,
  type CsvMapping,
  type ImportBatch,
  type ImportPreview,
  type ImportProgress,
  type TransactionPage,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const base64 = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url)).toString('base64');

describeEachDatabase('imports of CSV, QIF and MT940', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const file = (name: string, extra: Record<string, unknown> = {}) => ({
    groupId,
    fileName: name,
    contentBase64: base64(name),
    ...extra,
  });
  async function transactions() {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, pageSize: '100' },
    });
    return page.body.data.transactions;
  }

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Formats');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('reads a Windows-1250 CSV, imports it with a corrected mapping and remembers that', async () => {
    const preview = await client.post<ImportPreview>('/imports/preview', file('polish-bank.csv'));
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const { data } = preview.body;
    expect(data).toMatchObject({ format: 'csv', encoding: 'windows-1250' });
    expect(data.csv?.source).toBe('detected');
    expect(data.csv?.columns).toContain('Kontrahent');
    expect(data.rows.map((row) => row.name)).toContain('Żabka Polska');
    expect(data.counts).toEqual({
      rows: 6,
      importable: 4,
      duplicates: 0,
      errors: 2,
      pending: 0,
      confirming: 0,
    });

    // The user names rows by their description instead, and imports.
    const mapping = { ...(data.csv?.mapping as CsvMapping), nameColumn: 5, descriptionColumn: 6 };
    const imported = await client.post<ImportBatch>(
      '/imports',
      file('polish-bank.csv', { csv: mapping }),
    );
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    expect(imported.body.data).toMatchObject({ format: 'csv', importedCount: 4, errorCount: 2 });
    expect((await transactions()).map((row) => row.name)).toContain('Opłata za prąd');

    const again = await client.post<ImportPreview>('/imports/preview', file('polish-bank.csv'));
    expect(again.body.data.csv).toMatchObject({ source: 'remembered', mapping });
    expect(again.body.data.counts).toMatchObject({ importable: 0, duplicates: 4 });
  });

  it('refuses a mapping that names a column the file lacks, or both amount kinds', async () => {
    const mapping: CsvMapping = {
      delimiter: ',',
      decimalSeparator: '.',
      thousandsSeparator: ',',
      dateFormat: 'MM/dd/yyyy',
      skipLines: 0,
      hasHeader: true,
      dateColumn: 0,
      nameColumn: 1,
      descriptionColumn: null,
      amountColumn: 9,
      debitColumn: null,
      creditColumn: null,
      currencyColumn: null,
      categoryColumn: null,
      bankIdColumn: null,
    };
    const missing = await client.post('/imports/preview', file('us-bank.csv', { csv: mapping }));
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(missing.body.errors[0]?.details?.['csv.amountColumn']?.[0]).toContain('has 6 column(s)');
    const both = await client.post(
      '/imports/preview',
      file('us-bank.csv', { csv: { ...mapping, amountColumn: 2, debitColumn: 3 } }),
    );
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body.errors)).toContain('not both');
  });

  it("maps a file's categories to the group's, creates new ones on request", async () => {
    const groceries = await client.post<Category>('/categories', {
      groupId,
      name: 'groceries',
      description: null,
    });
    expect(groceries.status).toBe(201);
    const preview = await client.post<ImportPreview>(
      '/imports/preview',
      file('us-bank.csv', { currency: Currency.USD }),
    );
    expect(preview.body.data.categoriesFrom).toBe('file');
    expect(preview.body.data.categories).toEqual([
      { key: 'Eating out', rows: 2, categoryId: null },
      { key: 'Groceries', rows: 1, categoryId: groceries.body.data.id },
      { key: 'Housing', rows: 1, categoryId: null },
      { key: 'Salary', rows: 1, categoryId: null },
    ]);
    const progressId = randomUUID();
    const imported = await client.post<ImportBatch>(
      '/imports',
      file('us-bank.csv', {
        currency: Currency.USD,
        progressId,
        categories: [
          { key: 'Salary', newCategoryName: 'Income' },
          { key: 'Housing', newCategoryName: 'Home' },
          { key: 'Eating out', categoryId: null },
        ],
      }),
    );
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const byName = new Map((await transactions()).map((row) => [row.name, row.categories]));
    expect(byName.get('Whole Foods, Market')?.map((c) => c.name)).toEqual(['groceries']);
    expect(byName.get('Payroll ACME Inc')?.map((c) => c.name)).toEqual(['Income']);
    expect(byName.get('Rent March')?.map((c) => c.name)).toEqual(['Home']);
    expect(byName.get('Coffee')).toEqual([]);

    const progress = await client.get<ImportProgress>(`/imports/progress/${progressId}`);
    expect(progress.body.data).toEqual({ phase: 'done', done: 5, total: 5 });
    const unknown = await client.get<ImportProgress>(`/imports/progress/${randomUUID()}`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ phase: 'waiting', done: 0, total: 0 });
    expect((await client.get('/imports/progress/not-a-uuid')).status).toBe(400);
  });

  it('refuses a category of another group', async () => {
    const other = await ownerWithGroup(ctx(), 'Other');
    const theirs = await other.ownerClient.post<Category>('/categories', {
      groupId: other.group.id,
      name: 'Theirs',
      description: null,
    });
    const response = await client.post(
      '/imports',
      file('checking.qif', {
        currency: Currency.USD,
        categories: [{ key: 'Salary', categoryId: theirs.body.data.id }],
      }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.errors)).toContain('not one of the group');
  });

  it('reads QIF only with a currency, and MT940 with its own', async () => {
    const bare = await client.post<ImportPreview>('/imports/preview', file('checking.qif'));
    expect(bare.body.data.format).toBe('qif');
    expect(bare.body.data.rows.find((row) => row.date !== null)?.error).toContain(
      'names no currency',
    );
    const qif = await client.post<ImportBatch>(
      '/imports',
      file('checking.qif', { currency: Currency.USD }),
    );
    expect(qif.status, JSON.stringify(qif.body.errors)).toBe(201);
    expect(qif.body.data.importedCount).toBeGreaterThan(0);
    const mt940 = await client.post<ImportBatch>('/imports', file('statement.mt940'));
    expect(mt940.status, JSON.stringify(mt940.body.errors)).toBe(201);
    expect(mt940.body.data).toMatchObject({ format: 'mt940' });
    const names = (await transactions()).map((row) => row.name);
    expect(names).toContain('Bäckerei Müller GmbH');
  });

  it('refuses what is not base64 and a file that is neither format', async () => {
    const garbled = await client.post('/imports/preview', {
      groupId,
      fileName: 'x.csv',
      contentBase64: '***',
    });
    expect(garbled.status).toBe(400);
    const both = await client.post('/imports/preview', {
      groupId,
      fileName: 'x.csv',
      content: 'a',
      contentBase64: 'YQ==',
    });
    expect(both.status).toBe(400);
    const prose = await client.post('/imports/preview', {
      groupId,
      fileName: 'x.txt',
      contentBase64: Buffer.from('Dear bank,\nthank you.').toString('base64'),
    });
    expect(prose.status).toBe(400);
    expect(JSON.stringify(prose.body.errors)).toContain('CSV, OFX, QFX, QIF, CAMT.053, MT940');
  });
});
