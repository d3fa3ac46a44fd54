import { ErrorCode } from '@budget/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { apiClient, REQUEST_TIMEOUT_MS, setUnauthorizedHandler } from './api-client.ts';
import { ApiClientError } from './api-client-error.ts';

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('apiClient requests', () => {
  it('calls /api/v1 with credentials and no content type when there is no body', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(envelope({ version: '1.2.3' })));
    await expect(apiClient.get('/status/version')).resolves.toEqual({ version: '1.2.3' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/status/version');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(envelope(null)));
    await apiClient.post('/auth/login', { body: { email: 'a@b.c', password: 'x' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('serialises query parameters, dropping empty ones and repeating arrays', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(envelope([])));
    await apiClient.get('/transactions', {
      query: { transactionType: 0, from: null, filter: 'null', groupIds: ['g1', 'g2'] },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v1/transactions?transactionType=0&groupIds=g1&groupIds=g2',
    );
  });

  it('puts the path parameters into the path, encoded', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(envelope(null)));
    await apiClient.delete('/groups/:groupId/invitations/:invitationId', {
      params: { groupId: 'a b', invitationId: 'x/y' },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/groups/a%20b/invitations/x%2Fy');
  });

  it('resolves get to data, the other helpers to the whole envelope', async () => {
    const body = envelope({ id: 1 });
    mockFetch().mockImplementation(async () => jsonResponse(body));
    await expect(apiClient.get('/users/me')).resolves.toEqual({ id: 1 });
    await expect(apiClient.post('/auth/logout')).resolves.toEqual(body);
    await expect(
      apiClient.put('/categories', { body: { categoryId: 'c1', name: 'A' } }),
    ).resolves.toEqual(body);
    await expect(apiClient.delete('/users/delete-profile')).resolves.toEqual(body);
  });

  it('logs a Warning status and resolves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = envelope(null, { status: 1, warnings: [{ message: 'Already a member' }] });
    mockFetch().mockResolvedValue(jsonResponse(body));
    const assign = { groupId: 'g1', userEmails: ['a@b.c'] };
    await expect(apiClient.put('/groups/assign-users', { body: assign })).resolves.toEqual(body);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'API warning from PUT /groups/assign-users: Already a member',
    );
  });
});

describe('apiClient error mapping', () => {
  it('uses the first error of the body: message, code, details, status and response', async () => {
    const body = errorEnvelope('Taken', ErrorCode.AlreadyExists, { DuplicateEmail: ['Taken'] });
    mockFetch().mockResolvedValue(jsonResponse(body, { status: 409, statusText: 'Conflict' }));
    const request = { userName: 'ann', email: 'a@b.c', password: 'Secret-1' };
    const error = await failure(apiClient.post('/auth/register', { body: request }));
    expect(error).toMatchObject({
      message: 'Taken',
      code: ErrorCode.AlreadyExists,
      details: { DuplicateEmail: ['Taken'] },
      stackTrace: null,
      status: 409,
      response: body,
    });
  });

  it.each([
    [400, 'Bad Request', ErrorCode.BadRequest],
    [401, 'Unauthorized', ErrorCode.Unauthorized],
    [403, 'Forbidden', ErrorCode.Forbidden],
    [404, 'Not Found', ErrorCode.NotFound],
    [409, 'Conflict', ErrorCode.Conflict],
    [413, 'Payload Too Large', ErrorCode.InternalServerError],
    [500, 'Internal Server Error', ErrorCode.InternalServerError],
    [502, 'Bad Gateway', ErrorCode.InternalServerError],
  ])('maps a bare HTTP %i to its status text and code', async (status, statusText, code) => {
    mockFetch().mockResolvedValue(new Response('<html>gateway</html>', { status, statusText }));
    const error = await failure(apiClient.get('/users/me'));
    expect(error).toMatchObject({ message: statusText, code, status, details: null });
  });

  it('rejects a 200 answer whose envelope says Error, defaulting the text to "API Error"', async () => {
    const body = { status: 2, data: null, errors: [{ message: '', code: 6 }], warnings: [] };
    mockFetch().mockResolvedValue(jsonResponse(body));
    const error = await failure(apiClient.post('/auth/logout'));
    expect(error).toMatchObject({ message: 'API Error', code: ErrorCode.BadRequest, status: 200 });
  });

  it('reports a missing answer as a network error', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiClient.get('/users/me'));
    expect(error.message).toBe('Network error - please check your connection');
    expect(error.code).toBe(ErrorCode.InternalServerError);
    expect(error.status).toBeUndefined();
  });

  it('gives up after 10000 ms with the network error', async () => {
    vi.useFakeTimers();
    mockFetch().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(apiClient.get('/reports'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe('Network error - please check your connection');
  });

  it("passes a caller's cancellation through as an AbortError", async () => {
    mockFetch().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = apiClient.get('/users/me', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a 401 from the session check, and only from it, to the unauthorized handler', async () => {
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    try {
      mockFetch().mockImplementation(async () =>
        jsonResponse(errorEnvelope('Authentication required', ErrorCode.Unauthorized), {
          status: 401,
        }),
      );
      await failure(apiClient.get('/users/me'));
      expect(handler).not.toHaveBeenCalled();
      const error = await failure(apiClient.get('/auth/validate'));
      expect(error.status).toBe(401);
      expect(handler).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  });
});
