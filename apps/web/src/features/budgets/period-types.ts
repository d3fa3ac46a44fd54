import { PeriodType } from '@budget/contract';

// Apart from schemas.ts, so the budget cards name their period without downloading zod and
// building the form's schemas before the first paint (docs/performance.md, 'First screens').

/** The period types, in their wire order. */
export const PERIOD_TYPES = [
  { value: PeriodType.Daily, label: 'Daily' },
  { value: PeriodType.Weekly, label: 'Weekly' },
  { value: PeriodType.Monthly, label: 'Monthly' },
  { value: PeriodType.Yearly, label: 'Yearly' },
] as const;

export function periodTypeLabel(periodType: number): string {
  return PERIOD_TYPES.find((type) => type.value === periodType)?.label ?? 'Unknown period';
}
