import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { LOCALE_OPTIONS, localeSample } from './locales.ts';

describe('locale choices', () => {
  it('offers only tags the browser canonicalises to themselves', () => {
    for (const { value } of LOCALE_OPTIONS)
      expect(Intl.getCanonicalLocales(value)).toEqual([value]);
  });

  // Intl separates with no-break spaces; compared as plain spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it("shows an amount the way the locale writes it, and a month in the interface's language", () => {
    expect(plain(localeSample('en-US', 'PLN'))).toBe('-1,234.50 PLN · Mar 2026');
    expect(plain(localeSample('de-DE', 'EUR'))).toBe('-1.234,50 EUR · Mar 2026');
  });

  it('names the month in Polish for a Polish interface, whatever the locale', async () => {
    await setLanguage('pl');
    try {
      expect(plain(localeSample('en-US', 'PLN'))).toBe('-1,234.50 PLN · mar 2026');
    } finally {
      await setLanguage('en');
    }
  });
});
