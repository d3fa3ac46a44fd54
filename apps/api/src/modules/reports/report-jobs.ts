import type { ErrorCode, ErrorDetails, Report, ReportBudget } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { budgetActuals } from './budget-actuals.ts';
import { reportFigures, type ReportQuery } from './report-figures.ts';
import { FIRST_DAY, LAST_DAY } from './report-range.ts';

/** What each kind of report job answers. */
export interface ReportResults {
  report: Report;
  budgets: ReportBudget[];
}

/**
 * A report to compute for groups the caller was found to read: everything the computation needs,
 * as plain data, so that a report thread can run it (report-threads.ts).
 */
export interface ReportJob<K extends keyof ReportResults = keyof ReportResults> {
  kind: K;
  groupIds: string[];
  query: ReportQuery;
  /** The rates the caller's session converts with (the answer cache keys by it too). */
  ratesStamp: string | null;
}

/** Computes a report job against a database, in whichever thread calls it. */
export async function runReportJob<K extends keyof ReportResults>(
  db: Kysely<Database>,
  rates: Pick<RatesService, 'bookAt'>,
  job: ReportJob<K>,
): Promise<ReportResults[K]> {
  const book = await rates.bookAt(job.ratesStamp);
  const { groupIds, query } = job;
  if (job.kind === 'report') {
    return (await reportFigures(db, book, groupIds, query)) as ReportResults[K];
  }
  const range = { from: query.from ?? FIRST_DAY, to: query.to ?? LAST_DAY };
  return (await budgetActuals(db, book, groupIds, range)) as ReportResults[K];
}

/** A failure as it crosses from a report thread: the client's errors keep their answer. */
export type ThreadFailure =
  | {
      app: {
        statusCode: number;
        code: ErrorCode;
        message: string;
        details: ErrorDetails | null;
        headers?: Record<string, string>;
      };
    }
  | { message: string; stack?: string };

export function toThreadFailure(error: unknown): ThreadFailure {
  if (error instanceof AppError) {
    const { statusCode, code, message, details, headers } = error;
    return { app: { statusCode, code, message, details, ...(headers ? { headers } : {}) } };
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  return { message: failure.message, stack: failure.stack };
}

export function fromThreadFailure(failure: ThreadFailure): Error {
  if ('app' in failure) {
    const { statusCode, code, message, details, headers } = failure.app;
    const error = new AppError(statusCode, code, message, details ?? undefined);
    error.headers = headers;
    return error;
  }
  // The thread's stack goes in the cause: the logged error says it came from a report thread.
  return new Error(`Report thread: ${failure.message}`, {
    cause: Object.assign(new Error(failure.message), { stack: failure.stack }),
  });
}
