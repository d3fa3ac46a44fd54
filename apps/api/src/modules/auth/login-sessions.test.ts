import {
  AuthErrorMessage,
  ErrorCode,
  type LoginResponse,
  type SessionInfo,
  type UserProfile,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { DAY, HOUR } from '../../lib/time.ts';

describeEachDatabase('sign-in and sessions', (ctx) => {
  it('signs in with an httpOnly SameSite=Lax browser-session cookie and returns the profile', async () => {
    const user = await createUser(ctx());
    const client = ctx().client();
    const response = await client.post<UserProfile>('/auth/login', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email: user.email, emailConfirmed: true });
    const cookie = response.cookies[0] as Record<string, unknown>;
    expect(cookie).toMatchObject({
      name: 'budget_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie.expires).toBeUndefined(); // rememberMe false: gone with the browser session
    expect(cookie.secure).toBeUndefined(); // APP_URL is http here

    const validate = await client.get<SessionInfo>('/auth/validate');
    expect(validate.status).toBe(200);
    expect(validate.body.data).toMatchObject({ isAuthenticated: true, userId: user.id });
    const remaining = Date.parse(validate.body.data.expiresAt) - Date.now();
    expect(remaining).toBeGreaterThan(11 * HOUR);
    expect(remaining).toBeLessThanOrEqual(12 * HOUR);
  });

  it("tells the account's first sign-in from the later ones", async () => {
    const user = await createUser(ctx());
    const credentials = { email: user.email, password: PASSWORD };
    const first = await ctx().client().post<LoginResponse>('/auth/login', credentials);
    expect(first.status).toBe(200);
    expect(first.body.data.firstSignIn).toBe(true);
    const second = await ctx().client().post<LoginResponse>('/auth/login', credentials);
    expect(second.body.data.firstSignIn).toBe(false);
    // A failed sign-in is no sign-in.
    const other = await createUser(ctx());
    await ctx().client().post('/auth/login', { email: other.email, password: 'Wr0ng#Password' });
    const afterFailure = await ctx()
      .client()
      .post<LoginResponse>('/auth/login', { email: other.email, password: PASSWORD });
    expect(afterFailure.body.data.firstSignIn).toBe(true);
  });

  it('rememberMe gives a persistent cookie and a 30-day session that refresh extends', async () => {
    const user = await createUser(ctx());
    const client = ctx().client();
    const login = await client.post('/auth/login', {
      email: user.email,
      password: PASSWORD,
      rememberMe: true,
    });
    const expires = (login.cookies[0] as { expires?: Date }).expires;
    expect(expires).toBeInstanceOf(Date);
    expect((expires as Date).getTime() - Date.now()).toBeGreaterThan(29 * DAY);

    await ctx()
      .app.db.updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + DAY).toISOString() })
      .execute();
    const refresh = await client.post<{ expiresAt: string }>('/auth/refresh');
    expect(refresh.status).toBe(200);
    expect(Date.parse(refresh.body.data.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(refresh.cookies[0]).toMatchObject({ name: 'budget_session' });
  });

  it('refuses requests without a live session with 401 in the envelope', async () => {
    const anonymous = ctx().client();
    for (const path of ['/auth/validate', '/users/me']) {
      const response = await anonymous.get(path);
      expect(response.status).toBe(401);
      expect(response.body.errors[0]?.code).toBe(ErrorCode.Unauthorized);
    }
    const forged = ctx().client();
    forged.jar.set('budget_session', 'forged-token');
    expect((await forged.get('/auth/validate')).status).toBe(401);
    expect((await anonymous.post('/auth/refresh')).status).toBe(401);
  });

  it('answers null instead of 401 to a session check that expects none (?optional=true)', async () => {
    const anonymous = ctx().client();
    const nobody = await anonymous.get<SessionInfo | null>('/auth/validate?optional=true');
    expect(nobody.status).toBe(200);
    expect(nobody.body.data).toBeNull();
    const forged = ctx().client();
    forged.jar.set('budget_session', 'forged-token');
    expect((await forged.get('/auth/validate?optional=true')).body.data).toBeNull();
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const someone = await client.get<SessionInfo | null>('/auth/validate?optional=true');
    expect(someone.body.data).toMatchObject({ isAuthenticated: true, userId: user.id });
    expect((await anonymous.get('/auth/validate?optional=maybe')).status).toBe(401);
  });

  it('ends an expired session', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    await ctx()
      .app.db.updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await client.get('/auth/validate')).status).toBe(401);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const user = await createUser(ctx());
    const wrong = await ctx()
      .client()
      .post('/auth/login', { email: user.email, password: 'Wrong#Pass1' });
    const unknown = await ctx()
      .client()
      .post('/auth/login', { email: 'ghost@example.test', password: 'Wrong#Pass1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('logout ends every session of the account and clears the cookie', async () => {
    const user = await createUser(ctx());
    const first = await signIn(ctx(), user);
    const second = await signIn(ctx(), user);
    const logout = await first.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect(first.jar.has('budget_session')).toBe(false);
    expect((await second.get('/auth/validate')).status).toBe(401);
    // Logging out without a session is harmless.
    expect((await ctx().client().post('/auth/logout')).status).toBe(200);
  });

  it('each sign-in issues a new token', async () => {
    const user = await createUser(ctx());
    const a = await signIn(ctx(), user);
    const b = await signIn(ctx(), user);
    expect(a.jar.get('budget_session')).not.toBe(b.jar.get('budget_session'));
    const stored = await ctx()
      .app.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    // Only hashes are stored.
    expect(stored.map((s) => s.id)).not.toContain(a.jar.get('budget_session'));
  });

  it('reports the health of the authentication service', async () => {
    const response = await ctx().client().get('/auth/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ status: 'ok' });
  });
});

describeEachDatabase(
  'sign-in with REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN',
  (ctx) => {
    it('refuses unconfirmed accounts with user_email_not_confirmed, after checking the password', async () => {
      const user = await createUser(ctx(), { activate: false });
      const refused = await ctx()
        .client()
        .post('/auth/login', { email: user.email, password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]?.message).toBe(AuthErrorMessage.EmailNotConfirmed);
      const wrong = await ctx()
        .client()
        .post('/auth/login', { email: user.email, password: 'Wrong#Pass1' });
      expect(wrong.status).toBe(401);
      const confirmed = await createUser(ctx());
      await signIn(ctx(), confirmed);
    });
  },
  { REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN: 'true' },
);
