import fc from 'fast-check';
import { addDays } from '../lib/periods.ts';
import { partsChoice } from './category-parts-body.ts';

/**
 * Random sequences of what people do to a group's money, for property tests of the write path:
 * commands name things by position (`pick`), resolved against what exists when they run.
 */
export const FIRST_DAY = '2025-12-01';
const DAYS = 90;

export type Who = 'owner' | 'partner';

const who = fc.constantFrom<Who>('owner', 'owner', 'partner');
const day = fc.integer({ min: 0, max: DAYS - 1 });
const pick = fc.nat({ max: 50 });
const group = fc.constantFrom(0, 1);
const currency = fc.constantFrom(0, 1, 2); // PLN, USD, EUR
const cats = fc.array(fc.nat({ max: 9 }), { maxLength: 3 });
/** Which server process sends it: 0 keeps an answer cache, 1 has none. */
const via = fc.constantFrom(0, 1);

/** A money account of the transaction's group by position; null: the group's default. */
const account = fc.option(pick, { nil: null });

const transactionFields = {
  group,
  type: fc.constantFrom(0, 1), // Expense, Income
  day,
  cents: fc.integer({ min: 1, max: 99_999 }),
  currency,
  cats,
  account,
  parts: partsChoice,
};
/** A transfer between two accounts of a group; `toCents` null: the same or converted. */
const transferFields = {
  group,
  from: pick,
  to: pick,
  day,
  cents: fc.integer({ min: 1, max: 99_999 }),
  toCents: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
};
const budgetFields = {
  periodType: fc.constantFrom(0, 1, 2, 3),
  day,
  length: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  currency,
  cats,
  cents: fc.integer({ min: 0, max: 500_000 }),
};

const single = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('addTransaction'), who, via, ...transactionFields }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('editTransaction'),
      who,
      via,
      pick,
      ...transactionFields,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteTransaction'), who, via, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addCategory'),
      who,
      via,
      group,
      name: fc.constantFrom('Food', 'Rent', 'Fun', 'Car', 'food'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renameCategory'),
      who,
      via,
      pick,
      name: fc.constantFrom('Food', 'Home', 'Kids'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteCategory'), who, via, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('addBudget'), who, via, group, ...budgetFields }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('editBudget'), who, via, pick, ...budgetFields }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteBudget'), who, via, pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('membership'),
      via,
      role: fc.constantFrom('member', 'viewer', 'remove'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('importRates'),
      via,
      day,
      eur: fc.integer({ min: 40_000, max: 46_000 }),
      usd: fc.integer({ min: 36_000, max: 42_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('addAccount'), who, via, group, currency }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('closeAccount'),
      who,
      via,
      pick,
      closed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteAccount'), who, via, pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('addTransfer'), who, via, ...transferFields }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('editTransfer'), who, via, pick, ...transferFields }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('clear'),
      who,
      via,
      pick,
      account: pick,
      cleared: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reconcile'), who, via, account: pick, day }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read') }) },
);

export type SingleCommand = typeof single extends fc.Arbitrary<infer C> ? C : never;
export type Command = SingleCommand | { kind: 'parallel'; commands: SingleCommand[] };

/** A sequence of commands; some run several at once, to race on the same groups. */
export const commandSequence = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: single },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('parallel' as const),
        commands: fc.array(single, { minLength: 2, maxLength: 6 }),
      }),
    },
  ),
  { minLength: 8, maxLength: 40, size: 'medium' },
);

export const dateOf = (offset: number) => addDays(FIRST_DAY, offset);

/** Positions into the list, or nothing when it is empty. */
export function at<T>(list: readonly T[], position: number): T | undefined {
  return list.length === 0 ? undefined : list[position % list.length];
}

export function budgetBody(command: {
  periodType: number;
  day: number;
  length: number | null;
  currency: number;
  cents: number;
}) {
  const startDate = dateOf(command.day);
  return {
    name: `Budget ${command.day}`,
    description: null,
    amount: command.cents / 100,
    currency: command.currency,
    periodType: command.periodType,
    startDate,
    endDate: command.length === null ? null : addDays(startDate, command.length),
  };
}
