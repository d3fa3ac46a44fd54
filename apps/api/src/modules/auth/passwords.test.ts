import { ErrorCode } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, createUser, linkFromMail, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';

const NEW_PASSWORD = 'N3w#Password!';

describeEachDatabase('forgotten, reset and changed passwords', (ctx) => {
  it('answers alike for known and unknown addresses, mailing only the known', async () => {
    const user = await createUser(ctx());
    const known = await ctx().client().post('/auth/forgotten-password', { email: user.email });
    const unknown = await ctx()
      .client()
      .post('/auth/forgotten-password', { email: 'nobody@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const { link } = await linkFromMail(ctx(), user.email, 'Reset');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    await ctx().app.mailer.idle();
    expect(ctx().mailbox.mails.some((mail) => mail.to === 'nobody@example.test')).toBe(false);
  });

  it('resets the password once, ends sessions and lifts a lockout', async () => {
    const user = await createUser(ctx());
    const session = await signIn(ctx(), user);
    for (let i = 0; i < 5; i++) {
      await ctx().client().post('/auth/login', { email: user.email, password: 'Wrong#Pass1' });
    }
    await ctx().client().post('/auth/forgotten-password', { email: user.email });
    const { token, email } = await linkFromMail(ctx(), user.email, 'Reset');

    const reset = await ctx()
      .client()
      .post('/auth/reset-password', { token, email, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await session.get('/auth/validate')).status).toBe(401);
    await signIn(ctx(), { email: user.email, password: NEW_PASSWORD });
    const old = await ctx().client().post('/auth/login', { email: user.email, password: PASSWORD });
    expect(old.status).toBe(401);

    const reuse = await ctx()
      .client()
      .post('/auth/reset-password', { token, email, newPassword: PASSWORD });
    expect(reuse.status).toBe(400);
    expect(reuse.body.errors[0]?.message).toBe('Reset link is invalid or has expired');
  });

  it('refuses an expired reset link and a weak new password', async () => {
    const user = await createUser(ctx());
    await ctx().client().post('/auth/forgotten-password', { email: user.email });
    const { token, email } = await linkFromMail(ctx(), user.email, 'Reset');

    const weak = await ctx()
      .client()
      .post('/auth/reset-password', { token, email, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]?.details?.newPassword?.[0]).toBe(
      'Password must be at least 8 characters',
    );

    await ctx()
      .app.db.updateTable('user_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = await ctx()
      .client()
      .post('/auth/reset-password', { token, email, newPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
  });

  it('a reset link is valid for one hour', async () => {
    const user = await createUser(ctx());
    await ctx().client().post('/auth/forgotten-password', { email: user.email });
    await ctx().app.mailer.idle();
    const row = await ctx()
      .app.db.selectFrom('user_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it('changes the password: wrong current refused, other sessions ended, this one kept', async () => {
    const user = await createUser(ctx());
    const here = await signIn(ctx(), user);
    const elsewhere = await signIn(ctx(), user);

    const wrong = await here.put('/auth/change-password', {
      currentPassword: 'Nope#1234',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]?.code).toBe(ErrorCode.Validation);
    expect(wrong.body.errors[0]?.details).toEqual({
      currentPassword: ['Current password is incorrect'],
    });

    const weak = await here.put('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'abcdef',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]?.message).toContain('Password must be at least 8 characters');

    const changed = await here.put('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await here.get('/auth/validate')).status).toBe(200);
    expect((await elsewhere.get('/auth/validate')).status).toBe(401);
    await signIn(ctx(), { email: user.email, password: NEW_PASSWORD });
  });

  it('requires a session to change the password', async () => {
    const response = await ctx().client().put('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});
