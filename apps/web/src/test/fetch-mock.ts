import { vi } from 'vitest';

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** Replaces globalThis.fetch for one test; vitest's restoreMocks puts the real one back. */
export function mockFetch(): FetchMock {
  const mock = vi.fn<typeof fetch>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(mock);
  return mock;
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

export function envelope<T>(data: T, extra: Record<string, unknown> = {}) {
  return { status: 0, data, errors: [], warnings: [], ...extra };
}

export function errorEnvelope(message: string, code: number, details: unknown = null) {
  return {
    status: 2,
    data: null,
    errors: [{ message, code, details, stackTrace: null, innerError: null }],
    warnings: [],
  };
}
