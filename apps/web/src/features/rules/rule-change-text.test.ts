import type { RuleChange } from '@budget/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from '@/lib/i18n/i18n.ts';
import { changeTexts, rangeText } from './rule-change-text.ts';
import type { RuleNames } from './rule-summary.ts';

const names: RuleNames = {
  categories: new Map([['c1', 'Jedzenie']]),
  tags: new Map([['t1', 'tydzień']]),
  members: new Map([['u-ann', 'Anna']]),
  accounts: new Map(),
};

const change: RuleChange = {
  transactionId: 't1',
  date: '2026-03-04',
  name: 'ŻABKA',
  amount: 25.5,
  currency: 0,
  rules: [],
  changes: {
    categoryIds: { before: [], after: ['c1', 'gone'] },
    split: {
      before: {
        method: 1,
        parts: [
          { userId: 'u-ann', value: 60 },
          { userId: 'u-left', value: 40 },
        ],
      },
      after: null,
    },
    description: { before: 'old', after: null },
  },
};

describe('applying rules, in Polish', () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));
  const t = () => i18next.getFixedT(null, 'rules');

  it('writes each change as before → after with the names of the group', () => {
    const lines = changeTexts(t(), change, names).map((line) =>
      t()('change.line', { label: line.label, before: line.before, after: line.after }),
    );
    expect(lines).toEqual([
      'Kategorie: brak → Jedzenie, (usunięte)',
      'Podział: według udziałów: Anna 60, były członek grupy 40 → brak',
      'Opis: old → brak',
    ]);
    expect(rangeText(t(), { from: '2025-03-01', to: null })).toBe('od 2025-03-01');
  });

  it('counts with the Polish plural forms', () => {
    const changed = (count: number) =>
      t()('preview.changed', { count, number: String(count), total: '120' });
    expect([1, 2, 5, 22].map(changed)).toEqual([
      'Zmieniłaby się 1 z 120 transakcji',
      'Zmieniłyby się 2 z 120 transakcji',
      'Zmieniłoby się 5 z 120 transakcji',
      'Zmieniłyby się 22 z 120 transakcji',
    ]);
    expect(
      t()('undo.restoredKept', {
        restored: t()('undo.transactions', { count: 3 }),
        count: 1,
      }),
    ).toBe('Przywrócono 3 transakcje; jedną pozostawiono bez zmian, bo od tego czasu ją edytowano');
    expect(t()('undo.restored', { count: 5 })).toBe('Przywrócono 5 transakcji');
  });
});
