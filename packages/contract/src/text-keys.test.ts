import { describe, expect, it } from 'vitest';
import { cleanText, nameKey, searchKey, transactionSearchText } from './text-keys.ts';

describe('text keys', () => {
  it('finds Polish, German and French names whatever their case and accents', () => {
    for (const query of ['Żabka', 'żabka', 'ŻABKA', 'zabka']) {
      expect(searchKey('Sklep Żabka 123')).toContain(searchKey(query));
    }
    expect(searchKey('ÖBB Ticket')).toContain(searchKey('öbb'));
    expect(searchKey('ÖBB Ticket')).toContain(searchKey('obb'));
    expect(searchKey('Łódź Kaliska')).toContain(searchKey('lodz'));
    expect(searchKey('Straße')).toBe('strasse');
    expect(searchKey('Crème brûlée, Œuvre')).toBe('creme brulee, oeuvre');
    // The decomposed spelling a phone may send is the same name.
    expect(searchKey('Z\u0307abka')).toBe(searchKey('Żabka'));
  });

  it("finds a German name spelled without its umlauts, as 'Mueller' or 'OEBB'", () => {
    const text = transactionSearchText('Müller Drogerie', 'Bahnticket ÖBB');
    expect(text).toBe('muller drogerie\nbahnticket obb\nmueller drogerie\nbahnticket oebb');
    for (const query of ['mueller', 'müller', 'muller', 'oebb', 'öbb', 'obb']) {
      expect(text).toContain(searchKey(query));
    }
    // Only what has an umlaut is written twice; the decomposed spelling counts too.
    expect(transactionSearchText('Zu\u0308rich', null)).toBe('zurich\n\nzuerich');
    expect(transactionSearchText('Żabka', 'zakupy')).toBe('zabka\nzakupy');
  });

  it('reads every dash as a hyphen and every quote as a straight one', () => {
    expect(searchKey('ÖBB Wien–Salzburg')).toContain(searchKey('wien-salzburg'));
    expect(searchKey('Kraków—Gdańsk')).toBe('krakow-gdansk');
    expect(searchKey('−12')).toBe('-12');
    expect(searchKey('McDonald’s')).toBe(searchKey("mcdonald's"));
    expect(searchKey('„Pod Aniołami” «Bistro»')).toBe('"pod aniolami" "bistro"');
  });

  it('takes invisible characters out of names, but the joiners of emoji', () => {
    expect(cleanText('Rent\u200B')).toBe('Rent');
    expect(cleanText('\uFEFFRe\u00ADnt\u200E')).toBe('Rent');
    expect(nameKey(' Rent\u200B ')).toBe(nameKey('rent'));
    expect(cleanText('Z\u0307abka')).toBe('Żabka');
    const family = '👨\u200D👩\u200D👧 Family';
    expect(cleanText(family)).toBe(family);
  });
});
