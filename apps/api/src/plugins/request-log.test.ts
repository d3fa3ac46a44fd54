import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log.ts';

describe('request log', () => {
  it('never writes the tokens of e-mailed links', () => {
    expect(redactUrl('/reset-password?token=abc123&email=a%40b.c')).toBe(
      '/reset-password?token=[redacted]&email=a%40b.c',
    );
    expect(redactUrl('/activate-account?email=a%40b.c&token=xyz')).toBe(
      '/activate-account?email=a%40b.c&token=[redacted]',
    );
    expect(redactUrl('/api/v1/status')).toBe('/api/v1/status');
  });
});
