import { describe, expect, it } from 'vitest';
import { transactionOf } from '@/test/transactions-fixtures.ts';
import { columnWidths } from './transactions-table.tsx';

const rem = (value: string | number | undefined) => Number.parseFloat(String(value));
const widthsOf = (...rows: Parameters<typeof transactionOf>[0][]) => {
  const widths = columnWidths(rows.map(transactionOf)) as Record<string, string>;
  return {
    name: rem(widths['--name-width']),
    account: rem(widths['--account-width']),
    categories: rem(widths['--categories-width']),
  };
};

describe('columnWidths', () => {
  it('fits Name, Account (the group over its money account) and Categories to the page', () => {
    const widths = widthsOf(
      { name: 'Rent' },
      {
        name: 'Freelance invoice',
        account: { name: 'Smith Household' },
        categories: [{ id: 'c1', name: 'Sport' }],
      },
    );
    // 15 letters: half a rem each and the padding; Categories' header is wider than 'Sport'. Name
    // (17 letters) has room: the others leave it 55.5 - 28.5 - 9.25 - 7.
    expect(widths).toEqual({ name: 10.25, account: 9.25, categories: 7 });
  });

  it("makes room in Categories for a row's longest tag, its chip a little wider than its name", () => {
    const tags = [{ id: 't1', name: 'Renovation of the flat' }];
    // 22 letters and 3 for the chip: 25 × 0.5 + 1.75, capped at 10.
    expect(widthsOf({ tags }).categories).toBe(10);
    expect(widthsOf({ tags: [{ id: 't1', name: 'Trip 2026' }] }).categories).toBe(7.75);
  });

  it('keeps the columns within 55.5rem at their widest, Name taking what the others leave', () => {
    const long = 'x'.repeat(60);
    const widest = widthsOf({
      name: long,
      account: { name: long },
      categories: [{ id: 'c1', name: long }],
    });
    expect(widest).toEqual({ name: 7, account: 10, categories: 10 });
    // With short neighbours a long name gets their room (55.5 - 28.5 for the other columns - 2 × 7).
    expect(widthsOf({ name: long }).name).toBe(13);
  });

  it("gives a statement's Name the room of Account, and a page without Actions theirs", () => {
    const long = transactionOf({ name: 'x'.repeat(60) });
    const nameIn = (statement: boolean, withActions: boolean) =>
      rem(
        (columnWidths([long], new Map(), statement, withActions) as Record<string, string>)[
          '--name-width'
        ],
      );
    // 55.5 - 15.5 (Description, Value) - 13 (Actions) - 7 (Account) - 7 (Categories).
    expect(nameIn(false, true)).toBe(13);
    // A statement: Balance (8) in Account's place, its Actions 15 with the cleared mark, its
    // Description at least 6: 55.5 - 14 - 15 - 8 - 7.
    expect(nameIn(true, true)).toBe(11.5);
    expect(
      rem((columnWidths([long], new Map(), true) as Record<string, string>)['--account-width']),
    ).toBe(8);
    // A Viewer's page: no Actions, 26 left, the name's 60 letters wanting 31.75.
    expect(nameIn(false, false)).toBe(26);
  });

  it("makes room in a statement's Name for a transfer's two accounts under its date", () => {
    const accounts = new Map([
      ['m1', { name: 'Joint account', currency: 0 }],
      ['m2', { name: 'Savings', currency: 0 }],
    ]);
    const transfer = transactionOf({
      name: 'To savings',
      toMoneyAccountId: 'm2',
      toAmount: 10,
      toCurrency: 0,
    });
    const widths = columnWidths([transfer], accounts, true) as Record<string, string>;
    // 'Transfer: Joint account → Savings' (34 letters) and the mark, smaller: 32.4 × 0.5 + 1.75,
    // capped at what the statement's other columns leave (11.5).
    expect(rem(widths['--name-width'])).toBe(11.5);
    expect(
      rem((columnWidths([transfer], accounts) as Record<string, string>)['--name-width']),
    ).toBe(7);
  });
});
