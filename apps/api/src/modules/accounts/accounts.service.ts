import { Currency, TransactionType, type Account, type Accounts } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { ExactFigures, ZERO, add, rangeSums, wire } from '../reports/money-figures.ts';
import { FIRST_DAY, LAST_DAY, lastDayOf } from '../reports/report-range.ts';
import { NetWorthFigures } from '../money-accounts/net-worth.ts';
import { createNetWorthReader } from '../money-accounts/net-worth-now.ts';
import { groupsWithLatest, totalsOf } from './accounts.repository.ts';

/** Per-currency sums in currency order, zero sums left out. */
function perCurrency(sums: Map<number, number>) {
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([currency, amount]) => ({ currency, amount: fromMinorUnits(amount) }));
}

function addTo(map: Map<number, number>, currency: number, amount: number) {
  map.set(currency, (map.get(currency) ?? 0) + amount);
}

/**
 * Each of the caller's groups as a shared account: balances from the running totals, this
 * month (in the group's time zone) and the converted balance from the month sums, exactly.
 */
export function createAccountsService({
  db,
  rates,
}: {
  db: Kysely<Database>;
  rates: RatesService;
}) {
  const netWorthsNow = createNetWorthReader(db);
  return {
    async list(access: GroupAccess, requested?: number): Promise<Accounts> {
      const groupIds = await access.groupsFor(GroupAction.Read);
      const currency = requested ?? Currency.PLN;
      const book = await rates.bookAt(access.ratesStamp);
      const groups = await groupsWithLatest(db, groupIds);
      const totals = Map.groupBy(await totalsOf(db, groupIds), (row) => row.group_id);
      const types = [TransactionType.Expense, TransactionType.Income];
      const all = { groupIds, categories: null, types, byGroup: true };
      const figures = new ExactFigures();
      for (const sum of await rangeSums(db, book, { from: FIRST_DAY, to: LAST_DAY }, all))
        figures.add(sum.groupId, sum.currency, sum.rateDay, sum.amount);
      const converted = figures.convert(book, currency);
      // What the money accounts hold today, at today's rates (docs/decisions.md, 'Money accounts').
      const todays = groups.map((group) => ({
        id: group.id,
        today: dateIn(group.time_zone ?? serverTimeZone()),
      }));
      const netWorths = await netWorthsNow(access, book, todays, currency);
      const netWorth = new NetWorthFigures(book, currency);

      let total = ZERO;
      const accounts: Account[] = [];
      for (const group of groups) {
        const month = dateIn(group.time_zone ?? serverTimeZone()).slice(0, 7);
        const balances = new Map<number, number>();
        let count = 0;
        // Counted as the transactions screen counts (every type); the balance is incomes less
        // expenses, which transfers and settlements leave as it is.
        for (const row of totals.get(group.id) ?? []) {
          count += Number(row.transaction_count);
          const type = Number(row.transaction_type);
          if (type !== TransactionType.Expense && type !== TransactionType.Income) continue;
          addTo(balances, Number(row.currency), Number(row.amount));
        }
        const income = new Map<number, number>();
        const expenses = new Map<number, number>();
        const thisMonth = { from: `${month}-01`, to: lastDayOf(month) };
        for (const sum of await rangeSums(db, book, thisMonth, { ...all, groupIds: [group.id] })) {
          if (sum.transactionType === TransactionType.Income)
            addTo(income, sum.currency, sum.amount);
          else addTo(expenses, sum.currency, -sum.amount);
        }
        const groupNetWorth = netWorths.get(group.id) ?? new NetWorthFigures(book, currency);
        netWorth.addAll(groupNetWorth);
        const value = converted.get(group.id) ?? ZERO;
        total = add(total, value);
        accounts.push({
          groupId: group.id,
          name: group.name,
          role: (await access.require(group.id, GroupAction.Read)) as Account['role'],
          balances: perCurrency(balances),
          convertedBalance: wire(value),
          month,
          monthIncome: perCurrency(income),
          monthExpenses: perCurrency(expenses),
          transactionCount: count,
          lastTransactionDate: group.latest ?? null,
          netWorth: groupNetWorth.toNetWorth(),
        });
      }
      return {
        accounts,
        currency,
        total: wire(total),
        netWorth: netWorth.toNetWorth(),
        unconvertedCurrencies: [...figures.unconverted].sort((a, b) => a - b),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
