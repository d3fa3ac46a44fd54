import { describe, expect, it } from 'vitest';
import { budgetPhase } from './budget-phase.ts';

describe('budgetPhase', () => {
  const today = '2026-11-24';
  it('is active from the start date to the end date, both included', () => {
    expect(budgetPhase({ startDate: today, endDate: null }, today)).toBe('active');
    expect(budgetPhase({ startDate: '2026-01-01', endDate: today }, today)).toBe('active');
  });
  it('has ended after its end date, and not started before its start date', () => {
    expect(budgetPhase({ startDate: '2026-01-01', endDate: '2026-11-23' }, today)).toBe('ended');
    expect(budgetPhase({ startDate: '2026-11-25', endDate: null }, today)).toBe('upcoming');
  });
});
