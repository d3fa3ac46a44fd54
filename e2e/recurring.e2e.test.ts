import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const EMAIL = 'dora.recurring@example.test';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** A 31st at least three months back, and the month ends from then to today (UTC). */
function rentDates(today = new Date()) {
  let year = today.getUTCFullYear();
  let month = today.getUTCMonth() - 3;
  while (lastDay(year, month) !== 31) month -= 1;
  const start = new Date(Date.UTC(year, month, 1));
  [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  const todayText = today.toISOString().slice(0, 10);
  const dates: string[] = [];
  for (let m = month; ; m++) {
    const date = iso(year, m, lastDay(year, m));
    if (date > todayText) return { dates, next: date, today: todayText };
    dates.push(date);
  }
}

describe('recurring transactions in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const { dates, next, today } = rentDates();
  const rows = () => page.getByRole('region', { name: 'Expenses' }).getByRole('row');
  const dayOf = (date: string) => page.locator(`time[datetime="${date}"]`);

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, EMAIL);
    browser = await launchBrowser();
    page = await signIn(browser, server.url, EMAIL);
    await handMade(page, 'POST', '/groups', { name: 'Flat', description: '' });
    await page.goto('/transactions');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('adds a monthly rent on the 31st: it appears on the last day of each month since', async () => {
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByLabel('Name').fill('Rent');
    await page.getByLabel('Date', { exact: true }).fill(dates[0] as string);
    await page.getByLabel('Value').fill('2500');
    await page.getByRole('combobox', { name: 'Repeats' }).click();
    await pick(page.getByRole('option', { name: 'Monthly' }));
    await page.getByLabel('Ends (optional)').waitFor();
    await screenshot(page, 'recurring-add');
    await page.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await expect
      .poll(
        async () => (await rows().allTextContents()).filter((text) => text.includes('Rent')).length,
      )
      .toBe(dates.length);
    // Each row's day is a <time> element carrying its yyyy-MM-dd (written in the locale).
    const expenses = page.getByRole('region', { name: 'Expenses' });
    for (const date of dates) {
      expect(
        await expenses
          .getByRole('row')
          .filter({ has: dayOf(date) })
          .count(),
      ).toBe(1);
    }
    expect(
      await page.getByRole('region', { name: 'Expenses' }).getByText('Repeats monthly').count(),
    ).toBe(dates.length);
    const coming = page.getByRole('region', { name: 'Coming up' });
    const nextDay = new Date(`${next}T00:00:00Z`).getTime();
    if (nextDay - new Date(`${today}T00:00:00Z`).getTime() <= 30 * 86_400_000) {
      await expect.poll(() => coming.getByRole('listitem').count()).toBe(1);
    }
    await screenshot(page, 'recurring-list');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('edits one occurrence alone after asking, then deletes it and the following ones', async () => {
    const second = dates[1] as string;
    await page
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row')
      .filter({ has: dayOf(second) })
      .getByRole('button', { name: 'Edit Rent' })
      .click();
    await page.getByLabel('Value').fill('2600');
    await page.getByRole('button', { name: 'Update Transaction' }).click();
    const question = page.getByRole('alertdialog', { name: 'Edit recurring transaction' });
    await question.waitFor();
    // Measured once its opening animation has run (a half-faded dialog fails the contrast rule).
    await question.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(page, 'recurring-scope');
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'This occurrence only' }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await expect
      .poll(
        async () =>
          (await rows().allTextContents()).filter((text) => text.includes('2,600.00')).length,
      )
      .toBe(1);

    await page
      .getByRole('region', { name: 'Expenses' })
      .getByRole('row')
      .filter({ has: dayOf(second) })
      .getByRole('button', { name: 'Delete Rent' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete this and following' }).click();
    await expect
      .poll(
        async () => (await rows().allTextContents()).filter((text) => text.includes('Rent')).length,
      )
      .toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Coming up' }).count()).toBe(0);
    expect(consoleProblems(page)).toEqual([]);
  });
});
