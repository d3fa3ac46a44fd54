/** What the currency rule needs of a money account. */
export interface CurrencyAccount {
  id: string;
  currency: number;
}

/**
 * The form's currency once its money account becomes `next` (docs/decisions.md, 'Money
 * accounts'): the account's own, unless the currency differs from the previous account's, which
 * only a deliberate choice makes it do (a purchase abroad on a card stays foreign). With no
 * previous account, `firstFollows` says whether the first one sets it: a new transaction's does,
 * an edited one keeps its stored currency until its account changes.
 */
export function currencyForAccount({
  currency,
  previous,
  next,
  firstFollows,
}: {
  currency: number;
  previous: CurrencyAccount | undefined;
  next: CurrencyAccount;
  firstFollows: boolean;
}): number {
  const follows = previous === undefined ? firstFollows : currency === previous.currency;
  return follows ? next.currency : currency;
}
