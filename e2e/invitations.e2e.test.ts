import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { TEST_PASSWORD, handMade, registerUser, signIn } from './support/users.ts';

const ANN = 'ann@example.test';
const BOB = 'bob@example.test';

describe('inviting someone without an account, in two browsers', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  let groupId = '';
  let link = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('lets the Owner invite an address without an account, and the mail arrives', async () => {
    ann = await signIn(browser, server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Household' });
    expect(created.status).toBe(201);
    groupId = (created.body.data as { id: string }).id;
    await ann.goto(`/groups?group=${groupId}`);
    await ann.getByRole('heading', { name: 'Manage Group: Household' }).waitFor();
    const card = ann.getByRole('region', { name: /Pending invitations/ });
    await card.getByText('No pending invitations.').waitFor();

    await ann.getByRole('button', { name: 'Add Member' }).click();
    await ann.getByLabel('Email').fill(BOB);
    await ann.getByRole('button', { name: 'Add User' }).click();
    await ann.getByText(`An invitation to join was sent to ${BOB}.`).first().waitFor();
    // Back on the manage view, which lists the invitation; Bob is no member yet.
    await ann.getByRole('heading', { name: 'Manage Group: Household' }).waitFor();
    const row = card.getByRole('row', { name: new RegExp(BOB) });
    await row.getByText('Member').waitFor();
    await expect(card.getByText('Pending invitations (1)').isVisible()).resolves.toBe(true);
    await ann.getByText('Members (1)').waitFor();
    // Mailed a moment ago: Resend waits for the minute to pass.
    const resend = row.getByRole('button', { name: `Resend the invitation to ${BOB}` });
    await expect(resend.isDisabled()).resolves.toBe(true);
    await screenshot(ann, 'invitations-pending');
    // On a phone the invitations are a list of cards, like the members.
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto(`/groups?group=${groupId}`);
    await phone.getByRole('list', { name: 'Pending invitations' }).getByText(BOB).waitFor();
    await screenshot(phone, 'invitations-pending-mobile');
    await phone.context().close();

    const mail = await mailbox.latest(BOB, 'invited');
    expect(mail.text).toContain('invited you to join "Household"');
    link = mail.link ?? '';
    expect(link.startsWith(`${server.url}/invitations/`)).toBe(true);
  });

  it('lets Bob open the link in his own browser, register from it and land in the group', async () => {
    bob = await openPage(browser, server.url);
    await bob.goto(link);
    await bob.getByRole('heading', { name: 'Join Household' }).waitFor();
    await bob.getByText(`${ANN.split('@')[0]} invited you`).waitFor();
    await bob.getByRole('link', { name: 'Create an account' }).waitFor();
    await bob.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(bob, 'invitation-landing');
    expect(await axeViolations(bob)).toEqual([]);

    await bob.getByRole('link', { name: 'Create an account' }).click();
    await bob.getByRole('heading', { name: 'Create Account' }).waitFor();
    const email = bob.getByLabel('Email');
    await expect(email.inputValue()).resolves.toBe(BOB);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await bob.getByLabel('Username').fill('bob');
    await bob.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await bob.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await bob.getByRole('button', { name: 'Create account' }).click();
    await bob.waitForURL('**/login');
    await bob.getByText(/Your email address is confirmed and you joined the group/).waitFor();

    // Registration signs nobody in: Bob signs in and is taken to the group, as a Member.
    await bob.getByLabel('Email').fill(BOB);
    await bob.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await bob.getByRole('button', { name: 'Sign in' }).click();
    await bob.waitForURL(`**/groups?group=${groupId}`);
    await bob.getByRole('heading', { name: 'Manage Group: Household' }).waitFor();
    await bob.getByText('Members (2)').waitFor();
    const role = bob.getByRole('definition').filter({ hasText: 'Member' });
    await expect(role.count()).resolves.toBe(1);
    // No activation mail was needed.
    expect(mailbox.mails.filter((mail) => mail.to === BOB && /Confirm/.test(mail.subject))).toEqual(
      [],
    );
    await screenshot(bob, 'invitation-joined');
  });

  it('shows the Owner the new member and no pending invitation; the link is used up', async () => {
    await ann.reload();
    await ann.getByText('Members (2)').waitFor();
    await expect(ann.getByRole('combobox', { name: 'Role of bob' }).textContent()).resolves.toBe(
      'Member',
    );
    const card = ann.getByRole('region', { name: /Pending invitations/ });
    await card.getByText('No pending invitations.').waitFor();

    const visitor = await openPage(browser, server.url);
    await visitor.goto(link);
    await visitor.getByText('This invitation has already been used').waitFor();
    await visitor.context().close();
  });

  it('met no Content Security Policy violation or page error', () => {
    for (const page of [ann, bob]) expect(consoleProblems(page)).toEqual([]);
  });
});
