import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import {
  consoleLog,
  consoleProblems,
  launchBrowser,
  openPage,
  screenshot,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const EMAIL = 'alice@example.test';
const PASSWORD = 'Str0ng#Passw0rd';
const CHANGED = 'Chang3d#Passw0rd';
const RESET = 'R3set#Passw0rd!';

describe("a new user's way in, from registration to account deletion", () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    browser = await launchBrowser();
    page = await openPage(browser, server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  async function signIn(password: string) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('redirects a visitor to /login, keeping where they wanted to go', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/user-profile');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // Nobody signed in is an expected answer of the session check: no failed resource logged.
    expect(consoleLog(page).filter((line) => line.startsWith('error'))).toEqual([]);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  });

  it('registers with a strength meter and lands on /login', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(
      page.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('Weak');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(
      page.getByRole('progressbar', { name: 'Password strength' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('Good');
    await page.getByLabel('Confirm password').fill('different');
    // Refused on submit, with the reason under the field and in the form's summary.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByRole('alert').filter({ hasText: 'Not sent yet' }).waitFor();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await screenshot(page, 'register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('Registration successful! Please check your email to verify your account.')
      .waitFor();
    await page.waitForURL('**/login');
  });

  it("lets the unconfirmed user in, to the 'Email Not Confirmed' card", async () => {
    await signIn(PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Email Not Confirmed' }).waitFor();
    await screenshot(page, 'dashboard-unconfirmed');
  });

  it("activates from the e-mailed link and shows the 'No Group Membership' card", async () => {
    const mail = await mailbox.latest(EMAIL, 'Confirm');
    expect(mail.link).toMatch(new RegExp(`^${server.url}/activate-account\\?token=`));
    await page.goto(mail.link as string);
    await page.getByText('Activation successful').waitFor();
    await screenshot(page, 'activated');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'No Group Membership' }).waitFor();
    await page.getByRole('link', { name: 'Browse Groups' }).waitFor();
    await screenshot(page, 'dashboard');
  });

  it('edits the profile', async () => {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/user-profile');
    await page.getByRole('heading', { name: 'Email Confirmed' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username').fill('alice-b');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('alice-b');
    await expect(page.getByTestId('user-display-name').textContent()).resolves.toContain('alice-b');
  });

  it('changes the password, refusing a wrong current one', async () => {
    await page.getByRole('button', { name: 'Show change password form' }).click();
    // The server's rules for a weak password: one item each, and the row beside stays level.
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('abcdefg');
    await page.getByLabel('Confirm new password').fill('abcdefg');
    await page.getByRole('button', { name: 'Update Password' }).click();
    const rules = page.getByRole('listitem').filter({ hasText: 'Password must' });
    await rules.first().waitFor();
    expect(await rules.count()).toBeGreaterThan(1);
    // The fields' labels (the form's summary names the same fields in buttons).
    const top = async (label: string) =>
      (await page.locator('label').getByText(label, { exact: true }).boundingBox())?.y;
    // Polled: the row settles a frame after the rules appear (once seen 72 px apart on a busy host).
    await expect
      .poll(async () => (await top('Confirm new password')) === (await top('New password')))
      .toBe(true);
    const input = await page.getByLabel('Confirm new password').boundingBox();
    const eye = await page.getByRole('button', { name: 'Show password' }).last().boundingBox();
    expect(eye!.y).toBeGreaterThanOrEqual(input!.y);
    expect(eye!.y + eye!.height).toBeLessThanOrEqual(input!.y + input!.height + 0.5);
    await screenshot(page, 'profile-password-rules');
    await page.getByLabel('Current password').fill('Wrong#Passw0rd');
    await page.getByLabel('New password', { exact: true }).fill(CHANGED);
    await page.getByLabel('Confirm new password').fill(CHANGED);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Current password is incorrect').first().waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    // The top-centre toast leaves the page title readable.
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Password changed successfully' });
    const title = page.getByRole('heading', { name: 'User Profile' });
    // Polled: the toast slides in from above.
    await expect
      .poll(async () => {
        const [box, heading] = [await toast.boundingBox(), await title.boundingBox()];
        return box!.y >= heading!.y + heading!.height || box!.y + box!.height <= heading!.y;
      })
      .toBe(true);
    const font = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    await expect(font('[data-sonner-toast]')).resolves.toBe(await font('body'));
    await screenshot(page, 'profile');
  });

  it('signs out, then back in with the new password', async () => {
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(PASSWORD);
    await page.getByText('Invalid username or password').waitFor();
    await signIn(CHANGED);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset instructions have been sent to your email.').waitFor();
    const mail = await mailbox.latest(EMAIL, 'Reset');
    await page.goto(mail.link as string);
    await page.getByLabel('New password', { exact: true }).fill(RESET);
    await page.getByLabel('Confirm new password').fill(RESET);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password has been reset successfully!').waitFor();
    await page.waitForURL('**/login');
    await signIn(RESET);
    await page.waitForURL('**/dashboard');
  });

  it('deletes the account, after which sign-in is refused', async () => {
    await page.goto('/user-profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByText('30 days').first().waitFor();
    await screenshot(page, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByText('Account deleted successfully').waitFor();
    await page.waitForURL('**/login');
    await signIn(RESET);
    await page.getByText('Invalid username or password').waitFor();
  });

  it('met no Content Security Policy violation or page error', () => {
    expect(consoleProblems(page)).toEqual([]);
  });
});
