import type { Accounts, accountsQuerySchema } from './accounts.ts';
import type { QueryOf } from './query-of.ts';
import type { NetWorthHistory } from './net-worth.ts';
import type {
  MonthTotals,
  monthTotalsQuerySchema,
  Report,
  ReportBudget,
  ReportMembers,
  reportQuerySchema,
} from './reports.ts';

type ReportQueryParams = QueryOf<typeof reportQuerySchema>;

/** The endpoints of the reports and accounts screens, part of ApiEndpoints. */
export interface ReportEndpoints {
  'GET /reports': { query: ReportQueryParams; response: Report };
  'GET /reports/budgets': { query: ReportQueryParams; response: ReportBudget[] };
  'GET /reports/members': { query: ReportQueryParams; response: ReportMembers };
  'GET /reports/net-worth': { query: ReportQueryParams; response: NetWorthHistory };
  'GET /reports/month-totals': {
    query: QueryOf<typeof monthTotalsQuerySchema>;
    response: MonthTotals;
  };
  /** CSV text (UTF-8 with a byte order mark), not an envelope. */
  'GET /reports/export': { query: ReportQueryParams; response: string };

  'GET /accounts': { query: QueryOf<typeof accountsQuerySchema>; response: Accounts };
}
