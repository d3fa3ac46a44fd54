import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';
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

describe('request log lines', () => {
  it('writes one line per request with its id, and no password, token or cookie', async () => {
    let output = '';
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'sqlite::memory:',
      WEB_DIST_DIR: '/none',
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({ config, logStream: { write: (line) => (output += line) } });
    try {
      const secrets = ['Wr0ng#Secret', 'abc123token', 'sekritsession'];
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'nobody@example.test', password: secrets[0], rememberMe: false },
      });
      await app.inject({ method: 'GET', url: `/api/v1/status?token=${secrets[1]}` });
      await app.inject({
        method: 'GET',
        url: '/api/v1/categories',
        headers: { cookie: `budget_session=${secrets[2]}` },
      });
      const lines = output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
      expect(lines.map((line) => [line.method, line.statusCode])).toEqual([
        ['POST', 401],
        ['GET', 200],
        ['GET', 401],
      ]);
      for (const line of lines) expect(line.reqId).toEqual(expect.any(String));
      expect(lines[1]?.url).toBe('/api/v1/status?token=[redacted]');
      for (const secret of secrets) expect(output).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
