/**
 * How an amount is shared among a group's members (docs/decisions.md, 'Splits'). Zod-free so the
 * browser can show the parts as the server will store them.
 */
export const SplitMethod = { Equal: 0, Shares: 1, Percentages: 2, Exact: 3 } as const;
export type SplitMethod = (typeof SplitMethod)[keyof typeof SplitMethod];

/**
 * One member's part as entered: ignored for Equal (each chosen member counts once), a whole
 * weight for Shares (60 and 40), a percentage with up to two decimals for Percentages, an
 * amount in major units with up to two decimals for Exact.
 */
export interface SplitPartInput {
  userId: string;
  value: number;
}

export interface SplitPart {
  userId: string;
  /** The member's share of the amount, in minor units. */
  minor: number;
}

/** The largest weight of one member under Shares. */
export const MAX_SPLIT_SHARE = 1_000_000;
/** At most this many members share one transaction. */
export const MAX_SPLIT_PARTS = 50;

const hundredths = (value: number) => Math.round(value * 100);
/**
 * Whole hundredths, to within binary floating-point error (863033253.04 x 100 is
 * 86303325304.00001); any third decimal digit is off by far more.
 */
const inHundredths = (value: number) => Math.abs(hundredths(value) - value * 100) < 1e-4;

/** Why the parts cannot share the amount, or null when they can. */
export function splitProblem(
  amountMinor: number,
  method: SplitMethod,
  parts: readonly SplitPartInput[],
): string | null {
  return splitCheck(amountMinor, method, parts).problem;
}

/** What is wrong with percentages or exact amounts that do not add up. */
export interface SplitGap {
  /** The parts' total, in hundredths of a percent or minor units. */
  total: number;
  /** What they should add up to: 10,000 (100%) or the amount. */
  whole: number;
}

/**
 * Why the parts cannot share the amount (null when they can) and, when the reason is that
 * percentages or exact amounts do not add up, by how much: the browser says how much is left
 * to share or too much.
 */
export function splitCheck(
  amountMinor: number,
  method: SplitMethod,
  parts: readonly SplitPartInput[],
): { problem: string | null; gap: SplitGap | null } {
  const problem = (text: string) => ({ problem: text, gap: null });
  if (parts.length === 0) return problem('Choose at least one member to share it');
  if (parts.length > MAX_SPLIT_PARTS)
    return problem(`At most ${MAX_SPLIT_PARTS} members share one amount`);
  if (new Set(parts.map((part) => part.userId)).size !== parts.length)
    return problem('Each member may appear once in a split');
  const values = parts.map((part) => part.value);
  if (values.some((value) => !Number.isFinite(value) || value < 0))
    return problem('Split values cannot be negative');
  if (method === SplitMethod.Shares) {
    if (values.some((value) => !Number.isInteger(value) || value > MAX_SPLIT_SHARE))
      return problem(`Shares are whole numbers up to ${MAX_SPLIT_SHARE.toLocaleString('en')}`);
    if (values.every((value) => value === 0)) return problem('At least one share must be above 0');
  }
  if (method !== SplitMethod.Percentages && method !== SplitMethod.Exact)
    return { problem: null, gap: null };
  const percentages = method === SplitMethod.Percentages;
  if (!values.every(inHundredths))
    return problem(
      percentages ? 'Percentages have at most two decimals' : 'Amounts have at most two decimals',
    );
  const total = values.reduce((sum, value) => sum + hundredths(value), 0);
  const whole = percentages ? 10_000 : amountMinor;
  if (total === whole) return { problem: null, gap: null };
  const text = percentages
    ? `The percentages add up to ${total / 100}%, not 100%`
    : `The parts add up to ${(total / 100).toFixed(2)}, not ${(whole / 100).toFixed(2)}`;
  return { problem: text, gap: { total, whole } };
}

/** Each part's weight as a whole number: 1, the share, basis points, or minor units. */
function weightOf(method: SplitMethod, value: number): bigint {
  if (method === SplitMethod.Equal) return 1n;
  if (method === SplitMethod.Shares) return BigInt(value);
  return BigInt(hundredths(value));
}

/**
 * The amount shared in proportion to the weights, exactly: each member gets the whole minor
 * units of their quota, and the cents left over (fewer than the members) go one each to the
 * largest fractions; equal fractions go by user id, so the same split gives the same parts in
 * any order of entry. The parts always sum to the amount. Call splitProblem first.
 */
export function splitAmount(
  amountMinor: number,
  method: SplitMethod,
  parts: readonly SplitPartInput[],
): SplitPart[] {
  const amount = BigInt(amountMinor);
  const weights = parts.map((part) => weightOf(method, part.value));
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw new Error('A split needs a weight above zero');
  const quotas = weights.map((weight) => ({
    floor: (amount * weight) / total,
    remainder: (amount * weight) % total,
  }));
  let left = amount - quotas.reduce((sum, quota) => sum + quota.floor, 0n);
  const order = parts
    .map((part, index) => index)
    .sort((a, b) => {
      const byRemainder =
        (quotas[b] as { remainder: bigint }).remainder -
        (quotas[a] as { remainder: bigint }).remainder;
      if (byRemainder !== 0n) return byRemainder > 0n ? 1 : -1;
      const [idA, idB] = [(parts[a] as SplitPartInput).userId, (parts[b] as SplitPartInput).userId];
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
  const extra = new Set<number>();
  for (const index of order) {
    if (left === 0n) break;
    extra.add(index);
    left -= 1n;
  }
  return parts.map((part, index) => ({
    userId: part.userId,
    minor: Number((quotas[index] as { floor: bigint }).floor) + (extra.has(index) ? 1 : 0),
  }));
}
