import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { groupsCountText, lastTransactionText, transactionCountText } from './account-figures.ts';
import { roleName } from './account-roles.ts';

beforeAll(() => setLanguage('pl'));
afterAll(() => setLanguage('en'));

describe('account figures in Polish', () => {
  it("counts in Polish's plural forms", () => {
    expect([1, 2, 5, 12, 22, 25].map(transactionCountText)).toEqual([
      '1 transakcja',
      '2 transakcje',
      '5 transakcji',
      '12 transakcji',
      '22 transakcje',
      '25 transakcji',
    ]);
    expect([1, 3, 5].map(groupsCountText)).toEqual([
      'Łącznie z 1 grupy',
      'Łącznie z 3 grup',
      'Łącznie z 5 grup',
    ]);
    expect(lastTransactionText(null)).toBe('Brak transakcji');
    expect([1, 2, 3].map(roleName)).toEqual(['Właściciel', 'Członek', 'Obserwator']);
  });
});
