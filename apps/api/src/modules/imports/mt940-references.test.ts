import { describe, expect, it } from 'vitest';
import { parseMt940 } from './mt940.ts';

/** One EUR statement around these :61: and :86: lines; the rows read from it. */
const statement = (...lines: string[]) =>
  parseMt940(
    [':20:REF', ':25:ACCOUNT', ':60F:C260301EUR0,', ...lines, ':62F:C260301EUR0,', '-'].join('\n'),
  );

describe('MT940 bank references and booking dates', () => {
  it("takes only the bank's '//' reference as the id, never the customer's", () => {
    const rows = statement(
      ':61:2603010301DR850,00NSTOMIETE',
      ':86:116?00DAUERAUFTRAG?20Miete Maerz?32Vermieter GmbH',
      ':61:2603050305DR12,00NDDTNOTPROVIDED',
      ':86:105?00LASTSCHRIFT?20Strom?32Stadtwerke',
      ':61:2603060306DR30,00NDDTNOTPROVIDED',
      ':86:105?00LASTSCHRIFT?20Handy?32Telekom',
      ':61:2603070307DR5,00NDDTNONREF//notprovided',
      ':61:2603080308DR7,00NTRFMIETE//BANK-REF-8',
    );
    expect(rows.map((row) => row.bankId)).toEqual([null, null, null, null, 'BANK-REF-8']);
  });

  it('takes the entry (booking) date when the line has one, its year from the value date', () => {
    const dates = statement(
      ':61:2603010302D1,NMSCNONREF',
      ':61:2512310102D1,NMSCNONREF',
      ':61:2601010101D1,NMSCNONREF',
      ':61:2601021231D1,NMSCNONREF',
      ':61:260302D1,NMSCNONREF',
    ).map((row) => row.date);
    expect(dates).toEqual(['2026-03-02', '2026-01-02', '2026-01-01', '2025-12-31', '2026-03-02']);
  });

  it('names the line of an entry date that is no date, and of a value date that is none', () => {
    const [entry, value] = statement(':61:2602271332D1,NMSC', ':61:2602300305D1,NMSC');
    expect(entry?.error).toBe('Line 4: the entry date is not a date');
    expect(value?.error).toBe('Line 5: the value date is not a date');
  });
});
