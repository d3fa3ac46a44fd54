/** A member's balance in minor units: above zero the others owe them. */
export interface MinorBalance {
  userId: string;
  minor: bigint;
}

export interface MinorTransfer {
  fromUserId: string;
  toUserId: string;
  minor: bigint;
}

/**
 * Transfers that bring every balance to zero (docs/decisions.md, 'Splits'): first every debt
 * that exactly equals a credit is paid in one transfer, then the largest debtor pays the
 * largest creditor, again and again. Each transfer clears at least one balance, so n members
 * need at most n - 1; finding the true fewest is NP-hard (it means partitioning the balances
 * into groups summing to zero), and for households this greedy way finds it almost always.
 * Balances must sum to zero; ties go by user id, so the proposal is the same every time.
 */
export function settleUp(balances: readonly MinorBalance[]): MinorTransfer[] {
  const byId = (a: MinorBalance, b: MinorBalance) => (a.userId < b.userId ? -1 : 1);
  const open = balances.filter((b) => b.minor !== 0n).map((b) => ({ ...b }));
  const transfers: MinorTransfer[] = [];
  const pay = (from: MinorBalance, to: MinorBalance, minor: bigint) => {
    transfers.push({ fromUserId: from.userId, toUserId: to.userId, minor });
    from.minor += minor;
    to.minor -= minor;
  };
  const debtors = () => open.filter((b) => b.minor < 0n).sort(byId);
  const creditors = () => open.filter((b) => b.minor > 0n).sort(byId);
  for (const debtor of debtors()) {
    const match = creditors().find((creditor) => creditor.minor === -debtor.minor);
    if (match) pay(debtor, match, match.minor);
  }
  for (;;) {
    const largest = (list: MinorBalance[], sign: bigint) =>
      list.reduce<MinorBalance | undefined>(
        (best, b) => (best === undefined || b.minor * sign > best.minor * sign ? b : best),
        undefined,
      );
    const debtor = largest(debtors(), -1n);
    const creditor = largest(creditors(), 1n);
    if (!debtor || !creditor) break;
    const minor = -debtor.minor < creditor.minor ? -debtor.minor : creditor.minor;
    pay(debtor, creditor, minor);
  }
  return transfers;
}
