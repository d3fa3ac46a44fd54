import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { choose, fillIn, pick, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'olek.donewhen@example.test';
const MEMBER = 'maja.donewhen@example.test';
const PLN = 0;
const IBAN = 'PL61109010140000071219812874';
const PRINTED_IBAN = 'PL61 1090 1014 0000 0712 1981 2874';

/** yyyy-MM-dd of `back` days before today (UTC, the machine's and the browser's day). */
function day(back: number): string {
  return new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
}
/** yyMMdd, as MT940 writes a date. */
const swift = (date: string) => date.slice(2).replaceAll('-', '');

/**
 * The bank's MT940 statement of the IBAN: 1,000.00 opening, -45.99, +3,200.00 and -120.37 in the
 * last three days, 4,033.64 closing (the opening plus its rows), at the end of yesterday.
 */
function mt940(): Buffer {
  const line = (date: string, side: string, amount: string, ref: string, text: string) =>
    `:61:${swift(date)}${swift(date).slice(2)}${side}${amount}NTRFNONREF//${ref}\n:86:${text}\n`;
  return Buffer.from(
    `:20:DONEWHEN\n:25:${IBAN}\n:28C:00001/001\n:60F:C${swift(day(4))}PLN1000,00\n` +
      line(day(3), 'D', '45,99', 'DW-1', 'Biedronka') +
      line(day(2), 'C', '3200,00', 'DW-2', 'Salary') +
      line(day(1), 'D', '120,37', 'DW-3', 'Electricity') +
      `:62F:C${swift(day(1))}PLN4033,64\n-\n`,
  );
}

/**
 * The money accounts' acceptance scenario (docs/decisions.md, 'Money accounts'), walked through
 * the screens by a Member of a new household: a current account with its IBAN, a card and
 * savings; the bank's file lands in the IBAN's account with the bank's closing balance; card
 * expenses in a budget's category; one transfer to savings that moves no budget and no report
 * total; the card reconciled; /accounts shows every balance and the net worth, to the cent.
 */
describe('money accounts, done when', () => {
  const world = browserWorld([OWNER, MEMBER]);
  let maja: Page;

  const groupCard = () => maja.getByRole('article', { name: 'Home', exact: true });
  const accountRow = (name: string) =>
    groupCard()
      .getByTestId('money-account')
      .filter({ has: maja.getByRole('link', { name, exact: true }) });
  const balanceOf = (name: string) =>
    accountRow(name).getByTestId('money-account-balance').textContent();
  const pln = (amount: number) => money(maja, amount, PLN);
  const nav = (name: string) =>
    maja.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  /** Screenshots at 1280 and 390 px, without the toasts, and nothing wider than a phone. */
  async function both(name: string, onPhone: () => Promise<unknown> = async () => undefined) {
    await screenshot(maja, `${name}-1280`, { withoutToasts: true });
    await maja.setViewportSize({ width: 390, height: 844 });
    await screenshot(maja, `${name}-390`, { withoutToasts: true });
    expect(await maja.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await onPhone();
    await maja.setViewportSize({ width: 1280, height: 900 });
  }

  beforeAll(async () => {
    // Setup the scenario does not name: the users, their group, a category and its budget.
    const olek = await signIn(world.browser, world.server.url, OWNER);
    const made = async (method: string, path: string, body: object) => {
      const answer = await handMade(olek, method, path, body);
      expect(answer.status, JSON.stringify(answer.body.errors)).toBeLessThan(300);
      return answer.body.data as { id: string };
    };
    const groupId = (await made('POST', '/groups', { name: 'Home' })).id;
    await made('PUT', '/groups/assign-users', { groupId, userEmails: [MEMBER], role: 2 });
    const category = await made('POST', '/categories', { name: 'Groceries', groupId });
    await made('POST', '/budgets', {
      name: 'Food',
      groupId,
      amount: 600,
      currency: PLN,
      periodType: 2,
      startDate: day(0),
      categoryIds: [category.id],
    });
    await olek.context().close();
    maja = await signIn(world.browser, world.server.url, MEMBER);
  });

  async function addAccount(name: string, kind: string, fields: Record<string, string>) {
    await groupCard().getByRole('link', { name: 'Add account' }).click();
    const form = maja.getByRole('form', { name: 'Add account' });
    await form.waitFor();
    await choose(maja, form.getByRole('combobox', { name: 'Kind' }), kind);
    await submitSaved(
      maja,
      form,
      fillIn(form, { Name: name, ...fields }),
      `Account "${name}" added`,
    );
    await accountRow(name).waitFor();
  }

  it('opens a current account with its IBAN, a card and savings', async () => {
    await nav('Accounts');
    await accountRow('Main account').waitFor();
    await addAccount('Current', 'Current account', {
      'Opening balance': '1000',
      'IBAN or bank account id (optional)': PRINTED_IBAN,
    });
    await addAccount('Card', 'Credit card', {});
    await addAccount('Savings', 'Savings', {});
    expect(await balanceOf('Current')).toBe(await pln(1000));
    expect(await balanceOf('Card')).toBe(await pln(0));
    expect(await balanceOf('Savings')).toBe(await pln(0));
  });

  it("imports the bank's MT940 file into the account of its IBAN, at the bank's closing balance", async () => {
    await nav('Import');
    await maja.getByLabel('Bank file').setInputFiles({
      name: 'statement.mt940',
      mimeType: 'text/plain',
      buffer: mt940(),
    });
    const account = maja.getByRole('combobox', { name: `Money account for ${PRINTED_IBAN}` });
    await expect.poll(() => account.textContent()).toBe('Current · PLN');
    await maja.getByText(new RegExp(`^Closing balance ${await pln(4033.64)}`)).waitFor();
    await maja.getByRole('button', { name: 'Import 3 transactions' }).click();
    const result = maja.getByTestId('import-result').getByRole('listitem');
    await result.getByText('Matches').waitFor();
    expect(await result.textContent()).toContain('into Current');
    expect(await result.textContent()).toContain(
      `Bank ${await pln(4033.64)}, account ${await pln(4033.64)}`,
    );

    await nav('Accounts');
    await expect.poll(() => balanceOf('Current')).toBe(await pln(4033.64));
    await accountRow('Current').getByText('3 transactions').waitFor();
    expect(await balanceOf('Main account')).toBe(await pln(0));
    expect(await accountRow('Current').getByTestId('checkpoint-mismatch').count()).toBe(0);
  });

  it('pays three groceries with the card', async () => {
    await nav('Transactions');
    for (const [name, value] of [
      ['Weekly shop', '84.50'],
      ['Bakery', '15.25'],
      ['Market', '30.10'],
    ] as const) {
      await maja.getByRole('button', { name: 'Add Transaction' }).click();
      const form = maja.getByRole('form', { name: 'Add New Transaction' });
      await form.waitFor();
      await choose(maja, form.getByRole('combobox', { name: 'Money account' }), 'Card · PLN');
      await form.getByRole('combobox', { name: 'Categories (optional)' }).click();
      await pick(maja.getByRole('option', { name: 'Groceries' }));
      await maja.keyboard.press('Escape');
      await submitSaved(
        maja,
        form,
        fillIn(form, { Value: value, Name: name }),
        'Transaction added successfully',
      );
    }
  });

  /** The budget's spent on /budgets and the report's totals on /reports, as the screens show them. */
  async function budgetAndReport() {
    await nav('Budgets');
    const budget = maja.getByRole('article', { name: 'Food', exact: true });
    await expect
      .poll(() => budget.getByTestId('budget-spent').textContent())
      .toBe(await pln(129.85));
    await nav('Reports');
    await choose(maja, maja.getByRole('combobox', { name: 'Date range', exact: true }), 'All time');
    const text = (id: string) => maja.getByTestId(`summary-${id}`).textContent();
    // Income 3,200.00; expenses 45.99 + 120.37 from the bank, 129.85 on the card.
    await expect
      .poll(async () => [await text('income'), await text('expenses'), await text('net')])
      .toEqual([await pln(3200), await pln(296.21), await pln(2903.79)]);
    return text('count');
  }

  it('moves 1,500 PLN to savings in one transfer that changes no budget and no report total', async () => {
    const countBefore = await budgetAndReport();
    await nav('Accounts');
    await groupCard().getByRole('link', { name: 'Transfer' }).click();
    const form = maja.getByRole('form', { name: 'Transfer between accounts' });
    await form.waitFor();
    await choose(maja, form.getByRole('combobox', { name: 'From account' }), 'Current · PLN');
    await choose(maja, form.getByRole('combobox', { name: 'To account' }), 'Savings · PLN');
    await submitSaved(maja, form, fillIn(form, { 'Amount (PLN)': '1500' }), 'Transfer made');
    await expect.poll(() => balanceOf('Current')).toBe(await pln(2533.64));
    expect(await balanceOf('Savings')).toBe(await pln(1500));
    await accountRow('Savings').getByText('1 transaction').waitFor();
    await accountRow('Current').getByText('4 transactions').waitFor();
    // The bank's balance was yesterday's: today's transfer leaves it matching.
    expect(await accountRow('Current').getByTestId('checkpoint-mismatch').count()).toBe(0);
    expect(await budgetAndReport()).toBe(countBefore);
  });

  it('reconciles the card against a typed statement balance', async () => {
    await nav('Accounts');
    const card = accountRow('Card');
    await card.getByText(/Never reconciled/).waitFor();
    await card.getByRole('button', { name: 'Actions for Card' }).click();
    await maja.getByRole('menuitem', { name: 'Reconcile' }).click();
    const form = maja.getByRole('form', { name: 'Reconcile Card' });
    await form.waitFor();
    // The card's statement prints the debt as it is owed, positive.
    await form.getByLabel('Amount owed on the statement').fill('99.75');
    const difference = form.getByTestId('reconcile-difference');
    await expect.poll(() => difference.textContent()).toBe(`+${await pln(99.75)}`);
    expect(await form.getByTestId('reconcile-balance').textContent()).toBe(await pln(-129.85));
    // Each row's name is read whole on a phone too, to know which to tick.
    const cut = () =>
      form
        .locator('li span[title]')
        .evaluateAll((names) => names.map((name) => name.scrollWidth > name.clientWidth));
    await both('accounts-done-when-reconcile', async () =>
      expect(await cut()).toEqual([false, false, false]),
    );
    await form.getByRole('checkbox', { name: /Cleared: Weekly shop/ }).click();
    await expect.poll(() => difference.textContent()).toBe(`+${await pln(15.25)}`);
    await form.getByRole('checkbox', { name: /Cleared: Bakery/ }).click();
    await expect.poll(() => difference.textContent()).toBe(await pln(0));
    await both('accounts-done-when-reconcile-balanced');
    await submitSaved(maja, form, async () => undefined, 'Reconciled: 2 transactions locked');

    // Dates as the default preference writes them (yyyy-MM-dd).
    await expect
      .poll(() => card.getByTestId('money-account-reconciled').textContent())
      .toBe(`Cleared ${await pln(-99.75)} · Reconciled up to ${day(0)}`);
  });

  it('shows every balance and the net worth on /accounts, at 1280 and 390 px', async () => {
    await maja.reload();
    await accountRow('Card').waitFor();
    expect(await balanceOf('Main account')).toBe(await pln(0));
    expect(await balanceOf('Current')).toBe(await pln(2533.64));
    expect(await balanceOf('Savings')).toBe(await pln(1500));
    expect(await balanceOf('Card')).toBe(await pln(-129.85));
    // Reconciled at -99.75 with the market's 30.10 not on the statement yet: nothing to flag.
    expect(await accountRow('Card').getByTestId('checkpoint-mismatch').count()).toBe(0);
    const netWorth = groupCard().getByRole('group', { name: 'Net worth' });
    expect(await netWorth.getByTestId('net-worth-assets').textContent()).toBe(await pln(4033.64));
    expect(await netWorth.getByTestId('net-worth-liabilities').textContent()).toBe(
      await pln(129.85),
    );
    expect(await netWorth.getByTestId('net-worth-net').textContent()).toBe(await pln(3903.79));
    await both('accounts-done-when-accounts');
    expect(consoleProblems(maja)).toEqual([]);
  });
});
