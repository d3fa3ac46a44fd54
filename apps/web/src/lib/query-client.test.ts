import { ErrorCode } from '@budget/contract';
import {
  onlineManager,
  QueryObserver,
  type MutationMeta,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { fieldMessagesOf } from './mutation-errors.ts';
import {
  createQueryClient,
  prefetchForFirstScreen,
  shouldRetry,
  unlessStartedWithPage,
} from './query-client.ts';
import { sessionKeys } from './query-keys.ts';

const failed = (status?: number) =>
  new ApiClientError({ message: 'x', code: ErrorCode.InternalServerError, status });

describe('shouldRetry', () => {
  it('retries once, and only lost connections and server errors', () => {
    expect(shouldRetry(0, failed(undefined))).toBe(true);
    expect(shouldRetry(0, failed(503))).toBe(true);
    expect(shouldRetry(0, failed(404))).toBe(false);
    expect(shouldRetry(1, failed(503))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('re-checks the session when a signed-in call answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), { id: 'u1' });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(failed(401)),
      })
      .execute(undefined)
      .catch(() => {});
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(true);
  });

  it('leaves the session alone for a 401 while signed out (a wrong password)', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), null);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(failed(401)) })
      .execute(undefined)
      .catch(() => {});
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(false);
  });
});

const toastError = vi.hoisted(() => vi.fn());
vi.mock('./toast.ts', () => ({ toast: { error: toastError } }));

describe('the mutation cache shows each failure once, as its meta says', () => {
  afterEach(() => toastError.mockClear());

  /** Runs a mutation that fails with `error`; resolves to what the caller catches. */
  const fail = (client: QueryClient, error: unknown, meta?: MutationMeta) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error), meta })
      .execute(undefined)
      .catch((caught: unknown) => caught);

  const invalid = new ApiClientError({
    message: 'Name is too long; Unknown page',
    code: ErrorCode.Validation,
    status: 400,
    details: { name: ['Name is too long'], page: ['Unknown page'] },
  });

  it('toasts a failure by default, with the toast options of its meta', async () => {
    const client = createQueryClient();
    await fail(client, failed(500), { toast: { position: 'top-center' } });
    expect(toastError).toHaveBeenCalledWith('x', { id: 'api-error:x', position: 'top-center' });
  });

  it('leaves the fields a form shows to the form, and toasts the rest', async () => {
    const caught = await fail(createQueryClient(), invalid, { fields: { name: 'name' } });
    expect(caught).toBe(invalid);
    expect(fieldMessagesOf(caught)).toEqual([['name', 'Name is too long']]);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Unknown page', { id: 'api-error:Unknown page' });
  });

  it('shows nothing for a caller that shows its failures itself', async () => {
    const caught = await fail(createQueryClient(), failed(401), { errors: 'caller' });
    expect(toastError).not.toHaveBeenCalled();
    // Not shown by anyone: a form would let it surface rather than swallow it.
    expect(fieldMessagesOf(caught)).toBeUndefined();
  });

  it('fails a change sent offline at once, with the network message, rather than hold it', async () => {
    onlineManager.setOnline(false);
    try {
      const lost = new ApiClientError({
        message: 'Network error',
        code: ErrorCode.InternalServerError,
      });
      const caught = await fail(createQueryClient(), lost);
      expect(caught).toBe(lost);
      expect(toastError).toHaveBeenCalledWith('Network error', { id: 'api-error:Network error' });
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("shows one text of its own in place of the server's", async () => {
    await fail(createQueryClient(), invalid, { message: 'Failed to reset password.' });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0]?.[0]).toBe('Failed to reset password.');
  });
});

describe('a query asked for with the page (prefetchForFirstScreen)', () => {
  /** A query asked for again whenever its screen opens, as the budget lists are. */
  const screenQuery = (key: string) => {
    const queryFn = vi.fn(async () => 1);
    const options = {
      queryKey: [key],
      queryFn,
      staleTime: 0,
      refetchOnMount: unlessStartedWithPage,
    };
    return { client: createQueryClient(), queryFn, options };
  };

  /** Mounts a screen's query; the returned function unmounts it. */
  const mount = (observer: { subscribe: (listener: () => void) => () => void }) =>
    observer.subscribe(() => {});

  it("is the opening screen's answer, and every later opening asks again", async () => {
    const { client, queryFn, options } = screenQuery('reopen');
    // Started before the screen's code loaded (app/first-screen.ts), answered before it mounts.
    prefetchForFirstScreen(client, options);
    await vi.waitFor(() => expect(client.getQueryData(['reopen'])).toBe(1));
    const unmount = mount(new QueryObserver(client, options));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unmount();
    // The screen opened again, moments later (not in the same commit): asked again.
    await Promise.resolve();
    mount(new QueryObserver(client, options))();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('stays the answer when the screen mounts twice at once, as StrictMode does', async () => {
    const { client, queryFn, options } = screenQuery('strict');
    prefetchForFirstScreen(client, options);
    await vi.waitFor(() => expect(client.getQueryData(['strict'])).toBe(1));
    mount(new QueryObserver(client, options))();
    mount(new QueryObserver(client, options));
    await Promise.resolve();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is asked for again when it was invalidated before the screen mounted', async () => {
    const { client, queryFn, options } = screenQuery('changed');
    prefetchForFirstScreen(client, options);
    await vi.waitFor(() => expect(client.getQueryData(['changed'])).toBe(1));
    // A change elsewhere (a budget deleted on another screen) before this one opened.
    await client.invalidateQueries({ queryKey: ['changed'] });
    mount(new QueryObserver(client, options))();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('leaves every other query to ask on each mount', async () => {
    const { client, queryFn, options } = screenQuery('other');
    await client.prefetchQuery(options);
    mount(new QueryObserver(client, options))();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
