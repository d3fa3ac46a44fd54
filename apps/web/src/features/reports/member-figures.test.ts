import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import { memberLabel, unsharedNote } from './member-figures.ts';

describe('figures by member', () => {
  it('names what nobody paid, only the kinds there are', () => {
    const note = (expenses: number, income: number) =>
      unsharedNote({ currency: Currency.EUR, unshared: { expenses, income } });
    const eur = (amount: number) => formatMoney(amount, Currency.EUR);
    expect(note(0, 0)).toBeNull();
    expect(note(12.5, 0)).toBe(`Not shared, so in no member's figures: ${eur(12.5)} of expenses.`);
    expect(note(0, 3)).toBe(`Not shared, so in no member's figures: ${eur(3)} of incomes.`);
    expect(note(1, 2)).toBe(
      `Not shared, so in no member's figures: ${eur(1)} of expenses and ${eur(2)} of incomes.`,
    );
  });

  it('calls an account that is gone a deleted account', () => {
    expect(memberLabel({ name: null })).toBe('Deleted account');
    expect(memberLabel({ name: 'Ann' })).toBe('Ann');
  });
});
