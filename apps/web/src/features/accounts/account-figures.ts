import type { Account, Accounts, CurrencySum } from '@budget/contract';
import { codeOf, currencyCodes, unconvertedNote } from '@/lib/budget-usage.ts';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay } from '@/lib/format-date.ts';
import { fromMinorUnits, toMinorUnits } from '@/lib/money.ts';

/** '1 transaction', '12 transactions', '1,000,000 transactions' (counts as written everywhere). */
export function transactionCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'transaction' : 'transactions'}`;
}

/** 'Last on 5 Mar 2026' in the chosen locale, or 'No transactions yet'. */
export function lastTransactionText(date: string | null): string {
  return date ? `Last on ${formatDay(date)}` : 'No transactions yet';
}

/** 'Across 1 account', 'Across 3 accounts'. */
export function accountsCountText(count: number): string {
  return `Across ${count} ${count === 1 ? 'account' : 'accounts'}`;
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
    'Balances',
    currencyCodes(accounts.unconvertedCurrencies),
    codeOf(accounts.currency),
    'the total',
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
  return unconvertedNote(
    'Balances',
    currencyCodes(held),
    codeOf(currency),
    'the converted balance',
  );
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
