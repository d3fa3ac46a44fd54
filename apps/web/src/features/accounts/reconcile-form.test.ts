import { describe, expect, it } from 'vitest';
import { differenceMinor, reconcileDefaults } from './reconcile-form.ts';

describe('the reconciliation form', () => {
  it('starts from an import newer than the last reconciliation, else from today', () => {
    const imported = { date: '2026-03-15', balance: -250.5, source: 'import' } as const;
    expect(
      reconcileDefaults({ latestCheckpoint: imported, lastReconciledDate: null }, '2026-04-01'),
    ).toEqual({ date: '2026-03-15', balance: '-250.50' });
    expect(
      reconcileDefaults(
        { latestCheckpoint: imported, lastReconciledDate: '2026-03-15' },
        '2026-04-01',
      ),
    ).toEqual({ date: '2026-04-01', balance: '' });
    const manual = { ...imported, source: 'manual' } as const;
    expect(
      reconcileDefaults(
        { latestCheckpoint: manual, lastReconciledDate: '2026-03-15' },
        '2026-04-01',
      ),
    ).toEqual({ date: '2026-04-01', balance: '' });
    expect(reconcileDefaults(undefined, '2026-04-01')).toEqual({ date: '2026-04-01', balance: '' });
  });

  it('counts the difference exactly in hundredths', () => {
    expect(differenceMinor(-80, '-80')).toBe(0);
    expect(differenceMinor(0.3, '0.1')).toBe(20);
    expect(differenceMinor(-75, '-80.01')).toBe(501);
    expect(differenceMinor(10, '')).toBeNull();
    expect(differenceMinor(10, 'abc')).toBeNull();
    expect(differenceMinor(10, '1.234')).toBeNull();
  });
});
