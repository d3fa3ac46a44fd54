import { MAX_AMOUNT } from './money.ts';
import { MAX_SPLIT_SHARE, type SplitPartInput } from './split-arithmetic.ts';

/**
 * A default split in proportion to incomes (docs/decisions.md, 'Splits'): each member's monthly
 * income as the Owner entered it, in major units with up to two decimals.
 */
export interface IncomePart {
  userId: string;
  income: number;
}

const inHundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-4;

/** Why the incomes cannot make a split, or null when they can. */
export function incomesProblem(parts: readonly IncomePart[]): string | null {
  if (parts.length === 0) return 'Enter at least one income';
  const incomes = parts.map((part) => part.income);
  if (incomes.some((income) => !Number.isFinite(income) || income < 0))
    return 'Incomes cannot be negative';
  if (!incomes.every(inHundredths)) return 'Incomes have at most two decimals';
  if (incomes.some((income) => income > MAX_AMOUNT))
    return `Incomes are at most ${MAX_AMOUNT.toLocaleString('en-US')}`;
  if (incomes.every((income) => Math.round(income * 100) === 0))
    return 'At least one income must be above 0';
  return null;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Whole shares in proportion to the incomes: the incomes in minor units divided by their
 * greatest common divisor (4,000.00 and 6,000.00 give 2 and 3; 4,200.50 and 3,100.01 give
 * 420,050 and 310,001), exact. Only when the largest would still exceed MAX_SPLIT_SHARE are they scaled
 * so the largest is exactly MAX_SPLIT_SHARE, each rounded half up (a proportion then true to
 * about one part in two million). Call incomesProblem first.
 */
export function sharesFromIncomes(parts: readonly IncomePart[]): SplitPartInput[] {
  const minors = parts.map((part) => BigInt(Math.round(part.income * 100)));
  const divisor = minors.reduce(gcd, 0n) || 1n;
  const reduced = minors.map((minor) => minor / divisor);
  const largest = reduced.reduce((max, value) => (value > max ? value : max), 0n);
  const limit = BigInt(MAX_SPLIT_SHARE);
  const shares =
    largest <= limit
      ? reduced
      : reduced.map((value) => {
          const scaled = (2n * value * limit + largest) / (2n * largest);
          // A member with an income never drops out of the split by rounding.
          return value > 0n && scaled === 0n ? 1n : scaled;
        });
  return parts.map((part, index) => ({ userId: part.userId, value: Number(shares[index] ?? 0n) }));
}
