import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.dash@example.test';
const BOB = 'bob.dash@example.test';
/** Their names as the group list gives them: the user name, neither gave a first or last name. */
const [ANN_NAME, BOB_NAME] = ['ann.dash', 'bob.dash'];
const PLN = 0;
const MEMBER = 2;
const WEEKLY = 1;

/** yyyy-MM-dd some days from today in the browser (the server and the browser share a clock). */
function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return date.toLocaleDateString('sv-SE');
  }, days);
}

describe("the dashboard shows a household's first money", () => {
  const world = browserWorld([ANN, BOB]);
  let ann: Page;
  let groupId = '';

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  afterAll(async () => {
    await ann?.context().close();
  });

  it('says plainly that nothing has moved yet, below the specified cards', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Household' });
    groupId = (created.body.data as { id: string }).id;
    const joined = await handMade(ann, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [BOB],
      role: MEMBER,
    });
    expect(joined.status).toBe(200);
    // The group list is loaded once per session: a fresh load shows the group.
    await ann.reload();
    await region(ann, 'Total Budgets').getByText('0 active budget(s)').waitFor();
    await ann.getByText('No budgets found', { exact: true }).waitFor();
    await region(ann, 'Money in and out')
      .getByText('Nothing has come in or gone out this month or last month yet.')
      .waitFor();
    await region(ann, 'Latest transactions')
      .getByText('No transactions yet. Your first one will show up here.')
      .waitFor();
    await region(ann, 'Who owes whom')
      .getByText('Nobody owes anybody anything right now.')
      .waitFor();
    await region(ann, 'Coming up this week')
      .getByText('No bills or regular payments are due in the next 7 days.')
      .waitFor();
    // The new sections come after every specified one.
    const order = await ann.evaluate(() =>
      Array.from(document.querySelectorAll('h2'), (heading) => heading.textContent),
    );
    expect(order.indexOf('Groups')).toBeLessThan(order.indexOf('Money in and out'));
    expect(order.indexOf('Budgets')).toBeLessThan(order.indexOf('Money in and out'));
    await screenshot(ann, 'dashboard-money-empty');
  });

  it('shows the first transaction, the month, who owes whom and what is coming up', async () => {
    await region(ann, 'Latest transactions')
      .getByRole('link', { name: 'Add a transaction' })
      .click();
    await ann.waitForURL('**/transactions?action=quick_add');
    await ann.getByRole('heading', { name: 'Add New Transaction' }).waitFor();
    await ann.getByLabel('Name').fill('First groceries');
    await ann.getByLabel('Value').fill('84.20');
    await ann.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').first().waitFor();
    // A weekly cleaner that started five days ago is due again within the week.
    const cleaner = await handMade(ann, 'POST', '/transactions', {
      transactionType: 0,
      name: 'Cleaner',
      groupId,
      date: await dayFromToday(ann, -5),
      amount: 50,
      currency: PLN,
      recurring: true,
      recurringPeriod: WEEKLY,
    });
    expect(cleaner.status).toBe(201);

    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await ann.waitForURL('**/dashboard');
    const latest = region(ann, 'Latest transactions');
    await latest.getByRole('link', { name: 'First groceries' }).waitFor();
    await latest.getByText(await money(ann, -84.2, PLN)).waitFor();

    const thisMonth = region(ann, 'Money in and out').getByRole('article', {
      name: /^This month/,
    });
    // The cleaner's first visit may fall in last month: this month holds at least the groceries.
    const spending = await thisMonth.getByTestId('Spending amount').textContent();
    expect([await money(ann, 84.2, PLN), await money(ann, 134.2, PLN)]).toContain(spending);

    // Paid by Ann, split equally between Ann and Bob, who pay: Bob owes half of each.
    const owes = region(ann, 'Who owes whom');
    await owes.getByText(`${BOB_NAME} pays ${ANN_NAME} ${await money(ann, 67.1, PLN)}`).waitFor();
    const coming = region(ann, 'Coming up this week');
    await coming.getByText('Cleaner').waitFor();
    await coming.getByText(/Repeats weekly/).waitFor();
    await screenshot(ann, 'dashboard-money-1280');
    expect(await axeViolations(ann)).toEqual([]);

    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    await phone.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await region(phone, 'Latest transactions')
      .getByRole('link', { name: 'First groceries' })
      .waitFor();
    await region(phone, 'Who owes whom')
      .getByText(new RegExp(`${BOB_NAME} pays`))
      .waitFor();
    await region(phone, 'Coming up this week').getByText('Cleaner').waitFor();
    // Nothing runs off a phone's screen sideways.
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'dashboard-money-390-dark');
    expect(await axeViolations(phone)).toEqual([]);
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it("opens a transaction from the dashboard in the transactions screen's edit form", async () => {
    await region(ann, 'Latest transactions').getByRole('link', { name: 'First groceries' }).click();
    await ann.waitForURL(/\/transactions\?action=edit&transactionId=/);
    await expect.poll(() => ann.getByLabel('Name').inputValue()).toBe('First groceries');
    await expect(ann.getByLabel('Value').inputValue()).resolves.toBe('84.20');
    // A reload keeps the form: the transaction travels in the history entry.
    await ann.reload();
    await expect.poll(() => ann.getByLabel('Name').inputValue()).toBe('First groceries');
    expect(consoleProblems(ann)).toEqual([]);
  });
});
