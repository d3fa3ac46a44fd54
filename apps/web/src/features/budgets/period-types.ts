import { PeriodType } from '@budget/contract';

// Apart from schemas.ts, so the budget cards name their period without downloading zod and
// building the form's schemas before the first paint (docs/performance.md, 'First screens').

/** The period types, in their wire order, with the key of each one's name ('budgets'). */
export const PERIOD_TYPES = [
  { value: PeriodType.Daily, label: 'period.daily' },
  { value: PeriodType.Weekly, label: 'period.weekly' },
  { value: PeriodType.Monthly, label: 'period.monthly' },
  { value: PeriodType.Yearly, label: 'period.yearly' },
] as const;

/** The key of a period type's name, e.g. 'period.monthly' ('Monthly'). */
export function periodTypeKey(periodType: number) {
  return PERIOD_TYPES.find((type) => type.value === periodType)?.label ?? 'period.unknown';
}
