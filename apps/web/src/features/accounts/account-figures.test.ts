import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format-date.ts';
import {
  accountNote,
  groupsCountText,
  balancesAcross,
  lastTransactionText,
  totalNote,
  transactionCountText,
} from './account-figures.ts';
import { formatCount } from '@/lib/format-count.ts';

const PLN = 0;
const USD = 1;
const EUR = 2;

describe('account figures', () => {
  it('counts transactions and groups in the singular and the plural', () => {
    expect(transactionCountText(0)).toBe('0 transactions');
    expect(transactionCountText(1)).toBe('1 transaction');
    expect(transactionCountText(12)).toBe('12 transactions');
    // A household's million rows read as every other count does.
    expect(transactionCountText(1_000_000)).toBe(`${formatCount(1_000_000)} transactions`);
    expect(formatCount(1_000_000)).not.toBe('1000000');
    expect(groupsCountText(1)).toBe('Across 1 group');
    expect(groupsCountText(3)).toBe('Across 3 groups');
  });

  it('names the last transaction day, or says there is none', () => {
    expect(lastTransactionText('2026-03-05')).toBe(`Last on ${formatDay('2026-03-05')}`);
    expect(lastTransactionText(null)).toBe('No transactions yet');
  });

  it('notes the currencies left out of the total, naming the target', () => {
    expect(totalNote({ unconvertedCurrencies: [], currency: PLN })).toBeNull();
    expect(totalNote({ unconvertedCurrencies: [USD, EUR], currency: PLN })).toBe(
      'Balances in USD, EUR could not be converted into PLN (no exchange rate) and are left out of the total.',
    );
  });

  it('notes on a card only the unconverted currencies that account holds', () => {
    const account = {
      balances: [
        { currency: PLN, amount: 10 },
        { currency: EUR, amount: -5 },
      ],
    };
    expect(accountNote(account, [USD], PLN)).toBeNull();
    expect(accountNote(account, [USD, EUR], PLN)).toBe(
      'Balances in EUR could not be converted into PLN (no exchange rate) and are left out of the converted balance.',
    );
  });

  it('adds balances per currency exactly, in currency order, leaving out zero sums', () => {
    const sums = balancesAcross([
      {
        balances: [
          { currency: EUR, amount: 0.1 },
          { currency: PLN, amount: 100 },
        ],
      },
      {
        balances: [
          { currency: EUR, amount: 0.2 },
          { currency: PLN, amount: -100 },
          { currency: USD, amount: -3.5 },
        ],
      },
      { balances: [] },
    ]);
    expect(sums).toEqual([
      { currency: USD, amount: -3.5 },
      { currency: EUR, amount: 0.3 },
    ]);
    expect(balancesAcross([])).toEqual([]);
  });
});
