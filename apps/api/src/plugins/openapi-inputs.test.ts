import { MemberRole, isCalendarDate, type Budget, type Transaction } from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../test/accounts.ts';
import { describeEachDatabase } from '../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../test/groups.ts';
import { requestFields, type Schema } from '../test/openapi.ts';
import type { TestResponse } from '../test/test-app.ts';

/** Dates at the edges of what a yyyy-MM-dd pattern can say, and leap days. */
const DATES = ['0000-01-01', '0000-02-29', '1900-02-28', '2000-02-29', '2024-02-29', '9999-12-31'];

/**
 * Values the served OpenAPI document declares valid, sent as a schema-driven fuzzer would send
 * them: every one must be accepted (no 400, and no 5xx either).
 */
describeEachDatabase('inputs the OpenAPI document declares valid', (ctx) => {
  let fields: ReturnType<typeof requestFields> = [];
  let home: GroupFixture;
  const field = (route: string, name: string): Schema => {
    const found = fields.find((f) => f.route === route && f.name === name);
    if (!found) throw new Error(`${route} has no field ${name}`);
    return found.schema;
  };
  /** The document's own bounds and step, and multiples a fuzzer computes as k x multipleOf. */
  const amounts = (route: string) => {
    const { minimum, maximum, multipleOf } = field(route, 'amount') as {
      minimum: number;
      maximum: number;
      multipleOf: number;
    };
    const multiples = [1, 7, 35, 57, 70, 123_457, 99_999_999_999].map((k) => k * multipleOf);
    return [minimum, maximum, ...multiples].filter((value) => value >= minimum && value <= maximum);
  };
  const dates = (route: string, name: string) => {
    const pattern = new RegExp(field(route, name).pattern as string, 'u');
    for (const date of DATES) expect(pattern.test(date), date).toBe(true);
    return DATES;
  };
  const enumOf = (route: string, name: string) => field(route, name).enum as number[];
  const accepted = (response: TestResponse, what: string) =>
    expect(response.status, `${what}: ${JSON.stringify(response.body.errors)}`).toBeLessThan(300);

  beforeAll(async () => {
    const document = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    fields = requestFields(document.json());
    home = await ownerWithGroup(ctx());
  });

  it('accepts every amount, date and enumeration value of a transaction', async () => {
    const client = home.ownerClient;
    const base = {
      transactionType: 0,
      name: 'Fuzz',
      groupId: home.group.id,
      date: '2026-01-15',
      amount: 1,
      currency: 0,
    };
    const variants: Record<string, unknown>[] = [
      ...amounts('POST /api/v1/transactions').map((amount) => ({ amount })),
      ...dates('POST /api/v1/transactions', 'date').map((date) => ({ date, endDate: date })),
      ...enumOf('POST /api/v1/transactions', 'currency').map((currency) => ({ currency })),
      ...enumOf('POST /api/v1/transactions', 'transactionType').map((type) => ({
        transactionType: type,
      })),
      ...enumOf('POST /api/v1/transactions', 'recurringPeriod').map((period) => ({
        recurring: true,
        recurringPeriod: period,
      })),
    ];
    for (const variant of variants) {
      const created = await client.post<Transaction>('/transactions', { ...base, ...variant });
      accepted(created, `POST ${JSON.stringify(variant)}`);
      const { id } = created.body.data;
      const updated = await client.put('/transactions', { ...base, ...variant, transactionId: id });
      accepted(updated, `PUT ${JSON.stringify(variant)}`);
    }
    for (const type of enumOf('GET /api/v1/transactions', 'transactionType')) {
      accepted(await client.get(`/transactions?transactionType=${type}`), `type ${type}`);
    }
  });

  it('accepts every amount, date and enumeration value of a budget, and lists them', async () => {
    const client = home.ownerClient;
    const base = {
      name: 'Fuzz',
      groupId: home.group.id,
      amount: 10,
      currency: 0,
      periodType: 2,
      startDate: '2026-01-01',
    };
    const route = 'POST /api/v1/budgets';
    const periodTypes = enumOf(route, 'periodType');
    const variants: Record<string, unknown>[] = [
      ...amounts(route).map((amount) => ({ amount })),
      ...enumOf(route, 'currency').map((currency) => ({ currency })),
      ...dates(route, 'startDate').flatMap((startDate) =>
        periodTypes.map((periodType) => ({ startDate, periodType })),
      ),
      ...dates(route, 'endDate').map((endDate) => ({ startDate: '0000-01-01', endDate })),
    ];
    for (const variant of variants) {
      const created = await client.post<Budget>('/budgets', { ...base, ...variant });
      accepted(created, `POST ${JSON.stringify(variant)}`);
      const { id, groupId: _groupId, ...rest } = { ...base, ...variant, id: created.body.data.id };
      accepted(await client.put('/budgets', { ...rest, budgetId: id }), `PUT ${id}`);
    }
    for (const datePoint of [
      ...dates('GET /api/v1/budgets', 'datePoint'),
      '2026-01-15T10:00:00Z',
    ]) {
      const list = await client.get<Budget[]>(`/budgets?datePoint=${datePoint}`);
      accepted(list, `datePoint ${datePoint}`);
      // The answer's own dates stay within what yyyy-MM-dd can say, even at 9999-12-31.
      for (const usage of list.body.data.flatMap((budget) => budget.budgetUsages)) {
        expect(isCalendarDate(usage.periodStart), usage.periodStart).toBe(true);
        expect(isCalendarDate(usage.periodEnd), usage.periodEnd).toBe(true);
      }
    }
    accepted(await client.get('/budgets?onlyActualPeriod=true'), 'today');
    accepted(await client.get('/budgets/summary'), 'summary');
  });

  it('accepts every role the group calls declare', async () => {
    const client = home.ownerClient;
    for (const role of enumOf('PUT /api/v1/groups/assign-users', 'role')) {
      const user = await createUser(ctx());
      const body = { groupId: home.group.id, userEmails: [user.email], role };
      accepted(await client.put('/groups/assign-users', body), `invite as ${role}`);
    }
    const member = await createUser(ctx());
    await client.put('/groups/assign-users', {
      groupId: home.group.id,
      userEmails: [member.email],
    });
    // Owner last: the member then stays an Owner beside the first one.
    const roles = enumOf('PUT /api/v1/groups/change-user-role', 'role');
    expect(roles).toContain(MemberRole.Owner);
    for (const role of [...roles.filter((r) => r !== MemberRole.Owner), MemberRole.Owner]) {
      const body = { groupId: home.group.id, userId: member.id, role };
      accepted(await client.put('/groups/change-user-role', body), `role ${role}`);
    }
  });
});
