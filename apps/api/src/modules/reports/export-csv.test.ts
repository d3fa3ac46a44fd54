import { Currency, TransactionType } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { textCell } from './export-csv.ts';

describe('CSV text cells', () => {
  it('neutralises what a spreadsheet would run as a formula, and quotes what CSV needs', () => {
    expect(textCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(textCell('+48 600')).toBe("'+48 600");
    expect(textCell('-2+3')).toBe("'-2+3");
    expect(textCell('@cmd')).toBe("'@cmd");
    expect(textCell('\tx')).toBe("'\tx");
    expect(textCell('\rx')).toBe('"\'\rx"');
    expect(textCell('a, "b"')).toBe('"a, ""b"""');
    expect(textCell('line\nbreak')).toBe('"line\nbreak"');
    expect(textCell('Zażółć gęślą jaźń')).toBe('Zażółć gęślą jaźń');
    // In Polish the cells are parted by semicolons: those are quoted, commas need not be.
    expect(textCell('Food; Home', ';')).toBe('"Food; Home"');
    expect(textCell('1, 2', ';')).toBe('1, 2');
  });
});

describeEachDatabase('CSV export', (ctx) => {
  it('streams the range oldest first, with categories, tags and formulas made harmless', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx(), '=Home');
    const category = await client.post<{ id: string }>('/categories', {
      name: '@Food',
      groupId: group.id,
    });
    const add = (name: string, date: string, extra: object = {}) =>
      client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        groupId: group.id,
        date,
        amount: 12.5,
        currency: Currency.EUR,
        ...extra,
      });
    const tag = async (name: string) =>
      (await client.post<{ id: string }>(`/groups/${group.id}/tags`, { name })).body.data.id;
    await add('=HYPERLINK("http://x","y")', '2024-03-02', {
      description: '+1, "quoted"',
      categoryIds: [category.body.data.id],
      tagIds: [await tag('trip'), await tag('-Kids')],
    });
    await add('Salary', '2024-03-01', { transactionType: TransactionType.Income, amount: 100 });
    await add('Outside', '2024-04-01');

    const response = await client.get(`/reports/export`, {
      query: { groupIds: group.id, from: '2024-03-01', to: '2024-03-31' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2024-03-01-to-2024-03-31.csv"',
    );
    expect(response.text.split('\r\n')).toEqual([
      '\uFEFFDate,Type,Name,Description,Group,Categories,Amount,Currency,Tags',
      "2024-03-01,Income,Salary,,'=Home,,100.00,EUR,",
      `2024-03-02,Expense,"'=HYPERLINK(""http://x"",""y"")","'+1, ""quoted""",'=Home,'@Food,-12.50,EUR,'-Kids; trip`,
      '',
    ]);
  });

  it('pages through more rows than one batch without losing or repeating any', async () => {
    const { group, ownerClient: client } = await ownerWithGroup(ctx());
    const other = await client.post<{ id: string }>('/groups', { name: 'Other' });
    const category = async (name: string) =>
      (await client.post<{ id: string }>('/categories', { name, groupId: group.id })).body.data.id;
    // Linked in the opposite order of their names: the cell lists them by name.
    const both = [await category('Zeta'), await category('Alpha')];
    // Two groups, 6,100 rows on four dates: batches of 5,000 end inside a date and a group.
    const rows = Array.from({ length: 6100 }, (_, i) => ({
      transactionType: TransactionType.Expense,
      name: `Row ${i}`,
      description: null,
      groupId: i % 3 === 0 ? other.body.data.id : group.id,
      categoryIds: i % 3 !== 0 && i % 7 === 0 ? both : [],
      date: `2024-05-0${1 + (i % 4)}`,
      amount: 1,
      currency: Currency.PLN,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
    }));
    const writes = ctx().app.writes;
    for (const groupId of [group.id, other.body.data.id]) {
      const batch = rows.filter((row) => row.groupId === groupId);
      await writes.importTransactions(null, groupId, [batch]);
    }
    const response = await client.get('/reports/export');
    const lines = response.text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(6100);
    const names = lines.map((line) => line.split(',')[2]);
    expect(new Set(names).size).toBe(6100);
    const twice = lines.filter((line) => line.includes(',Alpha; Zeta,'));
    expect(twice).toHaveLength(rows.filter((row) => row.categoryIds.length === 2).length);
    const dates = lines.map((line) => line.slice(0, 10));
    expect([...dates].sort()).toEqual(dates);
  });
});
