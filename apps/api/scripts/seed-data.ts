import { Currency, TransactionType } from '@budget/contract';

/** Deterministic pseudo-random numbers (mulberry32), so every seed run builds the same history. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

export const HOUSEHOLD_CATEGORIES = [
  'Groceries',
  'Rent',
  'Electricity',
  'Gas',
  'Water',
  'Internet',
  'Phone',
  'Fuel',
  'Public transport',
  'Car service',
  'Insurance',
  'Health',
  'Pharmacy',
  'Clothes',
  'Shoes',
  'Kids',
  'School',
  'Books',
  'Restaurants',
  'Coffee',
  'Cinema',
  'Sport',
  'Holidays',
  'Gifts',
  'Home repairs',
  'Furniture',
  'Pets',
  'Subscriptions',
  'Salary',
  'Savings',
] as const;

const EXPENSE_NAMES = [
  'Weekly shopping',
  'Bakery',
  'Monthly rent',
  'Electricity bill',
  'Gas bill',
  'Fibre internet',
  'Mobile plan',
  'Petrol',
  'Train tickets',
  'Oil change',
  'Home insurance',
  'Dentist',
  'Vitamins',
  'Winter jacket',
  'Running shoes',
  'School trip',
  'Notebooks',
  'Novel',
  'Pizza night',
  'Latte',
  'Cinema tickets',
  'Gym pass',
  'Hotel',
  'Birthday present',
  'Plumber',
  'Bookshelf',
  'Cat food',
  'Streaming',
  'Market',
  'Pharmacy',
] as const;

const INCOME_NAMES = [
  'Salary',
  'Bonus',
  'Freelance invoice',
  'Tax refund',
  'Interest',
  'Sold bike',
] as const;

/** Mostly PLN, some travel and savings currencies. */
const CURRENCY_MIX: readonly number[] = [
  ...Array<number>(16).fill(Currency.PLN),
  Currency.EUR,
  Currency.EUR,
  Currency.USD,
  Currency.GBP,
];

export interface SeedTransaction {
  transaction_type: number;
  name: string;
  description: string | null;
  amount: number;
  currency: number;
  date: string;
  /** Indexes into the group's categories. */
  categories: number[];
}

/** One plausible transaction on a day: 9 in 10 are expenses. */
export function makeTransaction(
  rng: ReturnType<typeof random>,
  date: string,
  categoryCount: number,
): SeedTransaction {
  const income = rng.next() < 0.1;
  const currency = rng.pick(CURRENCY_MIX);
  const minor = income ? rng.int(200_000, 900_000) : rng.int(100, 50_000);
  const categories: number[] = [];
  if (categoryCount > 0 && rng.next() < 0.85) {
    categories.push(rng.int(0, categoryCount - 1));
    if (rng.next() < 0.3) {
      const second = rng.int(0, categoryCount - 1);
      if (second !== categories[0]) categories.push(second);
    }
  }
  return {
    transaction_type: income ? TransactionType.Income : TransactionType.Expense,
    name: income ? rng.pick(INCOME_NAMES) : rng.pick(EXPENSE_NAMES),
    description: rng.next() < 0.3 ? `Note ${rng.int(1, 9999)}` : null,
    amount: income ? minor : -minor,
    currency,
    date,
    categories,
  };
}

/** yyyy-MM-dd of the day `daysAgo` before `end`. */
export function dayBefore(end: Date, daysAgo: number): string {
  return new Date(end.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
