// The read calls `npm run bench` measures (bench.ts), as paths under /api/v1 of whichever server
// is measured, with extra headers.

export type Target = [name: string, path: string, headers?: Record<string, string>];

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * Free-text searches of the seeded names (seed-data.ts): one of the 30 expense names (about
 * 30,000 matches in the household) and one note's number (a few dozen): the whole answer, and
 * as the transactions screen asks for a search, its page and then its figures apart (the
 * Expenses card's: one type, totals converted into PLN).
 */
const SEARCHES: Target[] = [
  ['GET /transactions?filter=pharmacy (1 in 33)', '/transactions?filter=pharmacy'],
  ['GET /transactions/page?filter=pharmacy', '/transactions/page?filter=pharmacy'],
  [
    'GET /transactions/page?filter=pharmacy, expenses',
    '/transactions/page?filter=pharmacy&transactionType=0',
  ],
  [
    'GET /transactions/page?filter=pharmacy, incomes (none)',
    '/transactions/page?filter=pharmacy&transactionType=1',
  ],
  [
    'GET /transactions/totals?filter=pharmacy, expenses, in PLN',
    '/transactions/totals?filter=pharmacy&transactionType=0&currency=0',
  ],
  ['GET /transactions?filter=note 1234 (a few dozen)', '/transactions?filter=note%201234'],
  ['GET /transactions/page?filter=note 1234', '/transactions/page?filter=note%201234'],
];

/** The seeded household's money accounts (seed-history.ts) the account calls read. */
export interface BenchAccounts {
  joint: string;
  card: string;
}

/**
 * What the money accounts screen and an account's statement ask (docs/decisions.md, 'Money
 * accounts'): the list with balances, and the card's statement with its running balance at the
 * first and at a far page, and the joint account's (the most rows) at its first.
 */
function accountTargets(householdId: string, accounts: BenchAccounts): Target[] {
  const statement = (id: string) => `/transactions/page?moneyAccountIds=${id}&sort=date`;
  return [
    ['GET /groups/:id/money-accounts (Household, 4)', `/groups/${householdId}/money-accounts`],
    ['GET /transactions/page, card statement (page 1)', statement(accounts.card)],
    ['GET /transactions/page, card statement (page 500)', `${statement(accounts.card)}&page=500`],
    ['GET /transactions/page, joint statement (page 1)', statement(accounts.joint)],
    // What the web's statement asks: its first page with the count and sums.
    [
      'GET /transactions, card statement with its count and sums',
      `${statement(accounts.card).replace('/page', '')}&order=desc`,
    ],
  ];
}

/**
 * `only`: 'reports', the calls of the accounts and reports screens alone (--only reports);
 * 'search', the free-text searches alone (--only search); 'accounts', the money accounts' calls
 * alone (--only accounts).
 */
export function readTargets(householdId: string, accounts: BenchAccounts, only?: string): Target[] {
  if (only === 'search') return [...SEARCHES];
  if (only === 'accounts') return accountTargets(householdId, accounts);
  const today = new Date().toISOString().slice(0, 10);
  const targets: Target[] =
    only === 'reports'
      ? []
      : [
          ['GET /groups', '/groups'],
          ['GET /transactions (page 1)', '/transactions'],
          ['GET /transactions (page 1,000)', '/transactions?page=1000'],
          [
            'GET /transactions (expenses of 8 years by amount, page 1,000)',
            `/transactions?transactionType=0&from=${yearsAgo(8)}&to=${today}&sort=amount&page=1000`,
          ],
          ...SEARCHES,
          ['GET /categories', '/categories'],
          ['GET /budgets (dashboard: all, no groupIds)', '/budgets'],
          // What a browser asks: the answer compressed (once, by the answer cache).
          ['GET /budgets, Accept-Encoding: br', '/budgets', { 'accept-encoding': 'br' }],
          ['GET /budgets/summary', '/budgets/summary'],
          ['GET /budgets?onlyActualPeriod=true', '/budgets?onlyActualPeriod=true'],
          ['GET /budgets?datePoint=10 years back', `/budgets?datePoint=${yearsAgo(10)}`],
        ];
  targets.push(['GET /accounts', '/accounts'], ...accountTargets(householdId, accounts));
  targets.push([
    'GET /reports/net-worth (Household, last year)',
    `/reports/net-worth?groupIds=${householdId}&from=${yearsAgo(1)}&to=${today}`,
  ]);
  // The household's balances (two people sharing its whole history): target p99 under 50 ms.
  targets.push(['GET /groups/:id/balances (Household)', `/groups/${householdId}/balances`]);
  // The seeded history spans ten years up to today: the report over all of it and over its last year.
  for (const [span, years] of [
    ['ten years', 10],
    ['one year', 1],
  ] as const) {
    const range = `groupIds=${householdId}&from=${yearsAgo(years)}&to=${today}`;
    targets.push([`GET /reports (Household, ${span})`, `/reports?${range}`]);
    targets.push([`GET /reports/budgets (Household, ${span})`, `/reports/budgets?${range}`]);
    targets.push([`GET /reports/members (Household, ${span})`, `/reports/members?${range}`]);
  }
  return targets;
}
