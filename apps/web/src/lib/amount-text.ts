/** A plain decimal: digits with at most one separator, a point or a comma, and a sign. */
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * What a value box holds, as a number (docs/decisions.md, 'Amounts as typed'): digits with one
 * decimal separator, a point or a comma ('23,47' as Polish writes it), spaces between groups of
 * digits allowed ('1 234,56'). Anything else ('1,234.56', '12a', '') is NaN, which the forms
 * refuse with a message rather than read as another amount. The boxes are text boxes: a number
 * box drops a comma it does not expect, so '23,47' arrived as 2347.
 */
export function readAmount(text: string): number {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A box's text as an amount, an empty box as `empty` (0, or NaN where one is required). */
export function readAmountOr(text: string, empty: number): number {
  return text.trim() === '' ? empty : readAmount(text);
}
