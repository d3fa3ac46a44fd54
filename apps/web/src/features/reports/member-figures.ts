import type { ReportMember, ReportMembers } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';

/** A member's name as the balances give it; an account that is gone has none left. */
export function memberLabel(member: Pick<ReportMember, 'name'>): string {
  return member.name ?? i18next.t('members.deletedAccount', { ns: 'reports' });
}

/**
 * What no member's figures hold because nobody paid it (transactions from before splits, or
 * restored from a backup), e.g. 'Not shared, so in no member's figures: 50.00 PLN of expenses
 * and 200.00 PLN of incomes.'; null when everything in the range was shared.
 */
export function unsharedNote(report: Pick<ReportMembers, 'unshared' | 'currency'>): string | null {
  const { expenses, income } = report.unshared;
  const values = {
    ns: 'reports',
    expenses: formatMoney(expenses, report.currency),
    income: formatMoney(income, report.currency),
  } as const;
  if (expenses !== 0 && income !== 0) return i18next.t('members.unsharedBoth', values);
  if (expenses !== 0) return i18next.t('members.unsharedExpenses', values);
  if (income !== 0) return i18next.t('members.unsharedIncomes', values);
  return null;
}
