import { describe, expect, it } from 'vitest';
import { LOCALE_OPTIONS, localeSample } from './locales.ts';

describe('locale choices', () => {
  it('offers only tags the browser canonicalises to themselves', () => {
    for (const { value } of LOCALE_OPTIONS)
      expect(Intl.getCanonicalLocales(value)).toEqual([value]);
  });

  it('shows an amount and a month the way the locale writes them', () => {
    // Intl separates with no-break spaces; compared as plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(localeSample('en-US', 'PLN'))).toBe('-1,234.50 PLN · Mar 2026');
    expect(plain(localeSample('de-DE', 'EUR'))).toBe('-1.234,50 EUR · März 2026');
  });
});
