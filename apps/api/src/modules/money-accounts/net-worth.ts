import { isLiabilityKind, type NetWorth } from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import type { RateBook } from '../currencies/rate-book.ts';

/** What one account holds in one currency (signed minor units). */
export interface Holding {
  kind: number;
  currency: number;
  amount: number;
}

interface CurrencyPart {
  assets: number;
  liabilities: number;
  /** The sum of this currency's holdings, each converted and rounded once; null without a rate. */
  converted: bigint | null;
}

/**
 * Net worth added up account by account (docs/decisions.md, 'Money accounts'): each account's
 * amount in each currency is converted once at the date's rates and rounded once, and every
 * converted figure is a sum of those rounded parts, so the parts shown add up to the whole.
 */
export class NetWorthFigures {
  private readonly parts = new Map<number, CurrencyPart>();
  private assets = 0n;
  private liabilities = 0n;
  private readonly unconverted = new Set<number>();

  private readonly book: RateBook;
  private readonly to: number;

  constructor(book: RateBook, to: number) {
    this.book = book;
    this.to = to;
  }

  /** The holding as it stood on `date`, converted at that date's rates. */
  add(holding: Holding, date: string): void {
    if (holding.amount === 0) return;
    const liability = isLiabilityKind(holding.kind);
    const part = this.partOf(holding.currency);
    if (liability) part.liabilities -= holding.amount;
    else part.assets += holding.amount;
    const converted = this.book.convert(BigInt(holding.amount), holding.currency, this.to, date);
    if (converted === null) {
      part.converted = null;
      this.unconverted.add(holding.currency);
      return;
    }
    if (part.converted !== null) part.converted += converted;
    if (liability) this.liabilities -= converted;
    else this.assets += converted;
  }

  /** Another group's figures added to these (both in the same currency). */
  addAll(other: NetWorthFigures): void {
    for (const [currency, theirs] of other.parts) {
      const part = this.partOf(currency);
      part.assets += theirs.assets;
      part.liabilities += theirs.liabilities;
      part.converted =
        part.converted === null || theirs.converted === null
          ? null
          : part.converted + theirs.converted;
    }
    this.assets += other.assets;
    this.liabilities += other.liabilities;
    for (const currency of other.unconverted) this.unconverted.add(currency);
  }

  private partOf(currency: number): CurrencyPart {
    let part = this.parts.get(currency);
    if (!part) this.parts.set(currency, (part = { assets: 0, liabilities: 0, converted: 0n }));
    return part;
  }

  /** The converted figures alone, for a point of the history. */
  totals() {
    return {
      assets: fromMinorUnits(this.assets),
      liabilities: fromMinorUnits(this.liabilities),
      net: fromMinorUnits(this.assets - this.liabilities),
    };
  }

  unconvertedCurrencies(): number[] {
    return [...this.unconverted].sort((a, b) => a - b);
  }

  toNetWorth(): NetWorth {
    const currencies = [...this.parts]
      .filter(([, part]) => part.assets !== 0 || part.liabilities !== 0)
      .sort(([a], [b]) => a - b)
      .map(([currency, part]) => ({
        currency,
        assets: fromMinorUnits(part.assets),
        liabilities: fromMinorUnits(part.liabilities),
        net: fromMinorUnits(part.assets - part.liabilities),
        convertedNet: part.converted === null ? null : fromMinorUnits(part.converted),
      }));
    return { currencies, ...this.totals(), unconvertedCurrencies: this.unconvertedCurrencies() };
  }
}

/**
 * What an account holds per currency: its opening balance plus its sums in its own currency,
 * and its sums in any other (old households kept several currencies in one account).
 */
export function holdingsOf(
  account: { kind: number | string; currency: number | string; opening_balance: number | string },
  sums: readonly { currency: number | string; amount: number | string }[],
): Holding[] {
  const kind = Number(account.kind);
  const own: Holding = {
    kind,
    currency: Number(account.currency),
    amount: Number(account.opening_balance),
  };
  const others = new Map<number, Holding>();
  for (const sum of sums) {
    const currency = Number(sum.currency);
    if (currency === own.currency) own.amount += Number(sum.amount);
    else {
      const other = others.get(currency) ?? { kind, currency, amount: 0 };
      other.amount += Number(sum.amount);
      others.set(currency, other);
    }
  }
  return [own, ...others.values()];
}
