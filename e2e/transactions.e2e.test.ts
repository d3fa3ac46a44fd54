import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { consoleProblems, launchBrowser, money, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.tx@example.test';
const PLN = 0;
const EUR = 2;

describe('categories and transactions in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let groupId = '';

  async function sums(card: Locator): Promise<string[]> {
    const list = card.getByRole('list', { name: 'Sums per currency' });
    return (await list.count()) === 0 ? [] : list.getByRole('listitem').allTextContents();
  }

  async function expectCard(card: Locator, count: number, expected: string[]) {
    await expect
      .poll(() => card.getByTestId('transactions-count').textContent())
      .toBe(String(count));
    await expect.poll(() => sums(card)).toEqual(expected);
  }

  async function focusedName(page: Page): Promise<string> {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return element.getAttribute('aria-label') ?? element.textContent ?? '';
    });
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
    ann = await signIn(browser, server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Household', description: '' });
    groupId = (created.body.data as { id: string }).id;
    // The group list is loaded once per session: a fresh load shows the new group.
    await ann.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('adds categories on /categories', async () => {
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Categories' })
      .click();
    await ann.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    await ann.getByText('No categories available.').waitFor();
    for (const [name, description] of [
      ['Groceries', 'Food and household goods'],
      ['Eating out', ''],
    ]) {
      await ann.getByRole('button', { name: 'Add Category' }).click();
      const form = ann.getByRole('form', { name: 'Add Category' });
      // The only group is chosen already.
      await expect(form.getByRole('combobox', { name: 'Group' }).textContent()).resolves.toBe(
        'Household',
      );
      await form.getByLabel('Name').fill(name!);
      await form.getByLabel('Description (optional)').fill(description!);
      await form.getByRole('button', { name: 'Add Category' }).click();
      await ann.getByText('Category created successfully').first().waitFor();
      await ann.getByRole('row', { name: new RegExp(name!) }).waitFor();
    }
    // Names are unique per group whatever their case: the server's message lands on the name.
    await ann.getByRole('button', { name: 'Add Category' }).click();
    await ann.getByLabel('Name').fill('GROCERIES');
    await ann
      .getByRole('form', { name: 'Add Category' })
      .getByRole('button', { name: 'Add Category' })
      .click();
    await ann.getByText('A category named "GROCERIES" already exists in this group').waitFor();
    await ann.getByRole('button', { name: 'Cancel' }).click();
    const row = ann.getByRole('row', { name: /Groceries/ });
    await row.getByText('Food and household goods').waitFor();
    await row.getByText('Household', { exact: true }).waitFor();
    await screenshot(ann, 'categories-list');
  });

  it('adds an expense through quick_add, choosing categories and the date by keyboard alone', async () => {
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await ann.getByRole('link', { name: 'New Transaction' }).click();
    await ann.waitForURL('**/transactions?action=quick_add');
    await ann.getByRole('heading', { name: 'Add New Transaction' }).waitFor();
    await expect(
      ann.getByRole('combobox', { name: 'Transaction Type' }).textContent(),
    ).resolves.toBe('Expense');
    await expect(ann.getByRole('combobox', { name: 'Group' }).textContent()).resolves.toBe(
      'Household',
    );

    // The value has the focus (the quick-add form); everything from here on is typed.
    await ann.keyboard.type('42.50');
    await ann.keyboard.press('Tab'); // Currency
    await ann.keyboard.press('Tab');
    await ann.keyboard.type('Weekly shop');
    await ann.keyboard.press('Tab'); // Transaction Type
    await ann.keyboard.press('Tab'); // Group
    await ann.keyboard.press('Tab'); // Date
    await ann.keyboard.press('Tab'); // its calendar
    await ann.keyboard.press('Tab'); // Clear date
    await ann.keyboard.press('Tab'); // More details, open on a wide screen
    await expect.poll(() => focusedName(ann)).toMatch(/^More details/);
    await ann.keyboard.press('Tab');
    await ann.keyboard.type('Market and bakery');
    await ann.keyboard.press('Tab'); // Categories
    const categories = ann.getByRole('combobox', { name: 'Categories (optional)' });
    await expect
      .poll(() => categories.evaluate((box) => box === document.activeElement))
      .toBe(true);
    await ann.keyboard.press('ArrowDown');
    await ann.getByRole('option', { name: 'Eating out' }).waitFor();
    await ann.keyboard.press('Enter');
    await ann.keyboard.press('Enter');
    await ann.getByText('No more options').waitFor();
    await ann.keyboard.press('Escape');
    await ann.keyboard.press('Shift+Tab'); // the last chip's remove button
    await expect.poll(() => focusedName(ann)).toBe('Remove Groceries');
    await ann.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(ann)).toBe('Remove Eating out');
    await ann.keyboard.press('Enter');
    const chosen = ann.getByRole('list', { name: 'Chosen categories' });
    await expect.poll(() => chosen.getByRole('listitem').allTextContents()).toEqual(['Groceries']);

    // The calendar: open it, pick the year and month from their dropdowns, walk to the 15th.
    await ann.getByRole('button', { name: 'Choose date from calendar' }).focus();
    await ann.keyboard.press('Enter');
    const calendar = ann.getByRole('dialog', { name: 'Calendar' });
    await calendar.waitFor();
    await expect
      .poll(() => calendar.locator('thead th').allTextContents())
      .toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    await ann.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(ann)).toBe('Choose the Year');
    await ann.keyboard.type('2025');
    await ann.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(ann)).toBe('Choose the Month');
    await ann.keyboard.type('Mar');
    await calendar.getByRole('grid', { name: 'March 2025' }).waitFor();
    await ann.keyboard.press('Tab'); // Year
    await ann.keyboard.press('Tab'); // the grid's day: the 1st, no day of March being chosen
    await expect.poll(() => focusedName(ann)).toMatch(/March 1st, 2025/);
    await ann.keyboard.press('ArrowDown');
    await ann.keyboard.press('ArrowDown');
    await screenshot(ann, 'transactions-calendar');
    await ann.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    await expect(ann.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe('2025-03-15');

    await ann.getByLabel('Name').focus();
    await screenshot(ann, 'transactions-add');
    await ann.keyboard.press('Enter');
    await ann.getByText('Transaction added successfully').waitFor();
    await ann.waitForURL((url) => url.pathname === '/transactions' && url.search === '');

    const expenses = ann.getByRole('region', { name: 'Expenses' });
    await expectCard(expenses, 1, [await money(ann, -42.5, PLN)]);
    const row = expenses.getByRole('row', { name: /Weekly shop/ });
    await row.getByText('Market and bakery').waitFor();
    // Written as every day is on screen, in the browser's locale; the element keeps the date.
    await row.locator('time[datetime="2025-03-15"]').waitFor();
    await row.getByText(await money(ann, -42.5, PLN)).waitFor();
    await ann.getByRole('region', { name: 'Incomes' }).getByText('No incomes').waitFor();
  });

  it('edits amount and currency, and the sums follow', async () => {
    const added = await handMade(ann, 'POST', '/transactions', {
      transactionType: 0,
      name: 'Bus pass',
      description: null,
      groupId,
      categoryIds: null,
      date: '2025-03-01',
      amount: 10,
      currency: PLN,
    });
    expect(added.status).toBe(201);
    await ann.reload();
    const expenses = ann.getByRole('region', { name: 'Expenses' });
    await expectCard(expenses, 2, [await money(ann, -52.5, PLN)]);

    await expenses.getByRole('button', { name: 'Edit Weekly shop' }).click();
    await ann.getByRole('heading', { name: 'Update Transaction' }).waitFor();
    // The stored expense is negative; the form shows what was entered.
    await expect(ann.getByLabel('Value').inputValue()).resolves.toBe('42.50');
    await ann.getByRole('list', { name: 'Chosen categories' }).getByText('Groceries').waitFor();
    await ann.getByLabel('Value').fill('19.99');
    await ann.getByRole('combobox', { name: 'Currency' }).focus();
    await ann.keyboard.press('Enter');
    // The open list has focus on the chosen currency; typing its code moves to another.
    await expect.poll(() => focusedName(ann)).toBe('PLN - Polish Zloty');
    await ann.keyboard.type('EUR');
    await expect.poll(() => focusedName(ann)).toBe('EUR - Euro');
    await ann.keyboard.press('Enter');
    await expect
      .poll(() => ann.getByRole('combobox', { name: 'Currency' }).textContent())
      .toBe('EUR - Euro');
    await ann.getByRole('button', { name: 'Update Transaction' }).click();
    await ann.getByText('Transaction updated successfully').waitFor();
    await expectCard(expenses, 2, [await money(ann, -10, PLN), await money(ann, -19.99, EUR)]);
    await expenses
      .getByRole('row', { name: /Weekly shop/ })
      .getByText(await money(ann, -19.99, EUR))
      .waitFor();
    await screenshot(ann, 'transactions-list');
  });

  it('deletes after a confirmation: the row goes and the sums update', async () => {
    const expenses = ann.getByRole('region', { name: 'Expenses' });
    await expenses.getByRole('button', { name: 'Delete Weekly shop' }).click();
    const dialog = ann.getByRole('alertdialog', { name: 'Delete transaction "Weekly shop"?' });
    await dialog.getByText(/This action cannot be undone\./).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expenses.getByRole('row', { name: /Weekly shop/ }).waitFor({ state: 'detached' });
    await expectCard(expenses, 1, [await money(ann, -10, PLN)]);
    await ann.getByText('Transaction deleted').waitFor();
    const left = await handMade(ann, 'GET', '/transactions?transactionType=0');
    expect((left.body.data as { totalCount: number }).totalCount).toBe(1);
  });

  it("finds last March's grocery expenses over 40 PLN; the view survives a reload", async () => {
    const listed = await handMade(ann, 'GET', '/categories');
    const groceries = (listed.body.data as { id: string; name: string }[]).find(
      (category) => category.name === 'Groceries',
    )!.id;
    const fuel = (
      (await handMade(ann, 'POST', '/categories', { name: 'Fuel', groupId })).body.data as {
        id: string;
      }
    ).id;
    // Last March: the latest March the Month list offers (this year's from March on).
    const now = new Date();
    const year = now.getMonth() >= 2 ? now.getFullYear() : now.getFullYear() - 1;
    const rows: [string, number, string, number, string][] = [
      ['Farmers market', 0, `${year}-03-07`, 52.4, groceries],
      ['Supermarket', 0, `${year}-03-21`, 43.1, groceries],
      ['Corner shop', 0, `${year}-03-12`, 12, groceries],
      ['Petrol', 0, `${year}-03-14`, 90, fuel],
      ['Hypermarket', 0, `${year}-04-02`, 75, groceries],
      ['Bakery', 0, `${year}-02-27`, 48, groceries],
      ['Refund market', 1, `${year}-03-10`, 60, groceries],
    ];
    for (const [name, transactionType, date, amount, category] of rows) {
      const body = { name, transactionType, date, amount, currency: PLN, groupId };
      const added = await handMade(ann, 'POST', '/transactions', {
        ...body,
        categoryIds: [category],
      });
      expect(added.status).toBe(201);
    }
    const names = (card: Locator) =>
      card
        .locator('.transaction-row')
        .evaluateAll((found) =>
          found.map((row) => row.querySelector('[role="cell"] div')?.textContent ?? ''),
        );
    await ann.goto('/transactions');
    const expenses = ann.getByRole('region', { name: 'Expenses' });
    const incomes = ann.getByRole('region', { name: 'Incomes' });
    await expenses.getByRole('row', { name: /Farmers market/ }).waitFor();

    // '/' goes to the search from anywhere but a field; the search matches name and description.
    await ann.getByRole('heading', { name: 'Transactions', level: 1 }).click();
    await ann.keyboard.press('/');
    await expect
      .poll(() => ann.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe('search');
    await ann.keyboard.type('market');
    await expect.poll(() => new URL(ann.url()).searchParams.get('q')).toBe('market');
    await expect
      .poll(() => names(expenses))
      .toEqual(['Hypermarket', 'Supermarket', 'Farmers market']);
    await expect.poll(() => names(incomes)).toEqual(['Refund market']);
    await ann.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(ann.url()).search).toBe('');

    // Last March's grocery expenses over 40 PLN in three clicks, typing the rest: Month ('mar'
    // jumps to the latest March), Categories ('groc'), Amount at least (40).
    await ann.getByRole('combobox', { name: 'Month' }).click();
    await ann.keyboard.type('mar', { delay: 100 });
    await ann.keyboard.press('Enter');
    await expect
      .poll(() => ann.getByLabel('To', { exact: true }).inputValue())
      .toBe(`${year}-03-31`);
    await ann.getByRole('combobox', { name: 'Categories' }).click();
    await ann.keyboard.type('groc', { delay: 100 });
    await ann.keyboard.press('Enter');
    await ann.keyboard.press('Escape');
    await ann.getByLabel('Amount at least').click();
    await ann.keyboard.type('40');
    await expect.poll(() => names(expenses)).toEqual(['Supermarket', 'Farmers market']);
    await expect.poll(() => names(incomes)).toEqual(['Refund market']);
    // Then only expenses, largest first.
    await ann.getByRole('combobox', { name: 'Type' }).click();
    await pick(ann.getByRole('option', { name: 'Expenses' }));
    await ann.getByRole('combobox', { name: 'Sort' }).click();
    await pick(ann.getByRole('option', { name: 'Largest amount first' }));
    await expect.poll(() => names(expenses)).toEqual(['Farmers market', 'Supermarket']);
    await expectCard(expenses, 2, [await money(ann, -95.5, PLN)]);
    await expect(incomes.count()).resolves.toBe(0);
    const address = new URL(ann.url()).searchParams;
    expect(Object.fromEntries(address)).toMatchObject({
      from: `${year}-03-01`,
      to: `${year}-03-31`,
      type: 'expense',
      category: groceries,
      min: '40',
      sort: 'amount',
    });

    await ann.reload();
    await expect.poll(() => names(expenses)).toEqual(['Farmers market', 'Supermarket']);
    await expect(ann.getByLabel('From', { exact: true }).inputValue()).resolves.toBe(
      `${year}-03-01`,
    );
    await expect(ann.getByRole('combobox', { name: 'Month' }).textContent()).resolves.toBe(
      `Mar ${year}`,
    );
    await expect(ann.getByLabel('Amount at least').inputValue()).resolves.toBe('40');
    await expect(ann.getByRole('combobox', { name: 'Sort' }).textContent()).resolves.toBe(
      'Largest amount first',
    );
    await ann.getByRole('list', { name: 'Chosen categories' }).getByText('Groceries').waitFor();
    await expenses.getByRole('columnheader', { name: 'Categories' }).waitFor();
    await screenshot(ann, 'transactions-filtered');

    // Smallest first and A to Z, each within the same filter.
    await ann.getByRole('combobox', { name: 'Sort' }).click();
    await pick(ann.getByRole('option', { name: 'Smallest amount first' }));
    await expect.poll(() => names(expenses)).toEqual(['Supermarket', 'Farmers market']);

    // 'n' opens a new transaction, and Cancel comes back to the same filtered list.
    await ann.getByRole('heading', { name: 'Transactions', level: 1 }).click();
    await ann.keyboard.press('n');
    await ann.getByRole('heading', { name: 'Add New Transaction' }).waitFor();
    await ann.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => names(expenses)).toEqual(['Supermarket', 'Farmers market']);
  });

  it('reads well on a phone', async () => {
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/transactions');
    const expenses = phone.getByRole('region', { name: 'Expenses' });
    await expenses.getByRole('list', { name: 'Expenses' }).getByText('Bus pass').waitFor();
    await expect(phone.getByRole('table').count()).resolves.toBe(0);
    await screenshot(phone, 'transactions-list-mobile');
    await phone.getByRole('button', { name: 'Add Transaction' }).click();
    await phone.getByRole('heading', { name: 'Add New Transaction' }).waitFor();
    await screenshot(phone, 'transactions-add-mobile');
    await phone.goto('/categories');
    await phone.getByRole('list', { name: 'Categories' }).getByText('Groceries').waitFor();
    await screenshot(phone, 'categories-list-mobile');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('met no CSP violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
