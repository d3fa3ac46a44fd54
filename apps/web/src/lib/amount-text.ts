import { currentLanguage } from './i18n/i18n.ts';

/** Digits, at most one separator (a point or a comma) and a sign; no spaces. */
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;
/** Digits in groups of three after the first, parted by spaces ('1 234 567,89'). */
const GROUPED = /^[-+]?\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d*)?$/;
/**
 * Groups of three parted by the one separator and the decimals by the other, as banks write
 * ('1.234,56', '1,234.56'): with both, neither can be misread.
 */
const BANK_STYLE =
  /^[-+]?\d{1,3}(?:(?<group>[.,])\d{3})(?:\k<group>\d{3})*(?!\k<group>)[.,]\d{1,2}$/;
/** More than two digits after the separator: '1,000' is a thousand in one language, 1 in another. */
const LONG_FRACTION = /[.,]\d{3,}$/;

/**
 * What a value box holds, as a number (docs/decisions.md, 'Amounts as typed'): digits with one
 * decimal separator, a point or a comma ('23,47' as Polish writes it), spaces between groups of
 * three digits allowed ('1 234,56'), and so are both separators as banks write them ('1.234,56',
 * '1,234.56'). Anything else ('1,234', '12a', '12 15', '') is NaN, which
 * the forms refuse with a message rather than read as another amount; so are more than two
 * digits after the separator ('1,000', '2.500'): read as decimals they were a thousand times too
 * small, read as thousands a guess. The boxes are text boxes: a number box drops a comma it does
 * not expect, so '23,47' arrived as 2347.
 */
export function readAmount(text: string): number {
  const trimmed = text.trim();
  const banks = BANK_STYLE.exec(trimmed);
  if (banks) {
    const decimal = Math.max(trimmed.lastIndexOf('.'), trimmed.lastIndexOf(','));
    const whole = trimmed.slice(0, decimal).replaceAll(banks.groups?.group ?? '', '');
    return Number(`${whole}.${trimmed.slice(decimal + 1)}`);
  }
  if (!DECIMAL.test(trimmed) && !GROUPED.test(trimmed)) return Number.NaN;
  if (hasLongFraction(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
}

/** A box's text as an amount, an empty box as `empty` (0, or NaN where one is required). */
export function readAmountOr(text: string, empty: number): number {
  return text.trim() === '' ? empty : readAmount(text);
}

/** Whether the text has more than two digits after its separator (said as its own reason). */
export function hasLongFraction(text: string): boolean {
  return LONG_FRACTION.test(text.trim());
}

/**
 * An amount as a value box starts with it: with the interface language's decimal separator
 * ('1234,56' in Polish, as its amounts are shown), no grouping, cents written out ('250.10', not
 * '250.1'; a whole amount stays '250'); `readAmount` reads it back. Amounts and percentages have
 * at most two decimals (the contract's), so two are exact.
 */
export function amountBoxText(amount: number): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return currentLanguage() === 'pl' ? text.replace('.', ',') : text;
}
