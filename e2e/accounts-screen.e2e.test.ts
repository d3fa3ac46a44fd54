import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { consoleProblems, launchBrowser, money, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.accounts@example.test';
const BOB = 'bob.accounts@example.test';
const PLN = 0;
const USD = 1;
const EUR = 2;
/** Russian Ruble: not in the shipped NBP table (nor pegged to the euro), so never converted. */
const RUB = 13;
const EXPENSE = 0;
const INCOME = 1;
const HOLIDAY = 'Summer holiday in the Tatra mountains with family';
const AXE = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));

/** The server's "this month" is the group's (UTC here): today's date as the server sees it. */
const today = new Date().toISOString().slice(0, 10);

interface Axe {
  run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
}

describe('the accounts screen in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  const ids: Record<string, string> = {};

  async function createGroup(page: Page, name: string): Promise<string> {
    const created = await handMade(page, 'POST', '/groups', { name, description: '' });
    expect(created.status).toBe(201);
    return (created.body.data as { id: string }).id;
  }

  async function add(
    page: Page,
    groupId: string,
    [transactionType, name, amount, currency, date]: [number, string, number, number, string],
  ) {
    const created = await handMade(page, 'POST', '/transactions', {
      transactionType,
      name,
      groupId,
      amount,
      currency,
      date,
    });
    expect(created.status).toBe(201);
  }

  const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
  const total = (page: Page) => page.getByRole('region', { name: 'Total balance' });

  /** Every line of a per-currency list, or the text standing in for an empty one. */
  async function lines(container: Locator, testId: string): Promise<string[]> {
    const element = container.getByTestId(testId);
    const items = element.getByRole('listitem');
    return (await items.count()) > 0
      ? items.allTextContents()
      : [(await element.textContent()) ?? ''];
  }

  async function figures(page: Page, name: string) {
    const article = card(page, name);
    return {
      role: await article.getByTestId('account-role').textContent(),
      balances: await lines(article, 'account-balances'),
      converted: await article.getByTestId('account-converted').textContent(),
      income: await lines(article, 'month-income'),
      expenses: await lines(article, 'month-expenses'),
      count: await article.getByTestId('transaction-count').textContent(),
      last: await article.getByTestId('last-transaction').textContent(),
    };
  }

  async function expectNoAxeViolations(page: Page) {
    // Evaluated through the DevTools protocol: the app's CSP refuses an injected <script>.
    await page.evaluate(readFileSync(AXE, 'utf8'));
    const { violations } = await page.evaluate(() => (window as unknown as { axe: Axe }).axe.run());
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  }

  /** No element sticks out sideways: the page does not scroll horizontally. */
  async function expectNoOverflow(page: Page) {
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    await registerUser(server.url, mailbox, BOB);
    browser = await launchBrowser();

    // Bob's group, where Ann is a Member: USD and EUR, and RUB, which has no rate.
    const bob = await signIn(browser, server.url, BOB);
    ids.holiday = await createGroup(bob, HOLIDAY);
    for (const transaction of [
      [INCOME, 'Deposit', 200, EUR, '2025-03-01'],
      [INCOME, 'Refund', 20, USD, '2025-03-02'],
      [INCOME, 'Old roubles', 10, RUB, '2025-03-03'],
      [EXPENSE, 'Flights', 150, USD, today],
    ] as const)
      await add(bob, ids.holiday, [...transaction]);
    const assigned = await handMade(bob, 'PUT', '/groups/assign-users', {
      groupId: ids.holiday,
      userEmails: [ANN],
      role: 2,
    });
    expect(assigned.status).toBe(200);
    await bob.context().close();

    ann = await signIn(browser, server.url, ANN);
    ids.household = await createGroup(ann, 'Household');
    for (const transaction of [
      [INCOME, 'Salary', 5000, PLN, today],
      [EXPENSE, 'Rent', 1250.5, PLN, '2025-06-15'],
      [EXPENSE, 'Groceries', 320.25, PLN, today],
      [EXPENSE, 'Hotel', 100, EUR, today],
    ] as const)
      await add(ann, ids.household, [...transaction]);
    ids.jar = await createGroup(ann, 'Empty jar');
    // The group list is loaded once per session: a fresh load shows the new groups.
    await ann.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("opens from the sidebar and shows each group's figures, computed by hand", async () => {
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Accounts', exact: true })
      .click();
    await ann.waitForURL('**/accounts');
    await ann.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
    await card(ann, 'Household').waitFor();
    const month = await ann.evaluate(
      (day) =>
        new Intl.DateTimeFormat(undefined, {
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${day}T00:00:00Z`)),
      today,
    );
    // A day in the user's date format, yyyy-MM-dd unless changed in Settings.
    const last = `Last on ${today}`;

    // Household: +5000 -1250.50 -320.25 PLN, -100 EUR (100 x 4.3653 = 436.53 PLN).
    expect(await figures(ann, 'Household')).toEqual({
      role: 'Owner',
      balances: [await money(ann, 3429.25, PLN), await money(ann, -100, EUR)],
      converted: await money(ann, 2992.72, PLN),
      income: [await money(ann, 5000, PLN)],
      expenses: [await money(ann, 320.25, PLN), await money(ann, 100, EUR)],
      count: '4 transactions',
      last,
    });
    await card(ann, 'Household').getByText(month).waitFor();

    // Holiday: 20 - 150 = -130 USD (-524.238 PLN), 200 EUR (873.06 PLN), 10 RUB left out.
    expect(await figures(ann, HOLIDAY)).toEqual({
      role: 'Member',
      balances: [
        await money(ann, -130, USD),
        await money(ann, 200, EUR),
        await money(ann, 10, RUB),
      ],
      converted: await money(ann, 348.82, PLN),
      income: ['None'],
      expenses: [await money(ann, 150, USD)],
      count: '4 transactions',
      last,
    });
    await card(ann, HOLIDAY)
      .getByText(
        'Balances in RUB could not be converted into PLN (no exchange rate) and are left out of the converted balance.',
      )
      .waitFor();

    expect(await figures(ann, 'Empty jar')).toEqual({
      role: 'Owner',
      balances: [await money(ann, 0, PLN)],
      converted: await money(ann, 0, PLN),
      income: ['None'],
      expenses: ['None'],
      count: '0 transactions',
      last: 'No transactions yet',
    });

    // 2992.72 + 348.822 PLN.
    await expect(total(ann).getByTestId('accounts-total').textContent()).resolves.toBe(
      await money(ann, 3341.54, PLN),
    );
    await total(ann).getByText('Across 3 groups, converted into PLN').waitFor();
    await total(ann)
      .getByText(
        'Balances in RUB could not be converted into PLN (no exchange rate) and are left out of the total.',
      )
      .waitFor();
    expect(await lines(total(ann), 'accounts-total-per-currency')).toEqual([
      await money(ann, 3429.25, PLN),
      await money(ann, -130, USD),
      await money(ann, 100, EUR),
      await money(ann, 10, RUB),
    ]);
    // A long name is cut to the card, and kept whole in its title.
    const heading = card(ann, HOLIDAY).getByRole('heading', { name: HOLIDAY });
    await expect(heading.getAttribute('title')).resolves.toBe(HOLIDAY);
    await expectNoOverflow(ann);
    await screenshot(ann, 'accounts-desktop-light');
    await expectNoAxeViolations(ann);
  });

  it('converts into another currency chosen on the page, kept in the address', async () => {
    await ann.getByRole('combobox', { name: 'Display currency' }).click();
    await pick(ann.getByRole('option', { name: 'EUR - Euro' }));
    await ann.waitForURL('**/accounts?currency=2');
    await total(ann).getByText('Across 3 groups, converted into EUR').waitFor();
    // 3429.25 / 4.3653 - 100 = 685.570...; -130 x 4.0326 / 4.3653 + 200 = 79.907...
    await expect
      .poll(() => card(ann, 'Household').getByTestId('account-converted').textContent())
      .toBe(await money(ann, 685.57, EUR));
    await expect(card(ann, HOLIDAY).getByTestId('account-converted').textContent()).resolves.toBe(
      await money(ann, 79.91, EUR),
    );
    await expect(total(ann).getByTestId('accounts-total').textContent()).resolves.toBe(
      await money(ann, 765.48, EUR),
    );
    await ann.reload();
    await total(ann).getByText('Across 3 groups, converted into EUR').waitFor();
    await expect(
      ann.getByRole('combobox', { name: 'Display currency' }).textContent(),
    ).resolves.toBe('EUR - Euro');
  });

  it("'View transactions' opens the transactions of that group", async () => {
    await card(ann, HOLIDAY)
      .getByRole('link', { name: /^View transactions/ })
      .click();
    await ann.waitForURL((url) => url.pathname === '/transactions');
    const url = new URL(ann.url());
    expect(url.search).toBe(`?groupId=${ids.holiday}`);
    await expect(ann.getByRole('combobox', { name: 'Group' }).textContent()).resolves.toBe(HOLIDAY);
  });

  it('fits a phone: one column, no sideways scrolling', async () => {
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/accounts');
    await card(phone, 'Empty jar').waitFor();
    const lefts = await Promise.all(
      ['Household', HOLIDAY, 'Empty jar'].map(
        async (name) => (await card(phone, name).boundingBox())!.x,
      ),
    );
    expect(new Set(lefts).size).toBe(1);
    await expectNoOverflow(phone);
    await screenshot(phone, 'accounts-mobile-light');
    await expectNoAxeViolations(phone);
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('reads well in the dark theme, on a desktop and a phone', async () => {
    await ann.goto('/settings');
    await ann.getByRole('radio', { name: 'Dark' }).click();
    await expect
      .poll(() => ann.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    // The theme is a saved preference: wait until the server has it before a new sign-in.
    await expect
      .poll(async () => (await handMade(ann, 'GET', '/users/me/preferences')).body.data)
      .toMatchObject({ theme: 'dark' });
    await ann.goto('/accounts');
    await card(ann, 'Household').waitFor();
    await screenshot(ann, 'accounts-desktop-dark');
    await expectNoAxeViolations(ann);

    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/accounts');
    await card(phone, 'Household').waitFor();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expectNoOverflow(phone);
    await screenshot(phone, 'accounts-mobile-dark');
    await expectNoAxeViolations(phone);
    await phone.context().close();
  });

  /** Opens /accounts with the accounts' answer held back until `release` is called. */
  async function openHeld(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/accounts?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/accounts');
    const loading = page.getByRole('status', { name: 'Loading accounts' });
    await loading.waitFor();
    return { loading, release };
  }

  const height = async (locator: Locator) => Math.round((await locator.boundingBox())!.height);

  it('loads behind skeletons of the same size as the cards', async () => {
    const { loading, release } = await openHeld(ann);
    // One skeleton card per group.
    expect(await loading.getByRole('listitem').count()).toBe(3);
    const skeletonTotal = await height(loading.locator(':scope > div').first());
    await screenshot(ann, 'accounts-loading-dark');
    release();
    await card(ann, 'Household').waitFor();
    await ann.unroute('**/api/v1/accounts?*');
    // The loaded total card is as tall, but for the note on RUB (and the 12 px gap above it),
    // and net worth's per currency row and note (each with the 8 px gap above it).
    const note = await height(total(ann).getByTestId('accounts-total-note'));
    const perCurrency = await height(total(ann).getByTestId('accounts-net-worth-currencies'));
    const netWorthNote = await height(total(ann).getByTestId('accounts-net-worth-note'));
    expect(await height(total(ann))).toBe(
      skeletonTotal + note + 12 + perCurrency + 8 + netWorthNote + 8,
    );

    // On a phone each card has its own height: a card with one currency is the skeleton's.
    const phone = await signIn(browser, server.url, ANN, 390);
    const held = await openHeld(phone);
    const skeletonCard = await height(held.loading.getByRole('listitem').first());
    held.release();
    await card(phone, 'Empty jar').waitFor();
    expect(await height(card(phone, 'Empty jar'))).toBe(skeletonCard);
    await phone.context().close();
  });

  it('met no CSP violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
