import { CSV_DATE_FORMATS, type CsvDateFormat, type CsvMapping } from '@budget/contract';
import { csvAmount, csvDate } from './csv.ts';

/** What a CSV file's values say about its columns, separators and dates (csv-detect.ts). */

export const isDateLike = (text: string) =>
  CSV_DATE_FORMATS.some((format) => csvDate(text, format) !== null);

/** An amount in either notation, with at most a currency's letters ('zł', 'EUR') around it. */
export const isAmountLike = (text: string) =>
  /\d/.test(text) &&
  (text.match(/\p{L}/gu)?.length ?? 0) <= 3 &&
  (csvAmount(text, '.', ',') !== null || csvAmount(text, ',', '.') !== null);

/** Half or more of its characters (spaces aside) are digits: '2026', not 'Address 1'. */
export const mostlyDigits = (text: string) => {
  const compact = text.replace(/\s/g, '');
  return (compact.match(/\d/g)?.length ?? 0) * 2 >= compact.length && compact.length > 0;
};

/**
 * A cell that reads as a value, so its row is data, not a header: a date, or an amount of digits
 * with no letter at all ('Address 1', 'Q1' and 'x12' are titles).
 */
export const isValueLike = (text: string) =>
  isDateLike(text) || (!/\p{L}/u.test(text) && mostlyDigits(text) && isAmountLike(text));

/**
 * The decimal separator of a file's amounts and its thousands mark. A separator followed by one
 * or two digits at the end is decimal; one followed by three ('-1.250', '3.000' in a Dutch
 * export) is a thousands mark, so the other one is decimal. On a tie, ';'-separated files are
 * the decimal-comma ones.
 */
export function findSeparators(values: string[], delimiter: string) {
  let comma = 0;
  let dot = 0;
  let space = false;
  for (const value of values) {
    const figure = value.replace(/[^\d.,]+$/, '');
    if (/,\d{1,2}$/.test(figure) || /\.\d{3}$/.test(figure)) comma += 1;
    else if (/\.\d{1,2}$/.test(figure) || /,\d{3}$/.test(figure)) dot += 1;
    if (/\d[\s\u00a0\u202f]\d{3}/.test(value)) space = true;
  }
  const decimal: CsvMapping['decimalSeparator'] =
    comma > dot || (comma === dot && delimiter === ';') ? ',' : '.';
  const other = decimal === ',' ? '.' : ',';
  const thousands: CsvMapping['thousandsSeparator'] = values.some((value) => value.includes(other))
    ? other
    : values.some((value) => value.includes("'"))
      ? "'"
      : space
        ? ' '
        : '';
  return { decimalSeparator: decimal, thousandsSeparator: thousands };
}

/** How many different values the first or the second part of 'a/b/yyyy' dates takes. */
function variety(values: string[], part: 1 | 2): number {
  return new Set(values.map((value) => /^(\d{1,2})\/(\d{1,2})\//.exec(value.trim())?.[part])).size;
}

/**
 * The layout in which most dates of the sample are real dates (a bad row does not decide). When
 * both dd/MM and MM/dd fit (no day past 12), the part that stays the same over the rows is the
 * month: a statement's rows run through days of one or two months. Only when that says nothing
 * do decimal points go with month-first dates (US) and decimal commas with day-first ones.
 */
export function findDateFormat(values: string[], decimal: string): CsvDateFormat {
  const fits = (format: CsvDateFormat) =>
    values.filter((value) => csvDate(value, format) !== null).length;
  const best = Math.max(...CSV_DATE_FORMATS.map(fits));
  const formats = CSV_DATE_FORMATS.filter((format) => best > 0 && fits(format) === best);
  const pairs = [
    ['dd/MM/yyyy', 'MM/dd/yyyy'],
    ['dd/MM/yy', 'MM/dd/yy'],
  ] as const;
  for (const [dayFirst, monthFirst] of pairs) {
    if (!formats.includes(dayFirst) || !formats.includes(monthFirst)) continue;
    const first = variety(values, 1);
    const second = variety(values, 2);
    if (second < first) return dayFirst;
    if (first < second) return monthFirst;
    return decimal === '.' ? monthFirst : dayFirst;
  }
  return formats[0] ?? 'yyyy-MM-dd';
}
