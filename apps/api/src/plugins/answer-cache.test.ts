import { Currency, TransactionType, type Budget, type TransactionPage } from '@budget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createUser, signIn } from '../test/accounts.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import type { TestClient, TestContext } from '../test/test-app.ts';
import { startTwinApps, type TwinApps } from '../test/twin-apps.ts';
import { today } from '../modules/budgets/budget-views.ts';
import { brotliCompressSync, constants, brotliDecompressSync } from 'node:zlib';
import { BROTLI_QUALITY, createAnswerCache } from './answer-cache.ts';

describe('answer cache store', () => {
  it('keeps at most its size, dropping the least recently used answer first', async () => {
    const cache = createAnswerCache(10);
    const sent: string[] = [];
    const reply = {
      serialize: (value: unknown) => String(value),
      type: () => reply,
      send: (body: Buffer) => {
        sent.push(body.toString());
        return reply;
      },
    } as never;
    let computed = 0;
    const compute = (body: string) => async () => {
      computed += 1;
      return body;
    };
    await cache.answer(reply, 'a', compute('aaaa'));
    await cache.answer(reply, 'b', compute('bbbb'));
    await cache.answer(reply, 'a', compute('xxxx')); // hit: 'a' is now the most recent
    await cache.answer(reply, 'c', compute('cccc')); // 12 bytes > 10: 'b' goes
    await cache.answer(reply, 'a', compute('yyyy')); // still there
    await cache.answer(reply, 'b', compute('BBBB')); // computed again
    expect(sent).toEqual(['aaaa', 'bbbb', 'aaaa', 'cccc', 'aaaa', 'BBBB']);
    expect(computed).toBe(4);
  });

  it('counts an answer computed twice at once only once', async () => {
    const cache = createAnswerCache(8);
    const sent: string[] = [];
    const reply = {
      serialize: (value: unknown) => String(value),
      type: () => reply,
      send: (body: Buffer) => {
        sent.push(body.toString());
        return reply;
      },
    } as never;
    const slow = (body: string) => () => new Promise<string>((r) => setTimeout(() => r(body), 5));
    await Promise.all([
      cache.answer(reply, 'a', slow('aaaa')),
      cache.answer(reply, 'a', slow('aaaa')),
    ]);
    // Were 'a' counted twice (8 bytes), storing 'b' would evict it.
    await cache.answer(reply, 'b', slow('bbbb'));
    await cache.answer(reply, 'a', slow('AAAA'));
    expect(sent).toEqual(['aaaa', 'aaaa', 'bbbb', 'aaaa']);
  });

  it('compresses an answer once per encoding and sends the stored bytes after', async () => {
    const cache = createAnswerCache(1_000_000);
    const sent: { body: Buffer; encoding?: string }[] = [];
    const replyTo = (acceptEncoding?: string) => {
      let encoding: string | undefined;
      const reply = {
        request: { headers: { 'accept-encoding': acceptEncoding } },
        serialize: (value: unknown) => String(value),
        type: () => reply,
        header: (name: string, value: string) => {
          if (name === 'content-encoding') encoding = value;
          return reply;
        },
        send: (body: Buffer) => {
          sent.push({ body, encoding });
          return reply;
        },
      };
      return reply as never;
    };
    const body = 'x'.repeat(5000);
    for (const accept of ['br', 'gzip, br', undefined, 'gzip']) {
      await cache.answer(replyTo(accept), 'a', async () => body);
    }
    expect(sent.map((answer) => answer.encoding)).toEqual(['br', 'br', undefined, 'gzip']);
    expect(sent[1]?.body).toBe(sent[0]?.body); // the same stored bytes, not compressed again
    expect(sent[0]?.body.length).toBeLessThan(100);
    expect(sent[2]?.body.toString()).toBe(body);
  });

  it('compresses an answer it keeps harder than one it sends once', async () => {
    const body = JSON.stringify(
      Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Budget ${(i * 7919) % 1000}` })),
    );
    const brotliAt = (quality: number) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    expect(brotliAt(BROTLI_QUALITY.kept).equals(brotliAt(BROTLI_QUALITY.once))).toBe(false);
    const sentBy = async (maxBytes: number) => {
      let sent: Buffer = Buffer.alloc(0);
      const reply = {
        request: { headers: { 'accept-encoding': 'br' } },
        serialize: (value: unknown) => String(value),
        type: () => reply,
        header: () => reply,
        send: (bytes: Buffer) => {
          sent = bytes;
          return reply;
        },
      };
      await createAnswerCache(maxBytes).answer(reply as never, 'a', async () => body);
      return sent;
    };
    const kept = await sentBy(1_000_000);
    const once = await sentBy(0);
    expect(kept.equals(brotliAt(BROTLI_QUALITY.kept))).toBe(true);
    expect(once.equals(brotliAt(BROTLI_QUALITY.once))).toBe(true);
    expect(brotliDecompressSync(once).toString()).toBe(body);
  });
});

/**
 * Two server processes on one database, each with its own cache: a write through one is seen by
 * the other at once, because every answer is keyed by the versions of the groups it was built from.
 */
describe.each(testDatabaseKinds())('answers across server processes [%s]', (kind) => {
  let twins: TwinApps;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    twins = await startTwinApps(kind);
    ({ first, second } = twins);
  });
  afterAll(async () => {
    await twins?.close();
  });

  it('serves no stale list after a write through the other process', async () => {
    const user = await createUser(first);
    const a = await signIn(first, user);
    const b = await signIn(second, { email: user.email, password: PASSWORD });
    const group = (await a.post<{ id: string }>('/groups', { name: 'Shared' })).body.data.id;
    const expense = {
      transactionType: TransactionType.Expense,
      name: 'Milk',
      groupId: group,
      date: today(),
      amount: 3,
      currency: Currency.PLN,
    };
    await a.post('/budgets', {
      name: 'All',
      groupId: group,
      amount: 10,
      currency: 0,
      periodType: 2,
      startDate: `${expense.date.slice(0, 7)}-01`,
    });

    const list = async (client: TestClient) =>
      (await client.get<TransactionPage>('/transactions')).body.data.totalCount;
    const spent = async (client: TestClient) =>
      (await client.get<Budget[]>('/budgets')).body.data[0]?.budgetUsages[0]?.spent;
    expect([await list(a), await list(b), await spent(a), await spent(b)]).toEqual([0, 0, 0, 0]);

    await b.post('/transactions', expense);
    expect([await list(a), await list(b), await spent(a), await spent(b)]).toEqual([1, 1, 3, 3]);
    await a.post('/transactions', { ...expense, amount: 4 });
    expect([await list(b), await spent(b), await list(a), await spent(a)]).toEqual([2, 7, 2, 7]);
  });
});
