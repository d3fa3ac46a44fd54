import { MoneyAccountKind, type MoneyAccount } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';

// The texts are written when drawn, in the interface's language of that moment.

/** The kinds in the form's order, each with its name's key ('accounts' texts). */
export const MONEY_ACCOUNT_KINDS = [
  { value: MoneyAccountKind.Current, label: 'kind.0' },
  { value: MoneyAccountKind.Savings, label: 'kind.1' },
  { value: MoneyAccountKind.CreditCard, label: 'kind.2' },
  { value: MoneyAccountKind.Cash, label: 'kind.3' },
  { value: MoneyAccountKind.Loan, label: 'kind.4' },
] as const;

type KindKey = (typeof MONEY_ACCOUNT_KINDS)[number]['label'];

function kindKey(kind: number): KindKey {
  return MONEY_ACCOUNT_KINDS.find((entry) => entry.value === kind)?.label ?? 'kind.0';
}

/** 'Credit card'. A kind the screen does not know (a newer server) reads as a current account. */
export function kindName(kind: number): string {
  return i18next.t(kindKey(kind), { ns: 'accounts' });
}

/**
 * What the account is and whose: "Anna's credit card" for a member's, 'Credit card' for the
 * household's (no holder, or a holder no longer in the group); 'Cash · common money' for the
 * household's common money.
 */
export function kindAndOwnerText(
  account: Pick<MoneyAccount, 'kind' | 'ownerUserId' | 'commonMoney'>,
  ownerNames: ReadonlyMap<string, string>,
): string {
  const text = kindAndOwner(account, ownerNames);
  return account.commonMoney ? i18next.t('money.common', { ns: 'accounts', kind: text }) : text;
}

function kindAndOwner(
  account: Pick<MoneyAccount, 'kind' | 'ownerUserId'>,
  ownerNames: ReadonlyMap<string, string>,
): string {
  const owner = account.ownerUserId === null ? undefined : ownerNames.get(account.ownerUserId);
  if (owner === undefined) return kindName(account.kind);
  const kind = i18next.t(`${kindKey(account.kind)}.inPhrase`, { ns: 'accounts' });
  return i18next.t('money.owned', { ns: 'accounts', owner, kind });
}

/** Open accounts first, then closed ones, each in the server's order (oldest first). */
export function openFirst(accounts: readonly MoneyAccount[]): MoneyAccount[] {
  return [...accounts.filter((a) => !a.closed), ...accounts.filter((a) => a.closed)];
}
