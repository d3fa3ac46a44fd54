import {
  Currency,
  type MonthTotals,
  type NetWorthHistory,
  type Report,
  type ReportBudget,
  type ReportMembers,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import type { ReportQuery as Query } from './report-figures.ts';
import { runReportJob, type ReportJob, type ReportResults } from './report-jobs.ts';
import { FIRST_DAY, LAST_DAY } from './report-range.ts';
import { memberFigures, namedMembers, type MemberFigures } from './report-members.ts';
import { monthTotals } from './month-totals.ts';
import { KeptByVersion } from '../money-accounts/kept-by-version.ts';
import {
  netWorthHistory,
  netWorthRowsOf,
  type NetWorthRows,
} from '../money-accounts/net-worth-history.ts';
import type { ReportThreads } from './report-threads.ts';

/** Reports by member kept per process (a few hundred bytes each), as the balances keep theirs. */
const MEMBER_FIGURES_KEPT = 256;

/** Authorised here, in the request's thread: the job carries only the groups found readable. */
async function job<K extends keyof ReportResults>(
  access: GroupAccess,
  kind: K,
  query: Query,
): Promise<ReportJob<K>> {
  const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
  return { kind, groupIds, query, ratesStamp: access.ratesStamp };
}

/** With `threads`, reports and budget against actual are computed off the request thread. */
export function createReportsService(
  db: Kysely<Database>,
  rates: RatesService,
  threads: ReportThreads | null = null,
) {
  const keptMemberFigures = new Map<string, MemberFigures>();
  // The accounts' month sums span the groups' history: read once per data versions and end.
  const keptNetWorthRows = new KeptByVersion<NetWorthRows>();
  const run = <K extends keyof ReportResults>(job: ReportJob<K>) =>
    threads ? threads.run(job) : runReportJob(db, rates, job);

  return {
    /**
     * Who paid and received how much over the range, and each member's share (docs/decisions.md,
     * 'Splits'). The money is kept per groups' data versions and rates; the names are read anew,
     * since a member who leaves or renames changes no data version.
     */
    async members(access: GroupAccess, query: Query): Promise<ReportMembers> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const currency = query.currency ?? Currency.PLN;
      const range = { from: query.from ?? FIRST_DAY, to: query.to ?? LAST_DAY };
      const versions = await access.versionsOf(groupIds);
      const key = `${versions}|${access.ratesStamp}|${currency}|${range.from}|${range.to}`;
      let figures = keptMemberFigures.get(key);
      if (!figures) {
        const book = await rates.bookAt(access.ratesStamp);
        figures = await memberFigures(db, book, groupIds, range, currency);
        keptMemberFigures.set(key, figures);
        if (keptMemberFigures.size > MEMBER_FIGURES_KEPT)
          keptMemberFigures.delete(keptMemberFigures.keys().next().value as string);
      }
      return {
        from: query.from ?? null,
        to: query.to ?? null,
        currency,
        members: await namedMembers(db, groupIds, figures.members),
        shared: {
          expenses: fromMinorUnits(figures.shared.expenses),
          income: fromMinorUnits(figures.shared.income),
        },
        unshared: {
          expenses: fromMinorUnits(figures.unshared.expenses),
          income: fromMinorUnits(figures.unshared.income),
        },
        unconvertedCurrencies: figures.unconverted,
      };
    },

    /** Budget against actual over the range: a call of its own, as it reads every budget. */
    async budgets(access: GroupAccess, query: Query): Promise<ReportBudget[]> {
      return run(await job(access, 'budgets', query));
    },

    /** This month's and last month's income and expenses (the dashboard's 'Money in and out'). */
    async monthTotals(
      access: GroupAccess,
      query: { groupIds: string[]; currency?: number },
    ): Promise<MonthTotals> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const book = await rates.bookAt(access.ratesStamp);
      return monthTotals(db, book, groupIds, query.currency ?? Currency.PLN);
    },

    /** Net worth at each month's end over the range (docs/decisions.md, 'Money accounts'). */
    async netWorth(access: GroupAccess, query: Query): Promise<NetWorthHistory> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const book = await rates.bookAt(access.ratesStamp);
      const versions = await access.versionsOf(groupIds);
      const rowsUpTo = (end: string) =>
        keptNetWorthRows.get(`${versions}|${end}`, () => netWorthRowsOf(db, groupIds, end));
      const currency = query.currency ?? Currency.PLN;
      return netWorthHistory(db, book, groupIds, query, currency, rowsUpTo);
    },

    async report(access: GroupAccess, query: Query): Promise<Report> {
      return run(await job(access, 'report', query));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
