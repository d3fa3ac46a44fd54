import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionCookie, sessionToken } from './sessions.ts';

const withCookie = (cookie?: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;

describe('the session cookie', () => {
  it('finds the session token among other cookies, however it is written', () => {
    expect(sessionToken(withCookie('budget_session=abc_-1'))).toBe('abc_-1');
    expect(sessionToken(withCookie('theme=dark; budget_session=abc; x=1'))).toBe('abc');
    expect(sessionToken(withCookie('theme=dark;budget_session="abc"'))).toBe('abc');
    expect(sessionToken(withCookie('budget_session=a%2Bb'))).toBe('a+b');
    expect(sessionToken(withCookie('xbudget_session=abc; budget_sessions=def'))).toBeUndefined();
  });

  it('reads no token from a missing, empty or undecodable cookie', () => {
    expect(sessionToken(withCookie())).toBeUndefined();
    expect(sessionToken(withCookie('budget_session='))).toBeUndefined();
    expect(sessionToken(withCookie('budget_session=%E0%A4%A'))).toBeUndefined();
    expect(sessionToken(withCookie('budget_session'))).toBeUndefined();
  });

  it('writes an httpOnly SameSite=Lax cookie, persistent or for the browser session', () => {
    expect(sessionCookie('t', null, false)).toBe(
      'budget_session=t; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookie('t', new Date(Date.UTC(2030, 0, 2)), true)).toBe(
      'budget_session=t; Path=/; Expires=Wed, 02 Jan 2030 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionCookie('', new Date(0), false, true)).toBe(
      'budget_session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
});
