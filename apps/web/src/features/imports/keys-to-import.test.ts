import type { ImportPreview } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { keysToImport } from './keys-to-import.ts';

const row = (line: number, key: string, duplicate: boolean): ImportPreview['rows'][number] => ({
  line,
  date: '2026-11-02',
  name: key,
  description: null,
  amount: -10,
  currency: 0,
  transactionType: 0,
  bankId: null,
  categoryKey: key,
  error: null,
  duplicate,
  enteredAs: null,
  rules: null,
  suggestedCategory: null,
});

const preview = {
  categories: [
    { key: 'BIEDRONKA', rows: 2, categoryId: null },
    { key: 'APTEKA GEMINI', rows: 1, categoryId: null },
    { key: 'NETFLIX.COM', rows: 1, categoryId: null },
  ],
  rows: [row(2, 'BIEDRONKA', true), row(3, 'APTEKA GEMINI', true), row(4, 'BIEDRONKA', false)],
};

describe('the category keys of the rows an import writes', () => {
  it('counts only rows that will be imported and drops a key with none', () => {
    expect(keysToImport(preview, new Set())).toEqual([
      { key: 'BIEDRONKA', rows: 1, categoryId: null },
      { key: 'NETFLIX.COM', rows: 1, categoryId: null },
    ]);
  });

  it('brings a key back when one of its duplicates is ticked to import anyway', () => {
    expect(keysToImport(preview, new Set([3])).map((k) => [k.key, k.rows])).toEqual([
      ['BIEDRONKA', 1],
      ['APTEKA GEMINI', 1],
      ['NETFLIX.COM', 1],
    ]);
  });
});
