import { fileURLToPath } from 'node:url';
import { Currency, MemberRole, TransactionType } from '@budget/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { money, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.month@example.test';
const BOB = 'bob.month@example.test';
const ZOE = 'zoe.month@example.test';
const nameOf = (email: string) => email.split('@')[0] ?? email;
const sample = (name: string) =>
  fileURLToPath(new URL(`../apps/api/src/modules/imports/samples/${name}`, import.meta.url));

/** Today and the first and last days of its month, as the default date style writes them. */
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
const monthEnd = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);

/** Minor units of an amount as a screen writes it ('1,234.56 zł', 'owes 12.00 zł'). */
const minor = (text: string) => {
  const digits = text.replace(/[^\d.-]/g, '');
  const sign = text.includes('owes') ? -1 : 1;
  return sign * Math.round(Number(digits) * 100);
};

/** Each row of the balances table: its cells after the member's name, as minor units. */
async function balances(page: Page) {
  const table = page.getByRole('table', { name: 'Balances' });
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => ({
      name: (await row.locator('th, td').first().textContent()) ?? '',
      figures: (await row.locator('td').allTextContents()).slice(1).map(minor),
    })),
  );
}

/**
 * A household's month, as its Owner lives it: a group made sharing among those who pay, a
 * first transaction on the dashboard, a bank file imported, a budget for the month so far, the
 * balances adding up with the Viewer owing and owed nothing, and a partial settle-up.
 */
describe('a household of three over a month', () => {
  const world = browserWorld([ANN, BOB, ZOE]);
  let ann: Page;
  let groupId = '';

  it('creates the group sharing among the members who pay, and shows a first transaction', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    await ann.goto('/groups?view=new');
    await ann.getByLabel('Name').fill('Home');
    await ann.getByRole('radio', { name: /Equally among the members who pay/ }).waitFor();
    await screenshot(ann, 'household-create-group');
    await ann.getByRole('button', { name: 'Create Group' }).click();
    await ann.getByText('Your Groups (1)').waitFor();
    const groups = (await handMade(ann, 'GET', '/groups')).body.data as { id: string }[];
    groupId = groups[0]?.id ?? '';
    for (const [email, role] of [
      [BOB, MemberRole.Member],
      [ZOE, MemberRole.Viewer],
    ] as const)
      await handMade(ann, 'PUT', '/groups/assign-users', { groupId, userEmails: [email], role });
    const first = await handMade(ann, 'POST', '/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Żabka',
      groupId,
      date: monthStart,
      amount: 33.33,
      currency: Currency.PLN,
    });
    expect(first.status).toBe(201);
    await ann.goto('/dashboard');
    const latest = ann.getByRole('region', { name: 'Latest transactions' });
    await latest.getByRole('link', { name: /Żabka/ }).waitFor();
    await ann.getByRole('region', { name: 'Money in and out' }).waitFor();
  });

  it('imports a bank file and finds its rows by name', async () => {
    await ann.goto('/imports');
    await ann.getByLabel('Bank file').setInputFiles(sample('multi-account.ofx'));
    await ann.getByRole('button', { name: 'Import 4 transactions' }).click();
    await ann.getByText('Imported 4 transactions from multi-account.ofx').waitFor();
  });

  it('adds a monthly budget aligned with the calendar that counts the month so far', async () => {
    await handMade(ann, 'POST', '/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Edeka Müller',
      groupId,
      date: today,
      amount: 66.67,
      currency: Currency.PLN,
    });
    await ann.goto('/budgets?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add Budget' });
    await form.getByLabel('Name').fill('Groceries');
    await form.getByLabel('Value').fill('500');
    await form.getByRole('button', { name: 'Add Budget' }).click();
    await ann.getByText('Budget added successfully').waitFor();
    const card = ann.getByRole('article').filter({ hasText: 'Groceries' });
    await card.first().waitFor();
    await expect.poll(() => card.first().textContent()).toContain(`${monthStart}`);
    const text = (await card.first().textContent()) ?? '';
    expect(text).toContain(monthEnd);
    expect(text).toContain(await money(ann, 100, Currency.PLN));
    await screenshot(ann, 'household-budget-1280');
  });

  it('shows balances that add up, a Viewer owing nothing, and settles up in part', async () => {
    await ann.goto(`/balances?groupId=${groupId}`);
    const rows = await balances(ann);
    const columns = rows[0]?.figures.length ?? 0;
    const total = (i: number) => rows.reduce((sum, row) => sum + (row.figures[i] ?? 0), 0);
    // Paid and share add up to the same; the balances to zero.
    expect(total(0)).toBe(total(1));
    expect(total(columns - 1)).toBe(0);
    const zoe = rows.find((row) => row.name.includes(nameOf(ZOE)));
    expect(zoe?.figures.every((figure) => figure === 0)).toBe(true);
    expect(rows.map((row) => row.name).join()).not.toContain('@');
    const transfer = ann.getByRole('listitem').filter({ hasText: / pays / });
    expect(await transfer.count()).toBe(1);
    expect(await transfer.textContent()).not.toContain(nameOf(ZOE));
    await transfer.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = ann.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel(/^Amount/).fill('10');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await balances(ann)).map((row) => row.figures.at(-1)))
      .toEqual(
        rows.map((row) =>
          row.name.includes(nameOf(ZOE))
            ? 0
            : (row.figures.at(-1) ?? 0) + ((row.figures.at(-1) ?? 0) > 0 ? -1000 : 1000),
        ),
      );
    await screenshot(ann, 'household-balances-1280');
  });

  it('writes every date in one style, and fits a phone', async () => {
    await ann.goto('/transactions');
    await ann.getByRole('button', { name: 'Edit Edeka Müller' }).waitFor();
    const main = (await ann.locator('main').textContent()) ?? '';
    expect(main).toContain(today);
    // No day written another way: '28/11/2026', 'Nov 28, 2026', '11/28/2026'.
    expect(main).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}|[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    for (const path of ['/dashboard', `/balances?groupId=${groupId}`, '/budgets']) {
      await phone.goto(path);
      await phone.locator('main h1').waitFor();
      await phone.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, path).toBeLessThanOrEqual(390);
      await screenshot(phone, `household${path.split('?')[0]?.replace('/', '-')}-390`);
    }
    await phone.context().close();
  });
});
