import {
  Currency,
  type ImportBatch,
  type ImportPreview,
  type TransactionPage,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');

describeEachDatabase('bank files that are hard to read', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const csv = (content: string, extra: Record<string, unknown> = {}) => ({
    groupId,
    fileName: 'statement.csv',
    content,
    currency: Currency.EUR,
    ...extra,
  });
  const history = async () =>
    (await client.get<ImportBatch[]>('/imports', { query: { groupId } })).body.data.length;
  async function count() {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    return page.body.data.totalCount;
  }

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Robustness');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('refuses a NUL character with the line it is on, in a row or the header, and writes nothing', async () => {
    const before = [await count(), await history()];
    const cases = [
      ['Date,Payee,Amount\n2026-03-01,Sh\0op,-1.00\n2026-03-02,Other,-2.00\n', 'Line 2'],
      ['Date,Pay\0ee,Amount\n2026-03-01,Shop,-1.00\n2026-03-02,Other,-2.00\n', 'Line 1'],
    ] as const;
    for (const [text, line] of cases) {
      const { content: _, ...request } = csv(text, { contentBase64: base64(text) });
      for (const path of ['/imports/preview', '/imports']) {
        const answer = await client.post(path, request);
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.errors[0]?.message).toMatch(new RegExp(`^${line}: .*NUL character`));
        expect(answer.body.errors[0]?.details?.contentBase64).toBeDefined();
      }
    }
    expect([await count(), await history()]).toEqual(before);
  });

  it('imports a bank id longer than 255 characters, and finds it present the next time', async () => {
    const long = Array.from({ length: 4000 }, (_, i) => String.fromCharCode(65 + (i % 26))).join(
      '',
    );
    const text = `Date,Payee,Amount,Transaction ID\n2026-03-01,Shop,-1.00,${long}\n2026-03-02,Other,-2.00,B-2\n`;
    const preview = await client.post<ImportPreview>('/imports/preview', csv(text));
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.rows[0]?.bankId?.length).toBeLessThanOrEqual(255);
    const imported = await client.post<ImportBatch>('/imports', csv(text));
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    expect(imported.body.data.importedCount).toBe(2);
    const again = await client.post<ImportPreview>('/imports/preview', csv(text));
    expect(again.body.data.counts).toMatchObject({ importable: 0, duplicates: 2 });
  });

  it('remembers the mapping of a header longer than the database index takes', async () => {
    // Titles of varied CJK letters (3 bytes each in UTF-8), which no index compression shrinks.
    let seed = 7;
    const letter = () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(0x4e00 + (seed % 20000));
    };
    const long = Array.from({ length: 40 }, () => Array.from({ length: 60 }, letter).join(''));
    const titles = ['Date', 'Payee', 'Amount', ...long];
    const row = (day: number) => `2026-04-0${day},Shop ${day},-${day}.00${',x'.repeat(40)}`;
    const text = `${titles.join(',')}\n${row(1)}\n${row(2)}\n`;
    const imported = await client.post<ImportBatch>('/imports', csv(text));
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const again = await client.post<ImportPreview>('/imports/preview', csv(text));
    expect(again.body.data.csv?.source).toBe('remembered');
  });

  it('previews a file wider than 500 columns, and one whose header is past row 100', async () => {
    const cells = (date: string, amount: string) =>
      Array.from({ length: 600 }, (_, i) => (i === 0 ? date : i === 1 ? amount : 'v')).join(',');
    const wide = [
      cells('Date', 'Amount'),
      cells('2026-03-01', '-1.50'),
      cells('2026-03-02', '-2.50'),
    ].join('\n');
    const preview = await client.post<ImportPreview>('/imports/preview', csv(wide));
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.rows[0]?.error).toBe(
      'Line 2: the row has more than 500 fields; check the separator',
    );
    let long = '';
    for (let i = 0; i < 120; i++) long += `Account info line ${i}\n`;
    long += 'Date,Payee,Amount\n';
    for (let i = 0; i < 70; i++) long += `2026-03-01,Shop${i},-1.${String(i).padStart(2, '0')}\n`;
    const past = await client.post<ImportPreview>('/imports/preview', csv(long));
    expect(past.status, JSON.stringify(past.body.errors)).toBe(200);
    expect(past.body.data.csv?.mapping.skipLines).toBe(100);
    expect(past.body.data.counts).toMatchObject({ importable: 70, errors: 20 });
  });

  it('lists a row whose quote is never closed as an error with its line, and reads the rest', async () => {
    const text = `Date,Payee,Amount\n2026-05-01,Shop,-1.00\n2026-05-02,"Joe's Diner,-2.00\n2026-05-03,Three,-3.00\n2026-05-04,Four,-4.00\n`;
    const preview = await client.post<ImportPreview>('/imports/preview', csv(text));
    expect(preview.body.data.counts).toEqual({
      rows: 4,
      importable: 3,
      duplicates: 0,
      errors: 1,
      pending: 0,
      confirming: 0,
    });
    expect(preview.body.data.rows[1]?.error).toMatch(/^Line 3: a quoted field .* not closed/);
  });

  it('finds a name of non-ASCII capitals present on either database', async () => {
    const text = 'Date;Payee;Amount\n2026-06-01;ŻABKA POLSKA;-12,50\n2026-06-02;MÜLLER;-3,00\n';
    expect((await client.post('/imports', csv(text))).status).toBe(201);
    const lower = text.replace('ŻABKA POLSKA', 'żabka polska').replace('MÜLLER', 'müller');
    for (const again of [text, lower]) {
      const preview = await client.post<ImportPreview>('/imports/preview', csv(again));
      expect(preview.body.data.counts).toMatchObject({ importable: 0, duplicates: 2 });
    }
  });

  it('refuses an import with nothing to import, naming why, and writes nothing', async () => {
    const before = [await count(), await history()];
    const bad = await client.post('/imports', csv('Date,Payee,Amount\nx,y,z\nq,w,e\n'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.message).toBe(
      "Nothing to import: none of the 2 rows can be read (first: Line 2: 'x' is not a date (yyyy-MM-dd))",
    );
    expect([await count(), await history()]).toEqual(before);
  });

  it('makes a progress entry only for an import the user may run', async () => {
    const stranger = await ownerWithGroup(ctx(), 'Elsewhere');
    const progressId = randomUUID();
    const answer = await stranger.ownerClient.post('/imports', csv('a', { progressId }));
    expect(answer.status).toBe(404);
    const progress = await ctx().client().get(`/imports/progress/${progressId}`);
    expect(progress.body.data).toEqual({ phase: 'waiting', done: 0, total: 0 });
  });

  it('answers an import as written when its mapping cannot be remembered', async () => {
    const { db } = ctx().app;
    // The mapping's write fails after the import's: a database refusing the row, say.
    if (ctx().kind === 'postgres') {
      await sql`create function refuse_mapping() returns trigger language plpgsql as
        $$ begin raise exception 'refused'; end $$`.execute(db);
      await sql`create trigger refuse_mapping before insert or update on import_mappings
        for each row execute function refuse_mapping()`.execute(db);
    } else {
      await sql`create trigger refuse_mapping before insert on import_mappings
        begin select raise(abort, 'refused'); end`.execute(db);
    }
    try {
      const before = await count();
      const text = 'Booked,Who,Sum\n2026-07-01,Shop,-1.00\n2026-07-02,Other,-2.00\n';
      const imported = await client.post<ImportBatch>('/imports', csv(text));
      expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
      expect(await count()).toBe(before + 2);
    } finally {
      await sql`drop trigger refuse_mapping${sql.raw(ctx().kind === 'postgres' ? ' on import_mappings' : '')}`.execute(
        db,
      );
    }
  });
});
