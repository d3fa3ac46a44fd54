// Who paid and who owes on a row of a shared-expenses app's export (Splitwise, Spliit), by the
// names the file gives its people; the import maps them onto the group's members
// (people-mapping.ts). docs/decisions.md, 'Moving in from other apps'.

/** One transaction a row becomes: who paid, how much (minor units, above 0) and each share. */
export interface PeoplePart {
  /** 'payment': a recorded payment (a settlement) from `paidBy` to the one share's person. */
  kind: 'expense' | 'income' | 'payment';
  paidBy: string;
  amount: number;
  /** Shares in minor units, each above 0, adding up to `amount`. */
  shares: { name: string; minor: number }[];
}

/** The transactions a row of the file becomes (a row of several payers: one per payer). */
export interface RowPeople {
  parts: PeoplePart[];
}

/** One person's net on a row: above zero they paid more than their share. */
export interface Net {
  name: string;
  minor: number;
}

/**
 * `total` shared in proportion to `weights` (each above 0) by largest remainder, in whole minor
 * units adding up to `total`; equal remainders go to the earlier weight.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const big = weights.map((weight) => BigInt(total) * BigInt(weight));
  const floors = big.map((value) => Number(value / BigInt(sum)));
  const left = total - floors.reduce((a, b) => a + b, 0);
  const order = big
    .map((value, index) => ({ index, remainder: value % BigInt(sum) }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : 0));
  for (let i = 0; i < left; i++) (floors[(order[i] as { index: number }).index] as number) += 1;
  return floors;
}

/**
 * Each debtor's debt met by the creditors in file order (the first creditor's net first): the
 * pairs (creditor, debtor, minor units) whose amounts add up to each one's net exactly.
 */
function pairs(creditors: Net[], debtors: Net[]) {
  const owed = creditors.map((c) => c.minor);
  const owing = debtors.map((d) => -d.minor);
  const found: { creditor: number; debtor: number; minor: number }[] = [];
  let c = 0;
  let d = 0;
  while (c < owed.length && d < owing.length) {
    const minor = Math.min(owed[c] as number, owing[d] as number);
    if (minor > 0) found.push({ creditor: c, debtor: d, minor });
    (owed[c] as number) -= minor;
    (owing[d] as number) -= minor;
    if (owed[c] === 0) c++;
    if (owing[d] === 0) d++;
  }
  return found;
}

/**
 * A payment row's nets as payments: from each one whose net is above zero (they paid) to those
 * whose net is below.
 */
export function paymentParts(nets: readonly Net[]): PeoplePart[] {
  const creditors = nets.filter((net) => net.minor > 0);
  const debtors = nets.filter((net) => net.minor < 0);
  return pairs(creditors, debtors).map(({ creditor, debtor, minor }) => ({
    kind: 'payment',
    paidBy: (creditors[creditor] as Net).name,
    amount: minor,
    shares: [{ name: (debtors[debtor] as Net).name, minor }],
  }));
}

/**
 * An expense of `cost` whose nets are known but not who paid what (Splitwise writes each
 * person's net only): those above zero paid, one transaction each. Each debtor's share goes to
 * the payers in file order; what no debtor owes (`cost` less the debts) is the payers' own
 * shares, in proportion to their nets. Every person's paid less share equals their net, so the
 * balances are the file's to the cent. Null when the nets do not fit the cost.
 */
export function expenseParts(cost: number, nets: readonly Net[]): PeoplePart[] | null {
  const creditors = nets.filter((net) => net.minor > 0);
  const debtors = nets.filter((net) => net.minor < 0);
  const debts = creditors.reduce((sum, net) => sum + net.minor, 0);
  if (creditors.length === 0 || cost < debts) return null;
  const own = apportion(
    cost - debts,
    creditors.map((net) => net.minor),
  );
  const found = pairs(creditors, debtors);
  return creditors.map((creditor, index) => {
    const shares = found
      .filter((pair) => pair.creditor === index)
      .map((pair) => ({ name: (debtors[pair.debtor] as Net).name, minor: pair.minor }));
    const self = own[index] ?? 0;
    if (self > 0) shares.unshift({ name: creditor.name, minor: self });
    return { kind: 'expense', paidBy: creditor.name, amount: creditor.minor + self, shares };
  });
}

/** The file's people who take part in any of the rows, in the order the file names them. */
export function peopleOfRows(
  order: readonly string[],
  rows: readonly { people?: RowPeople | null }[],
) {
  const named = new Set<string>();
  for (const row of rows) {
    for (const part of row.people?.parts ?? []) {
      named.add(part.paidBy);
      for (const share of part.shares) named.add(share.name);
    }
  }
  return order.filter((name) => named.has(name));
}
