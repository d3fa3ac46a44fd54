import { DEFAULT_PREFERENCES, MemberRole, type UserProfile } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, createUser, linkFromMail, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient, TestContext } from '../../test/test-app.ts';

const POLISH = { 'accept-language': 'pl-PL,pl;q=0.9' };

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

async function register(ctx: TestContext, body: object = {}, headers: object = {}) {
  const userName = unique('mail');
  const email = `${userName}@example.test`;
  const response = await ctx
    .client()
    .post<UserProfile>(
      '/auth/register',
      { userName, email, password: PASSWORD, ...body },
      { headers: headers as Record<string, string> },
    );
  expect(response.status).toBe(201);
  await ctx.app.mailer.idle();
  return { userName, email };
}

const choosePolish = (client: TestClient) =>
  client.put('/users/me/preferences', { ...DEFAULT_PREFERENCES, language: 'pl' });

describeEachDatabase('e-mails in the reader’s language', (ctx) => {
  it('mails English exactly as before by default', async () => {
    const { userName, email } = await register(ctx());
    const mail = await ctx().mailbox.latest(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Budget App');
    expect(mail.text).toContain(`Hello ${userName},\n\nPlease confirm your e-mail address`);
    expect(mail.text).toContain(
      'The link is valid for 24 hours and works once. If you did not ask for it, ignore this mail.',
    );
  });

  it('mails a Polish registration its activation link in Polish', async () => {
    const { userName, email } = await register(ctx(), {}, POLISH);
    const mail = await ctx().mailbox.latest(email);
    expect(mail.subject).toBe('Potwierdź swój adres e-mail w Budget App');
    expect(mail.text).toContain(`Witaj, ${userName}!`);
    expect(mail.text).toContain('Potwierdź swój adres e-mail, otwierając ten link:');
    expect(mail.html).toContain('>Potwierdź adres e-mail</a>');
    // The Polish link works as the English one does.
    const link = await linkFromMail(ctx(), email, 'Potwierdź');
    const activated = await ctx().client().post('/auth/activate-account', {
      activationToken: link.token,
      email: link.email,
    });
    expect(activated.status).toBe(200);
  });

  it('takes the language the registration names over the header', async () => {
    const polish = await register(ctx(), { language: 'pl' }, { 'accept-language': 'en' });
    expect((await ctx().mailbox.latest(polish.email)).subject).toBe(
      'Potwierdź swój adres e-mail w Budget App',
    );
    const english = await register(ctx(), { language: 'en' }, POLISH);
    expect((await ctx().mailbox.latest(english.email)).subject).toBe(
      'Confirm your e-mail address for Budget App',
    );
    const refused = await ctx()
      .client()
      .post('/auth/register', {
        userName: unique('mail'),
        email: `${unique('mail')}@example.test`,
        password: PASSWORD,
        language: 'de',
      });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.details).toEqual({
      language: ['Language must be one of en, pl'],
    });
  });

  it('mails a password reset in the language the user chose, else the request’s', async () => {
    const chosen = await createUser(ctx());
    await choosePolish(await signIn(ctx(), chosen));
    await ctx().client().post('/auth/forgotten-password', { email: chosen.email });
    await ctx().app.mailer.idle();
    const polish = await ctx().mailbox.latest(chosen.email, 'hasło');
    expect(polish.subject).toBe('Zresetuj hasło do Budget App');
    expect(polish.text).toContain('Twoje hasło pozostanie bez zmian.');

    const browser = await createUser(ctx());
    await ctx().client().post(
      '/auth/forgotten-password',
      { email: browser.email },
      {
        headers: POLISH,
      },
    );
    await ctx().app.mailer.idle();
    expect((await ctx().mailbox.latest(browser.email, 'hasło')).subject).toBe(
      'Zresetuj hasło do Budget App',
    );
    const english = await createUser(ctx());
    await ctx().client().post('/auth/forgotten-password', { email: english.email });
    await ctx().app.mailer.idle();
    expect((await ctx().mailbox.latest(english.email, 'Reset')).subject).toBe(
      'Reset your Budget App password',
    );
  });

  it('mails invitations in the inviter’s language, and the added in their own', async () => {
    const { group, ownerClient } = await ownerWithGroup(ctx());
    const address = `${unique('invited')}@example.test`;
    await ownerClient.put(
      '/groups/assign-users',
      { groupId: group.id, userEmails: [address], role: MemberRole.Viewer },
      { headers: POLISH },
    );
    await ctx().app.mailer.idle();
    const invitation = await ctx().mailbox.latest(address);
    expect(invitation.subject).toBe('Zaproszenie do grupy w Budget App');
    expect(invitation.text).toContain(`zaprasza Cię do grupy „${group.name}” w Budget App`);
    expect(invitation.text).toContain('(rola: obserwator)');

    const polishReader = await createUser(ctx());
    await choosePolish(await signIn(ctx(), polishReader));
    const englishReader = await createUser(ctx());
    await ownerClient.put('/groups/assign-users', {
      groupId: group.id,
      userEmails: [polishReader.email, englishReader.email],
    });
    await ctx().app.mailer.idle();
    const polish = await ctx().mailbox.latest(polishReader.email, 'grupy');
    expect(polish.subject).toBe('Dodano Cię do grupy w Budget App');
    expect(polish.text).toContain('(rola: członek)');
    const english = await ctx().mailbox.latest(englishReader.email, 'group');
    expect(english.subject).toBe('You were added to a group on Budget App');
    expect(english.text).toContain(`added you to "${group.name}" on Budget App as a Member.`);
  });
});
