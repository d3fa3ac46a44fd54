import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { consoleProblems, launchBrowser, money, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.budgets@example.test';
const PLN = 0;
const EUR = 2;

describe('budgets and the dashboard in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let groupId = '';

  function nav(page: Page, name: string) {
    return page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true })
      .click();
  }

  const budgetCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
  const dashboardTile = (page: Page, name: string) =>
    page
      .getByRole('region', { name: 'Budgets', exact: true })
      .getByRole('article', { name, exact: true });

  /** Waits until a card shows these figures (spent, percent, remaining) and colour. */
  async function expectFigures(
    card: Locator,
    expected: { spent: string; percent: string; remaining: string; over: boolean },
  ) {
    await expect
      .poll(async () => ({
        spent: await card.getByTestId('budget-spent').textContent(),
        percent: await card.getByTestId('budget-percent').textContent(),
        remaining: await card.getByTestId('budget-remaining').textContent(),
        over: (await card.getAttribute('data-over')) === 'true',
      }))
      .toEqual(expected);
  }

  /** The colour a text is painted in, as the browser computes it. */
  function colourOf(locator: Locator): Promise<string> {
    return locator.evaluate((element) => getComputedStyle(element).color);
  }

  /** Adds an expense through the open add form of /transactions. */
  async function addExpense(page: Page, name: string, category: string, amount: string) {
    const form = page.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'Categories (optional)' }).click();
    await pick(page.getByRole('option', { name: category }));
    await page.keyboard.press('Escape');
    await form.getByLabel('Value').fill(amount);
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByText('Transaction added successfully').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/transactions' && url.search === '');
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
    ann = await signIn(browser, server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Household', description: '' });
    groupId = (created.body.data as { id: string }).id;
    for (const name of ['Groceries', 'Fuel']) {
      const category = await handMade(ann, 'POST', '/categories', {
        name,
        description: null,
        groupId,
      });
      expect(category.status).toBe(201);
    }
    // The group list is loaded once per session: a fresh load shows the new group.
    await ann.reload();
    // Gone after any page load: proves the figures below change without one.
    await ann.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it("creates a budget from the dashboard's 'New Budget', with a category", async () => {
    const total = ann.getByRole('region', { name: 'Total Budgets' });
    await total.getByText('0 active budget(s)').waitFor();
    await ann.getByText('No budgets found', { exact: true }).waitFor();
    await ann.getByRole('link', { name: 'New Budget' }).click();
    await ann.waitForURL('**/budgets?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add Budget' });
    await form.getByText('Create New Budget').waitFor();
    // The defaults: PLN, Monthly aligned with the calendar (from the 1st of this month); the only
    // group comes chosen.
    const today = await ann.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await expect(form.getByLabel('Start date').inputValue()).resolves.toBe(
      `${today.slice(0, 7)}-01`,
    );
    await expect(
      form.getByRole('checkbox', { name: 'Align with the calendar' }).getAttribute('data-state'),
    ).resolves.toBe('checked');
    await expect(form.getByRole('combobox', { name: 'Currency' }).textContent()).resolves.toBe(
      'PLN - Polish Zloty',
    );
    await expect(form.getByRole('combobox', { name: 'Period Type' }).textContent()).resolves.toBe(
      'Monthly',
    );
    await expect(form.getByRole('combobox', { name: 'Group' }).textContent()).resolves.toBe(
      'Household',
    );

    await form.getByRole('button', { name: 'Add Budget' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill('Food');
    await form.getByLabel('Description (optional)').fill('What we eat at home');
    await form.getByRole('combobox', { name: 'Categories (optional)' }).click();
    await pick(ann.getByRole('option', { name: 'Groceries' }));
    await ann.keyboard.press('Escape');
    await form.getByLabel('Value').fill('200');
    await screenshot(ann, 'budgets-add');
    await form.getByRole('button', { name: 'Add Budget' }).click();
    await ann.getByText('Budget added successfully').waitFor();
    await ann.waitForURL((url) => url.pathname === '/budgets' && url.search === '');

    const card = budgetCard(ann, 'Food');
    await expectFigures(card, {
      spent: await money(ann, 0, PLN),
      percent: '0.0%',
      remaining: await money(ann, 200, PLN),
      over: false,
    });
    await card.getByText('Categories: Groceries').waitFor();
  });

  it('an expense in its category moves spent, percent and remaining, here and on the dashboard', async () => {
    await nav(ann, 'Dashboard');
    const tile = dashboardTile(ann, 'Food');
    await expect
      .poll(() => tile.getByTestId('budget-amount').textContent())
      .toBe(await money(ann, 200, PLN));
    const total = ann.getByRole('region', { name: 'Total Budgets' });
    await total.getByText('200.00 PLN').waitFor();
    await total.getByText('1 active budget(s)').waitFor();

    await ann.getByRole('link', { name: 'New Transaction' }).click();
    await addExpense(ann, 'Weekly shop', 'Groceries', '50');
    // Another category does not count.
    await ann.getByRole('button', { name: 'Add Transaction' }).click();
    await addExpense(ann, 'Petrol', 'Fuel', '70');

    await nav(ann, 'Budgets');
    await expectFigures(budgetCard(ann, 'Food'), {
      spent: await money(ann, 50, PLN),
      percent: '25.0%',
      remaining: await money(ann, 150, PLN),
      over: false,
    });
    await nav(ann, 'Dashboard');
    await expect
      .poll(() => tile.getByTestId('budget-use').textContent())
      .toBe(`${await money(ann, 50, PLN)} spent · 25.0%`);
    await total.getByText('200.00 PLN').waitFor();
    expect(await ann.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it('going over budget turns the card red with a minus sign; deleting the expense undoes it', async () => {
    await nav(ann, 'Transactions');
    await ann.getByRole('button', { name: 'Add Transaction' }).click();
    await addExpense(ann, 'Party', 'Groceries', '180.25');

    await nav(ann, 'Budgets');
    const card = budgetCard(ann, 'Food');
    await expectFigures(card, {
      spent: await money(ann, 230.25, PLN),
      percent: '115.1%',
      remaining: await money(ann, -30.25, PLN),
      over: true,
    });
    expect(await card.getByTestId('budget-remaining').textContent()).toMatch(/^-/);
    const red = await colourOf(card.getByTestId('budget-remaining'));
    expect(await colourOf(card.getByTestId('budget-spent'))).toBe(red);
    expect(await colourOf(card.getByText('Over budget'))).toBe(red);
    const bar = card.getByRole('progressbar');
    await expect(bar.getAttribute('aria-valuenow')).resolves.toBe('100');
    // The bar stops at the card's edge, however far over (once its width has eased in).
    await expect
      .poll(() =>
        bar.evaluate((element) => {
          const fill = (element.firstElementChild as HTMLElement).getBoundingClientRect().width;
          return Math.round((fill / element.getBoundingClientRect().width) * 100);
        }),
      )
      .toBe(100);
    await screenshot(ann, 'budgets-list');

    await nav(ann, 'Dashboard');
    const tile = dashboardTile(ann, 'Food');
    await expect.poll(() => tile.getAttribute('data-over')).toBe('true');
    await expect
      .poll(() => tile.getByTestId('budget-use').textContent())
      .toBe(`${await money(ann, 230.25, PLN)} spent · 115.1%`);
    await screenshot(ann, 'dashboard-budgets');

    await nav(ann, 'Transactions');
    const expenses = ann.getByRole('region', { name: 'Expenses' });
    await expenses.getByRole('button', { name: 'Delete Party' }).click();
    await ann.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await ann.getByText('Transaction deleted').first().waitFor();
    await nav(ann, 'Budgets');
    await expectFigures(card, {
      spent: await money(ann, 50, PLN),
      percent: '25.0%',
      remaining: await money(ann, 150, PLN),
      over: false,
    });
    expect(await colourOf(card.getByTestId('budget-remaining'))).not.toBe(red);
    expect(await ann.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  it("the date point before the budget says 'No budgets found at date ...'; clearing it returns", async () => {
    const picker = ann.getByLabel('Pick a budget date point');
    await picker.fill('2020-01-15');
    await ann.getByText('No budgets found at date 2020-01-15').waitFor();
    await ann.waitForURL('**/budgets?datePoint=2020-01-15');
    await screenshot(ann, 'budgets-no-budgets-at-date');
    await ann.getByRole('button', { name: 'Clear date' }).click();
    await budgetCard(ann, 'Food').waitFor();
    await expect(picker.inputValue()).resolves.toBe('');
    // A date that names no day is refused in words; the list stays on the day it shows.
    await picker.fill('2026-13-45');
    await ann.getByText('Not a real date: enter a day as yyyy-MM-dd.', { exact: false }).waitFor();
    await expect(picker.getAttribute('aria-invalid')).resolves.toBe('true');
    await ann.getByRole('heading', { name: 'Budgets active today' }).waitFor();
    await screenshot(ann, 'budgets-date-point-refused');
    await ann.getByRole('button', { name: 'Clear date' }).click();
    await expect(picker.getAttribute('aria-invalid')).resolves.toBeNull();
  });

  it('edits a budget: its figures follow the new amount', async () => {
    await budgetCard(ann, 'Food').getByRole('button', { name: 'Edit Food' }).click();
    const form = ann.getByRole('form', { name: 'Update Budget' });
    await form.getByRole('list', { name: 'Chosen categories' }).getByText('Groceries').waitFor();
    await expect(form.getByRole('combobox', { name: 'Group' }).count()).resolves.toBe(0);
    await form.getByLabel('Value').fill('40');
    await form.getByRole('button', { name: 'Update Budget' }).click();
    await ann.getByText('Budget updated successfully').waitFor();
    await expectFigures(budgetCard(ann, 'Food'), {
      spent: await money(ann, 50, PLN),
      percent: '125.0%',
      remaining: await money(ann, -10, PLN),
      over: true,
    });
  });

  it('reads well on a phone: one column of cards, two side by side on a desktop', async () => {
    const second = await handMade(ann, 'POST', '/budgets', {
      name: 'Car',
      description: null,
      groupId,
      amount: 100,
      periodType: 1,
      startDate: '2024-01-01',
      endDate: null,
      categoryIds: [],
      currency: EUR,
    });
    expect(second.status).toBe(201);
    const lefts = async (page: Page) =>
      Promise.all(
        ['Food', 'Car'].map(async (name) => (await budgetCard(page, name).boundingBox())!.x),
      );
    await ann.goto('/budgets');
    await budgetCard(ann, 'Car').waitFor();
    const [foodLeft, carLeft] = await lefts(ann);
    expect(carLeft).toBeGreaterThan(foodLeft!);
    // Edit sits level with the title on every card, whatever the length of the name.
    const editBesideTitle = async (page: Page, name: string) => {
      const title = await budgetCard(page, name).getByRole('heading', { name }).boundingBox();
      const edit = await page.getByRole('button', { name: `Edit ${name}` }).boundingBox();
      return Math.abs(edit!.y - title!.y) < 16;
    };
    expect(await editBesideTitle(ann, 'Food')).toBe(true);

    const phone = await signIn(browser, server.url, ANN, 390);
    await dashboardTile(phone, 'Car').waitFor();
    await screenshot(phone, 'dashboard-budgets-mobile');
    await phone.goto('/budgets');
    await budgetCard(phone, 'Car').waitFor();
    const [phoneFood, phoneCar] = await lefts(phone);
    expect(phoneCar).toBe(phoneFood);
    expect(await editBesideTitle(phone, 'Car')).toBe(true);
    await screenshot(phone, 'budgets-list-mobile');
    await phone.getByRole('button', { name: 'Add Budget' }).click();
    await phone.getByRole('form', { name: 'Add Budget' }).waitFor();
    await screenshot(phone, 'budgets-add-mobile');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('deletes a budget after the alert dialog, and focus lands on the list heading', async () => {
    await ann.goto('/budgets');
    const car = budgetCard(ann, 'Car');
    await car.getByRole('button', { name: 'Delete Car' }).click();
    const dialog = ann.getByRole('alertdialog', { name: 'Delete budget "Car"?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await car.getByRole('button', { name: 'Delete Car' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await ann.getByText('Budget deleted successfully').waitFor();
    await car.waitFor({ state: 'detached' });
    await expect
      .poll(() => ann.evaluate(() => document.activeElement?.textContent))
      .toBe('Budgets active today');
    await budgetCard(ann, 'Food').waitFor();
    // The dialog went with its card: the page is handed back to assistive technology and the
    // pointer (Radix hides the rest of the page and blocks clicks outside while it is open).
    await expect
      .poll(() =>
        ann.evaluate(() => ({
          // What Radix marks while a dialog is open (decorative icons keep their own aria-hidden).
          hidden: document.querySelectorAll('[data-aria-hidden]').length,
          guards: document.querySelectorAll('[data-radix-focus-guard]').length,
          pointer: document.body.style.pointerEvents,
        })),
      )
      .toEqual({ hidden: 0, guards: 0, pointer: '' });
  });

  it('met no CSP violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
