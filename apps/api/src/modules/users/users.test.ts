import { ErrorCode, type UserProfile } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, activateFromMail, createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { DAY } from '../../lib/time.ts';

describeEachDatabase('the account', (ctx) => {
  it('returns the profile of the signed-in user', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const response = await client.get<UserProfile>('/users/me');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: null,
      lastName: null,
      roles: ['User'],
      isActive: true,
      emailConfirmed: true,
      isEmailConfirmed: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('changes the username; a new e-mail must be confirmed again', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const renamed = await client.put<UserProfile>('/users/me', {
      username: 'Renamed One',
      email: user.email,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ username: 'Renamed One', emailConfirmed: true });

    const newEmail = `moved-${user.username}@example.test`;
    const moved = await client.put<UserProfile>('/users/me', {
      username: 'Renamed One',
      email: newEmail,
    });
    expect(moved.body.data).toMatchObject({ email: newEmail, emailConfirmed: false });
    await activateFromMail(ctx(), newEmail);
    expect((await client.get<UserProfile>('/users/me')).body.data.emailConfirmed).toBe(true);
  });

  it('refuses a profile change to a taken username or e-mail with 409 details', async () => {
    const user = await createUser(ctx());
    const other = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const response = await client.put('/users/me', {
      username: other.username,
      email: other.email,
    });
    expect(response.status).toBe(409);
    expect(Object.keys(response.body.errors[0]?.details ?? {}).sort()).toEqual([
      'DuplicateEmail',
      'DuplicateUserName',
    ]);
    const invalid = await client.put('/users/me', { username: '', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]?.details).toMatchObject({
      username: ['Username is required', 'Username must be at least 3 characters'],
      email: ['Valid email is required'],
    });
  });

  it('deletes the account: sessions ended, sign-in refused, data purged after 30 days', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const other = await signIn(ctx(), user);
    const deleted = await client.delete('/users/delete-profile');
    expect(deleted.status).toBe(200);
    expect((await other.get('/users/me')).status).toBe(401);
    const login = await ctx()
      .client()
      .post('/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(401);
    // The address stays taken until the purge.
    const again = await ctx().client().post('/auth/register', {
      userName: 'someone-new',
      email: user.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(409);

    const service = ctx().app.users;
    expect((await service.purge(Date.now() + 29 * DAY)).accounts).toBe(0);
    expect((await service.purge(Date.now() + 31 * DAY)).accounts).toBe(1);
    const row = await ctx()
      .app.db.selectFrom('users')
      .select('id')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('needs a session for every account call', async () => {
    const anonymous = ctx().client();
    const calls = [
      anonymous.get('/users/me'),
      anonymous.put('/users/me', { username: 'abc', email: 'a@b.test' }),
      anonymous.delete('/users/delete-profile'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body.errors[0]?.code).toBe(ErrorCode.Unauthorized);
    }
  });
});
