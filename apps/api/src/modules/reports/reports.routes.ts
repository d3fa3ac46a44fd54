import {
  monthTotalsQuerySchema,
  monthTotalsSchema,
  netWorthHistorySchema,
  reportBudgetsSchema,
  reportMembersSchema,
  reportQuerySchema,
  reportSchema,
} from '@budget/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, streamedReplies, type RoutesApp } from '../../lib/route-schema.ts';
import { quarterHour } from '../../lib/time.ts';
import { groupAccess, type GroupAccess } from '../access/group-access.ts';
import { answerKey } from '../write-path/write-path.ts';
import { exportLines } from './export-csv.ts';
import type { ReportQuery } from './report-figures.ts';

const tags = ['Reports'];
const CSV_ANSWER = 'The CSV file, as an attachment: a header row, then one row per transaction';

/**
 * An answer that depends on the day as well as on the groups and rates: kept per UTC quarter
 * hour, within which the date is the same in every time zone.
 */
async function answerOfToday<Q extends { groupIds: string[] }>(
  app: RoutesApp,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: string,
  query: Q,
  compute: (access: GroupAccess, query: Q) => Promise<unknown>,
) {
  const access = groupAccess(request);
  const key = await answerKey(access, kind, query.groupIds, query, [
    access.ratesStamp ?? 'none',
    quarterHour(),
  ]);
  return app.answers.answer(reply, key, async () => ok(await compute(access, query)));
}

/** The dashboard's this month and last month: cached like a report, and by the quarter hour. */
function monthTotalsRoute(app: RoutesApp) {
  const { reports } = app;

  app.get(
    '/reports/month-totals',
    {
      schema: {
        tags,
        summary:
          "This month's and last month's income and expenses (each group's months in its time zone), converted exactly at each transaction's date into one currency; net is the rounded income less the rounded expenses",
        querystring: monthTotalsQuerySchema,
        response: replies(monthTotalsSchema),
      },
    },
    // Which month is "this" depends on the day.
    (request, reply) =>
      answerOfToday(app, request, reply, 'month-totals', request.query, reports.monthTotals),
  );
}

/** Net worth per month: its last point is today's, so answers are kept per quarter hour. */
function netWorthRoute(app: RoutesApp) {
  const { reports } = app;

  app.get(
    '/reports/net-worth',
    {
      schema: {
        tags,
        summary:
          "The groups' net worth at the end of each month of the range (or at its end, or today): assets (current, savings, cash accounts) and liabilities (credit cards, loans), each account converted once at that day's rates",
        querystring: reportQuerySchema,
        response: replies(netWorthHistorySchema),
      },
    },
    (request, reply) =>
      answerOfToday(app, request, reply, 'net-worth', request.query, reports.netWorth),
  );
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app;
  app.addHook('onRequest', app.authenticate);
  monthTotalsRoute(app);
  netWorthRoute(app);

  /**
   * Each report is an answer of the cache: its figures and names depend on the groups' data
   * versions (names too: groups.service touchGroupsNaming) and the rates; a range names its own
   * dates.
   */
  const answerReport = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ReportQuery,
    kind: string,
    compute: (access: GroupAccess, query: ReportQuery) => Promise<unknown>,
  ) => {
    const access = groupAccess(request);
    const key = await answerKey(access, kind, query.groupIds, query, [access.ratesStamp ?? 'none']);
    return app.answers.answer(reply, key, async () => ok(await compute(access, query)));
  };

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary:
          'Income, expenses and net savings per month, spending by category, the largest expenses and budget against actual over a date range, converted exactly into one currency',
        querystring: reportQuerySchema,
        response: replies(reportSchema),
      },
    },
    (request, reply) => answerReport(request, reply, request.query, 'report', reports.report),
  );

  app.get(
    '/reports/budgets',
    {
      schema: {
        tags,
        summary:
          "Budget against actual: each budget's periods that overlap the range, their budgeted amounts added, and what they spent, converted exactly into the budget's currency",
        querystring: reportQuerySchema,
        response: replies(reportBudgetsSchema),
      },
    },
    (request, reply) =>
      answerReport(request, reply, request.query, 'report-budgets', reports.budgets),
  );

  app.get(
    '/reports/members',
    {
      schema: {
        tags,
        summary:
          "By member: what each member paid of the range's shared expenses and received of its shared incomes, and their share of each, converted exactly into one currency; transfers and transactions nobody paid are left out",
        querystring: reportQuerySchema,
        response: replies(reportMembersSchema),
      },
    },
    (request, reply) =>
      answerReport(request, reply, request.query, 'report-members', reports.members),
  );

  app.get(
    '/reports/export',
    {
      schema: {
        tags,
        summary:
          "The report's transactions as CSV (UTF-8 with a byte order mark), oldest first, streamed; text cells that a spreadsheet would run as a formula start with an apostrophe",
        querystring: reportQuerySchema,
        response: streamedReplies('text/csv', z.string(), CSV_ANSWER),
      },
    },
    async (request, reply) => {
      const access = groupAccess(request);
      const lines = await exportLines(app.db, access, request.query, access.language);
      const { from, to } = request.query;
      const name = `transactions-${from ?? 'start'}-to-${to ?? 'end'}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(lines));
    },
  );
};
