import { describe, expect, it } from 'vitest';
import { MAX_FIELDS, readRecords } from './csv-records.ts';
import { parseCsv } from './csv.ts';
import { detectMapping } from './csv-detect.ts';

describe('CSV records', () => {
  it('split records on quotes and line breaks as RFC 4180 says', () => {
    expect(readRecords('a,"b,""c"""\r\n\r\n"x\ny",z', ',')).toEqual([
      { line: 1, cells: ['a', 'b,"c"'] },
      { line: 3, cells: ['x\ny', 'z'] },
    ]);
  });

  it('keep at most 500 fields of a record, marking it, and read on', () => {
    const wide = Array.from({ length: 600 }, (_, i) => `c${i}`).join(',');
    const [first, next] = readRecords(`${wide}\na,b\n`, ',');
    expect(first?.cells).toHaveLength(MAX_FIELDS);
    expect(first?.cells.at(-1)).toBe('c499');
    expect(first?.problem).toBe('too-wide');
    expect(next).toEqual({ line: 2, cells: ['a', 'b'] });
  });

  it('end a quote never closed at its line break, mark that row and read the rest', () => {
    const text = [
      'Date,Payee,Amount',
      '2026-03-01,Shop,-1.00',
      '2026-03-02,"Joe\'s Diner,-2.00',
      '2026-03-03,"Three",-3.00',
      '2026-03-04,"Rent',
      'April",-4.00',
      '2026-03-05,Five,-5.00',
      '2026-03-06,"Six',
    ].join('\n');
    expect(readRecords(text, ',')).toEqual([
      { line: 1, cells: ['Date', 'Payee', 'Amount'] },
      { line: 2, cells: ['2026-03-01', 'Shop', '-1.00'] },
      { line: 3, cells: ['2026-03-02', "Joe's Diner,-2.00"], problem: 'unclosed-quote' },
      { line: 4, cells: ['2026-03-03', 'Three', '-3.00'] },
      { line: 5, cells: ['2026-03-04', 'Rent\nApril', '-4.00'] },
      { line: 7, cells: ['2026-03-05', 'Five', '-5.00'] },
      { line: 8, cells: ['2026-03-06', 'Six'], problem: 'unclosed-quote' },
    ]);
    const rows = parseCsv(text, detectMapping(text), 978);
    expect(rows.map((row) => [row.line, row.amount, row.error])).toEqual([
      [2, -100, null],
      [3, null, `Line 3: a quoted field opened on this row is not closed (a '"' without its pair)`],
      [4, -300, null],
      [5, -400, null],
      [7, -500, null],
      [8, null, `Line 8: a quoted field opened on this row is not closed (a '"' without its pair)`],
    ]);
  });

  it('close a quote only within 10,000 characters', () => {
    const memo = 'x'.repeat(10_100);
    const [first, second] = readRecords(`a,"memo\n${memo}",b\nc,d\n`, ',');
    expect(first).toMatchObject({ line: 1, cells: ['a', 'memo'], problem: 'unclosed-quote' });
    expect(second?.line).toBe(2);
  });

  it('read a file with a thousand unclosed quotes in one pass', () => {
    const line = '2026-03-01,"unclosed,-1.00,EUR\n';
    const text = line.repeat(1000) + '2026-03-02,"x\n'.repeat(1) + 'y,z\n'.repeat(200_000);
    // Against a file as long with no open quote, read just before on the same host: a read that
    // went back over the rest of the file after each open quote would take hundreds of times as
    // long, while load on the host slows both alike.
    const timed = (file: string) => {
      const started = performance.now();
      return { records: readRecords(file, ','), ms: performance.now() - started };
    };
    const plain = timed(text.replaceAll('"', ''));
    const { records, ms } = timed(text);
    expect(ms).toBeLessThan(20 * plain.ms + 200);
    expect(records).toHaveLength(201_001);
    expect(records.filter((record) => record.problem)).toHaveLength(1001);
  });
});
