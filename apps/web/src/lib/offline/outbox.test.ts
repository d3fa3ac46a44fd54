import { ErrorCode } from '@budget/contract';
import { describe, expect, it, vi } from 'vitest';
import { createRequestOf } from '@/test/transactions-fixtures.ts';
import { ApiClientError } from '../api-client-error.ts';
import { createOutbox, type OutboxEntry } from './outbox.ts';
import { memoryStore } from './outbox-store.ts';
import { flushOutbox, isRefusal } from './outbox-sync.ts';

const request = (name: string) => createRequestOf({ name });

const answered = (status: number, message = 'Group not found') =>
  new ApiClientError({ message, code: ErrorCode.NotFound, status });
const noAnswer = () =>
  new ApiClientError({ message: 'Network error', code: ErrorCode.InternalServerError });

async function filled(...names: string[]) {
  const outbox = createOutbox(memoryStore<OutboxEntry>());
  let minute = 0;
  for (const name of names) {
    await outbox.add(
      { key: `key-${name}`, userId: 'u1', request: request(name) },
      new Date(Date.UTC(2026, 2, 14, 10, minute++)),
    );
  }
  return outbox;
}

describe('the outbox', () => {
  it('keeps entries per user, oldest first, pending', async () => {
    const outbox = await filled('Bread', 'Milk');
    await outbox.add({ key: 'other', userId: 'u2', request: request('Tea') });
    const mine = await outbox.entries('u1');
    expect(mine.map((entry) => [entry.request.name, entry.status])).toEqual([
      ['Bread', 'pending'],
      ['Milk', 'pending'],
    ]);
    expect((await outbox.entries('u2')).map((entry) => entry.key)).toEqual(['other']);
  });

  it('keeps the order of entries added at once within one millisecond', async () => {
    const outbox = createOutbox(memoryStore<OutboxEntry>());
    const now = new Date(Date.UTC(2026, 2, 14, 10));
    const names = ['Bread', 'Milk', 'Tea', 'Eggs'];
    // Keys sorting against the order added: only the dates can keep it.
    await Promise.all(
      names.map((name, i) =>
        outbox.add({ key: `key-${9 - i}`, userId: 'u1', request: request(name) }, now),
      ),
    );
    expect((await outbox.entries('u1')).map((entry) => entry.request.name)).toEqual(names);
  });

  it('tells its listeners of every change', async () => {
    const outbox = await filled();
    const listener = vi.fn();
    const stop = outbox.subscribe(listener);
    await outbox.add({ key: 'k1', userId: 'u1', request: request('Bread') });
    await outbox.markFailed('k1', 'Group not found');
    await outbox.replace('k1', request('Rolls'));
    await outbox.remove('k1');
    stop();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('makes an edited refused entry pending again, with its key, without the old message', async () => {
    const outbox = await filled('Bread');
    await outbox.markFailed('key-Bread', 'Group not found');
    await outbox.replace('key-Bread', { ...request('Bread'), groupId: 'g2' });
    const [entry] = await outbox.entries('u1');
    expect(entry).toMatchObject({
      key: 'key-Bread',
      status: 'pending',
      request: { groupId: 'g2' },
    });
    expect(entry?.error).toBeUndefined();
  });
});

describe('sending the outbox', () => {
  it('sends each pending entry once, with its key, and empties the outbox', async () => {
    const outbox = await filled('Bread', 'Milk');
    const send = vi.fn(async (_entry: OutboxEntry) => undefined);
    expect(await flushOutbox(outbox, 'u1', send)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(send.mock.calls.map(([entry]) => [entry.key, entry.request.name])).toEqual([
      ['key-Bread', 'Bread'],
      ['key-Milk', 'Milk'],
    ]);
    expect(await outbox.entries('u1')).toEqual([]);
    // Nothing is sent twice.
    await flushOutbox(outbox, 'u1', send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused entry, marked failed with the message, and goes on with the rest', async () => {
    const outbox = await filled('Bread', 'Milk');
    const send = vi.fn(async (entry: OutboxEntry) => {
      if (entry.request.name === 'Bread') throw answered(404);
    });
    expect(await flushOutbox(outbox, 'u1', send)).toEqual({ sent: 1, refused: 1, stopped: false });
    const left = await outbox.entries('u1');
    expect(left.map((entry) => [entry.key, entry.status, entry.error])).toEqual([
      ['key-Bread', 'failed', 'Group not found'],
    ]);
    // A failed entry waits for the user: it is not sent again by itself.
    await flushOutbox(outbox, 'u1', send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops at the first entry without an answer, keeping it and the rest pending', async () => {
    const outbox = await filled('Bread', 'Milk');
    const send = vi.fn(async () => {
      throw noAnswer();
    });
    expect(await flushOutbox(outbox, 'u1', send)).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await outbox.entries('u1')).map((entry) => entry.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it("sends only the user's entries", async () => {
    const outbox = await filled('Bread');
    await outbox.add({ key: 'theirs', userId: 'u2', request: request('Tea') });
    const send = vi.fn(async (_entry: OutboxEntry) => undefined);
    await flushOutbox(outbox, 'u1', send);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await outbox.entries('u2')).map((entry) => entry.key)).toEqual(['theirs']);
  });

  it('waits on a session ended, a server failing or too many requests; refuses the rest', () => {
    for (const status of [401, 408, 429, 500, 503])
      expect(isRefusal(answered(status)), `${status}`).toBe(false);
    expect(isRefusal(noAnswer())).toBe(false);
    for (const status of [400, 403, 404, 409, 422])
      expect(isRefusal(answered(status)), `${status}`).toBe(true);
  });
});
