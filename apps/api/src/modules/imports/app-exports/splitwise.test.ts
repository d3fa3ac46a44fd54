import {
  Currency,
  TransactionType,
  type ImportBatch,
  type ImportPreview,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/each-database.ts';
import { createUser, signIn } from '../../../test/accounts.ts';
import { parseFile } from '../parse-file.ts';
import { balancesOf, imported, sample, threePeople } from './people-fixture.ts';
import { splitwiseGaps, splitwiseTotals } from './splitwise.ts';

const FILE = 'splitwise-three.csv';
const text = () => Buffer.from(sample(FILE), 'base64').toString('utf8');

describe('a Splitwise export', () => {
  it('is told by its header, not taken for a bank CSV', () => {
    expect(parseFile(text()).format).toBe('splitwise');
    expect(parseFile('Date,Description,Amount\n2026-03-02,Shop,-9.99\n').format).toBe('csv');
  });

  it("makes each person's paid less share their net on every row, multi-payer rows split per payer", () => {
    const { rows } = parseFile(text());
    expect(rows.map((row) => row.error)).toEqual([null, null, null, null, null]);
    const cabin = rows.find((row) => row.name === 'Weekend cabin');
    expect(cabin?.people?.parts.map((part) => [part.paidBy, part.amount])).toEqual([
      ['Anna Nowak', 15000],
      ['Bartek', 15000],
    ]);
    const nets = new Map<string, number>();
    for (const part of rows.flatMap((row) => row.people?.parts ?? [])) {
      nets.set(part.paidBy, (nets.get(part.paidBy) ?? 0) + part.amount);
      for (const share of part.shares)
        nets.set(share.name, (nets.get(share.name) ?? 0) - share.minor);
    }
    expect(Object.fromEntries(nets)).toEqual(
      Object.fromEntries(splitwiseTotals(text()).get('PLN') ?? []),
    );
  });

  it('numbers a name two columns share, so each is one person of its own', () => {
    const file = [
      'Date,Description,Category,Cost,Currency,Alex,Alex,Ola',
      '2026-03-02,Dinner,Dining out,30.00,PLN,20.00,-10.00,-10.00',
    ].join('\n');
    const { rows } = parseFile(file);
    expect(rows[0]?.error).toBeNull();
    expect(rows[0]?.people?.parts).toEqual([
      {
        kind: 'expense',
        paidBy: 'Alex',
        amount: 3000,
        shares: [
          { name: 'Alex', minor: 1000 },
          { name: 'Alex (2)', minor: 1000 },
          { name: 'Ola', minor: 1000 },
        ],
      },
    ]);
  });

  it('refuses a row whose nets do not add up, and one whose debts exceed its cost', () => {
    const head = 'Date,Description,Category,Cost,Currency,A,B\n';
    const { rows } = parseFile(
      `${head}2026-03-02,Odd,General,10.00,PLN,5.00,-4.00\n2026-03-03,Big,General,10.00,PLN,20.00,-20.00\n`,
    );
    expect(rows.map((row) => row.error)).toEqual([
      "Line 2: the people's amounts add up to 1.00, not 0",
      "Line 3: the people's amounts do not fit the cost",
    ]);
  });
});

describe("a Splitwise export's stated balances", () => {
  it('agree with its rows when every row is read', () => {
    expect(splitwiseGaps(text())).toEqual([]);
  });

  it('name whom the rows that can be read leave at other balances than the file states', () => {
    const file = [
      'Date,Description,Category,Cost,Currency,A,B',
      '2026-03-02,Fine,General,10.00,PLN,5.00,-5.00',
      '2026-03-03,Odd,General,10.00,PLN,5.00,-4.00',
      '',
      '2026-03-31,Total balance, , ,PLN,10.00,-9.00',
    ].join('\n');
    expect(splitwiseGaps(file)).toEqual([
      { name: 'A', currency: Currency.PLN, file: 1000, rows: 500 },
      { name: 'B', currency: Currency.PLN, file: -900, rows: -500 },
    ]);
    // Without a 'Total balance' row there is nothing to compare with.
    expect(splitwiseGaps(file.split('\n').slice(0, 3).join('\n'))).toEqual([]);
  });
});

describeEachDatabase('moving a Splitwise group in', (ctx) => {
  let group: Awaited<ReturnType<typeof threePeople>>;
  const body = (people?: Record<string, string>) => ({
    groupId: group.groupId,
    fileName: FILE,
    contentBase64: sample(FILE),
    ...(people ? { people } : {}),
  });

  beforeAll(async () => {
    group = await threePeople(ctx());
  });

  it("previews the file's people with the members they match", async () => {
    const preview = await group.member.post<ImportPreview>('/imports/preview', body());
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.format).toBe('splitwise');
    expect(preview.body.data.people).toEqual([
      { name: 'Anna Nowak', userId: group.ids.anna },
      { name: 'Bartek', userId: group.ids.bartek },
      { name: 'Celina', userId: null },
    ]);
    const payment = preview.body.data.rows.find((row) => row.name === 'Bartek paid Anna Nowak');
    expect(payment?.transactionType).toBe(3);
    expect(preview.body.data.warnings).toEqual([]);
  });

  it("warns when a row it cannot read leaves balances other than the file's totals", async () => {
    const edited = Buffer.from(sample(FILE), 'base64')
      .toString('utf8')
      .replace(
        '2026-03-02,Groceries,Groceries,90.00,PLN,60.00,-30.00,-30.00',
        '2026-03-02,Groceries,Groceries,90.00,PLN,60.00,-30.00,-20.00',
      );
    const preview = await group.member.post<ImportPreview>('/imports/preview', {
      ...body(),
      contentBase64: Buffer.from(edited).toString('base64'),
    });
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.warnings).toEqual([
      {
        code: 'balancesDiffer',
        missing: [],
        balances: [
          { name: 'Anna Nowak', currency: Currency.PLN, file: 16.67, rows: -43.33 },
          { name: 'Bartek', currency: Currency.PLN, file: 76.67, rows: 106.67 },
          { name: 'Celina', currency: Currency.PLN, file: -93.34, rows: -63.34 },
        ],
      },
    ]);
  });

  it('refuses the import until every unmatched name is answered, in English and Polish', async () => {
    const refused = await group.member.post('/imports', body());
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('Say who is who for: Celina');
    const polish = await group.member.post('/imports', body(), {
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.body.errors?.[0]?.message).toBe('Wskaż, kto jest kim: Celina');
    const outsider = await createUser(ctx());
    const stranger = await group.member.post('/imports', body({ Celina: outsider.id }));
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors?.[0]?.message).toBe(
      "Each of the file's people must be a member of the group",
    );
    const twice = await group.member.post('/imports', body({ Celina: group.ids.bartek }));
    expect(twice.status).toBe(400);
    const untouched = await balancesOf(group.owner, group.groupId);
    expect(Object.values(untouched).every((balance) => balance === 0)).toBe(true);
  });

  it("leaves the group's balances at the file's totals, to the cent; undo takes them back", async () => {
    const batch = await imported(group.member, body({ Celina: group.ids.celina }));
    expect(batch.format).toBe('splitwise');
    // Five rows, the weekend cabin's two payers one transaction each.
    expect(batch.importedCount).toBe(6);
    expect(await balancesOf(group.owner, group.groupId)).toEqual({
      [group.ids.anna]: 16.67,
      [group.ids.bartek]: 76.67,
      [group.ids.celina]: -93.34,
    });
    const again = await group.member.post<ImportPreview>('/imports/preview', body());
    expect(again.body.data.counts).toMatchObject({ duplicates: 5, importable: 0 });
    const undone = await group.member.delete<ImportBatch>(`/imports/${batch.id}`);
    expect(undone.status).toBe(200);
    const after = await balancesOf(group.owner, group.groupId);
    expect(Object.values(after).every((balance) => balance === 0)).toBe(true);
  });

  it("names a payment without a description as a settlement, in the importer's language", async () => {
    const payment = (date: string) =>
      Buffer.from(
        `Date,Description,Category,Cost,Currency,Anna Nowak,Bartek\n${date},,Payment,40.00,PLN,-40.00,40.00\n`,
      ).toString('base64');
    const importOn = async (date: string, headers: Record<string, string>) => {
      const response = await group.member.post<ImportBatch>(
        '/imports',
        { groupId: group.groupId, fileName: 'payment.csv', contentBase64: payment(date) },
        { headers },
      );
      expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
      const page = await group.owner.get<TransactionPage>('/transactions', {
        query: { groupIds: group.groupId, from: date, to: date },
      });
      return page.body.data.transactions.map((t) => [t.transactionType, t.name]);
    };
    expect(await importOn('2026-04-01', { 'accept-language': 'en' })).toEqual([
      [TransactionType.Transfer, 'Settlement'],
    ]);
    expect(await importOn('2026-04-02', { 'accept-language': 'pl' })).toEqual([
      [TransactionType.Transfer, 'Rozliczenie'],
    ]);
  });

  it('is closed to someone outside the group', async () => {
    const outsider = await signIn(ctx(), await createUser(ctx()));
    const response = await outsider.post('/imports', body({ Celina: group.ids.celina }));
    expect([403, 404]).toContain(response.status);
  });
});
