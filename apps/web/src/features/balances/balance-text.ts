import type { GroupBalances } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';

/** A text of the balances screen, in the interface's language at the moment it is drawn. */
const text = (key: 'deletedAccount' | 'balance.owed' | 'balance.owes' | 'balance.settled') =>
  i18next.t(key, { ns: 'balances' });

/** A member's name as the balances name them; an account that is gone has none left. */
export function memberName(name: string | null): string {
  return name ?? text('deletedAccount');
}

/**
 * Above zero the others owe them, below zero they owe (docs/decisions.md, 'Splits'): the words
 * and the amount apart, so a narrow column breaks between them and never inside the amount.
 */
export function balanceWords(balance: number, currency: number): [string, string] {
  if (balance > 0) return [text('balance.owed'), formatMoney(balance, currency)];
  if (balance < 0) return [text('balance.owes'), formatMoney(-balance, currency)];
  return [text('balance.settled'), formatMoney(0, currency)];
}

/** Nothing shared yet: nobody paid or owes anything and there is nothing to settle. */
export function nothingShared(balances: GroupBalances): boolean {
  return (
    balances.settleUp.length === 0 &&
    balances.members.every(
      (member) =>
        member.paid === 0 && member.share === 0 && member.incomes === 0 && member.payments === 0,
    )
  );
}

/** The names of the balances' members by user id, for the transfers. */
export function namesById(balances: GroupBalances): Map<string, string> {
  return new Map(balances.members.map((member) => [member.userId, memberName(member.name)]));
}
