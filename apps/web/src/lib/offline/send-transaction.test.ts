import { afterEach, describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { createRequestOf } from '@/test/transactions-fixtures.ts';
import { isOffline, reportNetworkAnswer } from './network-status.ts';
import { createOutbox, type OutboxEntry } from './outbox.ts';
import { memoryStore } from './outbox-store.ts';
import { createOrKeep } from './send-transaction.ts';

const request = createRequestOf();

const keyOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

afterEach(() => reportNetworkAnswer());

describe('adding a transaction', () => {
  it('sends it with a fresh Idempotency-Key when the server answers', async () => {
    const outbox = createOutbox(memoryStore<OutboxEntry>());
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(envelope({ id: 't1', name: 'Bread' }), { status: 201 }),
    );
    await expect(createOrKeep(request, 'u1', outbox)).resolves.toMatchObject({
      kept: false,
      transaction: { id: 't1' },
    });
    await createOrKeep(request, 'u1', outbox);
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(await outbox.entries('u1')).toEqual([]);
  });

  it('keeps it, with the key it was sent with, when no answer came', async () => {
    const outbox = createOutbox(memoryStore<OutboxEntry>());
    const fetchMock = mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createOrKeep(request, 'u1', outbox)).resolves.toEqual({ kept: true });
    const [entry] = await outbox.entries('u1');
    expect(entry).toMatchObject({ userId: 'u1', status: 'pending', request });
    expect(entry?.key).toBe(keyOf(fetchMock.mock.calls[0]?.[1]));
    expect(isOffline()).toBe(true);

    // Known to be offline, the next one is kept without a try.
    await createOrKeep({ ...request, name: 'Milk' }, 'u1', outbox);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await outbox.entries('u1')).map((kept) => kept.request.name)).toEqual([
      'Bread',
      'Milk',
    ]);
  });

  it("leaves the server's refusal to the form, keeping nothing", async () => {
    const outbox = createOutbox(memoryStore<OutboxEntry>());
    mockFetch().mockResolvedValue(
      jsonResponse(errorEnvelope('Group not found', 2), { status: 404 }),
    );
    await expect(createOrKeep(request, 'u1', outbox)).rejects.toThrow('Group not found');
    expect(await outbox.entries('u1')).toEqual([]);
  });
});
