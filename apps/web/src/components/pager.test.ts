import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './pager.tsx';

describe('pager arithmetic', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1_000_000, 500)).toBe(2000);
  });

  it('names the rows a page shows', () => {
    const n = (value: number) => value.toLocaleString();
    expect(pageRange(1, 50, 0)).toBe('0 of 0');
    expect(pageRange(1, 50, 12)).toBe('1–12 of 12');
    expect(pageRange(3, 500, 1234)).toBe(`${n(1001)}–${n(1234)} of ${n(1234)}`);
  });
});
