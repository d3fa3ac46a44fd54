import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { setUnauthorizedHandler } from '../api-client.ts';
import { validateSession } from './validate-session.ts';

afterEach(() => vi.restoreAllMocks());

describe('validateSession', () => {
  it('asks for null rather than 401, and treats null as the 401 it replaces', async () => {
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    try {
      const fetch = mockFetch().mockResolvedValue(jsonResponse(envelope(null)));
      await expect(validateSession()).resolves.toBeNull();
      expect(String(fetch.mock.calls[0]?.[0])).toContain('/auth/validate?optional=true');
      expect(handler).toHaveBeenCalledOnce();

      const session = { isAuthenticated: true, userId: 'u1', expiresAt: '2030-01-01T00:00:00Z' };
      fetch.mockResolvedValue(jsonResponse(envelope(session)));
      await expect(validateSession()).resolves.toEqual(session);
      expect(handler).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  });
});
