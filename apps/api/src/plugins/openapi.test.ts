import { MAX_AMOUNT, currencies } from '@budget/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { requestFields, type Schema } from '../test/openapi.ts';
import { loadConfig } from './config.ts';

/** The yyyy-MM-dd dates of a year, real or not (02-30, 04-31), for checking the date pattern. */
function everyDayText(year: string): string[] {
  const days: string[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (let day = 1; day <= 31; day += 1) {
      days.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    }
  }
  return days;
}

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

describe('the OpenAPI document states what the server enforces', () => {
  let fields: ReturnType<typeof requestFields> = [];
  let paths: Record<string, Record<string, { responses?: Record<string, Schema> }>> = {};
  const named = (pattern: RegExp) => fields.filter((field) => pattern.test(field.name));

  beforeAll(async () => {
    const app = await buildApp({
      config: loadConfig({ DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' }),
      logger: false,
    });
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    fields = requestFields(document);
    paths = document.paths;
    await app.close();
  });

  it('declares for every operation its answer and the error envelope of its failures', () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, operation } of operations) {
      const codes = Object.keys(operation.responses ?? {});
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['4XX', '5XX']));
      expect(
        codes.some((code) => code.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
    const csv = paths['/api/v1/reports/export']?.get?.responses?.['200'] as Schema;
    expect(Object.keys(csv.content as Schema)).toEqual(['text/csv']);
    const backup = paths['/api/v1/groups/{groupId}/backup']?.get?.responses?.['200'] as Schema;
    expect(Object.keys(backup.content as Schema)).toEqual(['application/json']);
  });

  it('gives every date a pattern that matches exactly the real dates', () => {
    const dates = named(/^(date|startDate|endDate|datePoint)$/);
    expect(dates.map((field) => field.route)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/transactions',
        'PUT /api/v1/transactions',
        'POST /api/v1/budgets',
        'PUT /api/v1/budgets',
        'GET /api/v1/budgets',
      ]),
    );
    const days = ['0000', '0004', '1900', '1999', '2000', '2024', '2100', '9999'].flatMap(
      everyDayText,
    );
    for (const { route, name, schema } of dates) {
      expect(schema.pattern, `${route} ${name}`).toEqual(expect.any(String));
      const pattern = new RegExp(schema.pattern as string, 'u');
      for (const day of days) expect(pattern.test(day), `${name} ${day}`).toBe(isRealDate(day));
      for (const text of ['2024-1-01', '20240101', '2024-01-01 ', ' 2024-01-01', '+02024-01-01']) {
        expect(pattern.test(text), `${name} '${text}'`).toBe(false);
      }
    }
  });

  it('states amounts as multiples of 0.01 between their bounds', () => {
    const amounts = named(/^amount$/);
    expect(amounts.map((field) => field.route).sort()).toEqual([
      'POST /api/v1/budgets',
      // A backup's budgets, transactions, recurring series and transfers between accounts, and
      // the category parts of its transactions and series.
      'POST /api/v1/groups/restore',
      'POST /api/v1/groups/restore',
      'POST /api/v1/groups/restore',
      'POST /api/v1/groups/restore',
      'POST /api/v1/groups/restore',
      'POST /api/v1/groups/restore',
      // A draft's amount the rules compare, without its sign: zero too.
      'POST /api/v1/groups/{groupId}/rules/preview',
      'POST /api/v1/groups/{groupId}/settlements',
      'POST /api/v1/groups/{groupId}/transfers',
      // A transaction's amount and each of its category parts.
      'POST /api/v1/transactions',
      'POST /api/v1/transactions',
      'PUT /api/v1/budgets',
      'PUT /api/v1/groups/{groupId}/transfers/{transactionId}',
      'PUT /api/v1/transactions',
      'PUT /api/v1/transactions',
    ]);
    for (const { route, schema } of amounts) {
      expect(schema, route).toMatchObject({
        type: 'number',
        multipleOf: 0.01,
        maximum: MAX_AMOUNT,
      });
      if (!route.endsWith('/restore')) {
        const positive = !route.endsWith('/budgets') && !route.endsWith('/rules/preview');
        expect(schema.minimum, route).toBe(positive ? 0.01 : 0);
      }
      expect(schema.exclusiveMinimum, route).toBeUndefined();
    }
    const restored = amounts.filter((field) => field.route.endsWith('/restore'));
    expect(restored.map((field) => field.schema.minimum).sort()).toEqual([
      0, 0.01, 0.01, 0.01, 0.01, 0.01,
    ]);
  });

  it('states that required text must hold more than spaces (the server trims it)', () => {
    const required = named(/^(name|groupId|transactionId|budgetId|categoryId|categoryIds)$/).filter(
      (field) =>
        field.schema.type === 'string' && /transactions|budgets|categories/.test(field.route),
    );
    expect(required.length).toBeGreaterThanOrEqual(16);
    for (const { route, name, schema } of required) {
      expect(schema.pattern, `${route} ${name}`).toBe('\\S');
      expect(new RegExp(schema.pattern as string, 'u').test(' \t '), `${route} ${name}`).toBe(
        false,
      );
    }
    const userName = fields.find(
      (f) => f.route === 'POST /api/v1/auth/register' && f.name === 'userName',
    );
    const patterns = ((userName?.schema.allOf ?? []) as Schema[]).map(
      (p) => new RegExp(p.pattern as string, 'u'),
    );
    for (const text of [' ab', 'ab  ', ' a ']) {
      expect(
        patterns.every((pattern) => pattern.test(text)),
        text,
      ).toBe(false);
    }
    expect(patterns.every((pattern) => pattern.test(' a b '))).toBe(true);
  });

  it('states e-mail addresses with format email', () => {
    const emails = named(/^(email|userEmails)$/);
    expect(emails.length).toBeGreaterThanOrEqual(8);
    for (const { route, name, schema } of emails) {
      const text = schema.type === 'array' ? schema.items : schema;
      expect(text, `${route} ${name}`).toMatchObject({ type: 'string', format: 'email' });
    }
  });

  it('states the enumerations as enums', () => {
    const expected: Record<string, number[]> = {
      currency: currencies.map((_, index) => index),
      periodType: [0, 1, 2, 3],
      recurringPeriod: [0, 1, 2, 3],
    };
    for (const [name, values] of Object.entries(expected)) {
      // NBP's rate tables (POST /rates/import) name a currency in words, in their own format.
      const found = named(new RegExp(`^${name}$`)).filter((f) => !f.route.includes('/rates/'));
      expect(found.length, name).toBeGreaterThan(0);
      for (const { route, schema } of found)
        expect(schema.enum, `${route} ${name}`).toEqual(values);
    }
    const enumOf = (route: string, name: string) =>
      fields.find((field) => field.route === route && field.name === name)?.schema.enum;
    expect(enumOf('POST /api/v1/transactions', 'transactionType')).toEqual([0, 1]);
    expect(enumOf('PUT /api/v1/transactions', 'transactionType')).toEqual([0, 1]);
    expect(enumOf('GET /api/v1/transactions', 'transactionType')).toEqual([0, 1, 2, 3]);
    expect(enumOf('PUT /api/v1/groups/change-user-role', 'role')).toEqual([1, 2, 3]);
    expect(enumOf('PUT /api/v1/groups/assign-users', 'role')).toEqual([2, 3]);
  });
});
