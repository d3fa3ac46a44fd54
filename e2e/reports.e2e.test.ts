import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Currency, EXPORT_COLUMNS, PeriodType, TransactionType } from '@budget/contract';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import {
  consoleProblems,
  launchBrowser,
  money,
  screenshot,
  scrollUntilGone,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.reports@example.test';
const AXE = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));
/** The rate of the seeded NBP table (2024-01-29), the only one a fresh server has. */
const EUR_RATE = 4.3653;

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
/** yyyy-MM of the month `back` months before this one. */
function month(back: number): string {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}
const lastDay = (yearMonth: string) => {
  const [year, m] = yearMonth.split('-').map(Number) as [number, number];
  return `${yearMonth}-${pad(new Date(year, m, 0).getDate())}`;
};
const THIS_YEAR = now.getFullYear();

interface Seeded {
  name: string;
  group: 'Household' | 'Trip' | 'Archive';
  type: number;
  date: string;
  amount: number;
  currency: number;
  categories: string[];
  /** Exactly, in PLN; null without a rate. */
  pln: number | null;
}

const { Expense, Income } = TransactionType;
/**
 * Two groups, three currencies (RUB has no rate), one expense in two categories, uncategorised
 * ones, and one a year back, which no preset but 'Last year' and 'All time' reaches.
 */
const SEEDED: Seeded[] = [
  {
    name: 'Salary',
    group: 'Household',
    type: Income,
    date: `${month(2)}-10`,
    amount: 5000,
    currency: Currency.PLN,
    categories: [],
    pln: 5000,
  },
  {
    name: 'Supermarket',
    group: 'Household',
    type: Expense,
    date: `${month(2)}-15`,
    amount: 200,
    currency: Currency.PLN,
    categories: ['Food'],
    pln: 200,
  },
  {
    name: 'Restaurant',
    group: 'Household',
    type: Expense,
    date: `${month(1)}-05`,
    amount: 40,
    currency: Currency.EUR,
    categories: ['Food', 'Fun'],
    pln: 40 * EUR_RATE,
  },
  {
    name: 'Taxi',
    group: 'Household',
    type: Expense,
    date: `${month(1)}-20`,
    amount: 30,
    currency: Currency.PLN,
    categories: [],
    pln: 30,
  },
  {
    name: 'Cinema',
    group: 'Household',
    type: Expense,
    date: `${month(0)}-03`,
    amount: 120,
    currency: Currency.PLN,
    categories: ['Fun'],
    pln: 120,
  },
  {
    name: 'Souvenir',
    group: 'Household',
    type: Expense,
    date: `${month(0)}-04`,
    amount: 10,
    currency: Currency.RUB,
    categories: ['Fun'],
    pln: null,
  },
  {
    name: 'Ferry',
    group: 'Trip',
    type: Expense,
    date: `${month(0)}-02`,
    amount: 80,
    currency: Currency.PLN,
    categories: [],
    pln: 80,
  },
  {
    name: 'Old sofa',
    group: 'Household',
    type: Expense,
    date: `${THIS_YEAR - 1}-06-15`,
    amount: 300,
    currency: Currency.PLN,
    categories: [],
    pln: 300,
  },
  ...archive(),
];

/**
 * Two years of monthly bills, three and two years back (before any preset but 'All time'), in
 * ten categories, one of them a second 'Food': many months and more categories than the chart draws.
 */
function archive(): Seeded[] {
  const names = ['Rent', 'Food', 'Insurance', 'Phone', 'Internet', 'Gym', 'Books', 'Gifts'];
  names.push('Travel', 'Car maintenance and repairs');
  return Array.from({ length: 24 }, (_, i) => {
    const amount = 100 + i * 10;
    const date = `${THIS_YEAR - 3 + Math.floor(i / 12)}-${pad((i % 12) + 1)}-15`;
    const category = names[i % names.length] as string;
    return {
      name: `Bill ${i + 1}`,
      group: 'Archive',
      type: Expense,
      date,
      amount,
      currency: Currency.PLN,
      categories: [category],
      pln: amount,
    };
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The summary as computed by hand from the seeded transactions (in PLN, or EUR at the rate). */
function expected(range: { from?: string; to?: string; group?: string; inEuro?: boolean }) {
  const inside = SEEDED.filter(
    (t) =>
      (!range.from || t.date >= range.from) &&
      (!range.to || t.date <= range.to) &&
      (!range.group || t.group === range.group),
  );
  const value = (t: Seeded) =>
    t.pln === null
      ? 0
      : range.inEuro && t.currency === Currency.EUR
        ? t.amount
        : t.pln / (range.inEuro ? EUR_RATE : 1);
  const sum = (type: number) =>
    inside.filter((t) => t.type === type).reduce((total, t) => total + value(t), 0);
  const income = sum(Income);
  const expenses = sum(Expense);
  // The net is the income less the expenses as shown, each rounded once (docs/decisions.md,
  // 'Splits').
  return {
    income: round(income),
    expenses: round(expenses),
    net: round(round(income) - round(expenses)),
    count: inside.length,
  };
}

describe('reports in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  const groupIds: Record<string, string> = {};
  const last3 = { from: `${month(2)}-01`, to: lastDay(month(0)) };

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

  async function choose(page: Page, box: string, option: string) {
    await combobox(page, box).click();
    await pick(page.getByRole('option', { name: option, exact: true }));
  }

  async function summary(page: Page) {
    const text = (id: string) => page.getByTestId(`summary-${id}`).textContent();
    return {
      income: await text('income'),
      expenses: await text('expenses'),
      net: await text('net'),
      count: await text('count'),
    };
  }

  /** Waits until the summary shows these figures (and no older report stays on screen). */
  async function expectSummary(page: Page, figures: ReturnType<typeof expected>, currency: number) {
    await expect
      .poll(() => summary(page), { timeout: 15_000 })
      .toEqual({
        income: await money(page, figures.income, currency),
        expenses: await money(page, figures.expenses, currency),
        net: await money(page, figures.net, currency),
        count: String(figures.count),
      });
  }

  /** The colour the first bar (September's income) is painted in. */
  const firstBarFill = (page: Page) =>
    page
      .locator('.recharts-bar-rectangle path')
      .first()
      .evaluate((element) => getComputedStyle(element).fill);
  let lightFill = '';

  /**
   * Charts drawn and their bars grown (recharts animates them in, at once under reduced motion).
   * A chart is drawn when it comes into the window, so each placeholder is scrolled to; then
   * back to the top. The bars have grown when their shapes stay the same over two frames.
   */
  async function chartsSettled(page: Page) {
    await scrollUntilGone(page, '[data-chart-placeholder]', 'charts not drawn');
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const shapes = () =>
              Array.from(document.querySelectorAll('.recharts-bar-rectangle path'), (path) =>
                path.getAttribute('d'),
              ).join(' ');
            const before = shapes();
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
            return before !== '' && shapes() === before;
          }),
        { message: 'bars still growing' },
      )
      .toBe(true);
  }

  async function axeViolations(page: Page) {
    // Evaluated rather than added as a <script>: the page's CSP allows only its own scripts.
    await page.evaluate(readFileSync(AXE, 'utf8'));
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
      const results = await axe.run();
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((node) => node.target.join(' ')),
      }));
    });
  }

  interface AxeResults {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
    ann = await signIn(browser, server.url, ANN);
    await ann.emulateMedia({ reducedMotion: 'reduce' });
    const categoryIds: Record<string, string> = {};
    for (const name of ['Household', 'Trip', 'Archive']) {
      const group = await handMade(ann, 'POST', '/groups', { name, description: '' });
      groupIds[name] = (group.body.data as { id: string }).id;
    }
    // Categories by group and name: Household and Archive both have a 'Food'.
    const categoryNames = new Set(
      SEEDED.flatMap((t) => t.categories.map((c) => `${t.group}/${c}`)),
    );
    for (const key of categoryNames) {
      const [group, name] = key.split('/') as [string, string];
      const category = await handMade(ann, 'POST', '/categories', {
        name,
        description: null,
        groupId: groupIds[group],
      });
      expect(category.status, JSON.stringify(category.body.errors)).toBe(201);
      categoryIds[key] = (category.body.data as { id: string }).id;
    }
    for (const t of SEEDED) {
      const made = await handMade(ann, 'POST', '/transactions', {
        transactionType: t.type,
        name: t.name,
        groupId: groupIds[t.group],
        categoryIds: t.categories.map((name) => categoryIds[`${t.group}/${name}`]),
        date: t.date,
        amount: t.amount,
        currency: t.currency,
      });
      expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    }
    for (const [name, category, startDate] of [
      ['Food budget', 'Food', `${month(2)}-01`],
      ['Fun budget', 'Fun', `${month(0)}-01`],
    ] as const) {
      const budget = await handMade(ann, 'POST', '/budgets', {
        name,
        description: null,
        groupId: groupIds.Household,
        amount: name === 'Food budget' ? 300 : 100,
        periodType: PeriodType.Monthly,
        startDate,
        endDate: null,
        categoryIds: [categoryIds[`Household/${category}`]],
        currency: Currency.PLN,
      });
      expect(budget.status, JSON.stringify(budget.body.errors)).toBe(201);
    }
    // The group list is loaded once per session: a fresh load shows the new groups.
    await ann.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('opens from the sidebar on this year, all groups, in the display currency', async () => {
    await ann
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click();
    await ann.waitForURL((url) => url.pathname === '/reports' && url.search === '');
    await ann.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await expect(combobox(ann, 'Date range').textContent()).resolves.toBe('This year');
    await expect(combobox(ann, 'Group').textContent()).resolves.toBe('All groups');
    await expect(combobox(ann, 'Display currency').textContent()).resolves.toBe(
      'PLN - Polish Zloty',
    );
    await expectSummary(
      ann,
      expected({ from: `${THIS_YEAR}-01-01`, to: `${THIS_YEAR}-12-31` }),
      Currency.PLN,
    );
  });

  it('shows the last three months: summary, categories with shares past 100%, notes', async () => {
    await choose(ann, 'Date range', 'Last 3 months');
    await ann.waitForURL('**/reports?range=last-3-months');
    // 40 EUR = 174.612 PLN; 10 RUB has no rate and counts nowhere but in the count.
    await expectSummary(ann, expected(last3), Currency.PLN);
    expect(expected(last3)).toEqual({ income: 5000, expenses: 604.61, net: 4395.39, count: 7 });
    await expect(ann.getByTestId('unconverted-note').textContent()).resolves.toBe(
      'Amounts in RUB could not be converted into PLN (no exchange rate) and are left out of the converted figures.',
    );

    const categories = region(ann, 'Spending by category');
    await categories
      .getByText(
        "A transaction in two categories counts once in the total and once in each of its categories, so shares can add up to more than 100%; one whose amount is split across its categories counts each category's part.",
      )
      .waitFor();
    const rows = await categories
      .getByTestId('category-rows')
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
      );
    expect(rows).toEqual([
      ['Food', 'Household', await money(ann, 374.61, Currency.PLN), '62.0%', '2'],
      ['Fun', 'Household', await money(ann, 294.61, Currency.PLN), '48.7%', '3'],
      ['Uncategorised', '—Any group', await money(ann, 110, Currency.PLN), '18.2%', '2'],
    ]);

    const largest = await region(ann, 'Largest expenses')
      .getByTestId('largest-expenses')
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)),
      );
    expect(largest.map((row) => row[1])).toEqual([
      'Supermarket',
      'Restaurant',
      'Cinema',
      'Ferry',
      'Taxi',
      'Souvenir',
    ]);
    expect(largest[1]?.slice(2)).toEqual([
      'Household',
      await money(ann, 40, Currency.EUR),
      await money(ann, 174.61, Currency.PLN),
    ]);
    expect(largest[5]?.slice(2)).toEqual(['Household', await money(ann, 10, Currency.RUB), 'N/A']);

    const budgets = region(ann, 'Budget against actual').getByTestId('budget-rows');
    const food = budgets.getByRole('row').filter({ hasText: 'Food budget' });
    await expect(food.getAttribute('data-over')).resolves.toBe('false');
    await expect(
      food.locator('td').evaluateAll((tds) => tds.slice(2, 6).map((td) => td.textContent)),
    ).resolves.toEqual([
      '3 months',
      await money(ann, 900, Currency.PLN),
      await money(ann, 374.61, Currency.PLN),
      await money(ann, 525.39, Currency.PLN),
    ]);
    await food.getByText('41.6%').waitFor();
    const fun = budgets.getByRole('row').filter({ hasText: 'Fun budget' });
    await expect(fun.getAttribute('data-over')).resolves.toBe('true');
    await fun.getByText('120.0%').waitFor();
    await fun.getByText('Over budget').waitFor();
    await fun.getByText(await money(ann, -20, Currency.PLN)).waitFor();
    const red = await fun.getByText('Over budget').evaluate((el) => getComputedStyle(el).color);
    await expect(
      fun
        .getByText(await money(ann, -20, Currency.PLN))
        .evaluate((el) => getComputedStyle(el).color),
    ).resolves.toBe(red);

    await chartsSettled(ann);
    lightFill = await firstBarFill(ann);
    // Hovering a month shows its figures as money, income first.
    await ann.locator('.recharts-bar-rectangle').first().hover();
    const tooltip = ann.locator('.recharts-tooltip-wrapper').first();
    await expect.poll(() => tooltip.innerText()).toContain('Income');
    const tip = await tooltip.innerText();
    const income = tip.indexOf(await money(ann, 5000, Currency.PLN));
    expect(income).toBeGreaterThan(tip.indexOf('Income'));
    expect(tip.indexOf(await money(ann, 200, Currency.PLN))).toBeGreaterThan(income);
    await screenshot(ann, 'reports-desktop-light');
    expect(await axeViolations(ann)).toEqual([]);
  });

  it('filters one group; the address keeps it and a reload shows the same report', async () => {
    await choose(ann, 'Group', 'Trip');
    await ann.waitForURL(`**/reports?group=${groupIds.Trip}&range=last-3-months`);
    const trip = expected({ ...last3, group: 'Trip' });
    expect(trip).toEqual({ income: 0, expenses: 80, net: -80, count: 1 });
    await expectSummary(ann, trip, Currency.PLN);
    await expect(ann.getByTestId('unconverted-note').count()).resolves.toBe(0);
    await region(ann, 'Budget against actual')
      .getByText('No budget has a period in this range.')
      .waitFor();
    // A loss is red.
    const net = ann.getByTestId('summary-net');
    expect(await net.getAttribute('class')).toContain('text-destructive');

    await ann.reload();
    await expect.poll(() => combobox(ann, 'Group').textContent()).toBe('Trip');
    await expect(combobox(ann, 'Date range').textContent()).resolves.toBe('Last 3 months');
    await expectSummary(ann, trip, Currency.PLN);
    expect(new URL(ann.url()).search).toBe(`?group=${groupIds.Trip}&range=last-3-months`);
  });

  it('switches presets: this month, last year, all time, and an empty range says so', async () => {
    await choose(ann, 'Group', 'All groups');
    await ann.waitForURL('**/reports?range=last-3-months');
    await choose(ann, 'Date range', 'This month');
    await ann.waitForURL('**/reports?range=this-month');
    await expectSummary(
      ann,
      expected({ from: `${month(0)}-01`, to: lastDay(month(0)) }),
      Currency.PLN,
    );
    await choose(ann, 'Date range', 'Last year');
    await ann.waitForURL('**/reports?range=last-year');
    await expectSummary(
      ann,
      expected({ from: `${THIS_YEAR - 1}-01-01`, to: `${THIS_YEAR - 1}-12-31` }),
      Currency.PLN,
    );
    await choose(ann, 'Date range', 'All time');
    await ann.waitForURL('**/reports?range=all-time');
    await expectSummary(ann, expected({}), Currency.PLN);
    expect(expected({}).count).toBe(SEEDED.length);
    // Years of months, and more categories than the chart draws (two of them named Food).
    await chartsSettled(ann);
    await ann
      .getByRole('img', { name: /^Bar chart of spending by category, the 8 largest of 13\./ })
      .waitFor();
    const categoryNames = await region(ann, 'Spending by category')
      .getByTestId('category-rows')
      .getByRole('row')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent));
    expect(categoryNames.filter((name) => name === 'Food')).toHaveLength(2);
    await chartsSettled(ann);
    await screenshot(ann, 'reports-all-time');
    await ann.getByTestId('report-range').getByText('All transactions').waitFor();

    // Trip had nothing last year: no empty axes, a sentence instead.
    await choose(ann, 'Group', 'Trip');
    await choose(ann, 'Date range', 'Last year');
    await ann.getByText('No transactions in this range.').waitFor();
    // Net worth is its own call: until it answers, the last range's chart stays (dimmed).
    await ann.getByText('No money account was open in this range.').waitFor();
    await expect(ann.locator('.recharts-surface').count()).resolves.toBe(0);
    await expectSummary(ann, { income: 0, expenses: 0, net: 0, count: 0 }, Currency.PLN);
    await screenshot(ann, 'reports-empty-range');
  });

  it('takes a custom range from two dates, and refuses a start after the end', async () => {
    await choose(ann, 'Group', 'All groups');
    await choose(ann, 'Date range', 'Custom');
    const from = ann.getByLabel('From', { exact: true });
    const to = ann.getByLabel('To', { exact: true });
    // Custom starts from the dates on screen (last year's).
    await expect(from.inputValue()).resolves.toBe(`${THIS_YEAR - 1}-01-01`);
    await expect(to.inputValue()).resolves.toBe(`${THIS_YEAR - 1}-12-31`);
    await from.fill(`${month(1)}-01`);
    await ann.getByText('The start date cannot be after the end date.').waitFor();
    expect(new URL(ann.url()).searchParams.get('from')).toBe(`${THIS_YEAR - 1}-01-01`);
    await to.fill(`${month(1)}-28`);
    await ann.waitForURL(`**/reports?range=custom&from=${month(1)}-01&to=${month(1)}-28`);
    await expect(
      ann.getByText('The start date cannot be after the end date.').count(),
    ).resolves.toBe(0);
    const custom = expected({ from: `${month(1)}-01`, to: `${month(1)}-28` });
    expect(custom).toEqual({ income: 0, expenses: 204.61, net: -204.61, count: 2 });
    await expectSummary(ann, custom, Currency.PLN);
    await ann.reload();
    await expect.poll(() => from.inputValue()).toBe(`${month(1)}-01`);
    await expectSummary(ann, custom, Currency.PLN);
    await screenshot(ann, 'reports-custom-range');
  });

  it('converts into another display currency, kept in the address', async () => {
    await ann.goto('/reports?range=last-3-months');
    await expectSummary(ann, expected(last3), Currency.PLN);
    await choose(ann, 'Display currency', 'EUR - Euro');
    await ann.waitForURL('**/reports?range=last-3-months&currency=EUR');
    const inEuro = expected({ ...last3, inEuro: true });
    expect(inEuro).toMatchObject({ income: 1145.4, expenses: 138.5 });
    await expectSummary(ann, inEuro, Currency.EUR);
    await expect(ann.getByTestId('unconverted-note').textContent()).resolves.toContain(
      'could not be converted into EUR',
    );
    // Budgets stay in their own currency.
    await region(ann, 'Budget against actual')
      .getByText(await money(ann, 900, Currency.PLN))
      .waitFor();
  });

  it('downloads the report as CSV with the same filters', async () => {
    const link = ann.getByRole('link', { name: 'Export CSV' });
    const href = await link.getAttribute('href');
    expect(href).toBe(
      `/api/v1/reports/export?from=${last3.from}&to=${last3.to}&currency=${Currency.EUR}`,
    );
    const [download] = await Promise.all([ann.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`transactions-${last3.from}-to-${last3.to}.csv`);
    const text = readFileSync((await download.path()) as string, 'utf8');
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(EXPORT_COLUMNS.join(','));
    const inRange = SEEDED.filter((t) => t.date >= last3.from && t.date <= last3.to);
    expect(rows).toHaveLength(inRange.length);
    const restaurant = rows.find((row) => row.includes(',Restaurant,'))?.split(',');
    expect(restaurant?.slice(0, 5)).toEqual([
      `${month(1)}-05`,
      'Expense',
      'Restaurant',
      '',
      'Household',
    ]);
    expect(restaurant?.[5]?.split('; ').sort()).toEqual(['Food', 'Fun']);
    // Amounts are signed, as the transactions screen shows them; no tags, the last column empty.
    expect(restaurant?.slice(6)).toEqual(['-40.00', 'EUR', '']);
    expect(rows.map((row) => row.split(',')[0])).toEqual(inRange.map((t) => t.date).sort());
    // The download left the screen as it was.
    expect(new URL(ann.url()).pathname).toBe('/reports');
  });

  it('reads well on a phone, in light and in dark', async () => {
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await phone.goto('/reports?range=last-3-months');
    await expectSummary(phone, expected(last3), Currency.PLN);
    await chartsSettled(phone);
    const overflow = () =>
      phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    // Nor does a table scroll sideways inside its card: each row is an entry of named figures.
    // Measured in view, as a box out of it is not laid out (content-visibility).
    const tables = phone.locator('main [role=group][tabindex="0"]');
    expect(await tables.count()).toBeGreaterThan(3);
    for (const table of await tables.all()) {
      await table.scrollIntoViewIfNeeded();
      const sideways = await table.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(sideways, (await table.getAttribute('aria-label')) ?? '').toBe(0);
    }
    await screenshot(phone, 'reports-mobile-light');
    expect(await axeViolations(phone)).toEqual([]);

    await phone.goto('/settings');
    await phone.getByLabel('Dark', { exact: true }).click();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await phone.goto('/reports?range=last-3-months');
    await expectSummary(phone, expected(last3), Currency.PLN);
    await chartsSettled(phone);
    expect(await overflow()).toBe(0);
    await screenshot(phone, 'reports-mobile-dark');
    expect(await axeViolations(phone)).toEqual([]);
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('paints the charts in the dark theme on a desktop too', async () => {
    // The theme chosen on the phone is the user's: the next page load here applies it.
    await ann.goto('/reports?range=last-3-months');
    await expect
      .poll(() => ann.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await chartsSettled(ann);
    expect(await firstBarFill(ann)).not.toBe(lightFill);
    await screenshot(ann, 'reports-desktop-dark');
    expect(await axeViolations(ann)).toEqual([]);
  });

  it('met no CSP violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
