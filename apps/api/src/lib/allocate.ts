import { add, rational, type Rational } from './rational.ts';

/** The greatest integer not above the fraction. */
function floorOf(value: Rational): bigint {
  const quotient = value.num / value.den;
  return value.num < 0n && quotient * value.den !== value.num ? quotient - 1n : quotient;
}

/** a - b > 0 ⇔ a above b (denominators are positive). */
const compare = (a: Rational, b: Rational) => a.num * b.den - b.num * a.den;

/**
 * Exact values rounded to whole minor units that add up to `total` (docs/decisions.md,
 * 'Splits'): each is taken down to its floor, and the units left go one each to the largest
 * remainders, equal remainders by key. With `total` the rounded sum of the values, each part is
 * within one unit of its value, and no part gets a unit its value did not have a fraction of.
 */
export function allocate(
  values: ReadonlyMap<string, Rational>,
  total: bigint,
): Map<string, bigint> {
  const parts = new Map<string, bigint>();
  const remainders: { key: string; remainder: Rational }[] = [];
  let sum = 0n;
  for (const [key, value] of values) {
    const floor = floorOf(value);
    parts.set(key, floor);
    sum += floor;
    remainders.push({ key, remainder: rational(value.num - floor * value.den, value.den) });
  }
  remainders.sort((a, b) => {
    const difference = compare(b.remainder, a.remainder);
    if (difference !== 0n) return difference > 0n ? 1 : -1;
    return a.key < b.key ? -1 : 1;
  });
  let left = total - sum;
  // Units missing go to the largest remainders; units too many (a total below the floors' sum,
  // which a rounded sum never is) come off the smallest. Past one round, round again.
  const order = left > 0n ? remainders : [...remainders].reverse();
  for (let i = 0; left !== 0n && order.length > 0; i += 1) {
    const { key } = order[i % order.length] as { key: string };
    const step = left > 0n ? 1n : -1n;
    parts.set(key, (parts.get(key) ?? 0n) + step);
    left -= step;
  }
  return parts;
}

/** The values' exact sum. */
export const sumOf = (values: Iterable<Rational>): Rational =>
  [...values].reduce((total, value) => add(total, value), rational(0n));
