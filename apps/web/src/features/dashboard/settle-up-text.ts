import type { Group, GroupSettleUp } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';
import { memberLabels } from '@/lib/member-labels.ts';
import { formatMoney } from '@/lib/money.ts';

/**
 * How each person of a group's transfers is named: current members by the group list's labels
 * (their name, with the e-mail when two share one: lib/member-labels.ts), former members by the
 * name the balances give, an account that is gone as 'Deleted account'.
 */
export function settleUpNames(
  group: Group | undefined,
  settle: GroupSettleUp,
): Map<string, string> {
  return new Map([
    ...settle.people.map((person): [string, string] => [
      person.userId,
      person.name ?? i18next.t('settleUp.deletedAccount', { ns: 'dashboard' }),
    ]),
    ...memberLabels(group?.groupMembers ?? []),
  ]);
}

/** 'Bob pays Ann 45.00 PLN'. */
export function transferText(
  names: ReadonlyMap<string, string>,
  transfer: GroupSettleUp['settleUp'][number],
  currency: number,
): string {
  const ns = 'dashboard';
  const from = names.get(transfer.fromUserId) ?? i18next.t('settleUp.someonePays', { ns });
  const to = names.get(transfer.toUserId) ?? i18next.t('settleUp.someonePaid', { ns });
  return i18next.t('settleUp.transfer', {
    ns,
    from,
    to,
    amount: formatMoney(transfer.amount, currency),
  });
}
