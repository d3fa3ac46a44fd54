import { currencyCode, type CurrencyCode } from '@budget/contract';
import {
  divide,
  multiply,
  parseDecimal,
  rational,
  roundHalfAwayFromZero,
  type Rational,
} from '../../lib/rational.ts';

/** Currencies replaced by the euro convert at their fixed conversion rates (units per 1 EUR). */
export const FIXED_EURO_RATES: Partial<Record<CurrencyCode, Rational>> = {
  LTL: parseDecimal('3.4528'),
  LVL: parseDecimal('0.702804'),
  HRK: parseDecimal('7.5345'),
};

export interface RateRow {
  code: string;
  effectiveDate: string;
  mid: string;
}

interface DatedRate {
  date: string;
  mid: Rational;
}

/**
 * PLN mid rates by currency and date, as NBP table A publishes them (PLN per unit). A date uses
 * the rate of that day or the nearest earlier table; a date before the first table uses the
 * first table (the closest known). Currencies with no table at all have no rate.
 */
export class RateBook {
  private readonly byCode = new Map<string, DatedRate[]>();

  /** Every table's effective date, ascending. */
  private readonly tableDays: string[];

  constructor(rows: Iterable<RateRow>) {
    const days = new Set<string>();
    for (const row of rows) {
      const list = this.byCode.get(row.code) ?? [];
      list.push({ date: row.effectiveDate, mid: parseDecimal(row.mid) });
      this.byCode.set(row.code, list);
      days.add(row.effectiveDate);
    }
    for (const list of this.byCode.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
    this.tableDays = [...days].sort();
  }

  /**
   * The effective date of the latest table on or before the date, '' before the first. No table
   * starts between two dates that share it, so on both every currency's rate comes from the same
   * table: amounts summed per rate day convert exactly (docs/decisions.md, 'Reports and accounts').
   */
  rateDay(date: string): string {
    const days = this.tableDays;
    let low = 0;
    let high = days.length - 1;
    let found = '';
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = days[middle] as string;
      if (day <= date) {
        found = day;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  /** The tables' effective dates, ascending. */
  get rateDays(): readonly string[] {
    return this.tableDays;
  }

  /** The table entry that applies to a currency with its own rates, on the date. */
  private entry(code: string, date: string): DatedRate | null {
    const list = this.byCode.get(code);
    if (!list || list.length === 0) return null;
    let low = 0;
    let high = list.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((list[middle] as DatedRate).date <= date) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return list[Math.max(found, 0)] as DatedRate;
  }

  /**
   * Which table the currency's rate on the date comes from: its effective date ('PLN' for the
   * zloty itself), or null without any table. Dates that share it convert at the same rate.
   */
  rateSource(currency: number, date: string): string | null {
    const code = currencyCode(currency);
    if (code === 'PLN') return 'PLN';
    return this.entry(FIXED_EURO_RATES[code] ? 'EUR' : code, date)?.date ?? null;
  }

  /** PLN per one unit of the currency on the date, or null when it cannot be known. */
  plnPerUnit(currency: number, date: string): Rational | null {
    const code = currencyCode(currency);
    if (code === 'PLN') return rational(1n);
    const fixed = FIXED_EURO_RATES[code];
    if (fixed) {
      const euro = this.entry('EUR', date);
      return euro ? divide(euro.mid, fixed) : null;
    }
    return this.entry(code, date)?.mid ?? null;
  }

  /** The exact value of an amount (minor units) in another currency, or null without rates. */
  convertExact(amountMinor: bigint, from: number, to: number, date: string): Rational | null {
    if (from === to) return rational(amountMinor);
    const fromRate = this.plnPerUnit(from, date);
    const toRate = this.plnPerUnit(to, date);
    if (!fromRate || !toRate) return null;
    return divide(multiply(rational(amountMinor), fromRate), toRate);
  }

  /** As convertExact, rounded half away from zero to minor units. */
  convert(amountMinor: bigint, from: number, to: number, date: string): bigint | null {
    const exact = this.convertExact(amountMinor, from, to, date);
    return exact ? roundHalfAwayFromZero(exact) : null;
  }
}
