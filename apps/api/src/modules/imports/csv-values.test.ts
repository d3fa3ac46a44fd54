import { describe, expect, it } from 'vitest';
import { csvAmount, csvDate } from './csv.ts';
import { findDateFormat, findSeparators } from './csv-values.ts';

describe('CSV values', () => {
  it('read amounts exactly with any separators, and refuse what is not one', () => {
    expect(csvAmount('-1 234,56 zł', ',', ' ')).toBe(-123456);
    expect(csvAmount('1.234,5', ',', '.')).toBe(123450);
    expect(csvAmount("1'234.50", '.', "'")).toBe(123450);
    expect(csvAmount('(12.00)', '.', ',')).toBe(-1200);
    expect(csvAmount('12.00-', '.', ',')).toBe(-1200);
    expect(csvAmount('€ 7', '.', ',')).toBe(700);
    expect(csvAmount('-€12.50', '.', ',')).toBe(-1250);
    expect(csvAmount('PLN 1 234,56', ',', ' ')).toBe(123456);
    expect(csvAmount('12,50 zł-', ',', '')).toBe(-1250);
    expect(csvAmount('(12.00 EUR)', '.', ',')).toBe(-1200);
    expect(csvAmount('CHF 7.20', '.', "'")).toBe(720);
    expect(csvAmount('US$ 1,234.56', '.', ',')).toBe(123456);
    expect(csvAmount('R$ 12,50', ',', '.')).toBe(1250);
    expect(csvAmount('C$-3.00', '.', ',')).toBe(-300);
    expect(csvAmount('12.50 EURO', '.', ',')).toBe(1250);
    expect(csvAmount('\u221212,50 zł', ',', ' ')).toBe(-1250);
    // Letters or signs inside the number make it no amount, not the digits around them.
    for (const text of ['-1e3', '1/2', '0x10', '-1e20', '12 PLN 50', '1_000']) {
      expect(csvAmount(text, '.', ','), text).toBeNull();
    }
    expect(csvAmount('12.5000', '.', '')).toBe(1250);
    expect(csvAmount('12.345', '.', '')).toBeNull();
    expect(csvAmount('12,50', '.', '')).toBeNull();
    expect(csvAmount('1.2.3', '.', '')).toBeNull();
    expect(csvAmount('', '.', '')).toBeNull();
  });

  it('take extra fraction digits only when four or more and zeros, and thousands groups of three', () => {
    // A Dutch '-1.250' read with a decimal point is no -1.25 (nor 12.50 of '12.500').
    expect(csvAmount('-1.250', '.', '')).toBeNull();
    expect(csvAmount('12.500', '.', ',')).toBeNull();
    expect(csvAmount('2.500', '.', '')).toBeNull();
    expect(csvAmount('12.5000', '.', ',')).toBe(1250);
    expect(csvAmount('12.1000', '.', ',')).toBe(1210);
    expect(csvAmount('12.5010', '.', ',')).toBeNull();
    expect(csvAmount('-1.250', ',', '.')).toBe(-125000);
    // Thousands groups have exactly three digits.
    expect(csvAmount('12.50', ',', '.')).toBeNull();
    expect(csvAmount('1,5', '.', ',')).toBeNull();
    expect(csvAmount('1.2.3,45', ',', '.')).toBeNull();
    expect(csvAmount('1.234.567,89', ',', '.')).toBe(123456789);
    expect(csvAmount('1 2345,00', ',', ' ')).toBeNull();
    expect(csvAmount('- 1 234,56', ',', ' ')).toBe(-123456);
  });

  it('read dates in each layout, and only real ones', () => {
    expect(csvDate('2026-01-05 13:45', 'yyyy-MM-dd')).toBe('2026-01-05');
    expect(csvDate('5.1.2026', 'dd.MM.yyyy')).toBe('2026-01-05');
    expect(csvDate('01/05/2026', 'MM/dd/yyyy')).toBe('2026-01-05');
    expect(csvDate('01/05/2026', 'dd/MM/yyyy')).toBe('2026-05-01');
    expect(csvDate('20260105', 'yyyyMMdd')).toBe('2026-01-05');
    expect(csvDate('05.01.99', 'dd.MM.yy')).toBe('1999-01-05');
    expect(csvDate('29/02/2025', 'dd/MM/yyyy')).toBeNull();
    expect(csvDate('2026-13-01', 'yyyy-MM-dd')).toBeNull();
  });

  it('see three digits after a point as a thousands mark: the comma is then decimal', () => {
    expect(findSeparators(['-1.250', '3.000', '-45'], '\t')).toEqual({
      decimalSeparator: ',',
      thousandsSeparator: '.',
    });
    expect(findSeparators(['1,250', '-3,000', '45.10'], ',')).toEqual({
      decimalSeparator: '.',
      thousandsSeparator: ',',
    });
    expect(findSeparators(['-12,50', '3.200,00'], ',')).toEqual({
      decimalSeparator: ',',
      thousandsSeparator: '.',
    });
  });

  it('take the part of a/b dates that stays the same over the rows as the month', () => {
    // A British statement of March: the day runs, the month stays.
    expect(findDateFormat(['01/03/2026', '05/03/2026', '12/03/2026'], '.')).toBe('dd/MM/yyyy');
    // An American one: the month comes first.
    expect(findDateFormat(['03/01/2026', '03/05/2026', '03/12/2026'], ',')).toBe('MM/dd/yyyy');
    expect(findDateFormat(['01/03/26', '05/03/26', '09/03/26'], '.')).toBe('dd/MM/yy');
    // Nothing to tell by: decimal points go with month-first dates, commas with day-first.
    expect(findDateFormat(['04/05/2026'], '.')).toBe('MM/dd/yyyy');
    expect(findDateFormat(['04/05/2026'], ',')).toBe('dd/MM/yyyy');
    // A day past 12 decides alone.
    expect(findDateFormat(['03/15/2026', '03/02/2026'], ',')).toBe('MM/dd/yyyy');
  });
});
