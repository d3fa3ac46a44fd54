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
  it('fits Name, Account and Categories to the longest text of the page', () => {
    const widths = widthsOf(
      { name: 'Rent' },
      {
        name: 'Freelance invoice',
        account: { name: 'Smith Household' },
        categories: [{ id: 'c1', name: 'Sport' }],
      },
    );
    // 17 and 15 letters: half a rem each and the padding; Categories' header is wider than 'Sport'.
    expect(widths).toEqual({ name: 10.25, account: 9.25, categories: 7 });
  });

  it('keeps the columns within 54rem at their widest, Name taking what the others leave', () => {
    const long = 'x'.repeat(60);
    const widest = widthsOf({
      name: long,
      account: { name: long },
      categories: [{ id: 'c1', name: long }],
    });
    expect(widest).toEqual({ name: 7, account: 11, categories: 11 });
    // With short neighbours a long name gets their room (54 - 25 for the other columns - 7 - 7).
    expect(widthsOf({ name: long }).name).toBe(15);
  });
});
