import { Currency, type CsvMapping, type ImportPreview } from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { detectLayout } from './csv-detect.ts';
import { signatureOf } from './import-reading.ts';
import { rememberMapping } from './imports.repository.ts';

describeEachDatabase('remembered CSV mappings', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const csv = (content: string, extra: Record<string, unknown> = {}) => ({
    groupId,
    fileName: 'statement.csv',
    content,
    currency: Currency.PLN,
    ...extra,
  });
  const preview = async (content: string) => {
    const answer = await client.post<ImportPreview>('/imports/preview', csv(content));
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Memory');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('applies a remembered mapping with the rows before the header found in the new file', async () => {
    const march = [
      'Konto;PL61109010140000071219812874',
      'Okres;01.03.2026-31.03.2026',
      'Data;Kontrahent;Kwota',
      '01.03.2026;Biedronka;-12,50',
      '02.03.2026;Orlen;-100,00',
    ].join('\n');
    const mapping = { ...(await preview(march)).csv?.mapping, descriptionColumn: 1 };
    expect((await client.post('/imports', csv(march, { csv: mapping }))).status).toBe(201);
    // April's statement lists two blocked amounts before the header.
    const april = [
      'Konto;PL61109010140000071219812874',
      'Okres;01.04.2026-30.04.2026',
      'Blokady;2',
      'Blokada;-10,00',
      'Data;Kontrahent;Kwota',
      '01.04.2026;Biedronka;-12,50',
      '02.04.2026;Orlen;-100,00',
    ].join('\n');
    const read = await preview(april);
    expect(read.csv).toMatchObject({ source: 'remembered', mapping: { skipLines: 4 } });
    expect(read.csv?.mapping.descriptionColumn).toBe(1);
    expect(read.counts).toEqual({
      rows: 2,
      importable: 2,
      duplicates: 0,
      errors: 0,
      pending: 0,
      confirming: 0,
    });
  });

  it('remembers no mapping for a file without a header: another bank may share its width', async () => {
    const dayFirst =
      '13/03/2026;Biedronka;-12,50\n14/03/2026;Orlen;-100,00\n15/03/2026;Żabka;-3,20\n';
    const mapping = (await preview(dayFirst)).csv?.mapping as CsvMapping;
    expect(mapping).toMatchObject({ hasHeader: false, dateFormat: 'dd/MM/yyyy' });
    expect((await client.post('/imports', csv(dayFirst, { csv: mapping }))).status).toBe(201);
    const monthFirst =
      '04/01/2026;Netflix;-15,99\n04/02/2026;Spotify;-9,99\n04/03/2026;Apple;-2,99\n';
    const read = await preview(monthFirst);
    expect(read.csv).toMatchObject({ source: 'detected', mapping: { dateFormat: 'MM/dd/yyyy' } });
    expect(read.rows.map((row) => row.date)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
  });

  it('detects the mapping again when the remembered one names columns the file lacks', async () => {
    const text = 'Datum;Naam;Bedrag\n01-03-2026;Huur;-1.250\n02-03-2026;Salaris;3.000\n';
    const signature = signatureOf(text, detectLayout(text)) as string;
    const stale = { ...detectLayout(text).mapping, amountColumn: 7, categoryColumn: 9 };
    await rememberMapping(ctx().app.db, groupId, signature, JSON.stringify(stale));
    const read = await preview(text);
    expect(read.csv).toMatchObject({ source: 'detected', mapping: { amountColumn: 2 } });
    expect(read.rows.map((row) => row.amount)).toEqual([-1250, 3000]);
  });
});
