import { isKnownCurrency } from '@/lib/money.ts';

/**
 * The currency the accounts are converted into lives in the query string, so a reload or a shared
 * link keeps it: /accounts?currency=2. Without it (or with something unreadable) the display
 * currency of Settings applies.
 */
export const CURRENCY_PARAM = 'currency';

/** The currency number of the address, or null when there is none or it is no currency. */
export function parseCurrencyParam(params: URLSearchParams): number | null {
  const text = params.get(CURRENCY_PARAM)?.trim() ?? '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const currency = Number(text);
  return isKnownCurrency(currency) ? currency : null;
}

/** The address's other parameters kept, the currency set. */
export function withCurrencyParam(params: URLSearchParams, currency: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(CURRENCY_PARAM, String(currency));
  return next;
}

/** The transactions screen's list of one group. */
export function transactionsHref(groupId: string): string {
  return `/transactions?${new URLSearchParams({ groupId }).toString()}`;
}

/**
 * The forms of a group's money accounts live in the address too, beside the currency:
 *   ?view=add-account&group=<id>                 Add account
 *   ?view=edit-account&group=<id>&account=<id>   Edit account
 *   ?view=transfer&group=<id>                    Transfer between two of the group's accounts
 *   ?view=reconcile&group=<id>&account=<id>      Reconcile an account with its bank's statement
 * Anything else (or a group or account that is not there) is the overview.
 */
export type AccountsMode =
  | { view: 'overview' }
  | { view: 'add-account'; groupId: string }
  | { view: 'edit-account' | 'reconcile'; groupId: string; accountId: string }
  | { view: 'transfer'; groupId: string };

const VIEW = 'view';
const GROUP = 'group';
const ACCOUNT = 'account';

export function parseAccountsMode(params: URLSearchParams): AccountsMode {
  const view = params.get(VIEW);
  const groupId = params.get(GROUP)?.trim() ?? '';
  const accountId = params.get(ACCOUNT)?.trim() ?? '';
  if (groupId === '') return { view: 'overview' };
  if (view === 'add-account' || view === 'transfer') return { view, groupId };
  if ((view === 'edit-account' || view === 'reconcile') && accountId !== '') {
    return { view, groupId, accountId };
  }
  return { view: 'overview' };
}

/** The address of a mode, the currency kept. */
export function withAccountsMode(params: URLSearchParams, mode: AccountsMode): URLSearchParams {
  const next = new URLSearchParams();
  const currency = params.get(CURRENCY_PARAM);
  if (currency !== null) next.set(CURRENCY_PARAM, currency);
  if (mode.view === 'overview') return next;
  next.set(VIEW, mode.view);
  next.set(GROUP, mode.groupId);
  if (mode.view === 'edit-account' || mode.view === 'reconcile') next.set(ACCOUNT, mode.accountId);
  return next;
}

/** The transactions screen's list of one money account (its statement, with the balance). */
export function accountTransactionsHref(groupId: string, moneyAccountId: string): string {
  return `/transactions?${new URLSearchParams({ groupId, account: moneyAccountId }).toString()}`;
}

const STATEMENT_DATE = 'date';
const STATEMENT_BALANCE = 'balance';

/**
 * A reconciliation's statement as typed, kept in its address while the user edits one of its
 * rows elsewhere (other-currency-rows.tsx), so coming back finds the day and balance again.
 */
export function statementOf(params: URLSearchParams): { date: string; balance: string } | null {
  const date = params.get(STATEMENT_DATE);
  return date === null ? null : { date, balance: params.get(STATEMENT_BALANCE) ?? '' };
}

export function withStatement(
  params: URLSearchParams,
  statement: { date: string; balance: string },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(STATEMENT_DATE, statement.date);
  next.set(STATEMENT_BALANCE, statement.balance);
  return next;
}
