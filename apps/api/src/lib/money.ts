/**
 * Money is integer minor units (hundredths) from the wire to the database and back; this is the
 * only place that crosses between the wire's decimal numbers and minor units.
 */

export { MAX_AMOUNT } from '@budget/contract';

/**
 * 12.34 -> 1234. The contract lets through amounts within floating-point error of a whole number
 * of hundredths (JSON Schema's multipleOf 0.01, as validators read it: 0.35000000000000003 is
 * 0.35), so the quotient is rounded, not truncated: up to MAX_AMOUNT its error is below 1e-4 of a
 * hundredth, far from the half that would round it wrong (4.35 / 0.01 = 434.99999999999994).
 */
export function toMinorUnits(amount: number): number {
  const hundredths = amount / 0.01;
  const minor = Math.round(hundredths);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(hundredths), 1);
  if (!Number.isSafeInteger(minor) || Math.abs(hundredths - minor) >= tolerance) {
    throw new RangeError(`Not a whole number of hundredths: ${amount}`);
  }
  // -0 (from a JSON -0) is stored as 0.
  return minor + 0;
}

/** 1234 -> 12.34: the double nearest the decimal, which JSON prints with at most two decimals. */
export function fromMinorUnits(minor: number | bigint): number {
  // Most amounts arrive as safe integers: no BigInt for them (a budget list writes hundreds).
  if (typeof minor === 'number' && Number.isSafeInteger(minor)) return minor / 100 + 0;
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount beyond exact range: ${value}`);
  }
  return Number(value) / 100;
}
