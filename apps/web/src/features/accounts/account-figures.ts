import type { Account, Accounts, CurrencySum } from '@budget/contract';
import { codeOf, currencyCodes } from '@/lib/budget-usage.ts';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay } from '@/lib/format-date.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { fromMinorUnits, toMinorUnits } from '@/lib/money.ts';

// The texts are written when drawn, in the interface's language of that moment.

/** '1 transaction', '12 transactions', '1,000,000 transactions' (counts as written everywhere). */
export function transactionCountText(count: number): string {
  return i18next.t('transactionCount', { ns: 'accounts', count, n: formatCount(count) });
}

/** 'Last on 5 Mar 2026' in the chosen locale, or 'No transactions yet'. */
export function lastTransactionText(date: string | null): string {
  return date
    ? i18next.t('lastTransaction', { ns: 'accounts', date: formatDay(date) })
    : i18next.t('noTransactions', { ns: 'accounts' });
}

/**
 * 'Across 1 group', 'Across 3 groups': what 'Total balance' adds up are the groups' balances
 * (incomes less expenses), not the money accounts listed in them.
 */
export function groupsCountText(count: number): string {
  return i18next.t('groupsCount', { ns: 'accounts', count });
}

/** The note on balances left out for want of a rate, or null when none is. */
function unconvertedNote(
  key: 'note.total' | 'note.account',
  codes: readonly string[],
  currency: string,
): string | null {
  if (codes.length === 0) return null;
  return i18next.t(key, { ns: 'accounts', currencies: codes.join(', '), currency });
}

/**
 * The total leaves out balances in a currency without a rate, and says so, as the dashboard's
 * total does: 'Balances in USD could not be converted into PLN (no exchange rate) and are left
 * out of the total.'
 */
export function totalNote(
  accounts: Pick<Accounts, 'unconvertedCurrencies' | 'currency'>,
): string | null {
  return unconvertedNote(
    'note.total',
    currencyCodes(accounts.unconvertedCurrencies),
    codeOf(accounts.currency),
  );
}

/**
 * The same note for one card, naming only the currencies this account holds: the server lists the
 * unconverted currencies once for all accounts.
 */
export function accountNote(
  account: Pick<Account, 'balances'>,
  unconvertedCurrencies: readonly number[],
  currency: number,
): string | null {
  const held = account.balances
    .map((balance) => balance.currency)
    .filter((held) => unconvertedCurrencies.includes(held));
  return unconvertedNote('note.account', currencyCodes(held), codeOf(currency));
}

/**
 * The balances of all accounts added per currency, in currency order, zero sums left out. Added
 * in hundredths, where floats are exact, so 0.1 + 0.2 stays 0.30.
 */
export function balancesAcross(accounts: readonly Pick<Account, 'balances'>[]): CurrencySum[] {
  const minor = new Map<number, number>();
  for (const account of accounts) {
    for (const { currency, amount } of account.balances) {
      minor.set(currency, (minor.get(currency) ?? 0) + toMinorUnits(amount));
    }
  }
  return [...minor]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([currency, amount]) => ({ currency, amount: fromMinorUnits(amount) }));
}
