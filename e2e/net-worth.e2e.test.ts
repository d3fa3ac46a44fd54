import { Currency, MoneyAccountKind, TransactionType } from '@budget/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import {
  ARTIFACTS,
  consoleProblems,
  money,
  screenshot,
  scrollUntilGone,
} from './support/browser.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'nina.networth@example.test';
const { PLN, EUR } = Currency;
/** The rate of the seeded NBP table (2024-01-29), the only one a fresh server has. */
const EUR_RATE = 4.3653;

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** yyyy-MM of the month `back` months before this one. */
function month(back: number): string {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * A household's year in four accounts: a current account paid into, a card paid with and paid
 * off by a transfer, a loan and euro savings. /accounts shows each account's line over the year
 * and the net worth (assets less liabilities, the euros converted); /reports draws its history.
 */
describe('net worth in the browser', () => {
  const world = browserWorld([OWNER]);
  let nina: Page;
  let groupId = '';
  // Current 5,000 + 4,000 - 300; card -300 - 450 + 300; loan -20,000; savings EUR 1,000.
  const assets = 8700 + Math.round(1000 * EUR_RATE * 100) / 100;
  const liabilities = 20450;

  async function made(path: string, body: object, method = 'POST') {
    const answer = await handMade(nina, method, path, body);
    expect(answer.status, JSON.stringify(answer.body.errors)).toBeLessThan(300);
    return answer.body.data as { id: string };
  }

  beforeAll(async () => {
    nina = await signIn(world.browser, world.server.url, OWNER);
    groupId = (await made('/groups', { name: 'Home' })).id;
    const accounts = `/groups/${groupId}/money-accounts`;
    const opened = `${month(12)}-01`;
    const list = await handMade(nina, 'GET', accounts);
    const main = (list.body.data as { id: string }[])[0]?.id ?? '';
    await made(`${accounts}/${main}`, { openingBalance: 5000, openingDate: opened }, 'PUT');
    const open = (name: string, kind: number, openingBalance: number, currency = PLN) =>
      made(accounts, { name, kind, currency, openingBalance, openingDate: opened });
    const card = (await open('Card', MoneyAccountKind.CreditCard, 0)).id;
    await open('Mortgage', MoneyAccountKind.Loan, -20000);
    await open('Euro savings', MoneyAccountKind.Savings, 1000, EUR);
    const add = (type: number, account: string, date: string, amount: number) =>
      made('/transactions', {
        transactionType: type,
        name: type === TransactionType.Income ? 'Salary' : 'Shopping',
        groupId,
        moneyAccountId: account,
        date,
        amount,
        currency: PLN,
      });
    await add(TransactionType.Expense, card, `${month(6)}-10`, 300);
    await add(TransactionType.Income, main, `${month(3)}-05`, 4000);
    await add(TransactionType.Expense, card, `${month(2)}-10`, 450);
    await made(`/groups/${groupId}/transfers`, {
      fromMoneyAccountId: main,
      toMoneyAccountId: card,
      amount: 300,
      date: `${month(5)}-01`,
    });
  });

  async function checkAccounts(page: Page, name: string) {
    await page.goto('/accounts');
    const card = page.getByRole('article', { name: 'Home', exact: true });
    const netWorth = card.getByRole('group', { name: 'Net worth' });
    await expect
      .poll(() => netWorth.getByTestId('net-worth-net').textContent())
      .toBe(await money(page, assets - liabilities, PLN));
    expect(await netWorth.getByTestId('net-worth-assets').textContent()).toBe(
      await money(page, assets, PLN),
    );
    expect(await netWorth.getByTestId('net-worth-liabilities').textContent()).toBe(
      await money(page, liabilities, PLN),
    );
    await expect.poll(() => card.getByTestId('balance-sparkline').count()).toBe(4);
    const line = card
      .getByTestId('money-account')
      .filter({ has: page.getByRole('link', { name: 'Card', exact: true }) })
      .getByRole('img');
    expect(await line.getAttribute('aria-label')).toContain(
      `lowest ${await money(page, -450, PLN)}`,
    );
    await screenshot(page, name);
  }

  it('shows each balance with its year and the net worth on /accounts, at 1280 and 390 px', async () => {
    await checkAccounts(nina, 'net-worth-accounts-1280');
    const phone = await signIn(world.browser, world.server.url, OWNER, 390);
    await checkAccounts(phone, 'net-worth-accounts-390');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  async function checkReport(page: Page, name: string, phone = false) {
    // The lines drawn at once, not growing while the picture is taken.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/reports?range=custom&from=${month(11)}-01&to=${today}`);
    const section = page.getByRole('region', { name: 'Net worth' });
    // Its figures first: the chart's placeholder is there only once they are. A phone lists
    // each month as an entry of named figures, where a wide screen has a table's row.
    const figures = section.getByRole('group', { name: "Net worth at each month's end" });
    const rows = phone ? figures.getByRole('listitem') : figures.getByRole('row');
    await expect.poll(() => rows.count()).toBe(phone ? 12 : 13);
    await scrollUntilGone(page, '[data-chart-placeholder]', 'the charts were not drawn');
    await section.getByRole('img', { name: /^Line chart of net worth/ }).waitFor();
    const net = rows
      .last()
      .getByRole(phone ? 'definition' : 'cell')
      .last();
    expect(await net.textContent()).toBe(await money(page, assets - liabilities, PLN));
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${ARTIFACTS}/${name}.png`, animations: 'disabled' });
  }

  it('draws the net worth month by month on /reports, at 1280 and 390 px', async () => {
    await checkReport(nina, 'net-worth-report-1280');
    const phone = await signIn(world.browser, world.server.url, OWNER, 390);
    await checkReport(phone, 'net-worth-report-390', true);
    expect(consoleProblems(phone)).toEqual([]);
    expect(consoleProblems(nina)).toEqual([]);
    await phone.context().close();
  });
});
