/**
 * Money is integer minor units (hundredths) from the wire to the database and back; this is the
 * only place that crosses between the wire's decimal numbers and minor units.
 */

export { MAX_AMOUNT, hasAtMostTwoDecimals } from '@budget/contract';

const TWO_DECIMALS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** 12.34 -> 1234, exactly: from the number's shortest decimal text, never by float multiplication. */
export function toMinorUnits(amount: number): number {
  const match = TWO_DECIMALS.exec(String(amount));
  if (!match) throw new RangeError(`Not an amount with at most two decimals: ${amount}`);
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string?];
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${amount}`);
  return sign === '-' ? -minor : minor;
}

/** 1234 -> 12.34: the double nearest the decimal, which JSON prints with at most two decimals. */
export function fromMinorUnits(minor: number | bigint): number {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount beyond exact range: ${value}`);
  }
  return Number(value) / 100;
}
