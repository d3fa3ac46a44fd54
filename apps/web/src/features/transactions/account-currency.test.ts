import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { currencyForAccount } from './account-currency.ts';

const ing = { id: 'm1', currency: Currency.PLN };
const card = { id: 'm2', currency: Currency.PLN };
const revolut = { id: 'm3', currency: Currency.EUR };

describe('currencyForAccount', () => {
  it("takes the next account's currency while the currency was the previous account's", () => {
    const base = { previous: ing, firstFollows: false };
    expect(currencyForAccount({ ...base, currency: Currency.PLN, next: revolut })).toBe(
      Currency.EUR,
    );
    expect(
      currencyForAccount({ ...base, previous: revolut, currency: Currency.EUR, next: card }),
    ).toBe(Currency.PLN);
  });

  it('keeps a currency chosen apart from the previous account', () => {
    const base = { previous: ing, firstFollows: true };
    expect(currencyForAccount({ ...base, currency: Currency.USD, next: card })).toBe(Currency.USD);
    expect(currencyForAccount({ ...base, currency: Currency.USD, next: revolut })).toBe(
      Currency.USD,
    );
  });

  it('follows the first account only when told to', () => {
    const first = { previous: undefined, currency: Currency.EUR, next: ing };
    expect(currencyForAccount({ ...first, firstFollows: true })).toBe(Currency.PLN);
    expect(currencyForAccount({ ...first, firstFollows: false })).toBe(Currency.EUR);
  });
});
