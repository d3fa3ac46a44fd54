/** Exact fractions of big integers, for currency conversion without any rounding until the end. */
export interface Rational {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function normalize(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('Division by zero');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const rational = (num: bigint, den = 1n): Rational =>
  den === 1n ? { num, den } : normalize(num, den);

/** '4.0326' -> 40326/10000, exactly. */
export function parseDecimal(text: string): Rational {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string?];
  const num = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return normalize(num, 10n ** BigInt(fraction.length));
}

export const add = (a: Rational, b: Rational) =>
  normalize(a.num * b.den + b.num * a.den, a.den * b.den);
export const multiply = (a: Rational, b: Rational) => normalize(a.num * b.num, a.den * b.den);
export const divide = (a: Rational, b: Rational) => normalize(a.num * b.den, a.den * b.num);

/** To the nearest integer, halves away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfAwayFromZero(value: Rational): bigint {
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const rounded = (2n * magnitude + value.den) / (2n * value.den);
  return negative ? -rounded : rounded;
}

/**
 * The exact sum of many amount x factor terms, kept over the least common multiple of the factors'
 * denominators and reduced once when read: adding and reducing term by term ran Euclid's
 * algorithm on the growing total for every term (docs/performance.md, 'Computed
 * lists').
 */
export function productSum() {
  let num = 0n;
  let den = 1n;
  return {
    add(amount: bigint, factor: Rational): void {
      if (den % factor.den !== 0n) {
        const scale = factor.den / gcd(den, factor.den);
        num *= scale;
        den *= scale;
      }
      num += amount * factor.num * (den / factor.den);
    },
    value: (): Rational => normalize(num, den),
  };
}
