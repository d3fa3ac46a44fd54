import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { parseMt940 } from './mt940.ts';

/** A PLN statement of a Polish bank (account after a slash) around these lines. */
const polish = (...lines: string[]) =>
  [
    ':20:MT940',
    ':25:/PL61114020040000350212345678',
    ':28C:00011/001',
    ':60F:C261101PLN1000,00',
    ...lines,
    ':62F:C261130PLN1000,00',
    '-',
  ].join('\r\n');

const words = (text: string) =>
  parseMt940(text).map(({ name, description, payee, title, error }) => ({
    name,
    description,
    payee,
    title,
    error,
  }));

describe('MT940 payees and titles', () => {
  it("reads mBank's free text: the payer after 'OD:', the title after 'TYT.:', the rest kept", () => {
    const text = polish(
      ':61:2611021102C45,99NTRFNONREF//26110211223344',
      ':86:911 TRANSAKCJA COLLECT; ID IPH2611020012345; OD: JAN KOWALSKI; TYT.: ZWROT ZA BILETY',
      ':61:2611051105D120,00NTRFNONREF//26110511223345',
      ':86:912 PRZELEW WYCHODZĄCY; DO: ANNA NOWAK; TYT.: PREZENT DLA MAMY; OD: MÓJ RACHUNEK',
    );
    expect(words(text)).toEqual([
      {
        name: 'JAN KOWALSKI',
        payee: 'JAN KOWALSKI',
        title: 'ZWROT ZA BILETY',
        description: 'ZWROT ZA BILETY; 911 TRANSAKCJA COLLECT; ID IPH2611020012345',
        error: null,
      },
      {
        // Money going out: the payee is whom it went to ('DO:'), not the sender ('OD:').
        name: 'ANNA NOWAK',
        payee: 'ANNA NOWAK',
        title: 'PREZENT DLA MAMY',
        description: 'PREZENT DLA MAMY; 912 PRZELEW WYCHODZĄCY',
        error: null,
      },
    ]);
  });

  it("reads mBank's ~ subfields: ~32/~33 name the payee, ~20..~27 the title, markers inside too", () => {
    const text = polish(
      ':61:2611031103D850,00NTRFNONREF//26110311000001',
      ':86:073~00PRZELEW ZEWNĘTRZNY WYCHODZĄCY~20CZYNSZ ZA LISTOPAD 2026~21NR REF 2611/0042',
      '~3010201026~310000123456789012~32SPÓŁDZIELNIA MIESZKANIOWA~33PRZYKŁAD',
      '~38PL61102010260000123456789012',
      ':61:2611041104D23,47NTRFNONREF//26110411000002',
      ':86:073~00ZAKUP PRZY UŻYCIU KARTY~20KARTA 4246XXXXXXXX1234~21DATA TRANSAKCJI: 2026-11-0',
      '3~32LIDL WARSZAWA UL.ŚWIĘTOKRZY~33SKA',
      ':61:2611051105C30,00NTRFNONREF//26110511000003',
      ':86:911~00TRANSAKCJA COLLECT~20ID IPH2611050045678~21OD: ANNA NOWAK~22TYT.: OBIAD 03.11',
    );
    expect(words(text)).toEqual([
      {
        name: 'SPÓŁDZIELNIA MIESZKANIOWA PRZYKŁAD',
        payee: 'SPÓŁDZIELNIA MIESZKANIOWA PRZYKŁAD',
        title: 'CZYNSZ ZA LISTOPAD 2026 NR REF 2611/0042',
        description: 'CZYNSZ ZA LISTOPAD 2026 NR REF 2611/0042; PRZELEW ZEWNĘTRZNY WYCHODZĄCY',
        error: null,
      },
      {
        name: 'LIDL WARSZAWA UL.ŚWIĘTOKRZYSKA',
        payee: 'LIDL WARSZAWA UL.ŚWIĘTOKRZYSKA',
        title: 'KARTA 4246XXXXXXXX1234 DATA TRANSAKCJI: 2026-11-03',
        description: 'KARTA 4246XXXXXXXX1234 DATA TRANSAKCJI: 2026-11-03; ZAKUP PRZY UŻYCIU KARTY',
        error: null,
      },
      {
        name: 'ANNA NOWAK',
        payee: 'ANNA NOWAK',
        title: 'OBIAD 03.11',
        description: 'OBIAD 03.11; ID IPH2611050045678; TRANSAKCJA COLLECT',
        error: null,
      },
    ]);
  });

  it("reads PKO BP's 'Tytuł:', 'Nadawca:', 'Odbiorca:' and a card payment's 'Adres:'", () => {
    const text = polish(
      ':61:2611101110C8500,00NTRFNONREF//PKO0001',
      ':86:020~00PRZELEW PRZYCHODZĄCY~20Tytuł: WYNAGRODZENIE 11/2026~21Nadawca: ACME SP. Z O.O.',
      '~32ACME SPÓŁKA Z OGRANICZONĄ O~33DPOWIEDZIALNOŚCIĄ',
      ':61:2611121112D89,99NTRFNONREF//PKO0002',
      ':86:152~00PRZELEW WYCHODZĄCY~20Tytuł: FV 2026/11/0042~21Odbiorca: ORANGE POLSKA S.A.',
      '~22Adres: AL. JEROZOLIMSKIE 160',
      ':61:2611141114D37,15NTRFNONREF//PKO0003',
      ':86:073~00PŁATNOŚĆ KARTĄ~20Tytuł: 000498849 74230786130013402060219~21Lokalizacja: Adres',
      ': ŻABKA Z5521 K.1 Miasto: WARSZAWA Kraj: POLSKA~22Data wykonania: 2026-11-13~23Numer kar',
      'ty: 425125******1234',
    );
    const [salary, phone, card] = words(text);
    // The payee of ~32/~33, cut at 27 characters inside a word, joined back.
    expect(salary).toMatchObject({
      name: 'ACME SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      title: 'WYNAGRODZENIE 11/2026',
    });
    expect(phone).toMatchObject({ name: 'ORANGE POLSKA S.A.', title: 'FV 2026/11/0042' });
    expect(phone?.description).toBe(
      'FV 2026/11/0042; Adres: AL. JEROZOLIMSKIE 160; PRZELEW WYCHODZĄCY',
    );
    expect(card).toMatchObject({
      name: 'ŻABKA Z5521 K.1',
      title: '000498849 74230786130013402060219',
    });
    expect(card?.description).toContain('Data wykonania: 2026-11-13');
    expect(card?.description).toContain('Numer karty: 425125******1234');
  });

  it("reads German SEPA subfields: 'SVWZ+' the title, references kept in the description", () => {
    const text = [
      ':20:STARTUMS',
      ':25:10020030/1234567890',
      ':60F:C261101EUR500,00',
      ':61:2611021102DR49,99N005NONREF//DE-1',
      ':86:105?00SEPA-LASTSCHRIFT?20EREF+RG-2026-11-4711?21MREF+M-0815?22CRED+DE98ZZZ09999999999?23SV',
      'WZ+Mobilfunk November 2026?32Telekom Deutschland GmbH',
      ':62F:C261130EUR450,01',
      '-',
    ].join('\n');
    expect(words(text)).toEqual([
      {
        name: 'Telekom Deutschland GmbH',
        payee: 'Telekom Deutschland GmbH',
        title: 'Mobilfunk November 2026',
        description:
          'Mobilfunk November 2026; EREF+RG-2026-11-4711; MREF+M-0815; CRED+DE98ZZZ09999999999; SEPA-LASTSCHRIFT',
        error: null,
      },
    ]);
  });

  it('keeps the currency after a line of :86: text that is only "-"', () => {
    const text = polish(
      ':61:2611031103D10,00NTRFNONREF//A1',
      ':86:020~00OPŁATA~20OPŁATA ZA KARTĘ',
      '-',
      '~32MBANK S.A.',
      ':61:2611041104D20,00NTRFNONREF//A2',
      ':86:PRZELEW; DO: JAN KOWALSKI; TYT.: ZA OBIAD',
      '-',
      ':61:2611051105C30,00NTRFNONREF//A3',
      ':86:PRZELEW; OD: ANNA NOWAK; TYT.: ZWROT',
    );
    const rows = parseMt940(text);
    expect(rows.map((row) => [row.amount, row.currency, row.error])).toEqual([
      [-1000, Currency.PLN, null],
      [-2000, Currency.PLN, null],
      [3000, Currency.PLN, null],
    ]);
    expect(rows.map((row) => row.name)).toEqual(['MBANK S.A.', 'JAN KOWALSKI', 'ANNA NOWAK']);
  });
});
