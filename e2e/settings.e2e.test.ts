import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, openPage, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { TEST_PASSWORD, handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.settings@example.test';
const BOB = 'bob.settings@example.test';
const EUR = 2;

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const totalText = (page: Page) =>
  page.getByRole('region', { name: 'Total Budgets' }).getByTestId('total').textContent();
/** Intl separates with no-break spaces; compared as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await pick(page.getByRole('option', { name: option, exact: true }));
}

describe('settings, the group manage view and the dashboard in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let groupId = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    await registerUser(server.url, mailbox, BOB);
    browser = await launchBrowser();
    ann = await signIn(browser, server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Household', description: '' });
    groupId = (created.body.data as { id: string }).id;
    const today = await ann.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    for (const body of [
      { name: 'Trip fund', amount: 100, currency: EUR, startDate: today },
      { name: 'Old plan', amount: 50, currency: 0, startDate: '2020-01-01', endDate: '2020-12-31' },
    ]) {
      const budget = await handMade(ann, 'POST', '/budgets', { ...body, groupId, periodType: 2 });
      expect(budget.status).toBe(201);
    }
    await ann.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('converts the dashboard total into the display currency chosen in Settings', async () => {
    // 100 EUR at the shipped NBP rate of 4.3653 PLN.
    await expect.poll(async () => plain(await totalText(ann))).toBe('436.53 PLN');
    const old = ann.getByRole('region', { name: 'Budgets' }).getByRole('article', {
      name: 'Old plan',
    });
    await expect(old.getByTestId('budget-phase').textContent()).resolves.toBe('Ended');
    await ann.getByTestId('user-menu-trigger').click();
    await ann.getByRole('menuitem', { name: 'Settings' }).click();
    await ann.waitForURL('**/settings');
    await choose(ann, 'Currency for totals', 'EUR - Euro');
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect.poll(async () => plain(await totalText(ann))).toBe('100.00 EUR');
  });

  it('applies the theme at once and keeps it for the next browser, before its first paint', async () => {
    await ann.goto('/settings');
    await ann.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(() => isDark(ann)).toBe(true);
    await expect
      .poll(async () => (await handMade(ann, 'GET', '/users/me/preferences')).body.data)
      .toMatchObject({ theme: 'dark', displayCurrency: EUR });
    expect(await axeViolations(ann)).toEqual([]);
    await screenshot(ann, 'settings-dark-1280');

    const elsewhere = await signIn(browser, server.url, ANN);
    await expect.poll(() => isDark(elsewhere)).toBe(true);
    await expect.poll(async () => plain(await totalText(elsewhere))).toBe('100.00 EUR');
    // The copy this browser now keeps paints the next load dark from the start.
    await elsewhere.reload({ waitUntil: 'commit' });
    await elsewhere.waitForFunction(() => document.readyState !== 'loading');
    expect(await isDark(elsewhere)).toBe(true);
    await elsewhere.context().close();
  });

  it('writes numbers and dates for the chosen locale, and starts calendars on the chosen day', async () => {
    await ann.goto('/settings');
    await choose(ann, 'Number format', 'Deutsch (Deutschland)');
    await expect
      .poll(async () => plain(await ann.getByTestId('locale-sample').textContent()))
      // Numbers in German, the month in the interface's English (docs/decisions.md, 'Languages').
      .toBe('For example -1.234,50 EUR · Mar 2026');
    await choose(ann, 'Date format', 'dd.MM.yyyy (28.11.2026)');
    await choose(ann, 'First day of the week', 'Monday');
    await expect
      .poll(async () => (await handMade(ann, 'GET', '/users/me/preferences')).body.data)
      .toMatchObject({ locale: 'de-DE', dateFormat: 'dd.MM.yyyy', weekStart: 1 });
    await ann.goto('/budgets?action=quick_add');
    // Aligned with the calendar, the start date is the 1st of this month, written as chosen.
    const today = await ann.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    const form = ann.getByRole('form', { name: 'Add Budget' });
    await expect(form.getByLabel('Start date').inputValue()).resolves.toBe(
      `01.${today.slice(5, 7)}.${today.slice(0, 4)}`,
    );
    await choose(ann, 'Period Type', 'Weekly');
    const monday = await form.getByLabel('Start date').inputValue();
    const [day, month, year] = monday.split('.').map(Number);
    expect(new Date(year!, month! - 1, day!).getDay()).toBe(1);
    await ann.getByRole('button', { name: 'Choose date from calendar' }).first().click();
    const firstDay = ann.getByRole('dialog', { name: 'Calendar' }).locator('thead th').first();
    await expect(firstDay.getAttribute('aria-label')).resolves.toBe('Monday');
    await ann.keyboard.press('Escape');
    await ann.goto('/budgets');
    const card = ann.getByRole('article', { name: 'Trip fund' });
    await expect
      .poll(() => card.getByTestId('budget-period').textContent())
      .toMatch(/^Period: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    await screenshot(ann, 'budgets-date-format-1280');
    await ann.goto('/transactions?from=2026-03-02');
    await expect(ann.getByLabel('From', { exact: true }).inputValue()).resolves.toBe('02.03.2026');
    await screenshot(ann, 'transactions-filters-date-format-1280');
    const small = await signIn(browser, server.url, ANN, 390);
    await small.goto('/budgets');
    await small.getByRole('article', { name: 'Trip fund' }).getByTestId('budget-period').waitFor();
    await screenshot(small, 'budgets-date-format-390');
    await small.goto('/transactions?from=2026-03-02&to=2026-03-31');
    await expect(small.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('31.03.2026');
    await screenshot(small, 'transactions-filters-date-format-390');
    await small.context().close();
    await ann.goto('/dashboard');
    await expect.poll(async () => plain(await totalText(ann))).toBe('100,00 EUR');
    await ann.goto('/settings');
    await choose(ann, 'Number format', "This browser's");
    await choose(ann, 'Date format', 'yyyy-MM-dd (2026-11-28)');
    await ann.getByRole('radio', { name: 'Light' }).click();
    await expect.poll(() => isDark(ann)).toBe(false);
    expect(await axeViolations(ann)).toEqual([]);
    await screenshot(ann, 'settings-light-1280');
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/settings');
    await phone.getByRole('heading', { name: 'Dates and numbers' }).waitFor();
    await screenshot(phone, 'settings-light-390');
    await phone.context().close();
  });

  it('lets the Owner rename the group and set its time zone in the manage view', async () => {
    await ann.goto('/groups');
    await ann.getByRole('button', { name: 'Manage Household' }).click();
    await ann.getByRole('button', { name: 'Edit Group' }).click();
    const form = ann.getByRole('form', { name: 'Edit group' });
    await form.getByLabel('Name').fill('Home');
    await choose(ann, 'Time zone', 'Pacific/Kiritimati');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await ann.getByText('Group updated successfully').first().waitFor();
    await ann.getByText('Manage Group: Home').waitFor();
    await ann.getByText('Pacific/Kiritimati').waitFor();
    expect(await axeViolations(ann)).toEqual([]);
    await screenshot(ann, 'groups-manage-time-zone');
    const group = await handMade(ann, 'GET', '/groups');
    expect(group.body.data).toMatchObject([{ name: 'Home', timeZone: 'Pacific/Kiritimati' }]);
  });

  it('sends a user without a group from a group screen to the dashboard after sign-in', async () => {
    const page = await openPage(browser, server.url);
    await page.goto('/budgets');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(BOB);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('No Group Membership').waitFor();
    // Typed in afterwards, the same address is simply not there for Bob.
    await page.goto('/budgets');
    await page.getByText('404 Not Found').waitFor();
    await page.context().close();
  });

  it('logged no Content-Security-Policy violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
