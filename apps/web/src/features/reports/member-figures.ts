import type { ReportMember, ReportMembers } from '@budget/contract';
import { formatMoney } from '@/lib/money.ts';

/** Said under every 'By member' table: settlements move balances, not the report. */
export const TRANSFERS_NOTE =
  'Settlements between members are transfers, neither expenses nor incomes, so they are left out.';

export const NOTHING_SHARED = 'Nothing was shared in this range.';

/** A member's name as the balances give it; an account that is gone has none left. */
export function memberLabel(member: Pick<ReportMember, 'name'>): string {
  return member.name ?? 'Deleted account';
}

/**
 * What no member's figures hold because nobody paid it (transactions from before splits, or
 * restored from a backup), e.g. 'Not shared, so in no member's figures: 50.00 PLN of expenses
 * and 200.00 PLN of incomes.'; null when everything in the range was shared.
 */
export function unsharedNote(report: Pick<ReportMembers, 'unshared' | 'currency'>): string | null {
  const { expenses, income } = report.unshared;
  const parts = [
    ...(expenses !== 0 ? [`${formatMoney(expenses, report.currency)} of expenses`] : []),
    ...(income !== 0 ? [`${formatMoney(income, report.currency)} of incomes`] : []),
  ];
  if (parts.length === 0) return null;
  return `Not shared, so in no member's figures: ${parts.join(' and ')}.`;
}
