import { API_BASE_PATH, ErrorCode } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/each-database.ts';

/** The API routes a caller without a session may use; every other one needs a session. */
const PUBLIC_ROUTES = [
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/logout',
  'GET /auth/health',
  'POST /auth/forgotten-password',
  'POST /auth/reset-password',
  'POST /auth/activate-account',
  'POST /auth/resend-activation-email',
  'GET /status',
  'GET /status/version',
  // Read by a random id only the importing browser knows (imports.routes.ts).
  'GET /imports/progress/:progressId',
  // What an e-mailed invitation offers, to whoever holds its link (invitations.routes.ts).
  'GET /invitations/:token',
].map((route) => route.replace(' /', ` ${API_BASE_PATH}/`));

/** A query no list call would accept, and a path parameter longer than any id. */
const BAD_QUERY =
  'page=x&pageSize=0&transactionType=9&includeMembers=maybe&onlyActualPeriod=x&datePoint=x&budgetId=&categoryId=';
const BAD_PARAM = 'x'.repeat(90);

describeEachDatabase('authentication before validation', (ctx) => {
  const apiRoutes = () =>
    ctx().app.routeTable.filter((route) => route.url.startsWith(`${API_BASE_PATH}/`));

  it('knows the public routes it lists', () => {
    const served = apiRoutes().map((route) => `${route.method} ${route.url}`);
    for (const route of PUBLIC_ROUTES) expect(served).toContain(route);
  });

  it('answers 401 before parsing or validating the body, query or path of a guarded route', async () => {
    const guarded = apiRoutes().filter(
      (route) => !PUBLIC_ROUTES.includes(`${route.method} ${route.url}`),
    );
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const path = route.url.replace(/:\w+/g, BAD_PARAM);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const response = await ctx().app.inject({
        method: route.method as 'GET',
        url: `${path}?${BAD_QUERY}`,
        headers: { cookie: 'budget_session=not-a-session', 'content-type': 'application/json' },
        // Not even JSON: parsing it would answer 400.
        ...(withBody ? { payload: '{"name": ' } : {}),
      });
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, label).toBe(401);
      expect(response.json().errors[0].code, label).toBe(ErrorCode.Unauthorized);
    }
  });
});
