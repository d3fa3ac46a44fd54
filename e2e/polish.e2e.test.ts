import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { launchBrowser, scrollUntilGone, screenshot } from './support/browser.ts';
import { englishLeft } from './support/english-left.ts';
import { fillHousehold } from './support/household.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, TEST_PASSWORD } from './support/users.ts';
import { pick } from './support/forms.ts';

const EMAIL = 'ola.kowalska@example.test';
const SCREENS = [
  '/dashboard',
  '/groups',
  '/accounts',
  '/budgets',
  '/budgets?action=quick_add',
  '/transactions',
  '/transactions?action=quick_add',
  '/balances',
  '/imports',
  '/categories',
  '/tags',
  '/rules',
  '/reports',
  '/settings',
  '/user-profile',
  '/no-such-page',
];
/** What the household itself named, and the e-mail shown as the account's. */
/** A group with a category, five transactions and a budget, all named in Polish. */
const POLISH_HOUSEHOLD = {
  group: 'Dom Kowalskich',
  moneyAccount: 'Konto główne',
  category: 'Jedzenie',
  budget: 'Jedzenie',
  transactions: [
    ['Zakupy', 84.2, 0, true],
    ['Biedronka', 12.5, 0, true],
    ['Pensja', 5200, 1, false],
    ['Kino', 42, 0, false],
    ['Zakupy', 30, 0, true],
  ],
} as const;
const OWN_NAMES = ['Dom Kowalskich', 'Zakupy', 'Biedronka', 'Pensja', 'Kino', 'Jedzenie', EMAIL];

/** A browser whose language is Polish: what a Polish household's phone or laptop sends. */
async function polishPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pl-PL',
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

async function settled(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await scrollUntilGone(page, '[aria-busy="true"], .animate-pulse', `${path} keeps loading`);
  await page.locator('h1').first().waitFor();
  return page.locator('body').innerText();
}

/**
 * A household whose browsers speak Polish: registering, the activation e-mail, every screen and
 * the forms behind 'Add', in Polish with Polish plurals, and no English text of the interface
 * left but what the product keeps in every language.
 */
describe('the app in Polish', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('registers a visitor whose browser speaks Polish, in Polish, with a Polish e-mail', async () => {
    const page = await polishPage(browser, server.url);
    const shown = await settled(page, '/register');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(englishLeft(shown)).toEqual([]);
    await page.locator('input[name="userName"]').fill('ola');
    await page.locator('input[name="email"]').fill(EMAIL);
    await page.locator('input[name="password"]').fill(TEST_PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(TEST_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    const mail = await mailbox.latest(EMAIL);
    expect(mail.subject + mail.text).toMatch(/[ąćęłńóśźż]/i);
    expect(englishLeft(mail.subject)).toEqual([]);
    const token = new URL(mail.link as string).searchParams.get('token') ?? '';
    await page.goto(`/activate-account?token=${token}&email=${encodeURIComponent(EMAIL)}`);
    await page.waitForLoadState('networkidle');
    expect(englishLeft(await page.locator('body').innerText())).toEqual([]);
    await page.context().close();
  });

  it('shows every screen and form in Polish, with Polish plural forms', async () => {
    for (const width of [1280, 390]) {
      const page = await polishPage(browser, server.url, width);
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(EMAIL);
      await page.locator('input[name="password"]').fill(TEST_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
      if (width === 1280) await fillHousehold(page, POLISH_HOUSEHOLD);
      const left: string[] = [];
      for (const path of SCREENS) {
        const shown = await settled(page, path);
        left.push(...englishLeft(shown, OWN_NAMES).map((text) => `${path}: ${text}`));
        await screenshot(page, `polish-${path.replace(/\W+/g, '-').replace(/^-/, '')}-${width}`);
      }
      expect(left).toEqual([]);
      // The group's 5 transactions: the Polish plural for five ('transakcji'), not for two.
      expect(await settled(page, '/accounts')).toMatch(/5 transakcji/);
      await page.context().close();
    }
    // Every screen, at two widths: twice the time a single walk is given.
  }, 240_000);

  it('switches between the languages in Settings at once, without a reload', async () => {
    const page = await polishPage(browser, server.url);
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(EMAIL);
    await page.locator('input[name="password"]').fill(TEST_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    await settled(page, '/settings');
    const marker = await page.evaluate(() => Object.assign(window, { notReloaded: true }) && 1);
    expect(marker).toBe(1);
    await page.locator('#language').click();
    await pick(page.getByRole('option', { name: 'English' }));
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await manifestShortcut(page)).toBe('Add expense');
    await page.locator('#language').click();
    await pick(page.getByRole('option', { name: 'Polski' }));
    await page.getByRole('heading', { name: 'Ustawienia', level: 1 }).waitFor();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    // An app installed from here is named in Polish too, its shortcut included.
    expect(await manifestShortcut(page)).toBe('Dodaj wydatek');
    const stored = await handMade(page, 'GET', '/users/me/preferences');
    expect((stored.body.data as { language: string }).language).toBe('pl');
    await page.context().close();
  });
});

/** The name of the 'Add expense' shortcut in the manifest the page links to now. */
function manifestShortcut(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    if (!href) return undefined;
    const manifest = (await (await fetch(href)).json()) as { shortcuts?: { name: string }[] };
    return manifest.shortcuts?.[0]?.name;
  });
}
