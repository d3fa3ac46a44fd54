import { ErrorCode, TransactionType, type Transaction } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/each-database.ts';
import { ownerWithGroup } from '../test/groups.ts';
import type { TestResponse } from '../test/test-app.ts';
import {
  ENCODING_MESSAGE,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  findBadEncoding,
  findBadText,
  textProblem,
} from './input-text.ts';

describe('text that must not reach the database', () => {
  it('tells U+0000 and lone surrogates from well-formed text', () => {
    expect(textProblem('Bread 🍞 — Żabka')).toBeNull();
    expect(textProblem('a\u0000b')).toBe(NUL_MESSAGE);
    expect(textProblem('a\uD800b')).toBe(SURROGATE_MESSAGE);
    expect(textProblem('\uDC00')).toBe(SURROGATE_MESSAGE);
    expect(textProblem('🍞'.slice(0, 1))).toBe(SURROGATE_MESSAGE);
  });

  it('names every refused text by its dotted path, keys included', () => {
    const body = {
      name: 'ok',
      categoryIds: ['fine', 'x\u0000'],
      nested: { ['k\uD800']: ['\uDC00'] },
    };
    expect(findBadText(body, 'body')).toEqual({
      'categoryIds.1': [NUL_MESSAGE],
      'nested.k\\ud800': [SURROGATE_MESSAGE],
      'nested.k\\ud800.0': [SURROGATE_MESSAGE],
    });
    expect(findBadText('\u0000', 'body')).toEqual({ body: [NUL_MESSAGE] });
    expect(findBadText({ a: 1, b: null, c: [true, 'x'] }, 'body')).toBeNull();
  });

  it('walks bodies nested deeper than the call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(Object.values(findBadText(deep, 'body') ?? {})).toEqual([[NUL_MESSAGE]]);
  });

  it('finds query parameters whose percent-encoding is not UTF-8', () => {
    expect(findBadEncoding('/x?filter=%F0%9F%8D%9E&a=100%25&b=a+b')).toBeNull();
    expect(findBadEncoding('/x?filter=%ED%A0%80&page=1')).toEqual({ filter: [ENCODING_MESSAGE] });
    expect(findBadEncoding('/x?filter=%uD800')).toEqual({ filter: [ENCODING_MESSAGE] });
    expect(findBadEncoding('/x?a=%FF&b=50%')).toEqual({
      a: [ENCODING_MESSAGE],
      b: [ENCODING_MESSAGE],
    });
    expect(findBadEncoding('/x?%C0=1')).toEqual({ '%C0': [ENCODING_MESSAGE] });
  });
});

function expectRefused(response: TestResponse, details: Record<string, string[]>) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.errors[0]?.code).toBe(ErrorCode.Validation);
  expect(response.body.errors[0]?.details).toEqual(details);
}

describeEachDatabase('text refused before the database', (ctx) => {
  it('refuses U+0000 and lone surrogates in a body, even before sign-in', async () => {
    const register = (userName: string) =>
      ctx()
        .client()
        .post('/auth/register', {
          userName,
          email: `${userName.replace(/\W/g, '')}@example.test`,
          password: 'Str0ng#Passw0rd',
        });
    expectRefused(await register('nul\u0000name'), { userName: [NUL_MESSAGE] });
    expectRefused(await register('high\uD800name'), { userName: [SURROGATE_MESSAGE] });
    expectRefused(await register('low\uDC00name'), { userName: [SURROGATE_MESSAGE] });
    const users = await ctx()
      .app.db.selectFrom('users')
      .select('email')
      .where('email', 'like', '%name@example.test')
      .execute();
    expect(users).toEqual([]);
    expect((await register('pair🍞name')).status).toBe(201);

    // A JSON escape decodes to the same lone surrogate as the raw character.
    const raw = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":"esc\\ud800","email":"esc@example.test","password":"x","k\\u0000":1}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errors[0].details).toEqual({
      userName: [SURROGATE_MESSAGE],
      'k\\u0000': [NUL_MESSAGE],
    });
  });

  it('refuses them in query parameters and path ids, encoded or not', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const created = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Bread',
      groupId: home.group.id,
      date: '2026-03-14',
      amount: 4.5,
      currency: 0,
      categoryIds: ['x\u0000'],
    });
    expectRefused(created, { 'categoryIds.0': [NUL_MESSAGE] });

    const list = `/transactions?groupIds=${home.group.id}`;
    expectRefused(await client.get(`${list}&filter=%00`), { filter: [NUL_MESSAGE] });
    expectRefused(await client.get(`${list}&filter=a\u0000b`), { filter: [NUL_MESSAGE] });
    expectRefused(await client.get(`${list}&filter=%ED%A0%80`), { filter: [ENCODING_MESSAGE] });
    expectRefused(await client.get(`${list}&filter=%uD800`), { filter: [ENCODING_MESSAGE] });
    expectRefused(await client.get(`${list}&groupIds=b%00`), { 'groupIds.1': [NUL_MESSAGE] });
    expectRefused(await client.get(`${list}&fil%00ter=x`), { 'fil\\u0000ter': [NUL_MESSAGE] });
    expect((await client.get(`${list}&filter=%F0%9F%8D%9E`)).status).toBe(200);

    expectRefused(await client.delete('/transactions/a%00b'), { transactionId: [NUL_MESSAGE] });
    expectRefused(await client.delete(`/budgets?budgetId=%00`), { budgetId: [NUL_MESSAGE] });
    expect((await client.get('/groups')).body.data).toHaveLength(1);
  });

  it('answers a body nested deeper than the call stack with 400, not 500', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(ErrorCode.Validation);
  });
});
