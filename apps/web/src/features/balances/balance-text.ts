import type { GroupBalances } from '@budget/contract';
import { formatMoney } from '@/lib/money.ts';

/** A member's name as the balances name them; an account that is gone has none left. */
export function memberName(name: string | null): string {
  return name ?? 'Deleted account';
}

/**
 * Above zero the others owe them, below zero they owe (docs/decisions.md, 'Splits'): the words
 * and the amount apart, so a narrow column breaks between them and never inside the amount.
 */
export function balanceWords(balance: number, currency: number): [string, string] {
  if (balance > 0) return ['is owed', formatMoney(balance, currency)];
  if (balance < 0) return ['owes', formatMoney(-balance, currency)];
  return ['settled,', formatMoney(0, currency)];
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
