import { ErrorCode, ResponseStatus, type UserProfile } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, createUser, linkFromMail, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';

describeEachDatabase('registration and activation', (ctx) => {
  it('registers an unconfirmed, active account and mails an activation link', async () => {
    const response = await ctx().client().post<UserProfile>('/auth/register', {
      userName: 'Newcomer',
      email: '  NewComer@Example.TEST ',
      password: PASSWORD,
    });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe(ResponseStatus.Success);
    expect(response.body.data).toMatchObject({
      username: 'Newcomer',
      email: 'newcomer@example.test',
      isActive: true,
      emailConfirmed: false,
      isEmailConfirmed: false,
    });
    expect(response.cookies).toHaveLength(0); // registration does not sign in

    const { link, token, email } = await linkFromMail(ctx(), 'newcomer@example.test', 'Confirm');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/activate-account');
    expect(email).toBe('newcomer@example.test');
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits, base64url

    const mail = await ctx().mailbox.latest('newcomer@example.test');
    expect(mail.text.split('\n')).toContain(link.toString()); // the link on a line of its own
    expect(mail.html).toContain('<a href=');
  });

  it('answers 409 naming each duplicated field, case-insensitively', async () => {
    const user = await createUser(ctx());
    const response = await ctx().client().post('/auth/register', {
      userName: user.username.toUpperCase(),
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0]?.code).toBe(ErrorCode.AlreadyExists);
    expect(Object.keys(response.body.errors[0]?.details ?? {}).sort()).toEqual([
      'DuplicateEmail',
      'DuplicateUserName',
    ]);

    const onlyName = await ctx().client().post('/auth/register', {
      userName: user.username,
      email: 'someone-else@example.test',
      password: PASSWORD,
    });
    expect(Object.keys(onlyName.body.errors[0]?.details ?? {})).toEqual(['DuplicateUserName']);

    // An invisible character (zero-width, a direction mark) makes no other name.
    for (const [index, userName] of [
      `${user.username}\u200b`,
      `\u202e${user.username}`,
    ].entries()) {
      const lookAlike = await ctx()
        .client()
        .post('/auth/register', {
          userName,
          email: `look-alike-${index}@example.test`,
          password: PASSWORD,
        });
      expect(lookAlike.status, userName).toBe(409);
    }
    const invisible = await ctx().client().post('/auth/register', {
      userName: '\u200b\u200b\u200b',
      email: 'invisible@example.test',
      password: PASSWORD,
    });
    expect(invisible.status).toBe(400);
  });

  it('refuses weak passwords and bad fields with per-field messages', async () => {
    const response = await ctx().client().post('/auth/register', {
      userName: 'ab',
      email: 'not-an-email',
      password: 'weakpass',
    });
    expect(response.status).toBe(400);
    const error = response.body.errors[0];
    expect(error?.code).toBe(ErrorCode.Validation);
    expect(error?.details).toEqual({
      userName: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: [
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character',
      ],
    });
  });

  it("takes a Polish capital as the password's uppercase letter", async () => {
    const response = await ctx().client().post('/auth/register', {
      userName: 'zolw',
      email: 'zolw@example.test',
      password: 'Żółwik#2024xx',
    });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  });

  it('confirms the address once; opened again, the link says the account is already active', async () => {
    const user = await createUser(ctx(), { activate: false });
    const { token, email } = await linkFromMail(ctx(), user.email, 'Confirm');
    const client = await signIn(ctx(), user); // unconfirmed accounts may sign in
    expect((await client.get<UserProfile>('/users/me')).body.data.emailConfirmed).toBe(false);

    const first = await ctx()
      .client()
      .post('/auth/activate-account', { activationToken: token, email });
    expect(first.status).toBe(200);
    expect((await client.get<UserProfile>('/users/me')).body.data.emailConfirmed).toBe(true);

    expect(first.body.data).toEqual({ alreadyActivated: false });

    const again = await ctx()
      .client()
      .post('/auth/activate-account', { activationToken: token, email });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ alreadyActivated: true });
  });

  it('says already active for a replaced link once a newer one confirmed the address', async () => {
    const user = await createUser(ctx(), { activate: false });
    const old = await linkFromMail(ctx(), user.email, 'Confirm');
    const resent = await ctx()
      .client()
      .post('/auth/resend-activation-email', undefined, { query: { email: user.email } });
    expect(resent.status).toBe(200);
    const fresh = await linkFromMail(ctx(), user.email, 'Confirm');
    expect(fresh.token).not.toBe(old.token);
    const request = { activationToken: old.token, email: user.email };

    // Replaced but the address not yet confirmed: the old link simply no longer works.
    const replaced = await ctx().client().post('/auth/activate-account', request);
    expect(replaced.status).toBe(400);
    expect(replaced.body.errors[0]?.message).toBe('Activation link is invalid or has expired');

    await ctx()
      .client()
      .post('/auth/activate-account', { activationToken: fresh.token, email: user.email });
    const afterward = await ctx().client().post('/auth/activate-account', request);
    expect(afterward.status).toBe(200);
    expect(afterward.body.data).toEqual({ alreadyActivated: true });
  });

  it('refuses a used link once the address changed: it confirmed another address', async () => {
    const user = await createUser(ctx());
    const { token, email } = await linkFromMail(ctx(), user.email, 'Confirm');
    await ctx()
      .app.db.updateTable('users')
      .set({ email: `new-${user.email}` })
      .where('id', '=', user.id)
      .execute();
    const again = await ctx()
      .client()
      .post('/auth/activate-account', { activationToken: token, email });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]?.message).toBe('Activation link is invalid or has expired');
  });

  it('refuses a token for another address, an unknown token and an expired one', async () => {
    const user = await createUser(ctx(), { activate: false });
    const other = await createUser(ctx(), { activate: false });
    const { token } = await linkFromMail(ctx(), user.email, 'Confirm');

    const wrongEmail = await ctx().client().post('/auth/activate-account', {
      activationToken: token,
      email: other.email,
    });
    expect(wrongEmail.status).toBe(400);
    const unknown = await ctx()
      .client()
      .post('/auth/activate-account', {
        activationToken: 'x'.repeat(43),
        email: user.email,
      });
    expect(unknown.status).toBe(400);

    await ctx()
      .app.db.updateTable('user_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = await ctx().client().post('/auth/activate-account', {
      activationToken: token,
      email: user.email,
    });
    expect(expired.status).toBe(400);
  });

  it('resends the link once per 60 s, answering alike for unknown addresses', async () => {
    const user = await createUser(ctx(), { activate: false });
    const query = { email: user.email };
    const first = await ctx().client().post('/auth/resend-activation-email', undefined, { query });
    expect(first.status).toBe(200);
    const second = await ctx().client().post('/auth/resend-activation-email', undefined, { query });
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();

    const unknown = await ctx()
      .client()
      .post('/auth/resend-activation-email', undefined, {
        query: { email: 'nobody-here@example.test' },
      });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(first.body);

    // The newest link works; the older one was replaced.
    const { token } = await linkFromMail(ctx(), user.email, 'Confirm');
    const activated = await ctx().client().post('/auth/activate-account', {
      activationToken: token,
      email: user.email,
    });
    expect(activated.status).toBe(200);
    const mails = ctx().mailbox.mails.filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(2);
  });

  it('requires an email for resend', async () => {
    const response = await ctx().client().post('/auth/resend-activation-email');
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.details).toHaveProperty('email');
  });
});
